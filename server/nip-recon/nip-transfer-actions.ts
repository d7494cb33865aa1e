import type { TenantTx } from '../db/tenant-scope';
import type { AppServices } from '../http/operation';

/**
 * What the reconciliation asks of the outward transfers area: a status query now, and a reversal
 * through the NIP_REVERSAL approval flow. They live with the transfers (their chart decides what
 * a transfer may do); this is the one place the reconciliation reaches them.
 */
export interface NipTransferActions {
  requery(services: AppServices, tenantId: string, transferId: string): Promise<void>;
  reverse(
    t: TenantTx,
    transferId: string,
    actor: { id: string; username: string },
    reason: string,
    now: Date,
  ): Promise<{ approvalRequestId: string | null }>;
}
