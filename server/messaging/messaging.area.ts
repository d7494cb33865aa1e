import type { Area } from '../area';

/** What the bank sends its customers and staff by email and SMS, queued and retried. */
export const messagingArea: Area = {
  name: 'Messaging',
};
