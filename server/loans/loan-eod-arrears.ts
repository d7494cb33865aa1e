import { sql } from 'kysely';
import { formatBankDate } from '../../policies/calendar';
import { tellAreas } from '../area-events';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import {
  type BatchLine,
  idRangeBatches,
  postBatchLines,
  setColumnById,
} from '../deposits/deposit-eod-batches';
import type { CloseOfBusinessBatch, CloseOfBusinessDay } from '../eod/close-of-business-step';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { type InstalmentRecord, rowToInstalment } from './loan.repository';
import { addDays, instalmentOutstanding, penaltyFor, splitTotal } from './loan-arithmetic';
import type { LoanTerms } from './loan-product.rules';
import { loanLink } from './loan-subledger';

/** The journal source of the penalties the close of business charges. */
export const LOAN_ARREARS_SOURCE = 'LOAN_PENALTY';

/** Active loans with an instalment due before the date whose penalty was never charged. */
function loansWithUnchargedDue(t: TenantTx, processingDate: string) {
  return t.trx
    .selectFrom('loan_instalment as i')
    .innerJoin('loan as l', (join) =>
      join.onRef('l.id', '=', 'i.loan_id').onRef('l.tenant_id', '=', 'i.tenant_id'),
    )
    .where('i.tenant_id', '=', t.tenantId)
    .where('l.status', '=', 'ACTIVE')
    .where('i.due_date', '<', processingDate)
    .where('i.penalty_charged_on', 'is', null)
    .where(
      sql<boolean>`i.principal_kobo + i.interest_kobo + i.fee_kobo + i.penalty_kobo > i.principal_paid_kobo + i.interest_paid_kobo + i.fee_paid_kobo + i.penalty_paid_kobo + i.interest_waived_kobo`,
    );
}

export async function planArrears(t: TenantTx, day: CloseOfBusinessDay) {
  const rows = await loansWithUnchargedDue(t, day.processingDate)
    .select('i.loan_id')
    .distinct()
    .orderBy('i.loan_id')
    .execute();
  return idRangeBatches(rows.map((row) => row.loan_id));
}

interface Charge {
  readonly loanId: string;
  readonly loanNumber: string;
  readonly productId: string;
  readonly instalment: InstalmentRecord;
  readonly penaltyKobo: number;
}

/**
 * Instalments past their due date read as overdue wherever the loan is shown (their state is
 * derived from the date and what is unpaid, loan-arithmetic.ts), so this step only charges the
 * late-payment penalty: the rule of assessPenalties, once per instalment still unpaid after the
 * loan's grace days, the charge date guarding it. Each loan's penalty receivable goes through
 * its sub-ledger, in as few entries as the ledger allows, the income summed per account.
 */
export async function runArrears(
  t: TenantTx,
  day: CloseOfBusinessDay,
  batch: CloseOfBusinessBatch,
): Promise<number> {
  const rows = await loansWithUnchargedDue(t, day.processingDate)
    .selectAll('i')
    .select(['l.terms', 'l.loan_number', 'l.product_id'])
    .where('i.loan_id', '>=', batch.fromKey)
    .where('i.loan_id', '<=', batch.toKey)
    .orderBy('i.loan_id')
    .orderBy('i.number')
    .execute();
  const terms = new Map<string, LoanTerms>();
  const charges: Charge[] = [];
  for (const row of rows) {
    if (!terms.has(row.loan_id)) terms.set(row.loan_id, JSON.parse(row.terms) as LoanTerms);
    const loanTerms = terms.get(row.loan_id) as LoanTerms;
    const instalment = rowToInstalment(row);
    if (addDays(instalment.dueDate, loanTerms.penalty?.graceDays ?? 0) >= day.processingDate)
      continue;
    if (splitTotal(instalmentOutstanding(instalment)) <= 0) continue;
    const penaltyKobo = penaltyFor(loanTerms, instalment);
    if (penaltyKobo <= 0) continue;
    charges.push({
      loanId: row.loan_id,
      loanNumber: row.loan_number,
      productId: row.product_id,
      instalment,
      penaltyKobo,
    });
  }
  if (charges.length === 0) return 0;
  await setColumnById(
    t,
    'loan_instalment',
    'penalty_kobo',
    'bigint',
    new Map(charges.map((c) => [c.instalment.id, c.instalment.penaltyKobo + c.penaltyKobo])),
  );
  const ids = charges.map((c) => c.instalment.id);
  for (let start = 0; start < ids.length; start += 1_000) {
    await t.trx
      .updateTable('loan_instalment')
      .set({ penalty_charged_on: day.processingDate })
      .where('tenant_id', '=', t.tenantId)
      .where('id', 'in', ids.slice(start, start + 1_000))
      .execute();
  }
  await postPenalties(t, day, charges);
  // Charged once per instalment (the charge date guards it), so its borrower is told once.
  for (const c of charges) {
    const event = {
      loanId: c.loanId,
      loanNumber: c.loanNumber,
      instalmentNumber: c.instalment.number,
      dueDate: c.instalment.dueDate,
      amountDueKobo: splitTotal(instalmentOutstanding(c.instalment)) + c.penaltyKobo,
    };
    await tellAreas(t, 'loan.instalment-overdue', event, day.now);
  }
  return new Set(charges.map((c) => c.loanId)).size;
}

