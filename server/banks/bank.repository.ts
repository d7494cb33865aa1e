import {
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import { likeText } from '../db/like-pattern';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { BankTable } from './bank.table';
import { BANK_CATEGORIES, type BankCategory, type Institution } from './nigerian-institutions';

/** An institution as the contract's Bank. */
export interface BankView extends Institution {
  readonly id: string;
}

/** Filters of the bank search; absent filters match every institution. */
export interface BankSearch {
  /** The start of the name or of a word in it (ignoring case), or the start of either code. */
  q?: string | null;
  category?: BankCategory | null;
  active?: boolean | null;
  page: number;
  pageSize: number;
}

function categoryOf(value: string): BankCategory {
  const known = BANK_CATEGORIES.find((category) => category === value);
  if (!known) throw new Error(`Bank category ${value} is not one the contract knows`);
  return known;
}

function rowToBank(row: Selectable<BankTable>): BankView {
  return {
    id: row.id,
    name: row.name,
    cbnCode: row.cbn_code,
    nipCode: row.nip_code,
    category: categoryOf(row.category),
    active: Number(row.active) === 1,
  };
}

/** `column LIKE pattern` with `\` as the escape character, as like-pattern.ts builds them. */
function like(column: string, pattern: string) {
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

function bankFilter(t: TenantTx, search: BankSearch) {
  return (eb: ExpressionBuilder<DB, 'bank'>) => {
    const conditions: Expression<SqlBool>[] = [eb('tenant_id', '=', t.tenantId)];
    const q = search.q?.trim().toLowerCase();
    if (q) {
      const text = likeText(q);
      conditions.push(
        eb.or([
          sql<boolean>`lower(${sql.ref('name')}) like ${`${text}%`} escape '\\'`,
          sql<boolean>`lower(${sql.ref('name')}) like ${`% ${text}%`} escape '\\'`,
          like('nip_code', `${text}%`),
          like('cbn_code', `${text}%`),
        ]),
      );
    }
    if (search.category) conditions.push(eb('category', '=', search.category));
    if (search.active !== undefined && search.active !== null) {
      conditions.push(eb('active', '=', search.active ? 1 : 0));
    }
    return eb.and(conditions);
  };
}

/** One page of matching institutions ordered by name, and how many match in all. */
export async function searchBanks(
  t: TenantTx,
  search: BankSearch,
): Promise<{ items: BankView[]; total: number }> {
  const where = bankFilter(t, search);
  const counted = await t.trx
    .selectFrom('bank')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirst();
  const rows = await t.trx
    .selectFrom('bank')
    .selectAll()
    .where(where)
    // Lower-cased first so that names such as eTranzact sort among the other E's.
    .orderBy(sql`lower(${sql.ref('name')})`)
    .orderBy('name')
    .orderBy('nip_code')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return { items: rows.map(rowToBank), total: Number(counted?.count ?? 0) };
}

/** How many institutions the tenant's list holds. */
export async function countBanks(t: TenantTx): Promise<number> {
  const counted = await t.trx
    .selectFrom('bank')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

export async function insertBank(t: TenantTx, bank: BankView, now: Date): Promise<void> {
  await t.trx
    .insertInto('bank')
    .values({
      id: bank.id,
      tenant_id: t.tenantId,
      name: bank.name,
      cbn_code: bank.cbnCode,
      nip_code: bank.nipCode,
      category: bank.category,
      active: bank.active ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The institution with this 6-digit NIP code in the tenant's list, or null. */
export async function findBankByNipCode(t: TenantTx, nipCode: string): Promise<BankView | null> {
  const row = await t.trx
    .selectFrom('bank')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('nip_code', '=', nipCode)
    .executeTakeFirst();
  return row ? rowToBank(row) : null;
}
