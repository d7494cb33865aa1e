import type { CustomerFieldChange } from '../../policies/customer-edit';
import { nextTierOf } from '../../policies/customer-edit';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { findCustomer, rowToCustomer } from './customer.repository';
import { listCustomerChanges } from './customer-change.repository';
import { type EditOutcome, editCustomer } from './customer-edit.service';
import { profileOf, visibleCustomerRow } from './customer-record';
import { tierBlockersOf } from './kyc-facts';

type RecordOperation =
  | 'getCustomer'
  | 'updateCustomer'
  | 'listCustomerHistory'
  | 'getCustomerTierReadiness';

function words(fields: readonly CustomerFieldChange[]): string {
  return fields.map((f) => `${f.label} ${f.before ?? 'none'} to ${f.after ?? 'none'}`).join('; ');
}

/** The audit line of an edit: what changed at once and what was sent for approval, in words. */
function editSummary(customerNumber: string, outcome: EditOutcome): string {
  const parts = [];
  if (outcome.contact.length > 0) parts.push(`changed ${words(outcome.contact)}`);
  if (outcome.request) {
    parts.push(`sent ${outcome.request.reference} for approval: ${words(outcome.identity)}`);
  }
  return `customer ${customerNumber}: ${parts.join('; ')}`;
}

async function updateCustomer(ctx: OperationContext<'updateCustomer'>) {
  const t = txOf(ctx);
  const { user, tenant } = principalOf(ctx);
  const editor = { id: user.id, user, processingDate: tenant.processingDate };
  ctx.audit.before = await findCustomer(t, ctx.params.id);
  const outcome = await editCustomer(t, editor, ctx.params.id, ctx.body, ctx.now);
  const customer = await findCustomer(t, outcome.customerId);
  if (!customer) throw new Error('The customer just edited is gone.');
  ctx.audit.target = customer.id;
  ctx.audit.summary = editSummary(customer.customerNumber, outcome);
  ctx.audit.after = customer;
  if (!outcome.request) return { status: 200, body: customer };
  const { id, reference } = outcome.request;
  const body = { customer, approvalRequestId: id, approvalReference: reference };
  return { status: 202, body };
}

/** A customer's record: read it, edit it, its history and what its next KYC tier needs. */
export const customerRecordHandlers: HandlerGroup<RecordOperation> = {
  async getCustomer(ctx) {
    const row = await visibleCustomerRow(txOf(ctx), principalOf(ctx).user, ctx.params.id);
    return { status: 200, body: rowToCustomer(row) };
  },
  updateCustomer,
  async listCustomerHistory(ctx) {
    const t = txOf(ctx);
    const row = await visibleCustomerRow(t, principalOf(ctx).user, ctx.params.id);
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await listCustomerChanges(t, row.id, { page, pageSize });
    return { status: 200, body: { items, total, page, pageSize } };
  },
  async getCustomerTierReadiness(ctx) {
    const t = txOf(ctx);
    const { user, tenant } = principalOf(ctx);
    const row = await visibleCustomerRow(t, user, ctx.params.id);
    if (row.customer_type === 'CORPORATE') {
      return { status: 200, body: { currentTier: null, nextTier: null, blockers: [] } };
    }
    const profile = profileOf(row);
    const currentTier = Number(profile.kycTier);
    const nextTier = nextTierOf(currentTier);
    const nin = typeof profile.nin === 'string' ? profile.nin : null;
    const blockers = nextTier
      ? await tierBlockersOf(t, { id: row.id, nin }, nextTier, tenant.processingDate)
      : [];
    return { status: 200, body: { currentTier, nextTier, blockers: [...blockers] } };
  },
};
