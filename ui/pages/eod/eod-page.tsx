import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../../../api/client';
import { type EodRun, getEodChecks, getEodRun, listEodRuns } from '../../../api/eod.api';
import { eodRunSnapshot } from '../../../machines/eod-run.machine';
import { formatBankDate } from '../../../policies/calendar';
import { useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import * as styles from './eod.css';
import { EodChecksCard } from './eod-checks-card';
import { EodHistory } from './eod-history';
import { EodRunCard } from './eod-run-card';
import { StartEodDialog } from './start-eod-dialog';

/** How often a running close of business is read again. */
const POLL_MS = 1500;

const loadLatest = (api: Api) => listEodRuns(api, 1, 1);

/** Whether a run is still on its way: the chart has not reached a final state from it. */
const open = (run: EodRun | null | undefined) =>
  run !== null && run !== undefined && eodRunSnapshot(run.status).status !== 'done';

/** Whether the server is still working the run: the chart lets its steps go on or fail. */
const moving = (run: EodRun) => eodRunSnapshot(run.status).can({ type: 'eod.stepFailed' });

/**
 * End of Day: what stands in the way of the close, the button that starts it, its progress step
 * by step while it runs, a failed run's error and its resume, and the closes so far.
 */
export default function EodPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { license } = useActors();
  const processingDate = useProcessingDate();
  const checks = useApiQuery(getEodChecks);
  const latest = useApiQuery(loadLatest);
  const [shown, setShown] = useState<EodRun | null>(null);
  const [asking, setAsking] = useState(false);
  const [version, setVersion] = useState(0);
  const last = latest.data?.items[0] ?? null;
  // The last run stays in view once it stops: the license's reload that moves the header's date
  // mounts the page afresh, and what was shown then comes back from the list.
  const run = shown ?? last;
  const settled = useCallback(
    (stopped: EodRun) => {
      setShown(stopped);
      // The date moved (or the run stopped): the header, the checks and the history read it again.
      license.send({ type: 'license.load' });
      checks.send({ type: 'query.reload' });
      latest.send({ type: 'query.reload' });
      setVersion((v) => v + 1);
    },
    [license, checks.send, latest.send],
  );
  const started = useCallback((next: EodRun) => {
    setAsking(false);
    setShown(next);
    setVersion((v) => v + 1);
  }, []);
  const failure = checks.snapshot.matches('failed') ? checks.snapshot.context.failure : null;
  const blocked = !checks.data || checks.data.blocking || open(run) || open(last);
  return (
    <Page
      title={route.title}
      description={`The processing date is ${formatBankDate(processingDate)}.`}
      actions={
        <Button tone="primary" disabled={blocked} onClick={() => setAsking(true)}>
          Run close of business
        </Button>
      }
    >
      <div className={styles.stack}>
        {failure && (
          <LoadFailure
            what="the checks"
            failure={failure}
            onRetry={() => checks.send({ type: 'query.reload' })}
          />
        )}
        {checks.data && <EodChecksCard checks={checks.data} />}
        {run && <RunWatcher key={run.id} initial={run} onSettled={settled} />}
        <EodHistory version={version} />
      </div>
      {asking && checks.data && (
        <StartEodDialog
          processingDate={checks.data.processingDate}
          warnings={checks.data.checks.filter((c) => c.severity === 'WARNING' && c.count > 0)}
          onStarted={started}
          onClose={() => setAsking(false)}
        />
      )}
    </Page>
  );
}

/** Reads a run again every second and a half while the server works it, and says when it stops. */
function RunWatcher({ initial, onSettled }: { initial: EodRun; onSettled: (run: EodRun) => void }) {
  const load = useCallback((api: Api) => getEodRun(api, initial.id), [initial.id]);
  const { snapshot, send, data } = useApiQuery(load);
  const run = data ?? initial;
  const waiting = !snapshot.matches('loading') && moving(run);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => send({ type: 'query.reload' }), POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, send]);
  const was = useRef(initial.status);
  useEffect(() => {
    if (!data || data.status === was.current) return;
    was.current = data.status;
    if (!moving(data)) onSettled(data);
  }, [data, onSettled]);
  const resumed = useCallback(() => send({ type: 'query.reload' }), [send]);
  return <EodRunCard run={run} onChanged={resumed} />;
}
