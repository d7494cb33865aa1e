import type { components } from '../../api/schema.gen';
import { PENDING_APPROVAL_STATUSES } from '../../machines/approval-request.machine';
import { NIP_STATUS_WORDS, type NipTransferStatus } from '../../machines/nip-transfer.machine';
import { OPEN_TILL_SESSION_STATUSES } from '../../machines/till-session.machine';
import { EOD_CHECKS, type EodCheckKey } from '../../policies/eod-steps';
import { enumLabel } from '../../policies/labels';
import { formatKobo } from '../../policies/money';
import type { TenantTx } from '../db/tenant-scope';
import { readEodSettings } from './eod.config';

export type EodCheck = components['schemas']['EodCheck'];
export type EodChecks = components['schemas']['EodChecks'];
type CheckItem = components['schemas']['EodCheckItem'];

/** Items listed per check; the count says how many there are in all. */
const ITEMS_PER_CHECK = 50;

/** A transfer in one of these has its answer; any other still waits for the switch or a person. */
const FINAL_NIP_STATUSES: readonly NipTransferStatus[] = ['SUCCESSFUL', 'REVERSED', 'REJECTED'];

interface Found {
  readonly count: number;
  readonly items: CheckItem[];
}

async function openTillSessions(t: TenantTx): Promise<Found> {
  const where = t.trx
    .selectFrom('till_session as s')
    .where('s.tenant_id', '=', t.tenantId)
    .where('s.status', 'in', OPEN_TILL_SESSION_STATUSES);
  const rows = await where
    .innerJoin('till as l', (j) =>
      j.onRef('l.id', '=', 's.till_id').on('l.tenant_id', '=', t.tenantId),
    )
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.id', '=', 's.teller_id').on('u.tenant_id', '=', t.tenantId),
    )
    .select(['s.id', 's.status', 'l.code', 'l.name', 'u.full_name'])
    .orderBy('s.id')
    .limit(ITEMS_PER_CHECK)
    .execute();
  const { count } = await where
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    count: Number(count),
    items: rows.map((row) => ({
      id: row.id,
      description: `${row.name} (${row.code}), ${row.full_name ?? 'a teller'}: ${enumLabel(row.status).toLowerCase()}`,
      link: `/tills/session/${row.id}`,
    })),
  };
}

async function pendingApprovals(t: TenantTx): Promise<Found> {
  const where = t.trx
    .selectFrom('approval_request')
    .where('tenant_id', '=', t.tenantId)
    .where('status', 'in', PENDING_APPROVAL_STATUSES);
  const rows = await where
    .select(['id', 'summary', 'status'])
    .orderBy('created_at')
    .limit(ITEMS_PER_CHECK)
    .execute();
  const { count } = await where
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    count: Number(count),
    items: rows.map((row) => ({
      id: row.id,
      description: `${row.summary} (${enumLabel(row.status).toLowerCase()})`.slice(0, 300),
      link: '/approvals',
    })),
  };
}

async function nipTransfersNotFinal(t: TenantTx): Promise<Found> {
  const where = t.trx
    .selectFrom('nip_transfer')
    .where('tenant_id', '=', t.tenantId)
    .where('status', 'not in', FINAL_NIP_STATUSES);
  const rows = await where
    .select(['id', 'reference', 'status', 'amount_kobo', 'beneficiary_account_name'])
    .orderBy('created_at')
    .limit(ITEMS_PER_CHECK)
    .execute();
  const { count } = await where
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    count: Number(count),
    items: rows.map((row) => ({
      id: row.id,
      description:
        `${row.reference}: ${formatKobo(Number(row.amount_kobo))} to ${row.beneficiary_account_name}, ${(
          NIP_STATUS_WORDS[row.status as NipTransferStatus] ?? enumLabel(row.status)
        ).toLowerCase()}`.slice(0, 300),
      link: row.status === 'AWAITING_APPROVAL' ? '/nip/approvals' : '/nip',
    })),
  };
}

const FINDERS: Readonly<Record<EodCheckKey, (t: TenantTx) => Promise<Found>>> = {
  OPEN_TILL_SESSIONS: openTillSessions,
  PENDING_APPROVALS: pendingApprovals,
  NIP_TRANSFERS_NOT_FINAL: nipTransfersNotFinal,
};

/** The checks of a close of business as of now, each with the severity the tenant set. */
export async function eodChecks(t: TenantTx, processingDate: string): Promise<EodChecks> {
  const settings = await readEodSettings(t);
  const checks: EodCheck[] = [];
  for (const key of Object.keys(EOD_CHECKS) as EodCheckKey[]) {
    const found = await FINDERS[key](t);
    checks.push({
      key,
      label: EOD_CHECKS[key],
      severity: settings.checks[key],
      count: found.count,
      items: found.items,
    });
  }
  const blocking = checks.some((check) => check.severity === 'BLOCKING' && check.count > 0);
  return { processingDate, checks, blocking };
}
