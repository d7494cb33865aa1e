import { useState } from 'react';
import {
  getNipReconRun,
  listNipReconRuns,
  type NipReconRun,
  type NipReconRunQuery,
} from '../../../api/nip-recon.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import type { ListSpec, ListState } from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { NewRun } from './new-run';
import * as styles from './nip-recon.css';
import { differenceKobo, exceptionCount } from './nip-recon-labels';
import { RunDetail } from './run-detail';

/** The runs list keeps only its page in the address bar; newest settlement date first. */
const RUN_LIST: ListSpec<never> = { filters: {} };
const runQuery = (state: ListState<never>): NipReconRunQuery => ({ page: state.page });

const RUN_COLUMNS: readonly ListColumn[] = [
  { heading: 'Settlement date' },
  { heading: 'Source' },
  { heading: 'Matched' },
  { heading: 'Exceptions' },
  { heading: 'Open' },
  { heading: 'Difference' },
  { heading: 'Run by' },
];

const loadRun = (api: Parameters<typeof getNipReconRun>[0], id: string) => getNipReconRun(api, id);

/**
 * NIP reconciliation: the switch's settlement report of a date matched with our outward
 * transfers. Start a run, pick one from the list, and work its exceptions.
 */
export default function NipReconPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const runs = useListQuery({ spec: RUN_LIST, load: listNipReconRuns, params: runQuery });
  const [selected, setSelected] = useState<string | null>(null);
  const { data } = runs;

  return (
    <Page
      title={route.title}
      description="Match the NIP switch's settlement report with our outward transfers, then work the exceptions."
    >
      <div className={styles.stack}>
        <NewRun
          onDone={(run) => {
            setSelected(run.id);
            runs.reload();
          }}
        />
        <ListTable
          caption="Reconciliation runs"
          columns={RUN_COLUMNS}
          texts={{
            what: 'the reconciliation runs',
            loading: 'Loading runs…',
            empty: 'No settlement date has been reconciled yet.',
          }}
          loaded={data !== null}
          loading={runs.loading}
          failure={runs.failure}
          onRetry={runs.reload}
          rowCount={data?.items.length ?? 0}
          paging={data && { meta: data, noun: ['run', 'runs'], onPage: runs.setPage }}
        >
          {(data?.items ?? []).map((run) => (
            <RunRow
              key={run.id}
              run={run}
              selected={run.id === selected}
              onOpen={() => setSelected(run.id)}
            />
          ))}
        </ListTable>
        {selected && <SelectedRun key={selected} id={selected} onChanged={runs.reload} />}
      </div>
    </Page>
  );
}

function RunRow({
  run,
  selected,
  onOpen,
}: {
  run: NipReconRun;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <tr className={selected ? styles.selectedRow : undefined} aria-selected={selected}>
      <td className={table.cell}>
        <button type="button" className={styles.rowButton} onClick={onOpen}>
          {formatBankDate(run.date)}
        </button>
      </td>
      <td className={table.cell}>{run.source === 'SWITCH' ? 'Switch' : 'Upload'}</td>
      <td className={table.cell}>{run.counts.matched}</td>
      <td className={table.cell}>{exceptionCount(run)}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: run.openExceptions > 0 ? 'warning' : 'good' })}>
          {run.openExceptions > 0 ? `${run.openExceptions} open` : 'All worked'}
        </span>
      </td>
      <td className={`${table.cell} ${styles.amount}`}>{formatKobo(differenceKobo(run))}</td>
      <td className={table.cell}>{run.createdBy}</td>
    </tr>
  );
}

/** The chosen run, read afresh so its open count follows the actions taken on its lines. */
function SelectedRun({ id, onChanged }: { id: string; onChanged: () => void }) {
  const run = useApiQuery(loadRun, id);
  if (run.snapshot.matches('failed')) {
    return <p className={styles.muted}>{run.snapshot.context.failure?.message}</p>;
  }
  if (!run.data) return <p className={styles.muted}>Loading the run…</p>;
  return (
    <RunDetail
      run={run.data}
      onChanged={() => {
        run.send({ type: 'query.reload' });
        onChanged();
      }}
    />
  );
}
