import type { Db } from '../../server/db/database';
import { inTenant } from '../../server/db/tenant-scope';

/**
 * Sets the tenant's journal approval flows inactive, so journals of any size post at once: for
 * tests of the ledger itself, which the demo's flows (from ₦1,000,000) would otherwise hold.
 */
export async function postJournalsWithoutApproval(db: Db, tenantId = 'demo'): Promise<void> {
  await inTenant(db, tenantId, async (tx) => {
    await tx.trx
      .updateTable('approval_flow')
      .set({ status: 'INACTIVE' })
      .where('tenant_id', '=', tx.tenantId)
      .where('operation_type', 'in', ['MANUAL_JOURNAL', 'JOURNAL_REVERSAL'])
      .execute();
  });
}
