import { useState } from 'react';
import { listOutboxMessages, type OutboxMessage } from '../../../api/messaging.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { MESSAGE_KIND_LABELS } from '../../../policies/message-templates';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ListFilterSelect, ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import * as styles from './messaging.css';
import {
  attemptsText,
  CHANNEL_OPTIONS,
  KIND_OPTIONS,
  messageGist,
  OUTBOX_LIST,
  outboxQuery,
  RECIPIENT_MAX_LENGTH,
  STATUS_LABELS,
  STATUS_OPTIONS,
  STATUS_TONES,
} from './outbox-list';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { CHANNEL_LABELS } from './template-draft';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'When' },
  { heading: 'Kind' },
  { heading: 'Recipient' },
  { heading: 'Subject or text' },
  { heading: 'Status and attempts' },
  { heading: 'Details' },
];

/** The delivery so far: the status, the attempts, when the next one is due, the last error. */
function Delivery({ message }: { message: OutboxMessage }) {
  return (
    <div className={styles.delivery}>
      <span>
        <span className={statusPill({ tone: STATUS_TONES[message.status] })}>
          {STATUS_LABELS[message.status]}
        </span>{' '}
        <span className={styles.muted}>{attemptsText(message.attempts)}</span>
      </span>
      {message.nextAttemptAt && (
        <span className={styles.muted}>Next {formatBankDateTime(message.nextAttemptAt)}</span>
      )}
      {message.lastError && message.status !== 'SENT' && (
        <span className={styles.errorText}>{message.lastError}</span>
      )}
    </div>
  );
}

function OutboxRow({ message, onOpen }: { message: OutboxMessage; onOpen: () => void }) {
  return (
    <tr>
      <td className={`${table.cell} ${styles.when}`}>{formatBankDateTime(message.createdAt)}</td>
      <td className={table.cell}>
        {MESSAGE_KIND_LABELS[message.kind]}
        <div className={styles.muted}>{CHANNEL_LABELS[message.channel]}</div>
      </td>
      <td className={`${table.cell} ${styles.recipient}`}>{message.recipient}</td>
      <td className={table.cell}>
        <div className={styles.firstWords} title={message.subject ?? message.body}>
          {messageGist(message)}
        </div>
      </td>
      <td className={table.cell}>
        <Delivery message={message} />
      </td>
      <td className={table.cell}>
        <Button size="small" onClick={onOpen} aria-label={`View message to ${message.recipient}`}>
          View
        </Button>
      </td>
    </tr>
  );
}

/** Every message the bank queued, newest first: what was sent, what waits, what failed and why. */
export default function OutboxPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const outbox = useListQuery({ spec: OUTBOX_LIST, load: listOutboxMessages, params: outboxQuery });
  const { data, draft, setDraft } = outbox;
  const [open, setOpen] = useState<string | null>(null);
  const rows = data?.items ?? [];

  return (
    <Page
      title={route.title}
      description="The bank's email and SMS messages, newest first: sent, waiting for their next attempt, or failed with the reason."
      actions={<Button onClick={outbox.reload}>Refresh</Button>}
    >
      <ListFilters
        label="Filter messages"
        onApply={() => outbox.apply()}
        onClear={outbox.clear}
        filtered={outbox.filtered}
      >
        <Field
          id="outbox-recipient"
          label="Recipient"
          type="search"
          maxLength={RECIPIENT_MAX_LENGTH}
          placeholder="Email address or phone number"
          value={draft.recipient}
          onChange={(event) => setDraft('recipient', event.target.value)}
        />
        <ListFilterSelect
          list={outbox}
          name="status"
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
        />
        <ListFilterSelect
          list={outbox}
          name="channel"
          label="Channel"
          placeholder="Email and SMS"
          options={CHANNEL_OPTIONS}
        />
        <ListFilterSelect
          list={outbox}
          name="kind"
          label="Kind"
          placeholder="All kinds"
          options={KIND_OPTIONS}
        />
      </ListFilters>
      <ListTable
        caption="Messages"
        columns={COLUMNS}
        texts={{
          what: 'the messages',
          loading: 'Loading messages…',
          empty: outbox.filtered
            ? 'No message matches the filters.'
            : 'No message has been queued yet.',
        }}
        loaded={data !== null}
        loading={outbox.loading}
        failure={outbox.failure}
        onRetry={outbox.reload}
        rowCount={rows.length}
        paging={data && { meta: data, noun: ['message', 'messages'], onPage: outbox.setPage }}
      >
        {rows.map((message) => (
          <OutboxRow key={message.id} message={message} onOpen={() => setOpen(message.id)} />
        ))}
      </ListTable>
      {open && (
        <OutboxMessageDialog
          messageId={open}
          onRetried={outbox.reload}
          onClose={() => setOpen(null)}
        />
      )}
    </Page>
  );
}
