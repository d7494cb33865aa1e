import { randomBytes } from 'node:crypto';
import { startNipSwitch } from '../../stand-ins/nip-switch/nip-switch';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { upsertNipSettings } from './payment-integration.repository';
import { isSwitchEndpoint } from './payment-integration.service';

/** The demo bank's own NIP institution code: a microfinance bank's 0900xx code no one else has. */
export const DEMO_INSTITUTION_CODE = '090999';
export const DEMO_TENANT_ID = 'demo';
const DEMO_TIMEOUT_MS = 10_000;

export interface DemoSwitch {
  /** The address the demo tenant's payment integration points at. */
  readonly url: string;
  /** True when the stand-in was started here (and stop() stops it). */
  readonly standIn: boolean;
  /** The stand-in's control port, where a tester picks outcomes; null for another switch. */
  readonly controlUrl: string | null;
  stop(): Promise<void>;
}

/**
 * With demo data on: starts the NIP switch stand-in on a free port of 127.0.0.1 with a secret
 * made now (or uses `externalUrl`, starting none), and points the demo tenant at it. Done on
 * every start, since the stand-in's port and secret change each time.
 */
export async function connectDemoSwitch(db: Db, externalUrl: string | null): Promise<DemoSwitch> {
  if (externalUrl) {
    if (!isSwitchEndpoint(externalUrl))
      throw new Error('NIP_SWITCH_URL must be an http or https address.');
    await pointDemoTenant(db, externalUrl, null);
    return { url: externalUrl, standIn: false, controlUrl: null, stop: async () => {} };
  }
  const sharedSecret = randomBytes(24).toString('base64url');
  const nipSwitch = await startNipSwitch({ sharedSecret });
  try {
    await pointDemoTenant(db, nipSwitch.url, sharedSecret);
  } catch (error) {
    await nipSwitch.stop();
    throw error;
  }
  // Printed here so a tester finds it beside the switch's address (README: the NIP stand-in).
  console.log(
    `NIP switch stand-in control port: ${nipSwitch.controlUrl} (GET /outcomes lists the outcome accounts)`,
  );
  return {
    url: nipSwitch.url,
    standIn: true,
    controlUrl: nipSwitch.controlUrl,
    stop: () => nipSwitch.stop(),
  };
}

/** A null secret keeps the one saved (an outside switch's secret is set on the Integrations page). */
async function pointDemoTenant(db: Db, endpoint: string, sharedSecret: string | null) {
  await inTenant(db, DEMO_TENANT_ID, (t) =>
    upsertNipSettings(t, {
      endpoint,
      institutionCode: DEMO_INSTITUTION_CODE,
      channelCode: '1',
      timeoutMs: DEMO_TIMEOUT_MS,
      sharedSecret,
      updatedAt: new Date().toISOString(),
      updatedBy: 'system',
    }),
  );
}
