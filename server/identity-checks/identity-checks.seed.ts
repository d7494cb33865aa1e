import type { DemoSeedContext } from '../area';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findUserByUsername } from '../users/user.repository';
import { insertIdentityCheck } from './identity-check.repository';
import { checkOutcome } from './identity-checks.service';
import type { IdentityLookup } from './identity-lookup';
import { findIdentitySubject, type IdentityKind, identityFingerprint } from './identity-subject';

type Answer = 'same' | 'mismatch' | 'not-found' | 'timeout';

/**
 * Checks made a day before the demo starts, as the stand-ins answer them (their directory holds
 * customer 1000000002 under another surname and phone, and not 1000000003), so the customer page
 * shows each state before anyone presses "Check now".
 */
const DEMO_CHECKS: readonly { customer: string; kind: IdentityKind; answer: Answer }[] = [
  { customer: '1000000001', kind: 'BVN', answer: 'same' },
  { customer: '1000000002', kind: 'BVN', answer: 'mismatch' },
  { customer: '1000000002', kind: 'NIN', answer: 'mismatch' },
  { customer: '1000000003', kind: 'BVN', answer: 'not-found' },
  { customer: '1000000003', kind: 'NIN', answer: 'not-found' },
  { customer: '1000000005', kind: 'BVN', answer: 'same' },
  { customer: '1000000005', kind: 'NIN', answer: 'timeout' },
];

function lookupFor(
  answer: Answer,
  record: Parameters<typeof checkOutcome>[0]['record'],
): IdentityLookup {
  if (answer === 'same') return { kind: 'found', responseCode: '00', record };
  if (answer === 'mismatch') {
    return {
      kind: 'found',
      responseCode: '00',
      record: { ...record, lastName: 'BALOGUN', phone: '08039990001' },
    };
  }
  if (answer === 'not-found') return { kind: 'not-found', responseCode: '01' };
  return { kind: 'no-reply', reason: 'timeout', detail: '' };
}

async function customerIdOf(t: TenantTx, customerNumber: string): Promise<string | null> {
  const row = await t.trx
    .selectFrom('customer')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('customer_number', '=', customerNumber)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function seedDemoIdentityChecks(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (tenant.id !== 'demo') return;
  const existing = await t.trx
    .selectFrom('customer_identity_check')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirst();
  if (existing) return;
  const at = new Date(ctx.now.getTime() - 24 * 60 * 60 * 1000);
  const checker = (await findUserByUsername(t, 'compliance'))?.fullName ?? 'Compliance';
  for (const demo of DEMO_CHECKS) {
    const customerId = await customerIdOf(t, demo.customer);
    const subject = customerId ? await findIdentitySubject(t, customerId) : null;
    if (!customerId || !subject) continue;
    await insertIdentityCheck(t, customerId, {
      id: newRowId(at.getTime()),
      kind: demo.kind,
      ...checkOutcome(subject, demo.kind, lookupFor(demo.answer, subject.record)),
      fingerprint: identityFingerprint(subject, demo.kind),
      checkedAt: at.toISOString(),
      checkedBy: checker,
    });
  }
}
