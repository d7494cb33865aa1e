import type { components } from '../../api/schema.gen';
import { PENDING_APPROVAL_STATUSES } from '../../machines/approval-request.machine';
import type { BranchAssignment } from '../../policies/branch-scope';
import {
  CUSTOMER_FIELD_LABELS,
  type CustomerEditField,
  type CustomerFieldChange,
  fieldFitsType,
  isContactField,
} from '../../policies/customer-edit';
import { findRequest } from '../approvals/approval.repository';
import { statusAt } from '../approvals/approval.service';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError, fieldError } from '../errors/domain-error';
import { submitIdentityChange } from './customer-approval';
import { insertCustomerChange } from './customer-change.repository';
import {
  applyRewrite,
  type CustomerRow,
  type FieldValues,
  fieldChanges,
  rewriteOf,
  sameValue,
  storedValue,
  visibleCustomerRow,
} from './customer-record';
import { checkIdentityChange } from './identity-rules';

type CustomerChanges = components['schemas']['CustomerChanges'];

/** Who edits: their id, their branches (what they may see) and the tenant's processing date. */
export interface Editor {
  readonly id: string;
  readonly user: BranchAssignment;
  readonly processingDate: string;
}

export interface EditOutcome {
  readonly customerId: string;
  readonly contact: readonly CustomerFieldChange[];
  readonly identity: readonly CustomerFieldChange[];
  readonly request: { readonly id: string; readonly reference: string } | null;
}

/** The fields the edit really changes, split into contact and identity; 400 for a wrong field. */
function splitChanges(row: CustomerRow, changes: CustomerChanges) {
  const type = row.customer_type === 'CORPORATE' ? 'CORPORATE' : 'INDIVIDUAL';
  const contact: FieldValues = {};
  const identity: FieldValues = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = key as CustomerEditField;
    if (!fieldFitsType(field, type)) {
      const whose = type === 'CORPORATE' ? 'A corporate' : 'An individual';
      const what = CUSTOMER_FIELD_LABELS[field]
        .toLowerCase()
        .replace(/^(bvn|nin)$/, (w) => w.toUpperCase());
      throw fieldError(
        `body.changes.${key}`,
        'field_not_for_customer_type',
        `${whose} customer has no ${what}.`,
      );
    }
    if (sameValue(storedValue(row, field), value)) continue;
    if (isContactField(field)) contact[field] = value;
    else identity[field] = value;
  }
  if (Object.keys(contact).length === 0 && Object.keys(identity).length === 0) {
    throw fieldError('body.changes', 'nothing_changed', 'The edit changes nothing.');
  }
  return { contact, identity };
}

/** Whether the customer has an identity change that still waits (one expired lazily does not). */
async function hasWaitingChange(t: TenantTx, row: CustomerRow, now: Date): Promise<boolean> {
  if (!row.pending_change_id) return false;
  const request = await findRequest(t, row.pending_change_id);
  if (!request) return false;
  return (PENDING_APPROVAL_STATUSES as readonly string[]).includes(statusAt(request, now));
}

/**
 * Edits a customer the editor read at `version`: contact fields are written at once (one version
 * up, a line of history); identity fields are checked and sent for approval, never applied by
 * the maker alone. Both happen in the caller's transaction, so a refusal changes nothing.
 */
export async function editCustomer(
  t: TenantTx,
  editor: Editor,
  id: string,
  body: { version: number; changes: CustomerChanges },
  now: Date,
): Promise<EditOutcome> {
  const row = await visibleCustomerRow(t, editor.user, id);
  if (body.version !== row.version) throw new DomainError('customer_version_conflict');
  const { contact, identity } = splitChanges(row, body.changes);
  const identityFields = fieldChanges(row, identity);
  const waits = identityFields.length > 0;
  if (waits) {
    if (await hasWaitingChange(t, row, now)) throw new DomainError('customer_change_pending');
    await checkIdentityChange(t, row, identity, editor.processingDate, editor.user);
  }
  const contactFields = fieldChanges(row, contact);
  let current = row;
  if (contactFields.length > 0) {
    await applyRewrite(t, row, rewriteOf(row, contact, row.pending_change_id));
    current = { ...row, version: row.version + 1 };
    const change = { customerId: id, fields: contactFields, actorId: editor.id, approval: null };
    await insertCustomerChange(t, { ...change, kind: 'CONTACT_CHANGED' }, now);
  }
  const request = waits
    ? await submitIdentityChange(t, current, identity, identityFields, editor.id, now)
    : null;
  return { customerId: id, contact: contactFields, identity: identityFields, request };
}
