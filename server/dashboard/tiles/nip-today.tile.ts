import type { NipTransferStatus } from '../../../machines/nip-transfer.machine';
import { bankDate } from '../../../policies/calendar';
import type { TenantTx } from '../../db/tenant-scope';
import {
  addDays,
  bankDayStartIso,
  count,
  type DashboardTileSpec,
  holds,
  licensed,
  money,
} from '../dashboard-tile';

/** How staff group a transfer's status when they ask how the day's transfers went. */
const OUTCOMES = [
  { label: 'Successful', statuses: ['SUCCESSFUL'], tone: 'GOOD' },
  { label: 'Failed', statuses: ['FAILED', 'REVERSED', 'REJECTED'], tone: 'BAD' },
  { label: 'Pending', statuses: ['AWAITING_APPROVAL', 'DEBITED', 'SENT'], tone: 'WARNING' },
  { label: 'Manual review', statuses: ['MANUAL_REVIEW'], tone: 'BAD' },
] as const satisfies readonly {
  label: string;
  statuses: readonly NipTransferStatus[];
  tone: string;
}[];

export interface OutcomeFigures {
  readonly label: string;
  readonly transfers: number;
  readonly amountKobo: number;
}

/** The day's outward transfers by status, in one aggregate query. */
export async function nipOutcomesOn(t: TenantTx, day: string): Promise<OutcomeFigures[]> {
  const rows = await t.trx
    .selectFrom('nip_transfer')
    .select([
      'status',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('amount_kobo').as('amount'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('created_at', '>=', bankDayStartIso(day))
    .where('created_at', '<', bankDayStartIso(addDays(day, 1)))
    .groupBy('status')
    .execute();
  return OUTCOMES.map(({ label, statuses }) => {
    const mine = rows.filter((row) => (statuses as readonly string[]).includes(row.status));
    return {
      label,
      transfers: mine.reduce((total, row) => total + Number(row.n), 0),
      amountKobo: mine.reduce((total, row) => total + Number(row.amount ?? 0), 0),
    };
  });
}

/** Today's NIP transfers to other banks (the bank's calendar day), by outcome. */
export const nipTodayTile: DashboardTileSpec = {
  key: 'nip-today',
  title: 'NIP transfers today',
  link: '/nip/recon',
  allowed: (p) => licensed(p, 'NIP') && holds(p, 'txn.view.all'),
  async read(t, _principal, ctx) {
    const outcomes = await nipOutcomesOn(t, bankDate(ctx.now.getTime()));
    const figures = outcomes.flatMap((outcome, i) => [
      count(outcome.label, outcome.transfers, {
        tone: outcome.transfers ? (OUTCOMES[i]?.tone ?? 'NEUTRAL') : 'NEUTRAL',
      }),
      money(`${outcome.label}, amount`, outcome.amountKobo),
    ]);
    return {
      figures,
      chart: {
        kind: 'DONUT',
        valueKind: 'COUNT',
        seriesLabels: ['Transfers'],
        points: outcomes.map((o) => ({ label: o.label, values: [o.transfers] })),
      },
      items: [],
      ...(outcomes.every((o) => o.transfers === 0) ? { empty: 'No transfers sent today.' } : {}),
    };
  },
};
