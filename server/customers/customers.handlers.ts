import { branchScope } from '../../policies/branch-scope';
import { obeyFormRules } from '../config/forms-config';
import { fieldError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { searchCustomers } from './customer.repository';
import { onboardCustomer } from './customer.service';
import { customerRecordHandlers } from './customer-record.handlers';
import { MAX_SEARCH_WORDS, queryWords } from './search-tokens';

export const customerHandlers: HandlerGroup<
  'listCustomers' | 'createCustomer' | keyof typeof customerRecordHandlers
> = {
  ...customerRecordHandlers,
  async listCustomers(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    if (queryWords(ctx.query.q).length > MAX_SEARCH_WORDS) {
      throw fieldError(
        'query.q',
        'too_many_words',
        `Search with at most ${MAX_SEARCH_WORDS} words.`,
      );
    }
    const { items, total } = await searchCustomers(txOf(ctx), {
      q: ctx.query.q,
      customerType: ctx.query.customerType,
      branchIds: branchScope(principalOf(ctx).user),
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },
  createCustomer,
};

async function createCustomer(ctx: OperationContext<'createCustomer'>) {
  // The catalogue's customer form is the individual one; a corporate customer has its own fields.
  if (ctx.body.customerType === 'INDIVIDUAL')
    await obeyFormRules(txOf(ctx), 'customer.create', ctx.body);
  const { user, tenant } = principalOf(ctx);
  const maker = { id: user.id, user, processingDate: tenant.processingDate };
  const created = await onboardCustomer(txOf(ctx), maker, ctx.body, ctx.now);
  ctx.audit.target = created?.id ?? null;
  ctx.audit.summary = `created customer ${created?.customerNumber} (${created?.displayName})`;
  return { status: 201, body: created };
}