async function penaltyAccounts(t: TenantTx, productId: string) {
  const found = await findGlMapping(t, productId, 'LOAN_PENALTY');
  if (!found)
    throw new DomainError('gl_mapping_missing', 'The GL map has no LOAN_PENALTY mapping.');
  return { receivable: found.debitAccountId, income: found.creditAccountId };
}

async function postPenalties(t: TenantTx, day: CloseOfBusinessDay, charges: readonly Charge[]) {
  const perLoan = new Map<string, { charge: Charge; kobo: number }>();
  for (const charge of charges) {
    const found = perLoan.get(charge.loanId);
    perLoan.set(charge.loanId, { charge, kobo: (found?.kobo ?? 0) + charge.penaltyKobo });
  }
  const accounts = new Map<string, { receivable: string; income: string }>();
  const items: BatchLine[] = [];
  for (const [loanId, { charge, kobo }] of perLoan) {
    if (!accounts.has(charge.productId)) {
      accounts.set(charge.productId, await penaltyAccounts(t, charge.productId));
    }
    const gl = accounts.get(charge.productId) as { receivable: string; income: string };
    items.push({
      line: {
        accountId: gl.receivable,
        debitKobo: kobo,
        creditKobo: 0,
        subledger: loanLink(loanId, 'PENALTY'),
        narration: `Late-payment penalty on loan ${charge.loanNumber}`,
      },
      counterAccountId: gl.income,
    });
  }
  const entryIds = await postBatchLines(
    t,
    items,
    {
      narration: `Late-payment penalties on ${formatBankDate(day.processingDate)}`,
      reference: 'Close of business',
      valueDate: day.processingDate,
      source: LOAN_ARREARS_SOURCE,
      createdBy: day.actorId,
    },
    day.now,
  );
  const entries = await t.trx
    .selectFrom('journal_entry')
    .select(['id', 'entry_number', 'posting_date'])
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', [...new Set(entryIds)])
    .execute();
  const byId = new Map(entries.map((e) => [e.id, e]));
  const entryOfLoan = new Map(
    [...perLoan.keys()].map((loanId, i) => [loanId, byId.get(entryIds[i] as string)]),
  );
  await recordPenalties(t, day, perLoan, entryOfLoan);
}

/** Each loan's transaction row for its penalty, in one insert. */
async function recordPenalties(
  t: TenantTx,
  day: CloseOfBusinessDay,
  perLoan: ReadonlyMap<string, { charge: Charge; kobo: number }>,
  entryOfLoan: ReadonlyMap<
    string,
    { id: string; entry_number: string; posting_date: string } | undefined
  >,
) {
  const outstanding = await t.trx
    .selectFrom('loan')
    .select([
      'id',
      'principal_outstanding_kobo',
      'interest_outstanding_kobo',
      'fee_outstanding_kobo',
      'penalty_outstanding_kobo',
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', [...perLoan.keys()])
    .execute();
  const rows = outstanding.map((row) => {
    const { charge, kobo } = perLoan.get(row.id) as { charge: Charge; kobo: number };
    const entry = entryOfLoan.get(row.id) as {
      id: string;
      entry_number: string;
      posting_date: string;
    };
    return {
      id: newRowId(day.now.getTime()),
      tenant_id: t.tenantId,
      loan_id: row.id,
      type: 'PENALTY',
      posting_date: entry.posting_date,
      amount_kobo: kobo,
      principal_kobo: 0,
      interest_kobo: 0,
      fee_kobo: 0,
      penalty_kobo: kobo,
      interest_waived_kobo: 0,
      outstanding_kobo:
        Number(row.principal_outstanding_kobo) +
        Number(row.interest_outstanding_kobo) +
        Number(row.fee_outstanding_kobo) +
        Number(row.penalty_outstanding_kobo),
      entry_id: entry.id,
      entry_number: entry.entry_number,
      narration: `Late-payment penalty on loan ${charge.loanNumber}`,
      created_by: day.actorId,
      created_at: day.now.toISOString(),
    };
  });
  // 500 rows a statement keeps within SQLite's limit of bound values.
  for (let start = 0; start < rows.length; start += 500) {
    await t.trx
      .insertInto('loan_transaction')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
