import { type FormEvent, useEffect, useState } from 'react';
import {
  createDepreciationRun,
  type DepreciationRun,
  getDepreciationRun,
} from '../../../api/assets.api';
import { formatBankDate } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import * as styles from './assets.css';

/** How often the run's progress is read while it works. */
const POLL_MS = 700;

function RunProgress({ run }: { run: DepreciationRun }) {
  const percent = run.totalCount === 0 ? 100 : Math.round((run.doneCount * 100) / run.totalCount);
  const done = run.status === 'DONE';
  return (
    <div
      className={record.stack}
      data-testid="depreciation-run"
      data-status={done ? 'done' : 'running'}
    >
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Depreciation run"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={record.muted}>
        {done ? 'Done: ' : 'Working: '}
        {run.doneCount} of {run.totalCount} assets, {run.postedCount} depreciation rows posted
        {run.failedCount > 0 ? `, ${run.failedCount} assets could not be depreciated` : ''}, up to{' '}
        {formatBankDate(run.upTo)}.
      </p>
    </div>
  );
}

/**
 * "Depreciate all due": every asset's rows up to a date, posted by the server in the background;
 * the bar follows the run until it is done, then the list is read again.
 */
export function DepreciationRunPanel({
  today,
  onFinished,
}: {
  today: string;
  onFinished: () => void;
}) {
  const api = useApi();
  const [upTo, setUpTo] = useState(today);
  const [run, setRun] = useState<DepreciationRun | null>(null);
  const { snapshot: request, send } = useRequest((input) =>
    createDepreciationRun(api, input as string),
  );
  const started = request.matches('succeeded') ? (request.context.output as DepreciationRun) : null;
  useSettled(started, setRun);
  const running = run?.status === 'RUNNING';
  useEffect(() => {
    if (run?.status !== 'RUNNING') return;
    const timer = setTimeout(() => {
      getDepreciationRun(api, run.id).then(setRun, () => setRun({ ...run }));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, run]);
  useSettled(run?.status === 'DONE' ? run : null, onFinished);

  function start(event: FormEvent) {
    event.preventDefault();
    if (upTo && upTo <= today) send({ type: 'request.submit', input: upTo });
  }
  const failure = request.context.failure;
  return (
    <Card title="Depreciate all due">
      <form className={styles.runLine} onSubmit={start} aria-label="Depreciate all due">
        <DateField
          label="Up to"
          value={upTo}
          max={today}
          error={upTo > today ? `Up to ${formatBankDate(today)} at the latest.` : undefined}
          onChange={setUpTo}
        />
        <Button type="submit" tone="primary" disabled={running || request.matches('submitting')}>
          {running ? 'Depreciating…' : 'Depreciate all due'}
        </Button>
      </form>
      {failure && <Notice tone="danger">{failure.message}</Notice>}
      {run && <RunProgress run={run} />}
    </Card>
  );
}
