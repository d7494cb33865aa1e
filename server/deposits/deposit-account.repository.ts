import { type Kysely, type Selectable, sql } from 'kysely';
import type { FrozenFrom } from '../../machines/deposit-account.machine';
import {
  type AccountStatus,
  CREDITABLE_STATUSES,
  DEBITABLE_STATUSES,
} from '../../policies/deposit-account-status';
import { availableBalance } from '../../policies/deposit-balance';
import { containsIgnoringCase } from '../db/like-pattern';
import { preparedQuery } from '../db/prepared-query';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { DepositAccountTable } from './deposit.table';

/** A deposit account as the contract's Account. */
export interface AccountView {
  id: string;
  accountNumber: string;
  name: string;
  customerId: string;
  productId: string;
  productName: string;
  branchId: string;
  currency: 'NGN';
  status: 'PENDING' | 'ACTIVE' | 'DORMANT' | 'FROZEN' | 'CLOSED';
  /** Where unfreezing returns, while frozen; not part of the contract's Account. */
  frozenFrom: FrozenFrom | null;
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  holdsKobo: number;
  overdraftLimitKobo: number;
  minimumBalanceKobo: number;
  /** The charges its product levies; not part of the contract's Account, so never sent. */
  productChargeIds: string[];
  openedAt: string;
  closedAt: string | null;
}

export interface AccountFilter {
  q?: string | undefined;
  accountNumber?: string | undefined;
  customerId?: string | undefined;
  productId?: string | undefined;
  status?: string | undefined;
  branchId?: string | undefined;
  /** Null means every branch. */
  branchIds: readonly string[] | null;
  page: number;
  pageSize: number;
}

type Row = Selectable<DepositAccountTable> & { product_name: string; product_charge_ids: string };

function rowToAccount(row: Row): AccountView {
  const ledger = Number(row.ledger_balance_kobo);
  const holds = Number(row.holds_kobo);
  const overdraft = Number(row.overdraft_limit_kobo);
  const minimum = Number(row.minimum_balance_kobo);
  return {
    id: row.id,
    accountNumber: row.account_number,
    name: row.name,
    customerId: row.customer_id,
    productId: row.product_id,
    productName: row.product_name,
    branchId: row.branch_id,
    currency: 'NGN',
    status: row.status as AccountView['status'],
    frozenFrom: row.frozen_from as FrozenFrom | null,
    ledgerBalanceKobo: ledger,
    // A closed account offers nothing, whatever its product's minimum.
    availableBalanceKobo:
      row.status === 'CLOSED' ? 0 : availableBalance({ ledger, holds, minimum, overdraft }),
    holdsKobo: holds,
    overdraftLimitKobo: overdraft,
    minimumBalanceKobo: minimum,
    productChargeIds: JSON.parse(row.product_charge_ids) as string[],
    openedAt: row.opened_at,
    closedAt: row.closed_at,
  };
}

function accountQuery(trx: Kysely<DB>, tenantId: string) {
  return trx
    .selectFrom('deposit_account as a')
    .innerJoin('deposit_product as p', 'p.id', 'a.product_id')
    .selectAll('a')
    .select(['p.name as product_name', 'p.charge_ids as product_charge_ids'])
    .where('a.tenant_id', '=', tenantId);
}

export async function findAccount(t: TenantTx, id: string): Promise<AccountView | null> {
  const row = await accountQuery(t.trx, t.tenantId).where('a.id', '=', id).executeTakeFirst();
  return row ? rowToAccount(row) : null;
}

export async function findAccounts(
  t: TenantTx,
  ids: readonly string[],
): Promise<Map<string, AccountView>> {
  if (ids.length === 0) return new Map();
  const { rows } = await accountsById(t, { ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, rowToAccount(row)]));
}

const accountsById = preparedQuery(
  (trx, v: { ids: readonly string[] }, tenantId) =>
    accountQuery(trx, tenantId).where('a.id', 'in', v.ids),
  (v) => v.ids.length,
);

export async function searchAccounts(
  t: TenantTx,
  filter: AccountFilter,
): Promise<{ items: AccountView[]; total: number }> {
  if (filter.branchIds !== null && filter.branchIds.length === 0) return { items: [], total: 0 };
  let query = accountQuery(t.trx, t.tenantId);
  if (filter.accountNumber) query = query.where('a.account_number', '=', filter.accountNumber);
  if (filter.customerId) query = query.where('a.customer_id', '=', filter.customerId);
  if (filter.productId) query = query.where('a.product_id', '=', filter.productId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.branchId) query = query.where('a.branch_id', '=', filter.branchId);
  if (filter.branchIds !== null) query = query.where('a.branch_id', 'in', [...filter.branchIds]);
  const q = filter.q?.trim();
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('a.account_number', q), containsIgnoringCase('a.name', q)]),
    );
  }
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('a.account_number')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { items: rows.map(rowToAccount), total: Number(count.n) };
}

