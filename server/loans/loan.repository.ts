import { type Selectable, sql } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { LoanStatus } from '../../machines/loan.machine';
import type { SchedulePeriod } from '../../policies/loan-schedule';
import { containsIgnoringCase, likeText } from '../db/like-pattern';
import { newRowId } from '../db/row-id';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { LoanInstalmentTable, LoanTable, LoanTransactionTable } from './loan.table';
import type { LoanTerms } from './loan-product.rules';

/** A loan as lists show it, less its delinquency: loan-view.ts adds that as of the day. */
export type LoanSummaryRow = Omit<
  components['schemas']['LoanSummary'],
  'arrearsKobo' | 'daysPastDue' | 'delinquencyBucket' | 'prudentialClass'
>;
export type LoanTransactionView = components['schemas']['LoanTransaction'];

/** A loan as the service works with it. */
export interface LoanRecord {
  readonly id: string;
  readonly loanNumber: string;
  readonly applicationId: string | null;
  readonly customerId: string;
  readonly productId: string;
  readonly accountId: string;
  readonly officerId: string;
  readonly branchId: string | null;
  readonly purpose: string;
  readonly status: LoanStatus;
  readonly principalKobo: number;
  readonly annualInterestRate: string;
  readonly numberOfRepayments: number;
  readonly terms: LoanTerms;
  readonly expectedDisbursementDate: string;
  readonly disbursementDate: string | null;
  readonly maturityDate: string | null;
  readonly disbursementChargesKobo: number;
  readonly principalOutstandingKobo: number;
  readonly interestOutstandingKobo: number;
  readonly feeOutstandingKobo: number;
  readonly penaltyOutstandingKobo: number;
  readonly closedOn: string | null;
  readonly toppedUpByLoanId: string | null;
  readonly topUpOfLoanId: string | null;
  readonly writeOffRequestId: string | null;
  readonly createdAt: string;
}

function rowToLoan(row: Selectable<LoanTable>): LoanRecord {
  return {
    id: row.id,
    loanNumber: row.loan_number,
    applicationId: row.application_id,
    customerId: row.customer_id,
    productId: row.product_id,
    accountId: row.account_id,
    officerId: row.officer_id,
    branchId: row.branch_id,
    purpose: row.purpose,
    status: row.status as LoanStatus,
    principalKobo: Number(row.principal_kobo),
    annualInterestRate: row.annual_interest_rate,
    numberOfRepayments: row.number_of_repayments,
    terms: JSON.parse(row.terms) as LoanTerms,
    expectedDisbursementDate: row.expected_disbursement_date,
    disbursementDate: row.disbursement_date,
    maturityDate: row.maturity_date,
    disbursementChargesKobo: Number(row.disbursement_charges_kobo),
    principalOutstandingKobo: Number(row.principal_outstanding_kobo),
    interestOutstandingKobo: Number(row.interest_outstanding_kobo),
    feeOutstandingKobo: Number(row.fee_outstanding_kobo),
    penaltyOutstandingKobo: Number(row.penalty_outstanding_kobo),
    closedOn: row.closed_on,
    toppedUpByLoanId: row.topped_up_by_loan_id,
    topUpOfLoanId: row.top_up_of_loan_id,
    writeOffRequestId: row.write_off_request_id,
    createdAt: row.created_at,
  };
}

export function totalOutstandingKobo(loan: LoanRecord): number {
  return (
    loan.principalOutstandingKobo +
    loan.interestOutstandingKobo +
    loan.feeOutstandingKobo +
    loan.penaltyOutstandingKobo
  );
}

export type NewLoan = Omit<
  LoanRecord,
  | 'disbursementDate'
  | 'maturityDate'
  | 'disbursementChargesKobo'
  | 'principalOutstandingKobo'
  | 'interestOutstandingKobo'
  | 'feeOutstandingKobo'
  | 'penaltyOutstandingKobo'
  | 'closedOn'
  | 'toppedUpByLoanId'
  | 'writeOffRequestId'
> & { readonly createdBy: string };

