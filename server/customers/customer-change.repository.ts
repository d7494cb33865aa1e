import type { CustomerFieldChange } from '../../policies/customer-edit';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';

export type CustomerChangeKind =
  | 'CONTACT_CHANGED'
  | 'IDENTITY_REQUESTED'
  | 'IDENTITY_APPROVED'
  | 'IDENTITY_REJECTED'
  | 'IDENTITY_CANCELLED'
  | 'IDENTITY_EXPIRED';

export interface NewCustomerChange {
  readonly customerId: string;
  readonly kind: CustomerChangeKind;
  readonly fields: readonly CustomerFieldChange[];
  readonly actorId: string;
  readonly approval: { readonly id: string; readonly reference: string } | null;
}

/** One change as the customer's history shows it. */
export interface CustomerChangeView {
  id: string;
  at: string;
  kind: CustomerChangeKind;
  by: { id: string; name: string };
  approvalReference: string | null;
  fields: CustomerFieldChange[];
}

/** Writes one line of the customer's history, in the transaction of the change itself. */
export async function insertCustomerChange(
  t: TenantTx,
  change: NewCustomerChange,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('customer_change')
    .values({
      id: newRowId(now.getTime()),
      tenant_id: t.tenantId,
      customer_id: change.customerId,
      kind: change.kind,
      fields: JSON.stringify(change.fields),
      actor_id: change.actorId,
      approval_request_id: change.approval?.id ?? null,
      approval_reference: change.approval?.reference ?? null,
      at: now.toISOString(),
    })
    .execute();
}

/** One page of a customer's history, newest first, with who made each change by name. */
export async function listCustomerChanges(
  t: TenantTx,
  customerId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: CustomerChangeView[]; total: number }> {
  const base = t.trx
    .selectFrom('customer_change')
    .where('customer_change.tenant_id', '=', t.tenantId)
    .where('customer_change.customer_id', '=', customerId);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('app_user', (join) =>
      join
        .onRef('app_user.id', '=', 'customer_change.actor_id')
        .onRef('app_user.tenant_id', '=', 'customer_change.tenant_id'),
    )
    .select([
      'customer_change.id',
      'customer_change.at',
      'customer_change.kind',
      'customer_change.fields',
      'customer_change.actor_id',
      'customer_change.approval_reference',
      'app_user.full_name',
    ])
    .orderBy('customer_change.at', 'desc')
    .orderBy('customer_change.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    at: row.at,
    kind: row.kind as CustomerChangeKind,
    by: { id: row.actor_id, name: row.full_name ?? 'A former user' },
    approvalReference: row.approval_reference,
    fields: JSON.parse(row.fields) as CustomerFieldChange[],
  }));
  return { items, total: Number(count.n) };
}
