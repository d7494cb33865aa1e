import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  deleteLoanProductRow,
  findLoanProduct,
  insertLoanProduct,
  listLoanProductRows,
  productsInUse,
  productView,
  type StoredLoanProduct,
  updateLoanProductRow,
} from './loan-product.repository';
import {
  assertValidProduct,
  definitionOf,
  type LoanProduct,
  type LoanProductInput,
} from './loan-product.rules';

export async function listLoanProducts(t: TenantTx): Promise<LoanProduct[]> {
  const products = await listLoanProductRows(t);
  const used = await productsInUse(
    t,
    products.map((product) => product.id),
  );
  return products.map((product) => productView(product, used.has(product.id)));
}

async function assertCodeFree(t: TenantTx, code: string, exceptId: string | null): Promise<void> {
  const taken = await t.trx
    .selectFrom('loan_product')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (taken && taken.id !== exceptId) throw new DomainError('loan_product_code_taken');
}

export async function createLoanProduct(
  t: TenantTx,
  input: LoanProductInput,
  now: Date,
): Promise<LoanProduct> {
  const definition = definitionOf(input);
  assertValidProduct(definition);
  await assertCodeFree(t, input.code, null);
  const product: StoredLoanProduct = {
    id: newRowId(now.getTime()),
    code: input.code,
    name: input.name.trim(),
    status: input.status ?? 'ACTIVE',
    definition,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertLoanProduct(t, product);
  return productView(product, false);
}

/** Replaces the product's terms; loans booked under it keep the terms they copied. */
export async function updateLoanProduct(
  t: TenantTx,
  id: string,
  input: LoanProductInput,
  now: Date,
): Promise<LoanProduct> {
  const existing = await findLoanProduct(t, id);
  if (!existing) throw new DomainError('loan_product_not_found');
  const definition = definitionOf(input);
  assertValidProduct(definition);
  await assertCodeFree(t, input.code, id);
  const product: StoredLoanProduct = {
    ...existing,
    code: input.code,
    name: input.name.trim(),
    status: input.status ?? existing.status,
    definition,
    updatedAt: now.toISOString(),
  };
  await updateLoanProductRow(t, product);
  return productView(product, (await productsInUse(t, [id])).has(id));
}

/** Only a product no loan was booked under may go; the others are retired instead. */
export async function deleteLoanProduct(t: TenantTx, id: string): Promise<StoredLoanProduct> {
  const existing = await findLoanProduct(t, id);
  if (!existing) throw new DomainError('loan_product_not_found');
  if ((await productsInUse(t, [id])).has(id)) throw new DomainError('loan_product_in_use');
  await deleteLoanProductRow(t, id);
  return existing;
}
