import type { CustomerEditField, CustomerFieldChange } from '../../policies/customer-edit';
import { fieldChange } from '../../policies/customer-edit';
import {
  type ApprovalRequestRecord,
  listEvents,
  usersByIds,
} from '../approvals/approval.repository';
import { submitForApproval } from '../approvals/approval.service';
import type { ApprovalType } from '../approvals/approval-type';
import { oneLevelFrom } from '../approvals/demo-bands';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { appendAudit } from '../request/audit-trail';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { clearPendingChange, findCustomerRow, markPendingChange } from './customer.repository';
import { type CustomerChangeKind, insertCustomerChange } from './customer-change.repository';
import {
  applyRewrite,
  type CustomerRow,
  type FieldValues,
  fieldChanges,
  rewriteOf,
  sameValue,
  storedValue,
} from './customer-record';
import { checkIdentityChange } from './identity-rules';

/** What the final approval needs: the new values, and the old ones the maker saw. */
interface IdentityPayload {
  readonly customerId: string;
  readonly values: FieldValues;
  readonly before: FieldValues;
}

function payloadOf(request: ApprovalRequestRecord): IdentityPayload {
  const payload = request.payload as Partial<IdentityPayload> | null;
  if (typeof payload?.customerId !== 'string' || !payload.values || !payload.before) {
    throw new Error(`A ${request.operationType} request without its customer.`);
  }
  return payload as IdentityPayload;
}

function changesOf(payload: IdentityPayload): CustomerFieldChange[] {
  return (Object.keys(payload.values) as CustomerEditField[]).map((field) =>
    fieldChange(field, payload.before[field], payload.values[field]),
  );
}

const ARROW = ' → ';

/** The request's lines in the inbox: whose record, then each field, before and after. */
function detailsOf(row: CustomerRow, fields: readonly CustomerFieldChange[]) {
  return [
    { label: 'Customer', value: `${row.display_name} (${row.customer_number})`.slice(0, 255) },
    ...fields.map((f) => ({
      label: f.label,
      value: `${f.before ?? 'None'}${ARROW}${f.after ?? 'None'}`.slice(0, 255),
    })),
  ];
}

/**
 * Sends an identity change for approval: KYC_TIER_UPGRADE when the tier is among the fields (the
 * compliance officer then sees every field of the edit together), CUSTOMER_UPDATE otherwise.
 * Without an active flow it is refused (decision 048): who a customer is never changes on one
 * person's word.
 */
export async function submitIdentityChange(
  t: TenantTx,
  row: CustomerRow,
  values: FieldValues,
  fields: readonly CustomerFieldChange[],
  makerId: string,
  now: Date,
): Promise<{ id: string; reference: string }> {
  const tier = 'kycTier' in values;
  const name = `${row.display_name} (${row.customer_number})`;
  const before: FieldValues = {};
  for (const field of Object.keys(values) as CustomerEditField[]) {
    before[field] = storedValue(row, field);
  }
  const result = await submitForApproval(t, {
    type: tier ? 'KYC_TIER_UPGRADE' : 'CUSTOMER_UPDATE',
    amountKobo: 0,
    branchId: row.branch_id,
    maker: { id: makerId },
    summary: tier ? `Change the KYC tier of ${name}` : `Change the identity details of ${name}`,
    details: detailsOf(row, fields),
    payload: { customerId: row.id, values, before } satisfies IdentityPayload,
    now,
  });
  if (!result.approvalNeeded) throw new DomainError('approval_flow_required');
  const approval = { id: result.request.id, reference: result.request.reference };
  if (!(await markPendingChange(t, row, approval.id))) {
    throw new DomainError('customer_version_conflict');
  }
  const change = { customerId: row.id, fields, actorId: makerId, approval };
  await insertCustomerChange(t, { ...change, kind: 'IDENTITY_REQUESTED' }, now);
  return approval;
}

/** Who took the request's last step of this kind; the maker when nobody did (an expiry). */
async function actorOf(
  t: TenantTx,
  request: ApprovalRequestRecord,
  action: 'APPROVED' | 'REJECTED' | 'CANCELLED',
): Promise<string> {
  const events = (await listEvents(t, request.id)).filter((event) => event.action === action);
  return events.at(-1)?.actorId ?? request.makerId;
}