export async function insertAccount(
  t: TenantTx,
  account: {
    id: string;
    accountNumber: string;
    name: string;
    customerId: string;
    productId: string;
    branchId: string;
    status: string;
    overdraftLimitKobo: number;
    minimumBalanceKobo: number;
  },
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('deposit_account')
    .values({
      id: account.id,
      tenant_id: t.tenantId,
      account_number: account.accountNumber,
      name: account.name,
      customer_id: account.customerId,
      product_id: account.productId,
      branch_id: account.branchId,
      status: account.status,
      frozen_from: null,
      ledger_balance_kobo: 0,
      holds_kobo: 0,
      overdraft_limit_kobo: account.overdraftLimitKobo,
      minimum_balance_kobo: account.minimumBalanceKobo,
      opened_at: now.toISOString(),
      closed_at: null,
    })
    .execute();
}

export async function setAccountStatus(
  t: TenantTx,
  id: string,
  change: { status: string; frozenFrom: string | null; closedAt: string | null },
): Promise<void> {
  await t.trx
    .updateTable('deposit_account')
    .set({ status: change.status, frozen_from: change.frozenFrom, closed_at: change.closedAt })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

export async function addToHolds(t: TenantTx, id: string, deltaKobo: number): Promise<void> {
  await t.trx
    .updateTable('deposit_account')
    .set({ holds_kobo: sql`holds_kobo + ${deltaKobo}` })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Whether any account of the product holds money; for productId null, any account of a product
 * that has no DEPOSIT mapping of its own (those follow the tenant-wide one).
 */
export async function productsHoldMoney(t: TenantTx, productId: string | null): Promise<boolean> {
  let query = t.trx
    .selectFrom('deposit_account as a')
    .select('a.id')
    .where('a.tenant_id', '=', t.tenantId)
    .where('a.ledger_balance_kobo', '!=', 0);
  query =
    productId === null
      ? query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('gl_mapping as m')
                .select('m.id')
                .where('m.tenant_id', '=', t.tenantId)
                .where('m.event', '=', 'DEPOSIT')
                .whereRef('m.product_key', '=', 'a.product_id'),
            ),
          ),
        )
      : query.where('a.product_id', '=', productId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

const creditDeposit = preparedQuery((trx, v: { accountId: string; delta: number }, tenantId) =>
  trx
    .updateTable('deposit_account')
    .set({ ledger_balance_kobo: sql`ledger_balance_kobo + ${v.delta}` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', v.accountId)
    .where('status', 'in', CREDITABLE_STATUSES),
);

const debitDeposit = preparedQuery((trx, v: { accountId: string; delta: number }, tenantId) =>
  trx
    .updateTable('deposit_account')
    .set({ ledger_balance_kobo: sql`ledger_balance_kobo + ${v.delta}` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', v.accountId)
    .where('status', 'in', DEBITABLE_STATUSES)
    // policies/deposit-balance.ts debitAllowed, as one condition of the UPDATE.
    .where(
      sql<boolean>`(ledger_balance_kobo + ${v.delta} - holds_kobo - minimum_balance_kobo + overdraft_limit_kobo >= 0
        or (ledger_balance_kobo + ${v.delta} = 0 and holds_kobo = 0))`,
    ),
);

/**
 * Moves an account's balance by `deltaKobo` (customer-positive) if its status lets the money
 * move (policies/deposit-account-status.ts) and, for a debit, the account keeps its balance rule
 * (policies/deposit-balance.ts: the available balance stays at or above zero, or the debit
 * empties the account). The checks and the change are one statement, so a debit racing another
 * debit or a freeze on the same account cannot slip between them. Answers whether it moved.
 */
export async function moveDepositBalance(
  t: TenantTx,
  accountId: string,
  deltaKobo: number,
): Promise<boolean> {
  const move = deltaKobo < 0 ? debitDeposit : creditDeposit;
  const result = await move(t, { accountId, delta: deltaKobo });
  return Number(result.numAffectedRows) > 0;
}

const statusesOf = preparedQuery(
  (trx, v: { ids: readonly string[] }, tenantId) =>
    trx
      .selectFrom('deposit_account')
      .select(['id', 'status', 'account_number'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', v.ids),
  (v) => v.ids.length,
);

export async function depositAccountStatuses(
  t: TenantTx,
  ids: readonly string[],
): Promise<Map<string, { status: AccountStatus; accountNumber: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await statusesOf(t, { ids });
  return new Map(
    rows.map((row) => [
      row.id,
      { status: row.status as AccountStatus, accountNumber: row.account_number },
    ]),
  );
}
