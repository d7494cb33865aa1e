import type { ReactNode } from 'react';
import {
  getOutboxMessage,
  type OutboxMessage,
  retryOutboxMessage,
} from '../../../api/messaging.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { MESSAGE_KIND_LABELS } from '../../../policies/message-templates';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Facts } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as styles from './messaging.css';
import { STATUS_LABELS, STATUS_TONES } from './outbox-list';
import { CHANNEL_LABELS } from './template-draft';

function messageFacts(message: OutboxMessage): [string, ReactNode][] {
  return [
    [
      'Status',
      <span key="status" className={statusPill({ tone: STATUS_TONES[message.status] })}>
        {STATUS_LABELS[message.status]}
      </span>,
    ],
    ['Kind', MESSAGE_KIND_LABELS[message.kind]],
    ['Channel', CHANNEL_LABELS[message.channel]],
    ['Recipient', message.recipient],
    ['Queued', formatBankDateTime(message.createdAt)],
    ['Sent', message.sentAt ? formatBankDateTime(message.sentAt) : 'Not yet'],
    ['Attempts', String(message.attempts)],
    [
      'Next attempt',
      message.nextAttemptAt ? formatBankDateTime(message.nextAttemptAt) : 'None planned',
    ],
  ];
}

function FailedAttempts({ message }: { message: OutboxMessage }) {
  if (message.failedAttempts.length === 0) return null;
  return (
    <section aria-label="Failed attempts" className={styles.fieldset}>
      <span className={styles.legend}>Failed attempts</span>
      <ol className={styles.attempts}>
        {message.failedAttempts.map((attempt, index) => (
          // Attempts are only ever added at the end: the place is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <span className={styles.muted}>{formatBankDateTime(attempt.at)}</span>: {attempt.error}
          </li>
        ))}
      </ol>
    </section>
  );
}

function MessageText({ message }: { message: OutboxMessage }) {
  return (
    <section aria-label="Message" className={styles.preview}>
      {message.subject && <span className={styles.previewSubject}>{message.subject}</span>}
      <p className={styles.previewBody}>{message.body}</p>
    </section>
  );
}

/** One message read afresh: its text, every failed attempt, and Retry once it has failed. */
export function OutboxMessageDialog({
  messageId,
  onRetried,
  onClose,
}: {
  messageId: string;
  onRetried: () => void;
  onClose: () => void;
}) {
  const api = useApi();
  const { snapshot: query, send: sendQuery, data } = useApiQuery(getOutboxMessage, messageId);
  const retry = useRequest(() => retryOutboxMessage(api, messageId));
  const retried = retry.snapshot.matches('succeeded')
    ? (retry.snapshot.context.output as OutboxMessage)
    : null;
  useSettled(retried, () => {
    sendQuery({ type: 'query.reload' });
    onRetried();
  });
  const message = data;
  const retrying = retry.snapshot.matches('submitting');
  const footer = (
    <>
      {message?.status === 'FAILED' && !retried && (
        <Button
          tone="primary"
          disabled={retrying}
          aria-busy={retrying}
          onClick={() => retry.send({ type: 'request.submit', input: null })}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="Message"
      description={
        message ? `${MESSAGE_KIND_LABELS[message.kind]} to ${message.recipient}` : undefined
      }
      footer={footer}
      width="wide"
    >
      <div className={styles.dialogBody}>
        {!message && query.matches('loading') && (
          <p className={styles.muted}>Loading the message…</p>
        )}
        {query.matches('failed') && query.context.failure && (
          <LoadFailure
            what="the message"
            failure={query.context.failure}
            onRetry={() => sendQuery({ type: 'query.reload' })}
          />
        )}
        {retried && (
          <Notice tone="success">The message is queued again and will be sent shortly.</Notice>
        )}
        {retry.snapshot.context.failure && (
          <Notice tone="danger">{retry.snapshot.context.failure.message}</Notice>
        )}
        {message && (
          <>
            <Facts items={messageFacts(message)} />
            {message.lastError && message.status !== 'SENT' && (
              <Notice tone="warning">Last error: {message.lastError}</Notice>
            )}
            <MessageText message={message} />
            <FailedAttempts message={message} />
          </>
        )}
      </div>
    </Dialog>
  );
}
