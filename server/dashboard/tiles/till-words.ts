import type { TillSessionStatus } from '../../../machines/till-session.machine';

/** A till session's status in the words of the tills pages, for a tile's figures and items. */
export const TILL_SESSION_WORDS: Readonly<Record<TillSessionStatus, string>> = {
  ASSIGNED: 'Assigned',
  OPENED: 'Opening difference',
  ACTIVE: 'Open',
  CLOSING: 'Closing count',
  BALANCED: 'Balanced',
  VARIANCE_PENDING: 'Variance to approve',
  CLOSED: 'Closed',
  RECONCILED: 'Reconciled',
};

export const sessionLink = (id: string) => `/tills/session/${encodeURIComponent(id)}`;