export async function insertLoan(t: TenantTx, loan: NewLoan): Promise<void> {
  await t.trx
    .insertInto('loan')
    .values({
      id: loan.id,
      tenant_id: t.tenantId,
      loan_number: loan.loanNumber,
      application_id: loan.applicationId,
      customer_id: loan.customerId,
      product_id: loan.productId,
      account_id: loan.accountId,
      officer_id: loan.officerId,
      branch_id: loan.branchId,
      purpose: loan.purpose,
      status: loan.status,
      principal_kobo: loan.principalKobo,
      annual_interest_rate: loan.annualInterestRate,
      number_of_repayments: loan.numberOfRepayments,
      terms: JSON.stringify(loan.terms),
      expected_disbursement_date: loan.expectedDisbursementDate,
      disbursement_date: null,
      maturity_date: null,
      disbursement_charges_kobo: 0,
      principal_outstanding_kobo: 0,
      interest_outstanding_kobo: 0,
      fee_outstanding_kobo: 0,
      penalty_outstanding_kobo: 0,
      closed_on: null,
      topped_up_by_loan_id: null,
      top_up_of_loan_id: loan.topUpOfLoanId,
      write_off_request_id: null,
      created_by: loan.createdBy,
      created_at: loan.createdAt,
      updated_at: loan.createdAt,
    })
    .execute();
}

export async function findLoan(t: TenantTx, id: string): Promise<LoanRecord | null> {
  const row = await t.trx
    .selectFrom('loan')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToLoan(row) : null;
}

type LoanChanges = Partial<
  Pick<
    LoanTable,
    | 'status'
    | 'officer_id'
    | 'purpose'
    | 'disbursement_date'
    | 'maturity_date'
    | 'disbursement_charges_kobo'
    | 'closed_on'
    | 'topped_up_by_loan_id'
    | 'write_off_request_id'
  >
>;

/**
 * Changes a loan's fields; a status change names the status it leaves, so a loan moved by
 * another transaction in between is not moved twice (answers whether the row changed).
 */
export async function updateLoan(
  t: TenantTx,
  id: string,
  from: LoanStatus,
  changes: LoanChanges,
  now: Date,
): Promise<boolean> {
  return moveFromStatus(t, 'loan', id, from, { ...changes, updated_at: now.toISOString() });
}

export type LoanBalanceColumn =
  | 'principal_outstanding_kobo'
  | 'interest_outstanding_kobo'
  | 'fee_outstanding_kobo'
  | 'penalty_outstanding_kobo';

/**
 * Moves one component balance of a loan; the statement itself refuses to take it below zero
 * (a loan never owes less than nothing), answering false.
 */
