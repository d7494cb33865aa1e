import type { BackgroundWork } from '../area';
import { startLoop } from '../background-loop';
import { inTenant, type TenantTx } from '../db/tenant-scope';
import type { AppServices } from '../http/operation';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { processBatch } from './term-deposit-run';

const TICK_MS = 5_000;

const running = new Set<BackgroundWork>();

async function tenantsWithDeposits(services: AppServices): Promise<string[]> {
  // The read connection on SQLite, so the read never lands inside a writer's open transaction.
  const kysely = services.db.reads ?? services.db.kysely;
  const rows = await kysely.selectFrom('term_deposit_tenant').select('tenant_id').execute();
  return rows.map((row) => row.tenant_id);
}

/**
 * Whether the tenant has anything due by its processing date: an active deposit maturing by
 * then or not accrued to it. One query led by the (tenant, status, maturity date) index, so an
 * idle tick costs next to nothing.
 */
async function dueDate(t: TenantTx): Promise<string | null> {
  const upTo = await tenantProcessingDate(t);
  const row = await t.trx
    .selectFrom('term_deposit')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb('maturity_date', '<=', upTo),
        eb.and([
          eb('start_date', '<=', upTo),
          eb.or([
            eb('last_accrued_on', 'is', null),
            eb.and([
              eb('last_accrued_on', '<', upTo),
              eb('last_accrued_on', '<', eb.ref('maturity_date')),
            ]),
          ]),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row ? upTo : null;
}

async function tick(services: AppServices, stopping: () => boolean): Promise<void> {
  for (const tenantId of await tenantsWithDeposits(services)) {
    let more = true;
    while (more && !stopping()) {
      more = await inTenant(services.db, tenantId, async (t) => {
        const upTo = await dueDate(t);
        return upTo !== null && (await processBatch(t, upTo, services.now())).more;
      });
    }
  }
}

/**
 * The term deposits' daily work in the background: each tenant's deposits accrued up to its
 * processing date and those due matured, batch by batch, each batch its own transaction. The
 * accrual rows and guarded updates make a batch that meets a rerun post nothing twice.
 */
export function startTermDepositWorker(services: AppServices): BackgroundWork {
  return startLoop({
    name: 'Term deposits',
    everyMs: TICK_MS,
    crew: running,
    tick: (stopping) => tick(services, stopping),
  });
}
