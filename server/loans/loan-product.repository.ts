import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import type { LoanProductTable } from './loan.table';
import type { LoanProduct, LoanProductDefinition } from './loan-product.rules';

/** A tenant keeps at most this many loan products (the list answers them all). */
const MAX_LOAN_PRODUCTS = 500;

export interface StoredLoanProduct {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly status: 'ACTIVE' | 'RETIRED';
  readonly definition: LoanProductDefinition;
  readonly createdAt: string;
  readonly updatedAt: string;
}

function rowToProduct(row: Selectable<LoanProductTable>): StoredLoanProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status as StoredLoanProduct['status'],
    definition: JSON.parse(row.terms) as LoanProductDefinition,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function productView(product: StoredLoanProduct, inUse: boolean): LoanProduct {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    status: product.status,
    ...product.definition,
    inUse,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export async function listLoanProductRows(t: TenantTx): Promise<StoredLoanProduct[]> {
  const rows = await t.trx
    .selectFrom('loan_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('code')
    .limit(MAX_LOAN_PRODUCTS)
    .execute();
  return rows.map(rowToProduct);
}

export async function findLoanProduct(t: TenantTx, id: string): Promise<StoredLoanProduct | null> {
  const row = await t.trx
    .selectFrom('loan_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToProduct(row) : null;
}

/** The ids of the products some loan was booked under. */
export async function productsInUse(t: TenantTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await t.trx
    .selectFrom('loan')
    .select('product_id')
    .distinct()
    .where('tenant_id', '=', t.tenantId)
    .where('product_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

function rowOf(product: StoredLoanProduct) {
  return {
    code: product.code,
    name: product.name,
    status: product.status,
    terms: JSON.stringify(product.definition),
    updated_at: product.updatedAt,
  };
}

export async function insertLoanProduct(t: TenantTx, product: StoredLoanProduct): Promise<void> {
  try {
    await t.trx
      .insertInto('loan_product')
      .values({
        id: product.id,
        tenant_id: t.tenantId,
        created_at: product.createdAt,
        ...rowOf(product),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('loan_product_code_taken');
    throw error;
  }
}

export async function updateLoanProductRow(t: TenantTx, product: StoredLoanProduct): Promise<void> {
  try {
    await t.trx
      .updateTable('loan_product')
      .set(rowOf(product))
      .where('tenant_id', '=', t.tenantId)
      .where('id', '=', product.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('loan_product_code_taken');
    throw error;
  }
}

export async function deleteLoanProductRow(t: TenantTx, id: string): Promise<void> {
  await t.trx
    .deleteFrom('loan_product')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}
