import type { Selectable } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { findAccounts } from '../deposits/deposit-account.repository';
import type { TermDepositEventTable, TermDepositTable } from './term-deposit.table';

export type TermDepositRow = Selectable<TermDepositTable>;
export type TermDepositView = components['schemas']['TermDeposit'];
export type TermDepositDetailView = components['schemas']['TermDepositDetail'];
type HistoryItem = components['schemas']['TermDepositHistoryItem'];

const kobo = (value: number | string | bigint | null): number => Number(value ?? 0);

/** The names a page of deposits shows, read once for all of them. */
interface ViewLookups {
  readonly customers: ReadonlyMap<string, string>;
  readonly products: ReadonlyMap<string, string>;
  readonly accounts: ReadonlyMap<string, string>;
  /** The loan numbers of the loans the deposits are held for. */
  readonly loans: ReadonlyMap<string, string>;
}

async function lookupsFor(t: TenantTx, rows: readonly TermDepositRow[]): Promise<ViewLookups> {
  if (rows.length === 0) {
    return { customers: new Map(), products: new Map(), accounts: new Map(), loans: new Map() };
  }
  const ids = (pick: (row: TermDepositRow) => string) => [...new Set(rows.map(pick))];
  const [customers, products, accounts] = await Promise.all([
    t.trx
      .selectFrom('customer')
      .select(['id', 'display_name'])
      .where('tenant_id', '=', t.tenantId)
      .where(
        'id',
        'in',
        ids((row) => row.customer_id),
      )
      .execute(),
    t.trx
      .selectFrom('term_deposit_product')
      .select(['id', 'name'])
      .where('tenant_id', '=', t.tenantId)
      .where(
        'id',
        'in',
        ids((row) => row.product_id),
      )
      .execute(),
    findAccounts(
      t,
      ids((row) => row.account_id),
    ),
  ]);
  const loanIds = [...new Set(rows.flatMap((row) => (row.lien_loan_id ? [row.lien_loan_id] : [])))];
  const loans =
    loanIds.length === 0
      ? []
      : await t.trx
          .selectFrom('loan')
          .select(['id', 'loan_number'])
          .where('tenant_id', '=', t.tenantId)
          .where('id', 'in', loanIds)
          .execute();
  return {
    loans: new Map(loans.map((loan) => [loan.id, loan.loan_number])),
    customers: new Map(customers.map((c) => [c.id, c.display_name])),
    products: new Map(products.map((p) => [p.id, p.name])),
    accounts: new Map([...accounts].map(([id, account]) => [id, account.accountNumber])),
  };
}

/** The deposits as the contract shows them, with their customers', products' and accounts' names. */
export async function termDepositViews(
  t: TenantTx,
  rows: readonly TermDepositRow[],
): Promise<TermDepositView[]> {
  const lookups = await lookupsFor(t, rows);
  return rows.map((row) => viewOf(row, lookups));
}

/** One deposit with its history, for its page and for the answers of every step on it. */
export async function termDepositDetail(
  t: TenantTx,
  row: TermDepositRow,
  processingDate: string,
): Promise<TermDepositDetailView> {
  const [view] = await termDepositViews(t, [row]);
  const events = await t.trx
    .selectFrom('term_deposit_event')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('deposit_id', '=', row.id)
    .orderBy('at')
    .orderBy('id')
    .limit(200)
    .execute();
  const entryNumbers = await entryNumbersOf(t, events);
  return {
    ...(view as TermDepositView),
    accruedToDate: processingDate,
    lastAccruedOn: row.last_accrued_on,
    history: events.map((event) => historyItem(event, entryNumbers)),
  };
}

function viewOf(row: TermDepositRow, lookups: ViewLookups): TermDepositView {
  return {
    id: row.id,
    depositNumber: row.deposit_number,
    status: row.status as TermDepositView['status'],
    customerId: row.customer_id,
    customerName: lookups.customers.get(row.customer_id) ?? '',
    accountId: row.account_id,
    accountNumber: lookups.accounts.get(row.account_id) ?? '',
    branchId: row.branch_id,
    productId: row.product_id,
    productName: lookups.products.get(row.product_id) ?? '',
    principalKobo: kobo(row.principal_kobo),
    annualInterestRate: row.annual_interest_rate,
    tenor: row.tenor,
    tenorUnit: row.tenor_unit as TermDepositView['tenorUnit'],
    interestType: row.interest_type as TermDepositView['interestType'],
    compoundingPeriodMonths: row.compounding_period_months,
    startDate: row.start_date,
    maturityDate: row.maturity_date,
    interestKobo: kobo(row.interest_kobo),
    withholdingTaxKobo: kobo(row.withholding_tax_kobo),
    maturityAmountKobo: kobo(row.maturity_amount_kobo),
    netMaturityAmountKobo: kobo(row.net_maturity_amount_kobo),
    accruedInterestKobo: kobo(row.accrued_interest_kobo),
    interestPaidKobo: kobo(row.interest_paid_kobo),
    maturityInstruction: row.maturity_instruction as TermDepositView['maturityInstruction'],
    funding: row.funding as TermDepositView['funding'],
    lien:
      row.lien_reason === null
        ? null
        : {
            reason: row.lien_reason,
            loanId: row.lien_loan_id,
            loanNumber: row.lien_loan_id ? (lookups.loans.get(row.lien_loan_id) ?? null) : null,
            placedAt: row.lien_placed_at ?? row.updated_at,
            placedBy: row.lien_placed_by ?? '',
          },
    rolledFromId: row.rolled_from_id,
    rolledIntoId: row.rolled_into_id,
    approvalRequestId: row.approval_request_id,
    closedOn: row.closed_on,
    version: row.version,
    createdAt: row.created_at,
  };
}

async function entryNumbersOf(
  t: TenantTx,
  events: readonly Selectable<TermDepositEventTable>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(events.flatMap((event) => (event.entry_id ? [event.entry_id] : [])))];
  if (ids.length === 0) return new Map();
  const entries = await t.trx
    .selectFrom('journal_entry')
    .select(['id', 'entry_number'])
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(entries.map((entry) => [entry.id, entry.entry_number]));
}

function historyItem(
  event: Selectable<TermDepositEventTable>,
  entryNumbers: ReadonlyMap<string, string>,
): HistoryItem {
  return {
    at: event.at,
    fromStatus: event.from_status as HistoryItem['fromStatus'],
    toStatus: event.to_status as HistoryItem['toStatus'],
    note: event.note,
    by: event.by_name,
    entryNumber: event.entry_id ? (entryNumbers.get(event.entry_id) ?? null) : null,
  };
}
