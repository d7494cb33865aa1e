import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type RememberedTransfer, startNipSwitch } from '../../stand-ins/nip-switch/nip-switch';
import type { Db } from '../db/database';
import { inTenant, inTenantRead } from '../db/tenant-scope';
import { upsertNipSettings } from './payment-integration.repository';
import { isSwitchEndpoint } from './payment-integration.service';

/** The demo bank's own NIP institution code: a microfinance bank's 0900xx code no one else has. */
export const DEMO_INSTITUTION_CODE = '090999';
export const DEMO_TENANT_ID = 'demo';
const DEMO_TIMEOUT_MS = 10_000;
/** The most past transfers handed to a new stand-in: far more than a demo makes. */
const MAX_REMEMBERED = 10_000;

interface AnsweredRow {
  session_id: string;
  beneficiary_bank_code: string;
  beneficiary_account_number: string;
  beneficiary_account_name: string;
  amount_kobo: number | string;
  response_code: string;
  sent_at: string;
}

/**
 * The demo tenant's transfers the switch answered before this start (the seed's, and those of
 * earlier runs), with the code it answered and when it received them. A real switch remembers
 * them; the stand-in starts empty, so it is told, and its settlement report then covers what it
 * settled: the demo reconciles as matched except where the demo means a break (a transfer left
 * in review). Read by column names, as the reconciliation reads the transfers.
 */
async function answeredDemoTransfers(db: Db): Promise<RememberedTransfer[]> {
  const rows = await inTenantRead(db, DEMO_TENANT_ID, async (t) => {
    const { rows } = await sql<AnsweredRow>`
      select n.session_id, n.beneficiary_bank_code, n.beneficiary_account_number,
        n.beneficiary_account_name, n.amount_kobo, n.response_code,
        coalesce((select min(e.at) from nip_transfer_event e
          where e.tenant_id = n.tenant_id and e.transfer_id = n.id and e.action = 'SENT'),
          n.created_at) as sent_at
      from nip_transfer n
      where n.tenant_id = ${t.tenantId} and n.response_code is not null
        and n.status in ('SUCCESSFUL', 'FAILED', 'REVERSED', 'MANUAL_REVIEW')
      order by n.created_at desc
      limit ${MAX_REMEMBERED}`.execute(t.trx);
    return rows;
  });
  return rows.map((row) => ({
    sessionId: row.session_id,
    destinationInstitutionCode: row.beneficiary_bank_code,
    beneficiaryAccountNumber: row.beneficiary_account_number,
    beneficiaryAccountName: row.beneficiary_account_name,
    amountKobo: Number(row.amount_kobo),
    responseCode: row.response_code,
    receivedAt: new Date(row.sent_at),
  }));
}

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
  const remembered = await answeredDemoTransfers(db);
  const nipSwitch = await startNipSwitch({ sharedSecret, remembered });
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
