import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import { listTills, type Till, type TillList } from '../../../api/tills.api';
import { hasPermission } from '../../../policies/access';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useHeaderBranch } from '../../app/use-header-branch';
import { Button } from '../../components/button';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { CashPositionCard } from './cash-position';
import { TillDialog } from './till-dialog';
import { HIDDEN_UNTIL_COUNTED, limitGauge, SESSION_STATUS_WORDS } from './till-words';
import * as styles from './tills.css';
import { TillsConfigCard } from './tills-config-card';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Till' },
  { heading: 'Status' },
  { heading: 'Current session' },
  { heading: 'Teller' },
  { heading: 'Cash against limits', amount: true },
  { heading: 'Actions' },
];

function loadTills(api: Api, branchId: string | null): Promise<TillList | null> {
  return branchId ? listTills(api, { branchId }) : Promise.resolve(null);
}

/** The till's cash against its hard limit, the soft limit a tick on the bar. */
function LimitGauge({ till }: { till: Till }) {
  if (till.balanceKobo === null) {
    return (
      <div className={styles.gauge} data-figure="cash">
        <strong className={record.amount}>—</strong>
        <span className={record.listNote}>{HIDDEN_UNTIL_COUNTED}</span>
      </div>
    );
  }
  const gauge = limitGauge({ ...till, balanceKobo: till.balanceKobo });
  const softPercent = Math.min(100, Math.round((till.softLimitKobo * 100) / till.hardLimitKobo));
  return (
    <div className={styles.gauge} data-figure="cash" data-tone={gauge.tone}>
      <strong className={record.amount}>{formatKobo(till.balanceKobo)}</strong>
      {/* The bar is a picture of the figures beside it, which say the same in words. */}
      <div className={styles.track} aria-hidden="true">
        <div
          className={`${styles.fillBar} ${styles.fill[gauge.tone]}`}
          style={{ width: `${gauge.percent}%` }}
        />
        <div className={styles.softTick} style={{ left: `${softPercent}%` }} />
      </div>
      <span className={styles.gaugeWords[gauge.tone]}>
        {gauge.words} · soft {formatKobo(till.softLimitKobo)} · hard{' '}
        {formatKobo(till.hardLimitKobo)}
      </span>
    </div>
  );
}

/**
 * The tills of the header's branch: who works each today, its cash against its limits, and the
 * branch's cash position report for a business date.
 */
export default function TillsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const branch = useHeaderBranch();
  const access = useAccessContext();
  const manages =
    hasPermission(access, 'till.cash.manage') || hasPermission(access, 'branch.manage');
  const branchId = branch.settled ? branch.activeBranchId : null;
  const { snapshot, send, data } = useApiQuery(loadTills, branchId);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  // The header's branch changes the list: it is read again for the new branch.
  const shownBranch = useRef(branchId);
  useEffect(() => {
    if (shownBranch.current === branchId) return;
    shownBranch.current = branchId;
    send({ type: 'query.changed', params: branchId });
  }, [branchId, send]);
  const [editing, setEditing] = useState<Till | 'new' | null>(null);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const tills = data?.items ?? [];
  return (
    <Page
      title={route.title}
      description={`The tills of ${branch.name}: who works each today and the cash each holds.`}
      actions={
        <>
          <Link href="/tills/sessions">Till sessions</Link>
          {manages && branchId && (
            <Button tone="primary" size="small" onClick={() => setEditing('new')}>
              New till
            </Button>
          )}
        </>
      }
    >
      {branch.settled && !branchId ? (
        <Notice tone="info">
          Choose a branch in the header to see its tills and cash position.
        </Notice>
      ) : (
        <ListTable
          caption="Tills"
          columns={COLUMNS}
          texts={{
            what: 'the tills',
            loading: 'Loading tills…',
            empty: 'This branch has no till yet.',
          }}
          loaded={data !== null}
          loading={snapshot.matches('loading') || !branch.settled}
          failure={failure}
          onRetry={reload}
          rowCount={tills.length}
        >
          {tills.map((till) => (
            <TillRow key={till.id} till={till} manages={manages} onEdit={() => setEditing(till)} />
          ))}
        </ListTable>
      )}
      {branchId && <CashPositionCard key={branchId} branchId={branchId} branchName={branch.name} />}
      {hasPermission(access, 'config.system.manage') && <TillsConfigCard />}
      {editing && branchId && (
        <TillDialog
          till={editing === 'new' ? null : editing}
          branchId={branchId}
          branchName={branch.name}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            toast(`${saved.code} · ${saved.name} is saved.`);
            reload();
          }}
        />
      )}
    </Page>
  );
}

function TillRow({ till, manages, onEdit }: { till: Till; manages: boolean; onEdit: () => void }) {
  const session = till.currentSessionStatus
    ? SESSION_STATUS_WORDS[till.currentSessionStatus]
    : null;
  return (
    <tr data-till={till.code} data-status={till.status}>
      <td className={table.cell}>
        <strong>{till.code}</strong>
        <span className={record.listNote}>
          {till.name} · GL {till.glAccountCode}
        </span>
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: till.status === 'ACTIVE' ? 'good' : 'neutral' })}>
          {till.status === 'ACTIVE' ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td className={table.cell}>
        {session && till.currentSessionId ? (
          <Link
            href={`/tills/session/${encodeURIComponent(till.currentSessionId)}`}
            className={record.recordLink}
          >
            <span className={statusPill({ tone: session.tone })}>{session.label}</span>
          </Link>
        ) : (
          <span className={record.muted}>No session</span>
        )}
      </td>
      <td className={table.cell}>{till.currentTellerName ?? '—'}</td>
      <td className={`${table.cell} ${record.amount}`}>
        <LimitGauge till={till} />
      </td>
      <td className={table.cell}>
        {manages && (
          <Button size="small" onClick={onEdit} aria-label={`Edit ${till.code}`}>
            Edit
          </Button>
        )}
      </td>
    </tr>
  );
}
