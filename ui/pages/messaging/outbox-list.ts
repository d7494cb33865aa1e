import type {
  MessageChannel,
  OutboxFilters,
  OutboxMessage,
  OutboxMessageStatus,
} from '../../../api/messaging.api';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '../../../policies/message-templates';
import {
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import { CHANNEL_LABELS } from './template-draft';

export const RECIPIENT_MAX_LENGTH = 254;
const FIRST_WORDS_LENGTH = 60;

export const STATUS_LABELS: Record<OutboxMessageStatus, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Failed',
};

export const STATUS_TONES: Record<OutboxMessageStatus, 'good' | 'warning' | 'danger' | 'neutral'> =
  { QUEUED: 'neutral', SENDING: 'warning', SENT: 'good', FAILED: 'danger' };

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as OutboxMessageStatus[]).map(
  (value) => ({ value, label: STATUS_LABELS[value] }),
);
export const CHANNEL_OPTIONS = (Object.keys(CHANNEL_LABELS) as MessageChannel[]).map((value) => ({
  value,
  label: CHANNEL_LABELS[value],
}));
export const KIND_OPTIONS = MESSAGE_KINDS.map((value) => ({
  value,
  label: MESSAGE_KIND_LABELS[value],
}));

export type OutboxFilter = 'status' | 'channel' | 'kind' | 'recipient';

/** The outbox in the address bar (`/admin/integrations/outbox?status=FAILED&channel=SMS`). */
export const OUTBOX_LIST: ListSpec<OutboxFilter> = {
  filters: {
    status: oneOfFilter(Object.keys(STATUS_LABELS)),
    channel: oneOfFilter(Object.keys(CHANNEL_LABELS)),
    kind: oneOfFilter(MESSAGE_KINDS),
    recipient: textFilter(RECIPIENT_MAX_LENGTH),
  },
};

/** The call's query for the list the address asks for, newest first as the server keeps it. */
export function outboxQuery(state: ListState<OutboxFilter>): OutboxFilters {
  const { status, channel, kind, recipient } = state.filters;
  return {
    page: state.page,
    ...(status && { status: status as OutboxFilters['status'] }),
    ...(channel && { channel: channel as OutboxFilters['channel'] }),
    ...(kind && { kind: kind as OutboxFilters['kind'] }),
    ...(recipient && { recipient }),
  };
}

/** The subject of an email, or the first words of an SMS, cut at a word. */
export function messageGist(message: Pick<OutboxMessage, 'subject' | 'body'>): string {
  if (message.subject) return message.subject;
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (text.length <= FIRST_WORDS_LENGTH) return text;
  const cut = text.slice(0, FIRST_WORDS_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > 20 ? cut.slice(0, space) : cut}…`;
}

/** "1 attempt", "5 attempts", "Not tried yet". */
export function attemptsText(attempts: number): string {
  if (attempts === 0) return 'Not tried yet';
  return `${attempts} attempt${attempts === 1 ? '' : 's'}`;
}