async function storedCustomer(t: TenantTx, id: string): Promise<CustomerRow> {
  const row = await findCustomerRow(t, id);
  if (!row) throw new Error(`The customer ${id} of an identity change is gone.`);
  return row;
}

/**
 * The final approval applies the change, if the fields still hold what the maker saw and the
 * rules of the change still hold today (age, BVN, tier); one version up, with history and audit.
 */
async function executeIdentityChange(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const payload = payloadOf(request);
  const row = await storedCustomer(t, payload.customerId);
  for (const [field, before] of Object.entries(payload.before)) {
    if (!sameValue(storedValue(row, field as CustomerEditField), before)) {
      throw new DomainError('customer_version_conflict');
    }
  }
  await checkIdentityChange(t, row, payload.values, await tenantProcessingDate(t), null);
  const fields = fieldChanges(row, payload.values);
  await applyRewrite(t, row, rewriteOf(row, payload.values, null));
  const approverId = await actorOf(t, request, 'APPROVED');
  const approval = { id: request.id, reference: request.reference };
  const change = { customerId: row.id, fields, actorId: approverId, approval };
  await insertCustomerChange(t, { ...change, kind: 'IDENTITY_APPROVED' }, now);
  await auditApplied(t, row, request, fields, approverId, now);
  return { reference: row.id };
}

/** The audit log's line for the change itself, with before and after, beside the approval's. */
async function auditApplied(
  t: TenantTx,
  row: CustomerRow,
  request: ApprovalRequestRecord,
  fields: readonly CustomerFieldChange[],
  approverId: string,
  now: Date,
) {
  const approver = (await usersByIds(t, [approverId])).get(approverId);
  const words = fields.map((f) => `${f.label}: ${f.before ?? 'none'} to ${f.after ?? 'none'}`);
  const summary = `changed customer ${row.customer_number} on approval ${request.reference}: ${words.join('; ')}`;
  await appendAudit(
    t,
    {
      userId: approverId,
      username: approver?.username ?? null,
      operationId: 'approveApprovalRequest',
      method: 'POST',
      target: row.id,
      summary,
      ip: '',
      outcome: 'success',
      statusCode: 200,
      errorCode: null,
      entityType: 'customer',
      entityId: row.id,
      changes: {
        before: Object.fromEntries(fields.map((f) => [f.field, f.before])),
        after: Object.fromEntries(fields.map((f) => [f.field, f.after])),
      },
    },
    now,
  );
}

const ENDED_KIND: Record<'REJECTED' | 'CANCELLED' | 'EXPIRED', CustomerChangeKind> = {
  REJECTED: 'IDENTITY_REJECTED',
  CANCELLED: 'IDENTITY_CANCELLED',
  EXPIRED: 'IDENTITY_EXPIRED',
};

/** A request that ended without running frees the customer for another change, in history. */
async function endIdentityChange(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
) {
  const payload = payloadOf(request);
  const row = await storedCustomer(t, payload.customerId);
  await clearPendingChange(t, row.id, request.id);
  const actorId = outcome === 'EXPIRED' ? request.makerId : await actorOf(t, request, outcome);
  const approval = { id: request.id, reference: request.reference };
  const change = { customerId: row.id, fields: changesOf(payload), actorId, approval };
  await insertCustomerChange(t, { ...change, kind: ENDED_KIND[outcome] }, now);
}

/**
 * A change of who a customer is waits for a second person: in the demo a compliance officer
 * (who reviews KYC) approves a change of identity details and a change of tier. A flow names
 * them by the permission, which the inbox and the menu know; the desk supervisor holds no
 * approval permission, so a flow naming their role would not show them the request.
 */
export const CUSTOMER_APPROVAL_TYPES: readonly ApprovalType[] = [
  {
    type: 'CUSTOMER_UPDATE',
    label: 'Customer identity change',
    execute: executeIdentityChange,
    onEnded: endIdentityChange,
    demoFlow: {
      name: "Changes of a customer's identity details",
      bands: oneLevelFrom(0, { roles: [], permissions: ['compliance.kyc.review'] }),
      expiryHours: 72,
    },
  },
  {
    type: 'KYC_TIER_UPGRADE',
    label: 'KYC tier change',
    execute: executeIdentityChange,
    onEnded: endIdentityChange,
    demoFlow: {
      name: 'KYC tier changes',
      bands: oneLevelFrom(0, { roles: [], permissions: ['compliance.kyc.review'] }),
      expiryHours: 72,
    },
  },
];
