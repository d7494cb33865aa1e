import { newRowId } from '../db/row-id';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import {
  findGlAccountByCode,
  findGlAccounts,
  type GlAccountType,
  insertGlAccount,
  listGlAccounts,
} from '../ledger/gl-account.repository';
import { findGlMapping, listGlMappings } from './gl-mapping.repository';
import { mapGlEvent } from './gl-mapping.service';

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
  const { event, debitAccountId, creditAccountId } = ctx.body;
  const change = { productId: ctx.body.productId ?? null, event, debitAccountId, creditAccountId };
  const prior = await findGlMapping(txOf(ctx), change.productId, event);
  ctx.audit.before = prior?.productId === change.productId ? prior : null;
  const { mapping, accounts } = await mapGlEvent(
    txOf(ctx),
    change,
    principalOf(ctx).user.id,
    ctx.now,
  );
  ctx.audit.target = mapping.id;
  ctx.audit.after = mapping;
  ctx.audit.summary = `mapped ${event} to debit ${accounts.get(debitAccountId)?.code} and credit ${accounts.get(creditAccountId)?.code}`;
  return { status: 201, body: mapping };
}
