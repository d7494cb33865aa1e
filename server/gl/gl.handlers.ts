import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { findProduct } from '../deposit-products/deposit-product.repository';
import { productsHoldMoney } from '../deposits/deposit-account.repository';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import {
  findGlAccountByCode,
  findGlAccounts,
  type GlAccountType,
  insertGlAccount,
  listGlAccounts,
} from '../ledger/gl-account.repository';
import { findGlMapping, listGlMappings, saveGlMapping } from './gl-mapping.repository';

const codeTaken = (code: string) =>
  new DomainError('gl_code_taken', `Another GL account already has the code ${code}.`);

export const glHandlers: HandlerGroup<
  'listGlAccounts' | 'createGlAccount' | 'listGlMappings' | 'saveGlMapping'
> = {
  async listGlAccounts(ctx) {
    const items = await listGlAccounts(txOf(ctx), { type: ctx.query.type, q: ctx.query.q });
    return { status: 200, body: { items } };
  },
  createGlAccount,
  async listGlMappings(ctx) {
    return { status: 200, body: { items: await listGlMappings(txOf(ctx)) } };
  },
  saveGlMapping: saveMapping,
};

async function createGlAccount(ctx: OperationContext<'createGlAccount'>) {
  const t = txOf(ctx);
  const { code, type } = ctx.body;
  const name = ctx.body.name.trim();
  const parentId = ctx.body.parentId ?? null;
  if (name === '') throw new DomainError('name_blank');
  if (parentId !== null) {
    const parent = (await findGlAccounts(t, [parentId])).get(parentId);
    if (!parent) throw new DomainError('parent_not_found');
    if (!parent.header) {
      throw new DomainError('parent_not_header', `${parent.code} is not a header account.`);
    }
    if (parent.type !== type) {
      throw new DomainError(
        'parent_type_mismatch',
        `A child of ${parent.code} is of type ${parent.type}.`,
      );
    }
  }
  if (await findGlAccountByCode(t, code)) throw codeTaken(code);
  try {
    const account = await insertGlAccount(
      t,
      {
        id: newRowId(),
        code,
        name,
        type: type as GlAccountType,
        parentId,
        header: ctx.body.header === true,
      },
      ctx.now,
    );
    ctx.audit.target = account.id;
    ctx.audit.summary = `added GL account ${code} (${name})`;
    return { status: 201, body: account };
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

async function saveMapping(ctx: OperationContext<'saveGlMapping'>) {
  const t = txOf(ctx);
  const { event, debitAccountId, creditAccountId } = ctx.body;
  const productId = ctx.body.productId ?? null;
  if (productId !== null && !(await findProduct(t, productId))) {
    throw new DomainError('product_not_found');
  }
  if (debitAccountId === creditAccountId) {
    throw new DomainError('debit_and_credit_account_same');
  }
  const accounts = await findGlAccounts(t, [debitAccountId, creditAccountId]);
  for (const id of [debitAccountId, creditAccountId]) {
    const account = accounts.get(id);
    if (!account) throw new DomainError('gl_account_not_found');
    if (account.header)
      throw new DomainError('gl_account_is_header', `${account.code} is a header account.`);
    if (account.status !== 'ACTIVE')
      throw new DomainError('gl_account_inactive', `${account.code} is inactive.`);
  }
  if (event === 'DEPOSIT') await assertControlAccountFree(t, productId, creditAccountId);
  const saved = await saveGlMapping(
    t,
    { productId, event, debitAccountId, creditAccountId },
    principalOf(ctx).user.id,
    ctx.now,
  );
  ctx.audit.target = saved.id;
  ctx.audit.summary = `mapped ${event} to debit ${accounts.get(debitAccountId)?.code} and credit ${accounts.get(creditAccountId)?.code}`;
  return { status: 201, body: saved };
}

/**
 * A deposit product's DEPOSIT mapping names the GL account that holds its customers' money.
 * Moving it while the product's accounts hold money would leave that money booked in the old
 * account and every later movement in the new one, so the GL would stop agreeing with the
 * accounts; it is refused until those accounts are empty.
 */
async function assertControlAccountFree(
  t: TenantTx,
  productId: string | null,
  creditAccountId: string,
): Promise<void> {
  const current = await findGlMapping(t, productId, 'DEPOSIT');
  if (!current || current.creditAccountId === creditAccountId) return;
  if (await productsHoldMoney(t, productId)) {
    throw new DomainError('gl_mapping_in_use');
  }
}
