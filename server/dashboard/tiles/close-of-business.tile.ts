import { EOD_RUN_STATUS_LABELS } from '../../../machines/eod-run.machine';
import type { TenantTx } from '../../db/tenant-scope';
import {
  type DashboardTileSpec,
  date,
  holds,
  licensed,
  type TileFigure,
  text,
} from '../dashboard-tile';
import { lastEodRun } from '../last-eod-run';

const TONES = { RUNNING: 'WARNING', FAILED: 'BAD', COMPLETED: 'GOOD' } as const;

/** The last close of business in figures: its status and the business day it closed. */
export async function lastRunFigures(t: TenantTx): Promise<TileFigure[]> {
  const run = await lastEodRun(t);
  if (!run) return [text('Last close of business', 'None yet')];
  return [
    text('Last close of business', EOD_RUN_STATUS_LABELS[run.status], {
      tone: TONES[run.status],
      link: '/admin/eod',
    }),
    date('Business day closed', run.processingDate),
  ];
}

/** For who runs the close of business: the processing date and how the last one went. */
export const closeOfBusinessTile: DashboardTileSpec = {
  key: 'close-of-business',
  title: 'End of day',
  link: '/admin/eod',
  allowed: (p) =>
    licensed(p, 'OPERATIONS') && holds(p, 'eod.run') && !holds(p, 'admin.user.manage'),
  async read(t, _principal, ctx) {
    return {
      figures: [date('Processing date', ctx.processingDate), ...(await lastRunFigures(t))],
      items: [],
    };
  },
};
