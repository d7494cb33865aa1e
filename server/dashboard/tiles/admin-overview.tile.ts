import { bankDate } from '../../../policies/calendar';
import { count, type DashboardTileSpec, date, holds, text } from '../dashboard-tile';
import { licenseStatusOf } from '../license-words';
import { lastRunFigures } from './close-of-business.tile';

/** For the system's administrators: its users, its license and the last close of business. */
export const adminOverviewTile: DashboardTileSpec = {
  key: 'admin-overview',
  title: 'Administration',
  link: '/admin/eod',
  allowed: (p) => holds(p, 'admin.user.manage'),
  async read(t, { license }, ctx) {
    const users = await t.trx
      .selectFrom('app_user')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', t.tenantId)
      .groupBy('status')
      .execute();
    const n = (status: string) => Number(users.find((row) => row.status === status)?.n ?? 0);
    const disabled = n('DISABLED');
    const validUntil = license.metadata.validUntil ?? license.trialExpiresAt;
    return {
      figures: [
        count('Active users', n('ACTIVE'), { link: '/admin/users' }),
        count('Disabled users', disabled, { tone: disabled ? 'WARNING' : 'NEUTRAL' }),
        text('License', licenseStatusOf(license.status), {
          tone: license.allowed ? 'GOOD' : 'BAD',
          link: '/admin/license',
        }),
        date('License valid until', validUntil ? bankDate(Date.parse(validUntil)) : null),
        date('Processing date', ctx.processingDate),
        ...(await lastRunFigures(t)),
      ],
      items: [],
    };
  },
};
