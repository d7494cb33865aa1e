import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { findFlow, insertFlow } from './approval.repository';
import { approvalTypes } from './approval-executors';

/**
 * Seeds the demo flow that each area declares for its approval types, once per type: a flow the
 * tenant already has (perhaps changed since) is left alone. Nothing waits on them; the demo's
 * requests are made by using the console or by the areas' own demo seeds.
 */
export async function seedDemoApprovalFlows(t: TenantTx, now: Date): Promise<void> {
  for (const { type, demoFlow } of approvalTypes().values()) {
    if (!demoFlow || (await findFlow(t, { operationType: type }))) continue;
    await insertFlow(
      t,
      {
        id: newRowId(now.getTime()),
        name: demoFlow.name,
        operationType: type,
        bands: demoFlow.bands,
        expiryHours: demoFlow.expiryHours,
        status: 'ACTIVE',
      },
      now,
    );
  }
}
