import { startBvnService } from '../../stand-ins/identity/bvn-service';
import { startNinService } from '../../stand-ins/identity/nin-service';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { upsertIdentityService } from './identity-service.repository';
import { isServiceEndpoint } from './identity-services.service';

const DEMO_TENANT_ID = 'demo';
const DEMO_TIMEOUT_MS = 5_000;

export interface DemoIdentityServices {
  readonly bvnUrl: string;
  readonly ninUrl: string;
  stop(): Promise<void>;
}

/**
 * With demo data on: starts the BVN and NIN stand-ins on free ports of 127.0.0.1 with credentials
 * made now and points the demo tenant at them. BVN_SERVICE_URL or NIN_SERVICE_URL points the demo
 * tenant at another service instead (its credentials are the ones saved under Integrations).
 */
export async function connectDemoIdentityServices(
  db: Db,
  external: { bvnUrl: string | null; ninUrl: string | null },
): Promise<DemoIdentityServices> {
  for (const url of [external.bvnUrl, external.ninUrl]) {
    if (url && !isServiceEndpoint(url))
      throw new Error('BVN_SERVICE_URL and NIN_SERVICE_URL must be http or https addresses.');
  }
  const secret = () => crypto.randomUUID().replaceAll('-', '');
  const bvn = external.bvnUrl
    ? null
    : await startBvnService({
        password: secret(),
        aesKey: secret().slice(0, 16),
        ivKey: secret().slice(0, 16),
      });
  const nin = external.ninUrl ? null : await startNinService({ password: secret() });
  const now = new Date().toISOString();
  try {
    await inTenant(db, DEMO_TENANT_ID, async (t) => {
      await upsertIdentityService(t, {
        service: 'bvn',
        endpoint: bvn?.url ?? (external.bvnUrl as string),
        organisationCode: bvn?.credentials.organisationCode ?? '11111',
        username: null,
        password: bvn?.credentials.password ?? null,
        aesKey: bvn?.credentials.aesKey ?? null,
        ivKey: bvn?.credentials.ivKey ?? null,
        timeoutMs: DEMO_TIMEOUT_MS,
        updatedAt: now,
        updatedBy: 'system',
      });
      await upsertIdentityService(t, {
        service: 'nin',
        endpoint: nin?.url ?? (external.ninUrl as string),
        organisationCode: nin?.credentials.orgId ?? 'KOBO-DEMO',
        username: nin?.credentials.username ?? 'kobo.demo',
        password: nin?.credentials.password ?? null,
        aesKey: null,
        ivKey: null,
        timeoutMs: DEMO_TIMEOUT_MS,
        updatedAt: now,
        updatedBy: 'system',
      });
    });
  } catch (error) {
    await Promise.all([bvn?.stop(), nin?.stop()]);
    throw error;
  }
  return {
    bvnUrl: bvn?.url ?? (external.bvnUrl as string),
    ninUrl: nin?.url ?? (external.ninUrl as string),
    stop: async () => {
      await Promise.all([bvn?.stop(), nin?.stop()]);
    },
  };
}
