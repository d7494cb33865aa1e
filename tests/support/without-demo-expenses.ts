import { inTenant } from '../../server/db/tenant-scope';
import type { TestApp } from './test-app';

/**
 * Clears the demo tenant's expense approvals (its flow, its requests and their trail) so that a
 * test of the approvals engine can stand its own type in for EXPENSE and meet only its own
 * requests. The trail is append-only for the server; the table owner's handle may clear it.
 */
export async function withoutDemoExpenseApprovals(t: TestApp): Promise<void> {
  await inTenant(t.database.owner, 'demo', async (tx) => {
    const requests = tx.trx
      .selectFrom('approval_request')
      .select('id')
      .where('tenant_id', '=', tx.tenantId)
      .where('operation_type', '=', 'EXPENSE');
    await tx.trx.deleteFrom('approval_event').where('request_id', 'in', requests).execute();
    await tx.trx
      .deleteFrom('approval_request')
      .where('tenant_id', '=', tx.tenantId)
      .where('operation_type', '=', 'EXPENSE')
      .execute();
    await tx.trx
      .deleteFrom('approval_flow')
      .where('tenant_id', '=', tx.tenantId)
      .where('operation_type', '=', 'EXPENSE')
      .execute();
  });
}
