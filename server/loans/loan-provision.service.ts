import type { components } from '../../api/schema.gen';
import { formatKobo, roundHalfEven } from '../../policies/money';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { findGlAccounts } from '../ledger/gl-account.repository';
import type { JournalEntryView } from '../ledger/journal-entry.repository';
import { postEntry } from '../ledger/ledger.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { arrearsOf, PRUDENTIAL_CLASSES, prudentialClassOf } from './loan-arithmetic';
import {
  countRunsOn,
  insertRun,
  type LoanProvisionRunView,
  listProvisionedLoans,
} from './loan-provision.repository';

type Schemas = components['schemas'];
export type LoanProvisioning = Schemas['LoanProvisioning'];
type ClassRow = Schemas['LoanProvisionClass'];

/** The GL map event provisioning posts through: debit loan loss expense, credit the allowance. */
export const PROVISION_EVENT = 'LOAN_PROVISION';

/** One loan's provision: its class's percent of its principal owed, rounded half-even. */
export function provisionOfKobo(
  principalOutstandingKobo: number,
  provisionPercent: number,
): number {
  return Number(roundHalfEven(BigInt(principalOutstandingKobo) * BigInt(provisionPercent), 100n));
}

/**
 * The accounts of the tenant-wide LOAN_PROVISION mapping. Provisioning is over the whole
 * portfolio, so a product's own mapping of the event is not read.
 */
async function provisionAccounts(t: TenantTx) {
  const mapping = await findGlMapping(t, null, PROVISION_EVENT);
  if (!mapping) {
    throw new DomainError(
      'gl_mapping_missing',
      'The GL map has no tenant-wide LOAN_PROVISION mapping (loan loss expense to the allowance for loan losses); add one first.',
    );
  }
  const accounts = await findGlAccounts(t, [mapping.creditAccountId]);
  const allowance = accounts.get(mapping.creditAccountId);
  if (!allowance) throw new Error('The LOAN_PROVISION mapping names an unknown GL account.');
  return { expenseAccountId: mapping.debitAccountId, allowance };
}

/** Every class in the CBN's order with each active loan's provision added to its class. */
function classRows(
  loans: Awaited<ReturnType<typeof listProvisionedLoans>>,
  asOf: string,
): ClassRow[] {
  const rows = new Map<string, ClassRow>(
    PRUDENTIAL_CLASSES.map((row) => [
      row.prudentialClass,
      {
        prudentialClass: row.prudentialClass,
        provisionPercent: row.provisionPercent,
        loanCount: 0,
        principalOutstandingKobo: 0,
        requiredKobo: 0,
      },
    ]),
  );
  for (const loan of loans) {
    const { daysPastDue } = arrearsOf(loan.instalmentsDue, asOf);
    const { prudentialClass, provisionPercent } = prudentialClassOf(daysPastDue);
    const row = rows.get(prudentialClass) as ClassRow;
    row.loanCount += 1;
    row.principalOutstandingKobo += loan.principalOutstandingKobo;
    row.requiredKobo += provisionOfKobo(loan.principalOutstandingKobo, provisionPercent);
  }
  return [...rows.values()];
}

const total = (rows: readonly ClassRow[], pick: (row: ClassRow) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

/**
 * The provision the active loans require as of the processing date, class by class, against
 * what the allowance account holds now (credit-positive, as a contra-asset's balance reads).
 */
export async function loanProvisioning(t: TenantTx): Promise<LoanProvisioning> {
  return (await figuresWithExpense(t)).figures;
}

async function figuresWithExpense(
  t: TenantTx,
): Promise<{ figures: LoanProvisioning; expenseAccountId: string }> {
  const asOf = await tenantProcessingDate(t);
  const { expenseAccountId, allowance } = await provisionAccounts(t);
  const classes = classRows(await listProvisionedLoans(t, asOf), asOf);
  const requiredKobo = total(classes, (row) => row.requiredKobo);
  // 0 - x rather than -x, so that an empty account reads 0 and never -0.
  const allowanceKobo = 0 - allowance.balanceKobo;
  const figures: LoanProvisioning = {
    asOfDate: asOf,
    classes,
    loanCount: total(classes, (row) => row.loanCount),
    principalOutstandingKobo: total(classes, (row) => row.principalOutstandingKobo),
    requiredKobo,
    allowanceAccountId: allowance.id,
    allowanceAccountCode: allowance.code,
    allowanceAccountName: allowance.name,
    allowanceKobo,
    differenceKobo: requiredKobo - allowanceKobo,
  };
  return { figures, expenseAccountId };
}

/** Posts the difference: an increase debits expense and credits the allowance, a release reverses the sides. */
async function postDifference(
  t: TenantTx,
  { figures, expenseAccountId }: Awaited<ReturnType<typeof figuresWithExpense>>,
  createdBy: string,
  now: Date,
): Promise<JournalEntryView> {
  const amountKobo = Math.abs(figures.differenceKobo);
  const raise = figures.differenceKobo > 0;
  const [debitId, creditId] = raise
    ? [expenseAccountId, figures.allowanceAccountId]
    : [figures.allowanceAccountId, expenseAccountId];
  const narration = `Loan loss provision as of ${figures.asOfDate}: ${figures.loanCount} loans require ${formatKobo(figures.requiredKobo)}, ${raise ? 'raised' : 'released'} ${formatKobo(amountKobo)}`;
  return postEntry(
    t,
    {
      narration: narration.slice(0, 255),
      reference: `PROVISION-${figures.asOfDate}`,
      lines: [
        { accountId: debitId, debitKobo: amountKobo, creditKobo: 0 },
        { accountId: creditId, debitKobo: 0, creditKobo: amountKobo },
      ],
      source: PROVISION_EVENT,
      createdBy,
    },
    now,
  );
}

/**
 * Brings the allowance to the provision required as of the processing date, through the ledger,
 * and stores the run. The run's number within its date is read before the allowance: a run that
 * read the allowance before another run's posting committed also read the same number, so its
 * insert is refused and it rolls back instead of posting the same difference twice.
 */
export async function runLoanProvisioning(
  t: TenantTx,
  actor: { readonly userId: string; readonly username: string },
  now: Date,
): Promise<LoanProvisionRunView> {
  const asOf = await tenantProcessingDate(t);
  const runNumber = (await countRunsOn(t, asOf)) + 1;
  const found = await figuresWithExpense(t);
  const { figures } = found;
  const entry =
    figures.differenceKobo === 0 ? null : await postDifference(t, found, actor.userId, now);
  const run: LoanProvisionRunView = {
    id: newRowId(now.getTime()),
    runDate: asOf,
    runNumber,
    loanCount: figures.loanCount,
    requiredKobo: figures.requiredKobo,
    allowanceBeforeKobo: figures.allowanceKobo,
    postedKobo: figures.differenceKobo,
    entryId: entry?.id ?? null,
    entryNumber: entry?.entryNumber ?? null,
    createdBy: actor.username,
    createdAt: now.toISOString(),
  };
  try {
    await insertRun(t, run);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('loan_provision_run_in_progress');
    throw error;
  }
  return run;
}