export async function moveLoanBalance(
  t: TenantTx,
  loanId: string,
  column: LoanBalanceColumn,
  deltaKobo: number,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('loan')
    .set((eb) => ({ [column]: eb(eb.ref(column), '+', deltaKobo) }))
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', loanId)
    .where((eb) => eb(eb(eb.ref(column), '+', deltaKobo), '>=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface InstalmentRecord {
  readonly id: string;
  readonly number: number;
  readonly dueDate: string;
  readonly days: number;
  readonly principalKobo: number;
  readonly interestKobo: number;
  readonly feeKobo: number;
  readonly penaltyKobo: number;
  readonly balanceKobo: number;
  readonly principalPaidKobo: number;
  readonly interestPaidKobo: number;
  readonly feePaidKobo: number;
  readonly penaltyPaidKobo: number;
  readonly interestWaivedKobo: number;
  readonly penaltyChargedOn: string | null;
}

/** An instalment row as the services read it, in kobo; provisioning reads the same rows. */
export function rowToInstalment(row: Selectable<LoanInstalmentTable>): InstalmentRecord {
  return {
    id: row.id,
    number: row.number,
    dueDate: row.due_date,
    days: row.days,
    principalKobo: Number(row.principal_kobo),
    interestKobo: Number(row.interest_kobo),
    feeKobo: Number(row.fee_kobo),
    penaltyKobo: Number(row.penalty_kobo),
    balanceKobo: Number(row.balance_kobo),
    principalPaidKobo: Number(row.principal_paid_kobo),
    interestPaidKobo: Number(row.interest_paid_kobo),
    feePaidKobo: Number(row.fee_paid_kobo),
    penaltyPaidKobo: Number(row.penalty_paid_kobo),
    interestWaivedKobo: Number(row.interest_waived_kobo),
    penaltyChargedOn: row.penalty_charged_on,
  };
}

export async function insertInstalments(
  t: TenantTx,
  loanId: string,
  periods: readonly SchedulePeriod[],
): Promise<void> {
  if (periods.length === 0) return;
  await t.trx
    .insertInto('loan_instalment')
    .values(
      periods.map((period) => ({
        id: newRowId(),
        tenant_id: t.tenantId,
        loan_id: loanId,
        number: period.number,
        due_date: period.dueDate,
        days: period.days,
        principal_kobo: period.principalKobo,
        interest_kobo: period.interestKobo,
        fee_kobo: period.feeKobo,
        penalty_kobo: 0,
        balance_kobo: period.balanceKobo,
        principal_paid_kobo: 0,
        interest_paid_kobo: 0,
        fee_paid_kobo: 0,
        penalty_paid_kobo: 0,
        interest_waived_kobo: 0,
        penalty_charged_on: null,
      })),
    )
    .execute();
}

/** The instalments of several loans (a page of a list) by loan, each loan's in order. */
export async function listInstalmentsOfLoans(
  t: TenantTx,
  loanIds: readonly string[],
): Promise<Map<string, InstalmentRecord[]>> {
  const byLoan = new Map<string, InstalmentRecord[]>(loanIds.map((id) => [id, []]));
  if (loanIds.length === 0) return byLoan;
  const rows = await t.trx
    .selectFrom('loan_instalment')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('loan_id', 'in', [...loanIds])
    .orderBy('loan_id')
    .orderBy('number')
    .execute();
  for (const row of rows) byLoan.get(row.loan_id)?.push(rowToInstalment(row));
  return byLoan;
}

/** A loan's instalments in order; a loan has at most 600 (the contract's bound). */
export async function listInstalments(t: TenantTx, loanId: string): Promise<InstalmentRecord[]> {
  const rows = await t.trx
    .selectFrom('loan_instalment')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('loan_id', '=', loanId)
    .orderBy('number')
    .limit(600)
    .execute();
  return rows.map(rowToInstalment);
}

/** Stores what was paid, waived or charged on an instalment. */
export async function saveInstalment(t: TenantTx, instalment: InstalmentRecord): Promise<void> {
  await t.trx
    .updateTable('loan_instalment')
    .set({
      penalty_kobo: instalment.penaltyKobo,
      principal_paid_kobo: instalment.principalPaidKobo,
      interest_paid_kobo: instalment.interestPaidKobo,
      fee_paid_kobo: instalment.feePaidKobo,
      penalty_paid_kobo: instalment.penaltyPaidKobo,
      interest_waived_kobo: instalment.interestWaivedKobo,
      penalty_charged_on: instalment.penaltyChargedOn,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', instalment.id)
    .execute();
}

export type NewLoanTransaction = Omit<LoanTransactionView, 'id' | 'createdByName'>;

export async function insertLoanTransaction(
  t: TenantTx,
  loanId: string,
  tx: NewLoanTransaction,
): Promise<void> {
  const row: LoanTransactionTable = {
    id: newRowId(),
    tenant_id: t.tenantId,
    loan_id: loanId,
    type: tx.type,
    posting_date: tx.postingDate,
    amount_kobo: tx.amountKobo,
    principal_kobo: tx.principalKobo,
    interest_kobo: tx.interestKobo,
    fee_kobo: tx.feeKobo,
    penalty_kobo: tx.penaltyKobo,
    interest_waived_kobo: tx.interestWaivedKobo,
    outstanding_kobo: tx.outstandingKobo,
    entry_id: tx.entryId,
    entry_number: tx.entryNumber,
    narration: tx.narration,
    created_by: tx.createdBy,
    created_at: tx.createdAt,
  };
  await t.trx.insertInto('loan_transaction').values(row).execute();
}

export async function listLoanTransactionRows(
  t: TenantTx,
  loanId: string,
  limit: number,
): Promise<LoanTransactionView[]> {
  const rows = await t.trx
    .selectFrom('loan_transaction as x')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.id', '=', 'x.created_by').onRef('u.tenant_id', '=', 'x.tenant_id'),
    )
    .selectAll('x')
    .select('u.full_name')
    .where('x.tenant_id', '=', t.tenantId)
    .where('x.loan_id', '=', loanId)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as LoanTransactionView['type'],
    postingDate: row.posting_date,
    amountKobo: Number(row.amount_kobo),
    principalKobo: Number(row.principal_kobo),
    interestKobo: Number(row.interest_kobo),
    feeKobo: Number(row.fee_kobo),
    penaltyKobo: Number(row.penalty_kobo),
    interestWaivedKobo: Number(row.interest_waived_kobo),
    outstandingKobo: Number(row.outstanding_kobo),
    entryId: row.entry_id,
    entryNumber: row.entry_number,
    narration: row.narration,
    createdBy: row.created_by,
    // A user is never deleted; the system's own postings have no user behind them.
    createdByName: row.full_name ?? 'The system',
    createdAt: row.created_at,
  }));
}

