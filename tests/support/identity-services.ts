import { inTenant } from '../../server/db/tenant-scope';
import { upsertIdentityService } from '../../server/identity-checks/identity-service.repository';
import {
  type BvnService,
  type BvnServiceOptions,
  startBvnService,
} from '../../stand-ins/identity/bvn-service';
import {
  type NinService,
  type NinServiceOptions,
  startNinService,
} from '../../stand-ins/identity/nin-service';
import type { TestApp } from './test-app';

export const TEST_BVN_CREDENTIALS = {
  organisationCode: '54321',
  password: 'test-bvnr-password',
  aesKey: 'TestAesKey012345',
  ivKey: 'TestIvKey0123456',
} as const;
export const TEST_NIN_CREDENTIALS = {
  orgId: 'TEST-ORG',
  username: 'test.partner',
  password: 'test-nimc-password',
} as const;

export interface IdentityServices {
  readonly bvn: BvnService;
  readonly nin: NinService;
  stop(): Promise<void>;
}

/**
 * Starts the BVN and NIN stand-ins on free ports with the test credentials and points `tenantId`
 * at them, as an administrator would under Integrations, with a short wait so a scripted timeout
 * is quick. Stop them after the tests.
 */
export async function connectTenantToIdentityServices(
  t: TestApp,
  tenantId: string,
  options: {
    readonly timeoutMs?: number;
    readonly bvn?: BvnServiceOptions;
    readonly nin?: NinServiceOptions;
  } = {},
): Promise<IdentityServices> {
  const timeoutMs = options.timeoutMs ?? 1_000;
  const bvn = await startBvnService({ ...TEST_BVN_CREDENTIALS, ...options.bvn });
  const nin = await startNinService({ ...TEST_NIN_CREDENTIALS, ...options.nin });
  const at = t.clock.now.toISOString();
  await inTenant(t.database.db, tenantId, async (tx) => {
    await upsertIdentityService(tx, {
      service: 'bvn',
      endpoint: bvn.url,
      organisationCode: TEST_BVN_CREDENTIALS.organisationCode,
      username: null,
      password: TEST_BVN_CREDENTIALS.password,
      aesKey: TEST_BVN_CREDENTIALS.aesKey,
      ivKey: TEST_BVN_CREDENTIALS.ivKey,
      timeoutMs,
      updatedAt: at,
      updatedBy: 'test',
    });
    await upsertIdentityService(tx, {
      service: 'nin',
      endpoint: nin.url,
      organisationCode: TEST_NIN_CREDENTIALS.orgId,
      username: TEST_NIN_CREDENTIALS.username,
      password: TEST_NIN_CREDENTIALS.password,
      aesKey: null,
      ivKey: null,
      timeoutMs,
      updatedAt: at,
      updatedBy: 'test',
    });
  });
  return {
    bvn,
    nin,
    stop: async () => {
      await Promise.all([bvn.stop(), nin.stop()]);
    },
  };
}
