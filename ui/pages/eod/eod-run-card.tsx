import { useCallback } from 'react';
import { type EodRun, resumeEodRun } from '../../../api/eod.api';
import { EOD_RUN_STATUS_LABELS, eodRunSnapshot } from '../../../machines/eod-run.machine';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import * as styles from './eod.css';
import { elapsedText, RUN_STATUS_TONES, STEP_STATUS_WORDS } from './eod-words';

/**
 * One close of business as it goes: each step with its status, items done of its total and time.
 * A failed run says which step failed and why, and offers to resume when the chart allows it.
 */
export function EodRunCard({ run, onChanged }: { run: EodRun; onChanged: (run: EodRun) => void }) {
  const api = useApi();
  const perform = useCallback(() => resumeEodRun(api, run.id), [api, run.id]);
  const { snapshot, send } = useRequest(perform);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as EodRun) : null, onChanged);
  const canResume = eodRunSnapshot(run.status).can({ type: 'eod.resume' });
  const failed = run.steps.find((step) => step.name === run.failedStep);
  return (
    <Card title={`Close of business of ${formatBankDate(run.processingDate)}`}>
      <section
        aria-label="Close of business progress"
        className={styles.stack}
        data-run-status={run.status}
      >
        <div className={styles.actions}>
          <span className={statusPill({ tone: RUN_STATUS_TONES[run.status] })}>
            {EOD_RUN_STATUS_LABELS[run.status]}
          </span>
          <span className={styles.muted}>
            Started {formatBankDateTime(run.startedAt)} by {run.startedBy}
            {run.finishedAt ? `, finished ${formatBankDateTime(run.finishedAt)}` : ''}
          </span>
        </div>
        {run.status === 'COMPLETED' && run.nextProcessingDate && (
          <Notice tone="success">
            The business day is closed; the processing date moved to{' '}
            {formatBankDate(run.nextProcessingDate)}.
          </Notice>
        )}
        {run.status === 'FAILED' && (
          <Notice tone="danger">
            <p className={styles.failure}>
              {failed ? `${failed.label} failed` : 'A step failed'}
              {failed?.error ? `: ${failed.error}` : '.'} The steps done so far stay done; resuming
              carries on from there.
            </p>
          </Notice>
        )}
        {snapshot.context.failure && (
          <Notice tone="danger">Not resumed: {snapshot.context.failure.message}</Notice>
        )}
        {canResume && (
          <div className={styles.actions}>
            <Button
              tone="primary"
              disabled={snapshot.matches('submitting')}
              onClick={() => send({ type: 'request.submit', input: null })}
            >
              {snapshot.matches('submitting') ? 'Resuming…' : 'Resume'}
            </Button>
          </div>
        )}
        <div className={table.frame}>
          <table className={table.table} aria-label="Steps">
            <thead>
              <tr>
                <th className={table.headCell}>Step</th>
                <th className={table.headCell}>Status</th>
                <th className={table.headCell}>Progress</th>
                <th className={table.headCell}>Time</th>
              </tr>
            </thead>
            <tbody>
              {run.steps.map((step) => {
                const words = STEP_STATUS_WORDS[step.status];
                const done = `${step.doneCount} of ${step.totalCount}`;
                return (
                  <tr key={step.name} data-step={step.name} data-step-status={step.status}>
                    <td className={table.cell}>{step.label}</td>
                    <td className={table.cell}>
                      <span className={statusPill({ tone: words.tone })}>{words.label}</span>
                    </td>
                    <td className={table.cell}>
                      <progress
                        className={styles.progress}
                        max={Math.max(step.totalCount, 1)}
                        value={step.status === 'DONE' && step.totalCount === 0 ? 1 : step.doneCount}
                        aria-label={`${step.label}: ${done}`}
                      />
                      <span className={styles.muted}>{done}</span>
                    </td>
                    <td className={table.cell}>
                      {step.status === 'PENDING' ? '' : elapsedText(step.elapsedMs)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  );
}