export interface LoanFilter {
  readonly status?: string | undefined;
  readonly productId?: string | undefined;
  readonly officerId?: string | undefined;
  readonly branchId?: string | undefined;
  readonly q?: string | undefined;
  /** Only ACTIVE loans with something unpaid of an instalment due before this date. */
  readonly inArrearsAsOf?: string | undefined;
  readonly sort: 'newest' | 'oldest' | 'loanNumber' | 'principalDesc';
  readonly page: number;
  readonly pageSize: number;
}

function summaryQuery(t: TenantTx) {
  return t.trx
    .selectFrom('loan as l')
    .innerJoin('customer as c', (join) =>
      join.onRef('c.id', '=', 'l.customer_id').onRef('c.tenant_id', '=', 'l.tenant_id'),
    )
    .innerJoin('loan_product as p', (join) =>
      join.onRef('p.id', '=', 'l.product_id').onRef('p.tenant_id', '=', 'l.tenant_id'),
    )
    .leftJoin('deposit_account as a', (join) =>
      join.onRef('a.id', '=', 'l.account_id').onRef('a.tenant_id', '=', 'l.tenant_id'),
    )
    .leftJoin('app_user as u', (join) =>
      join.onRef('u.id', '=', 'l.officer_id').onRef('u.tenant_id', '=', 'l.tenant_id'),
    )
    .where('l.tenant_id', '=', t.tenantId);
}

/**
 * Loans in arrears on `asOf`: the condition arrearsOf (loan-arithmetic.ts) counts, an instalment
 * due before the date with something of it unpaid, said in SQL so that a page of the list holds
 * only such loans. Its outstanding is instalmentOutstanding's: due less paid less waived.
 */
function inArrearsOn(query: ReturnType<typeof summaryQuery>, asOf: string) {
  return query.where('l.status', '=', 'ACTIVE').where((eb) =>
    eb.exists(
      eb
        .selectFrom('loan_instalment as i')
        .select('i.id')
        .whereRef('i.tenant_id', '=', 'l.tenant_id')
        .whereRef('i.loan_id', '=', 'l.id')
        .where('i.due_date', '<', asOf)
        .where(
          sql<boolean>`i.principal_kobo + i.interest_kobo + i.fee_kobo + i.penalty_kobo
              - i.principal_paid_kobo - i.interest_paid_kobo - i.interest_waived_kobo
              - i.fee_paid_kobo - i.penalty_paid_kobo > 0`,
        ),
    ),
  );
}

function filtered(t: TenantTx, filter: LoanFilter) {
  let query = summaryQuery(t);
  if (filter.status) query = query.where('l.status', '=', filter.status);
  if (filter.productId) query = query.where('l.product_id', '=', filter.productId);
  if (filter.officerId) query = query.where('l.officer_id', '=', filter.officerId);
  if (filter.branchId) query = query.where('l.branch_id', '=', filter.branchId);
  if (filter.inArrearsAsOf) query = inArrearsOn(query, filter.inArrearsAsOf);
  const q = filter.q?.trim();
  if (q) {
    query = query.where((eb) =>
      eb.or([
        eb('l.loan_number', 'like', `${likeText(q.toUpperCase())}%`),
        containsIgnoringCase('c.display_name', q),
      ]),
    );
  }
  return query;
}

const SUMMARY_COLUMNS = [
  'l.id',
  'l.loan_number',
  'l.customer_id',
  'c.display_name',
  'l.product_id',
  'p.name as product_name',
  'l.account_id',
  'a.account_number',
  'l.officer_id',
  'u.full_name',
  'l.branch_id',
  'l.principal_kobo',
  'l.annual_interest_rate',
  'l.number_of_repayments',
  'l.status',
  'l.expected_disbursement_date',
  'l.disbursement_date',
  'l.maturity_date',
  'l.principal_outstanding_kobo',
  'l.interest_outstanding_kobo',
  'l.fee_outstanding_kobo',
  'l.penalty_outstanding_kobo',
  'l.created_at',
] as const;

type SummaryRow = {
  id: string;
  loan_number: string;
  customer_id: string;
  display_name: string;
  product_id: string;
  product_name: string;
  account_id: string;
  account_number: string | null;
  officer_id: string;
  full_name: string | null;
  branch_id: string | null;
  principal_kobo: number;
  annual_interest_rate: string;
  number_of_repayments: number;
  status: string;
  expected_disbursement_date: string;
  disbursement_date: string | null;
  maturity_date: string | null;
  principal_outstanding_kobo: number;
  interest_outstanding_kobo: number;
  fee_outstanding_kobo: number;
  penalty_outstanding_kobo: number;
  created_at: string;
};

