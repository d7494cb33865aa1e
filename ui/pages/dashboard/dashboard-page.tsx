import { useSelector } from '@xstate/react';
import { listDashboardTiles } from '../../../api/dashboard.api';
import { BANK_TIME_ZONE, formatBankDate } from '../../../policies/calendar';
import { useActors, useNowMs, useSession } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useHeaderBranch } from '../../app/use-header-branch';
import { useProcessingDate } from '../../app/use-processing-date';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import * as styles from './dashboard-page.css';
import { DashboardTileCard } from './dashboard-tile-card';

function greeting(nowMs: number): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: BANK_TIME_ZONE,
    }).format(nowMs),
  );
  if (hour < 12) return 'Good morning';
  return hour < 17 ? 'Good afternoon' : 'Good evening';
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * The dashboard: a greeting, and the tiles of the user's work, each read on its own so that one
 * that fails leaves the others standing. The server decides which tiles a user gets.
 */
export default function DashboardPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { user } = useSession().context;
  const nowMs = useNowMs();
  const processingDate = useProcessingDate();
  const branch = useHeaderBranch();
  // A lapsed license has its own banner, and the server refuses what the tiles would read.
  const lapsed = useSelector(useActors().license, (s) => s.context.license?.allowed === false);
  const name = text(user?.fullName, text(user?.username, 'there'));
  return (
    <Page
      title={route.title}
      description={`${greeting(nowMs)}, ${name}. The processing date is ${formatBankDate(processingDate)}.`}
    >
      {!lapsed && branch.settled && (
        <Tiles key={branch.activeBranchId ?? 'all'} branchId={branch.activeBranchId} />
      )}
    </Page>
  );
}

function Tiles({ branchId }: { branchId: string | null }) {
  const { snapshot, send, data } = useApiQuery(listDashboardTiles);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  if (failure) {
    return (
      <LoadFailure
        what="your dashboard"
        failure={failure}
        onRetry={() => send({ type: 'query.reload' })}
      />
    );
  }
  if (!data) return <p className={styles.muted}>Loading your dashboard…</p>;
  if (data.items.length === 0) {
    return <p className={styles.muted}>Nothing to show here yet for your roles.</p>;
  }
  return (
    <div className={styles.grid}>
      {data.items.map((tile) => (
        <DashboardTileCard key={tile.key} tile={tile} branchId={branchId} />
      ))}
    </div>
  );
}
