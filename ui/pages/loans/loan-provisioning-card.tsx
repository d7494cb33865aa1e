import { useCallback, useState } from 'react';
import type { Api } from '../../../api/client';
import {
  getLoanProvisioning,
  type LoanProvisioning,
  type LoanProvisionRun,
  listLoanProvisionRuns,
} from '../../../api/loans.api';
import type { Failure } from '../../../machines/failure';
import { hasPermission } from '../../../policies/access';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { Summary } from '../../components/summary-list';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as lending from './lending.css';
import { prudentialClassWords } from './lending-words';
import { PostProvisionsDialog } from './post-provisions-dialog';
import { GL_MAPPING_MISSING_TEXT, provisionMoveOf } from './provision-words';

/** The runs the card lists: enough to see the last few postings, not the whole history. */
const RECENT_RUNS = 5;

const loadRecentRuns = (api: Api) => listLoanProvisionRuns(api, RECENT_RUNS);

const money = `${table.cell} ${record.amount}`;

/** Each CBN class's loans, principal, rate and provision, and their total. */
function ClassTable({ figures }: { figures: LoanProvisioning }) {
  return (
    <div className={`${table.frame} ${record.scroll}`}>
      <table className={table.table} data-testid="provision-classes">
        <caption className={visuallyHidden}>Provision required by CBN class</caption>
        <ColumnHeads
          headings={['CBN class', 'Loans', 'Outstanding principal', 'Rate', 'Required provision']}
          amounts={['Loans', 'Outstanding principal', 'Rate', 'Required provision']}
        />
        <tbody>
          {figures.classes.map((row) => (
            <tr key={row.prudentialClass} data-class={row.prudentialClass}>
              <th scope="row" className={`${table.cell} ${record.rowHead}`}>
                {prudentialClassWords(row.prudentialClass)}
              </th>
              <td className={money}>{row.loanCount}</td>
              <td className={money}>{formatKobo(row.principalOutstandingKobo)}</td>
              <td className={money}>{row.provisionPercent} %</td>
              <td className={money}>{formatKobo(row.requiredKobo)}</td>
            </tr>
          ))}
          <tr className={record.totalRow}>
            <th scope="row" className={`${table.cell} ${record.rowHead}`}>
              Total
            </th>
            <td className={money}>{figures.loanCount}</td>
            <td className={money}>{formatKobo(figures.principalOutstandingKobo)}</td>
            <td className={money} />
            <td className={money}>{formatKobo(figures.requiredKobo)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** What a run would do to the allowance, under the difference it would post. */
const MOVE_NOTES = { none: 'Nothing to post', increase: 'Increase', release: 'Release' } as const;

/** The required total against what the allowance holds, and the difference a run would post. */
function Balance({ figures }: { figures: LoanProvisioning }) {
  const move = provisionMoveOf(figures.differenceKobo);
  return (
    <Summary
      label="Provision against the allowance"
      lines={[
        ['Required provision', formatKobo(figures.requiredKobo), false, { figure: 'required' }],
        [
          'Allowance now',
          formatKobo(figures.allowanceKobo),
          false,
          {
            figure: 'allowance',
            note: `${figures.allowanceAccountCode} · ${figures.allowanceAccountName}`,
          },
        ],
        [
          'Difference to post',
          formatKobo(move.amountKobo),
          true,
          {
            figure: 'difference',
            note: MOVE_NOTES[move.kind],
          },
        ],
      ]}
    />
  );
}

function postedWords(run: LoanProvisionRun): string {
  const move = provisionMoveOf(run.postedKobo);
  return move.kind === 'none' ? 'Nothing posted' : move.words;
}

/** The last runs, newest first: when, by whom, what they posted and through which entry. */
function RunsTable({ runs }: { runs: readonly LoanProvisionRun[] }) {
  if (runs.length === 0) {
    return <p className={record.muted}>No provisioning run has been posted yet.</p>;
  }
  return (
    <div className={`${table.frame} ${record.scroll}`}>
      <table className={table.table} data-testid="provision-runs">
        <caption className={visuallyHidden}>Last provisioning runs</caption>
        <ColumnHeads
          headings={['Date', 'By', 'Entry', 'Required', 'Posted']}
          amounts={['Required', 'Posted']}
        />
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-run={`${run.runDate}-${run.runNumber}`}>
              <td className={table.cell}>
                {formatBankDate(run.runDate)}
                <span className={record.listNote}>
                  Run {run.runNumber} · {formatBankDateTime(run.createdAt)}
                </span>
              </td>
              <td className={table.cell}>{run.createdBy}</td>
              <td className={`${table.cell} ${record.mono}`}>{run.entryNumber ?? '—'}</td>
              <td className={money}>{formatKobo(run.requiredKobo)}</td>
              <td className={money} data-figure="posted">
                {postedWords(run)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Runs({
  runs,
  onRetry,
}: {
  runs: ReturnType<typeof useApiQuery<LoanProvisionRun[]>>;
  onRetry: () => void;
}) {
  if (runs.data) return <RunsTable runs={runs.data} />;
  if (runs.snapshot.matches('failed') && runs.snapshot.context.failure) {
    return (
      <LoadFailure what="the runs" failure={runs.snapshot.context.failure} onRetry={onRetry} />
    );
  }
  return <p className={record.muted}>Loading the runs…</p>;
}

/** Why the figures are not shown: the GL map's missing mapping in words, or the server's. */
function FiguresFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  if (failure.code === 'gl_mapping_missing') {
    return <Notice tone="warning">{GL_MAPPING_MISSING_TEXT}</Notice>;
  }
  return <LoadFailure what="the provisioning figures" failure={failure} onRetry={onRetry} />;
}

/**
 * Loan loss provisioning as of the processing date: the provision each CBN class requires, the
 * allowance held against it, the last runs, and for staff with loan.manage the run that posts the
 * difference.
 */
export function LoanProvisioningCard() {
  const toast = useToast();
  const canPost = hasPermission(useAccessContext(), 'loan.manage');
  const provisioning = useApiQuery(getLoanProvisioning);
  const runs = useApiQuery(loadRecentRuns);
  const [posting, setPosting] = useState(false);
  const { send: sendFigures } = provisioning;
  const { send: sendRuns } = runs;
  const reload = useCallback(() => {
    sendFigures({ type: 'query.reload' });
    sendRuns({ type: 'query.reload' });
  }, [sendFigures, sendRuns]);
  const figures = provisioning.data;
  const failure = provisioning.snapshot.matches('failed')
    ? provisioning.snapshot.context.failure
    : null;
  const onPosted = useCallback(
    (run: LoanProvisionRun) => {
      setPosting(false);
      const posted = postedWords(run);
      toast(
        `Provisions posted: ${posted.charAt(0).toLowerCase()}${posted.slice(1)}${run.entryNumber ? ` (${run.entryNumber})` : ''}.`,
      );
      reload();
    },
    [toast, reload],
  );
  return (
    <section aria-labelledby="provisioning-title" data-testid="loan-provisioning">
      <Card>
        <div className={record.cardHead}>
          <h2 id="provisioning-title" className={record.cardTitle}>
            Loan loss provisioning
          </h2>
          {canPost && figures && (
            <Button size="small" tone="primary" onClick={() => setPosting(true)}>
              Post provisions
            </Button>
          )}
        </div>
        <div className={record.stack}>
          {failure && <FiguresFailure failure={failure} onRetry={reload} />}
          {!figures && !failure && (
            <p className={record.muted} aria-busy="true">
              Loading the provisioning figures…
            </p>
          )}
          {figures && (
            <>
              <p className={record.muted}>
                As of {formatBankDate(figures.asOfDate)}, over every branch: each active loan is
                classed by its days past due and provisioned at its class’s CBN rate on the
                principal it owes.
              </p>
              <ClassTable figures={figures} />
              <Balance figures={figures} />
            </>
          )}
          <h3 className={lending.provisionSubtitle}>Last runs</h3>
          <Runs runs={runs} onRetry={reload} />
        </div>
      </Card>
      {posting && figures && (
        <PostProvisionsDialog
          figures={figures}
          onDone={onPosted}
          onClose={() => setPosting(false)}
        />
      )}
    </section>
  );
}