function rowToSummary(row: SummaryRow): LoanSummaryRow {
  return {
    id: row.id,
    loanNumber: row.loan_number,
    customerId: row.customer_id,
    customerName: row.display_name,
    productId: row.product_id,
    productName: row.product_name,
    accountId: row.account_id,
    accountNumber: row.account_number ?? '',
    officerId: row.officer_id,
    officerName: row.full_name ?? '',
    branchId: row.branch_id,
    principalKobo: Number(row.principal_kobo),
    annualInterestRate: row.annual_interest_rate,
    numberOfRepayments: row.number_of_repayments,
    status: row.status as LoanStatus,
    expectedDisbursementDate: row.expected_disbursement_date,
    disbursementDate: row.disbursement_date,
    maturityDate: row.maturity_date,
    totalOutstandingKobo:
      Number(row.principal_outstanding_kobo) +
      Number(row.interest_outstanding_kobo) +
      Number(row.fee_outstanding_kobo) +
      Number(row.penalty_outstanding_kobo),
    createdAt: row.created_at,
  };
}

export async function searchLoans(
  t: TenantTx,
  filter: LoanFilter,
): Promise<{ items: LoanSummaryRow[]; total: number }> {
  const count = await filtered(t, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let query = filtered(t, filter).select(SUMMARY_COLUMNS);
  query =
    filter.sort === 'oldest'
      ? query.orderBy('l.created_at', 'asc').orderBy('l.id', 'asc')
      : filter.sort === 'loanNumber'
        ? query.orderBy('l.loan_number', 'asc')
        : filter.sort === 'principalDesc'
          ? query.orderBy('l.principal_kobo', 'desc').orderBy('l.id', 'desc')
          : query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  const rows = await query
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { items: (rows as SummaryRow[]).map(rowToSummary), total: Number(count.n) };
}

export async function findLoanSummary(t: TenantTx, id: string): Promise<LoanSummaryRow | null> {
  const row = await summaryQuery(t)
    .select(SUMMARY_COLUMNS)
    .where('l.id', '=', id)
    .executeTakeFirst();
  return row ? rowToSummary(row as SummaryRow) : null;
}

/** Notes (or clears) the approval request a write-off waits on; the loan keeps its status. */
export async function setWriteOffRequest(
  t: TenantTx,
  id: string,
  requestId: string | null,
  now: Date,
): Promise<void> {
  await t.trx
    .updateTable('loan')
    .set({ write_off_request_id: requestId, updated_at: now.toISOString() })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

/** What a loan's transactions of one type add up to, by component. */
export interface LoanTransactionTotals {
  readonly amountKobo: number;
  readonly principalKobo: number;
  readonly interestKobo: number;
  readonly feeKobo: number;
  readonly penaltyKobo: number;
  readonly interestWaivedKobo: number;
}

/** Every transaction of the loan summed by type, so the loan's figures are read from them. */
export async function loanTransactionTotals(
  t: TenantTx,
  loanId: string,
): Promise<ReadonlyMap<string, LoanTransactionTotals>> {
  const rows = await t.trx
    .selectFrom('loan_transaction')
    .select((eb) => [
      'type',
      eb.fn.sum<string>('amount_kobo').as('amount'),
      eb.fn.sum<string>('principal_kobo').as('principal'),
      eb.fn.sum<string>('interest_kobo').as('interest'),
      eb.fn.sum<string>('fee_kobo').as('fee'),
      eb.fn.sum<string>('penalty_kobo').as('penalty'),
      eb.fn.sum<string>('interest_waived_kobo').as('waived'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('loan_id', '=', loanId)
    .groupBy('type')
    .execute();
  return new Map(
    rows.map((row) => [
      row.type,
      {
        amountKobo: Number(row.amount),
        principalKobo: Number(row.principal),
        interestKobo: Number(row.interest),
        feeKobo: Number(row.fee),
        penaltyKobo: Number(row.penalty),
        interestWaivedKobo: Number(row.waived),
      },
    ]),
  );
}

/** The full name of who booked the loan; the system's own bookings have no user behind them. */
export async function loanBookedByName(t: TenantTx, id: string): Promise<string> {
  const row = await t.trx
    .selectFrom('loan as l')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.id', '=', 'l.created_by').onRef('u.tenant_id', '=', 'l.tenant_id'),
    )
    .select('u.full_name')
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.id', '=', id)
    .executeTakeFirst();
  return row?.full_name ?? 'The system';
}
