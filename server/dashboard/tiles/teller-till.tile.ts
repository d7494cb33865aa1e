import type { TillSessionStatus } from '../../../machines/till-session.machine';
import { findTill } from '../../tills/till.repository';
import { findOpenSessionOfTeller } from '../../tills/till-session.repository';
import { sessionRecords, sessionView } from '../../tills/till-session.view';
import { type DashboardTileSpec, holds, licensed, money, text } from '../dashboard-tile';
import { sessionLink, TILL_SESSION_WORDS } from './till-words';

/**
 * The teller's own till: the session they hold, its cash in and out, and its cash position as
 * the session's page shows it (kept from the teller until their closing count is in, since they
 * count blind).
 */
export const tellerTillTile: DashboardTileSpec = {
  key: 'teller-till',
  title: 'Your till',
  link: '/tills/sessions',
  allowed: (p) =>
    licensed(p, 'TILLS') && holds(p, 'till.session.open') && !holds(p, 'till.session.assign'),
  async read(t, { user }, ctx) {
    const session = await findOpenSessionOfTeller(t, user.id);
    if (!session) {
      return {
        figures: [],
        items: [],
        empty: 'No till session is open for you. Ask the head teller to assign you a till.',
      };
    }
    const till = await findTill(t, session.tillId);
    const { cash, transactions } = await sessionRecords(t, session);
    const view = await sessionView(t, user, session, till, cash, ctx.processingDate);
    const status = session.status as TillSessionStatus;
    const link = sessionLink(session.id);
    return {
      figures: [
        text('Till', `${view.tillCode} · ${view.tillName}`, { link }),
        text('Status', TILL_SESSION_WORDS[status], {
          tone: status === 'ACTIVE' ? 'GOOD' : 'WARNING',
        }),
        money('Cash in', cash.depositsKobo, { tone: 'GOOD' }),
        money('Cash out', cash.withdrawalsKobo),
        view.expectedCashKobo === null
          ? text('Cash position', 'After your closing count')
          : money('Cash position', view.expectedCashKobo),
        { label: 'Transactions', value: transactions.length, kind: 'COUNT', tone: 'NEUTRAL' },
      ],
      items: [],
      link,
    };
  },
};
