import type { BackgroundWork } from '../area';
import { startLoop } from '../background-loop';
import { inTenant } from '../db/tenant-scope';
import { findAccount } from '../deposits/deposit-account.repository';
import type { AppServices } from '../http/operation';
import { nipClientOf } from '../integrations/nip-connection';
import { findNipSettings, type NipSettings } from '../integrations/payment-integration.repository';
import { applyAnswer, heard, markSent, sendFundsTransfer } from './nip-status.service';
import {
  claimLease,
  dueTransferIds,
  findTransferRow,
  type NipTransferRow,
  releaseLease,
} from './nip-transfer.repository';

const TICK_MS = 1_000;
/** How long one server holds a transfer it works on; longer than any switch timeout. */
const LEASE_MS = 30_000;
const BATCH = 10;

/** The workers running in this process, so a commit elsewhere (an approval) can wake them. */
const running = new Set<BackgroundWork>();

/** Wakes the background sender now, instead of at its next tick. */
export function nudgeNipWorkers(): void {
  for (const work of running) work.nudge();
}

interface Claimed {
  readonly row: NipTransferRow;
  readonly settings: NipSettings;
  readonly originator: { accountName: string; accountNumber: string };
}

async function tenantsWithTransfers(services: AppServices): Promise<string[]> {
  // The read connection on SQLite, so the read never lands inside a writer's open transaction.
  const kysely = services.db.reads ?? services.db.kysely;
  const rows = await kysely.selectFrom('nip_sender_tenant').select('tenant_id').execute();
  return rows.map((row) => row.tenant_id);
}

/** Claims the tenant's due transfers with a lease, in one short transaction. */
async function claimDue(services: AppServices, tenantId: string): Promise<Claimed[]> {
  const now = services.now();
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  return inTenant(services.db, tenantId, async (t) => {
    const settings = await findNipSettings(t);
    if (!settings) return [];
    const claimed: Claimed[] = [];
    for (const id of await dueTransferIds(t, nowIso, BATCH)) {
      if (!(await claimLease(t, id, nowIso, until))) continue;
      const row = await findTransferRow(t, id);
      if (!row) continue;
      const account = await findAccount(t, row.debit_account_id);
      const originator = {
        accountName: account?.name ?? '',
        accountNumber: account?.accountNumber ?? '',
      };
      claimed.push({ row, settings, originator });
    }
    return claimed;
  });
}

/**
 * One transfer's step, never inside a transaction while the switch answers: a DEBITED transfer
 * is marked SENT and committed, then sent (012); a SENT one is queried (016). The answer is
 * applied in a transaction of its own, which also gives the lease back.
 */
async function work(services: AppServices, tenantId: string, claimed: Claimed): Promise<void> {
  const { row, settings } = claimed;
  if (row.status === 'DEBITED') {
    const sent = await inTenant(services.db, tenantId, (t) => markSent(t, row.id, services.now()));
    if (!sent) return;
    const reply = await sendFundsTransfer(settings, row, claimed.originator, services.now);
    await inTenant(services.db, tenantId, async (t) => {
      await applyAnswer(
        t,
        row.id,
        heard(reply),
        { action: 'ANSWERED', actorId: null },
        services.now(),
      );
      await releaseLease(t, row.id);
    });
    return;
  }
  const reply = await nipClientOf(settings, services.now).statusQuery(row.session_id);
  await inTenant(services.db, tenantId, async (t) => {
    await applyAnswer(
      t,
      row.id,
      heard(reply),
      { action: 'STATUS_QUERY', actorId: null },
      services.now(),
    );
    await releaseLease(t, row.id);
  });
}

async function tick(services: AppServices, stopping: () => boolean): Promise<void> {
  for (const tenantId of await tenantsWithTransfers(services)) {
    if (stopping()) return;
    const due = await claimDue(services, tenantId);
    await Promise.all(
      due.map((claimed) =>
        work(services, tenantId, claimed).catch((error: unknown) => {
          console.warn(`NIP transfer ${claimed.row.id}: ${(error as Error).message}`);
        }),
      ),
    );
  }
}

/**
 * The background sender: every second, and when nudged, it sends the tenants' DEBITED transfers
 * and queries the SENT ones whose next query is due. A lease on each row keeps two servers from
 * working one transfer; everything it needs is in the database, so a restart simply resumes.
 */
export function startNipWorker(services: AppServices): BackgroundWork {
  return startLoop({
    name: 'NIP sender',
    everyMs: TICK_MS,
    crew: running,
    tick: (stopping) => tick(services, stopping),
  });
}
