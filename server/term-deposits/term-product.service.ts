import type { components } from '../../api/schema.gen';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { readWithholdingTaxRate } from './term-deposits.config';
import {
  findTermProductIdByCode,
  findTermProductRow,
  insertTermProductRow,
  listTermProductRows,
  rewriteTermProductRow,
  type TermProductInputBody,
  type TermProductView,
  termProductView,
} from './term-product.repository';
import { assertTermProduct } from './term-product-checks';

type TermProductUpdate = components['schemas']['TermDepositProductUpdate'];

const codeTaken = (code: string) =>
  new DomainError('term_product_code_taken', `Another term deposit product has the code ${code}.`);

export async function listTermProducts(t: TenantTx): Promise<TermProductView[]> {
  const rate = await readWithholdingTaxRate(t);
  return (await listTermProductRows(t)).map((row) => termProductView(row, rate));
}

export async function getTermProduct(t: TenantTx, id: string): Promise<TermProductView> {
  const row = await findTermProductRow(t, id);
  if (!row) throw new DomainError('term_product_not_found');
  return termProductView(row, await readWithholdingTaxRate(t));
}

async function assertCodeFree(t: TenantTx, code: string, exceptId: string | null): Promise<void> {
  const holder = await findTermProductIdByCode(t, code);
  if (holder !== null && holder !== exceptId) throw codeTaken(code);
}

export async function createTermProduct(
  t: TenantTx,
  input: TermProductInputBody,
  now: Date,
): Promise<TermProductView> {
  assertTermProduct(input);
  await assertCodeFree(t, input.code, null);
  const id = newRowId(now.getTime());
  try {
    await insertTermProductRow(t, id, input, now.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
  return getTermProduct(t, id);
}

/** Changes the terms new bookings get; deposits booked keep the terms they copied then. */
export async function updateTermProduct(
  t: TenantTx,
  id: string,
  body: TermProductUpdate,
  now: Date,
): Promise<TermProductView> {
  const existing = await findTermProductRow(t, id);
  if (!existing) throw new DomainError('term_product_not_found');
  if (existing.version !== body.version) throw new DomainError('term_product_version_conflict');
  const { version, ...input } = body;
  assertTermProduct(input);
  await assertCodeFree(t, input.code, id);
  try {
    const rewritten = await rewriteTermProductRow(t, id, version, input, now.toISOString());
    if (!rewritten) throw new DomainError('term_product_version_conflict');
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
  return getTermProduct(t, id);
}
