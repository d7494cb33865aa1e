import type { components } from '../../api/schema.gen';
import { allowedLoanActions } from '../../machines/loan.machine';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  findLoan,
  findLoanSummary,
  type InstalmentRecord,
  type LoanFilter,
  type LoanRecord,
  type LoanSummaryRow,
  listInstalments,
  listInstalmentsOfLoans,
  searchLoans,
  totalOutstandingKobo,
} from './loan.repository';
import {
  arrearsOf,
  delinquencyBucketOf,
  instalmentOutstanding,
  instalmentStateOf,
  prudentialClassOf,
  splitTotal,
} from './loan-arithmetic';

type Schemas = components['schemas'];
export type LoanView = Schemas['Loan'];
type Delinquency = Pick<
  Schemas['Loan'],
  'arrearsKobo' | 'daysPastDue' | 'delinquencyBucket' | 'prudentialClass' | 'provisionPercent'
>;

/**
 * A loan's arrears, days past due, bucket and CBN class as of `asOf`. Only an ACTIVE loan is in
 * arrears: one not yet disbursed owes nothing yet and a closed one nothing more. The loan and the
 * loans list both answer through this function, so they never disagree.
 */
function delinquencyOf(
  status: string,
  instalments: readonly InstalmentRecord[],
  asOf: string,
): Delinquency {
  const { arrearsKobo, daysPastDue } =
    status === 'ACTIVE' ? arrearsOf(instalments, asOf) : { arrearsKobo: 0, daysPastDue: 0 };
  return {
    arrearsKobo,
    daysPastDue,
    delinquencyBucket: delinquencyBucketOf(daysPastDue),
    ...prudentialClassOf(daysPastDue),
  };
}

/**
 * One page of the loans list, each with its delinquency as of the tenant's processing date;
 * `inArrears` keeps only the loans whose days past due are above 0 on that date.
 */
export async function loanSummaries(
  t: TenantTx,
  filter: Omit<LoanFilter, 'inArrearsAsOf'> & { readonly inArrears?: boolean | undefined },
): Promise<{ items: Schemas['LoanSummary'][]; total: number }> {
  const asOf = await tenantProcessingDate(t);
  const { inArrears, ...rest } = filter;
  const page = await searchLoans(t, { ...rest, ...(inArrears && { inArrearsAsOf: asOf }) });
  const instalments = await listInstalmentsOfLoans(
    t,
    page.items.map((loan) => loan.id),
  );
  const items = page.items.map((loan: LoanSummaryRow) => {
    const { provisionPercent: _percent, ...delinquency } = delinquencyOf(
      loan.status,
      instalments.get(loan.id) ?? [],
      asOf,
    );
    return { ...loan, ...delinquency };
  });
  return { items, total: page.total };
}
type Balance = Schemas['LoanComponentBalance'];

const sum = (items: readonly InstalmentRecord[], pick: (i: InstalmentRecord) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

function balance(
  dueKobo: number,
  paidKobo: number,
  waivedKobo: number,
  outstandingKobo: number,
): Balance {
  return { dueKobo, paidKobo, waivedKobo, outstandingKobo };
}

/**
 * The loan's balances by component. Due, paid and waived are read from the instalments, the
 * outstanding from the loan's sub-ledger balances (equal to its GL control accounts); a
 * difference between the two is a bug, so it is refused rather than shown.
 */
function balancesOf(loan: LoanRecord, items: readonly InstalmentRecord[]): Schemas['LoanBalances'] {
  const disbursed = loan.disbursementDate !== null;
  const principal = balance(
    disbursed ? sum(items, (i) => i.principalKobo) : 0,
    sum(items, (i) => i.principalPaidKobo),
    0,
    loan.principalOutstandingKobo,
  );
  const interest = balance(
    sum(items, (i) => i.interestKobo),
    sum(items, (i) => i.interestPaidKobo),
    sum(items, (i) => i.interestWaivedKobo),
    loan.interestOutstandingKobo,
  );
  const fees = balance(
    loan.disbursementChargesKobo + sum(items, (i) => i.feeKobo),
    loan.disbursementChargesKobo + sum(items, (i) => i.feePaidKobo),
    0,
    loan.feeOutstandingKobo,
  );
  const penalties = balance(
    sum(items, (i) => i.penaltyKobo),
    sum(items, (i) => i.penaltyPaidKobo),
    0,
    loan.penaltyOutstandingKobo,
  );
  const all = { principal, interest, fees, penalties };
  for (const [name, b] of Object.entries(all)) {
    const gap = b.dueKobo - b.paidKobo - b.waivedKobo - b.outstandingKobo;
    // A written-off loan owes nothing more; what it never paid is shown as waived.
    if (loan.status === 'WRITTEN_OFF')
      all[name as keyof typeof all] = { ...b, waivedKobo: b.waivedKobo + gap };
    else if (gap !== 0)
      throw new Error(`Loan ${loan.loanNumber}: the ${name} schedule and sub-ledger differ.`);
  }
  return { ...all, totalOutstandingKobo: totalOutstandingKobo(loan) };
}

function instalmentView(i: InstalmentRecord, asOf: string): Schemas['LoanInstalment'] {
  return {
    number: i.number,
    dueDate: i.dueDate,
    days: i.days,
    principalKobo: i.principalKobo,
    interestKobo: i.interestKobo,
    feeKobo: i.feeKobo,
    penaltyKobo: i.penaltyKobo,
    totalDueKobo: i.principalKobo + i.interestKobo + i.feeKobo + i.penaltyKobo,
    balanceKobo: i.balanceKobo,
    principalPaidKobo: i.principalPaidKobo,
    interestPaidKobo: i.interestPaidKobo,
    feePaidKobo: i.feePaidKobo,
    penaltyPaidKobo: i.penaltyPaidKobo,
    waivedKobo: i.interestWaivedKobo,
    outstandingKobo: splitTotal(instalmentOutstanding(i)),
    state: instalmentStateOf(i, asOf),
  };
}

/**
 * The chart's actions for the loan's status, less those its balances refuse at once: closing
 * while anything is owed, and a second write-off while one waits for approval.
 */
function actionsOf(loan: LoanRecord): LoanView['allowedActions'] {
  return allowedLoanActions(loan.status).filter(
    (action) =>
      !(action === 'CLOSE' && totalOutstandingKobo(loan) > 0) &&
      !(action === 'WRITE_OFF' && loan.writeOffRequestId !== null),
  );
}

/** One loan as getLoan answers it, as of the tenant's processing date. */
export async function loanDetail(t: TenantTx, id: string): Promise<LoanView> {
  const summary = await findLoanSummary(t, id);
  const loan = await findLoan(t, id);
  if (!summary || !loan) throw new DomainError('loan_not_found');
  const instalments = await listInstalments(t, id);
  const asOf = await tenantProcessingDate(t);
  return {
    ...summary,
    applicationId: loan.applicationId,
    purpose: loan.purpose,
    terms: loan.terms,
    disbursementChargesKobo: loan.disbursementChargesKobo,
    balances: balancesOf(loan, instalments),
    schedule: instalments.map((instalment) => instalmentView(instalment, asOf)),
    asOfDate: asOf,
    ...delinquencyOf(loan.status, instalments, asOf),
    closedOn: loan.closedOn,
    toppedUpByLoanId: loan.toppedUpByLoanId,
    topUpOfLoanId: loan.topUpOfLoanId,
    writeOffRequestId: loan.writeOffRequestId,
    allowedActions: actionsOf(loan),
  };
}
