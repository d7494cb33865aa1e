import { inTenant } from '../../server/db/tenant-scope';
import { upsertNipSettings } from '../../server/integrations/payment-integration.repository';
import {
  type NipSwitch,
  type NipSwitchOptions,
  startNipSwitch,
} from '../../stand-ins/nip-switch/nip-switch';
import type { TestApp } from './test-app';

/** Our bank's NIP institution code in the tests (a microfinance bank's 0900xx code). */
export const OUR_INSTITUTION_CODE = '090999';
export const TEST_SHARED_SECRET = 'test-shared-secret-0123456789';

/**
 * Starts the NIP switch stand-in on a free port, with signatures checked, and points `tenantId`
 * at it, as an administrator would under Integrations. Stop the switch after the tests.
 */
export async function connectTenantToSwitch(
  t: TestApp,
  tenantId: string,
  options: NipSwitchOptions & { readonly timeoutMs?: number } = {},
): Promise<NipSwitch> {
  const { timeoutMs = 2_000, ...switchOptions } = options;
  // A late answer need only come after the client's wait; the stand-in's default is far longer.
  const nipSwitch = await startNipSwitch({
    sharedSecret: TEST_SHARED_SECRET,
    lateAnswerMs: timeoutMs + 1_000,
    ...switchOptions,
  });
  await inTenant(t.database.db, tenantId, (tx) =>
    upsertNipSettings(tx, {
      endpoint: nipSwitch.url,
      institutionCode: OUR_INSTITUTION_CODE,
      channelCode: '1',
      timeoutMs,
      sharedSecret: TEST_SHARED_SECRET,
      updatedAt: t.clock.now.toISOString(),
      updatedBy: 'test',
    }),
  );
  return nipSwitch;
}
