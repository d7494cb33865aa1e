import { useEffect, useState } from 'react';
import type { Api } from '../../../api/client';
import { type CustomerChange, listCustomerHistory } from '../../../api/customers.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { CUSTOMER_CHANGE_KIND_LABELS } from '../../../policies/customer-edit';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { onCustomerEdited } from './customer-edit-events';
import type { CustomerSectionProps } from './customer-sections';

/** Changes shown at first, and added by each "Show more" (the contract's page holds 100). */
const STEP = 10;
const MOST = 100;

interface HistoryParams {
  readonly id: string;
  readonly pageSize: number;
}

const loadHistory = (api: Api, params: HistoryParams) =>
  listCustomerHistory(api, params.id, 1, params.pageSize);

function ChangeLine({ change }: { change: CustomerChange }) {
  return (
    <li className={record.timelineItem}>
      <strong>{CUSTOMER_CHANGE_KIND_LABELS[change.kind] ?? 'Change'}</strong>
      {change.approvalReference && (
        <span className={record.muted}> {change.approvalReference}</span>
      )}
      <ul>
        {change.fields.map((field) => (
          <li key={field.field}>
            {field.label}: {field.before ?? 'None'} → {field.after ?? 'None'}
          </li>
        ))}
      </ul>
      <span className={record.muted}>
        {change.by.name}, {formatBankDateTime(change.at)}
      </span>
    </li>
  );
}

/** The history of the customer's record: each change, its fields before and after, who and when. */
export function CustomerHistorySection({ customerId }: CustomerSectionProps) {
  const [pageSize, setPageSize] = useState(STEP);
  const history = useApiQuery(loadHistory, { id: customerId, pageSize });
  const { send } = history;
  useEffect(
    () => onCustomerEdited((id) => id === customerId && send({ type: 'query.reload' })),
    [customerId, send],
  );
  const more = () => {
    const next = Math.min(pageSize + STEP, MOST);
    setPageSize(next);
    send({ type: 'query.changed', params: { id: customerId, pageSize: next } });
  };
  const data = history.data;
  const failure = history.snapshot.context.failure;
  return (
    <Card title="History of changes">
      {failure && !data && (
        <LoadFailure
          what="the history"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && data.items.length === 0 && <p className={record.muted}>No changes yet.</p>}
      {data && data.items.length > 0 && (
        <ol className={record.timeline}>
          {data.items.map((change) => (
            <ChangeLine key={change.id} change={change} />
          ))}
        </ol>
      )}
      {data && data.total > data.items.length && pageSize < MOST && (
        <Button size="small" onClick={more}>
          Show more
        </Button>
      )}
    </Card>
  );
}
