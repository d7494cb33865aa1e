import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { listApprovalRequests } from '../../../api/approvals.api';
import type { Api } from '../../../api/client';
import { listTillSessions, type TillSession } from '../../../api/tills.api';
import { OPEN_TILL_SESSION_STATUSES } from '../../../machines/till-session.machine';
import { hasFeature, hasPermission } from '../../../policies/access';
import { useAccessContext, useActors, useSession } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { useHeaderBranch } from '../../app/use-header-branch';
import { LoadFailure } from '../../components/load-failure';
import { Card, Facts } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import { SESSION_STATUS_WORDS } from './till-words';
import * as styles from './tills.css';

const TILL_APPROVAL_TYPES = ['CASH_WITHDRAWAL', 'CASH_REVERSAL', 'TILL_VARIANCE'] as const;

const isOpen = (session: TillSession) => OPEN_TILL_SESSION_STATUSES.includes(session.status);

function StatusPill({ session }: { session: TillSession }) {
  const word = SESSION_STATUS_WORDS[session.status];
  return <span className={statusPill({ tone: word.tone })}>{word.label}</span>;
}

/** The teller's till on the processing date: where to go to take and pay cash. */
function YourTillCard({ tellerId }: { tellerId: string }) {
  const load = useCallback(
    (api: Api) => listTillSessions(api, { tellerId, pageSize: 5 }),
    [tellerId],
  );
  const { snapshot, send, data } = useApiQuery(load);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const session = data?.items.find(isOpen) ?? null;
  return (
    <Card title="Your till">
      {failure && (
        <LoadFailure
          what="your till session"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && !session && (
        <p className={record.muted}>
          No till session is open for you. Ask the head teller to assign you a till.
        </p>
      )}
      {session && (
        <>
          <Facts
            items={[
              ['Till', `${session.tillCode} · ${session.tillName}`],
              ['Status', <StatusPill key="status" session={session} />],
            ]}
          />
          <p className={styles.cardLink}>
            <Link href={`/tills/session/${encodeURIComponent(session.id)}`}>Go to your till</Link>
          </p>
        </>
      )}
    </Card>
  );
}

async function loadBranchTills(api: Api, branchId: string | null) {
  const [today, leftOpen, ...approvals] = await Promise.all([
    listTillSessions(api, { ...(branchId ? { branchId } : {}), pageSize: 100 }),
    listTillSessions(api, { ...(branchId ? { branchId } : {}), leftOpen: true, pageSize: 1 }),
    ...TILL_APPROVAL_TYPES.map((type) =>
      listApprovalRequests(api, { type, awaitingMe: true, pageSize: 1 }),
    ),
  ]);
  return {
    open: today.items.filter(isOpen).length,
    closing: today.items.filter((s) => s.status === 'CLOSING' || s.status === 'VARIANCE_PENDING')
      .length,
    leftOpen: leftOpen.total,
    approvals: approvals.reduce((sum, page) => sum + page.total, 0),
  };
}

/** The head teller's branch at a glance: sessions open, closing, left open, approvals waiting. */
function BranchTillsCard({
  branchId,
  branchName,
}: {
  branchId: string | null;
  branchName: string;
}) {
  const load = useCallback((api: Api) => loadBranchTills(api, branchId), [branchId]);
  const { snapshot, send, data } = useApiQuery(load);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  return (
    <Card title={`Tills · ${branchName}`}>
      {failure && (
        <LoadFailure
          what="the branch's tills"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && (
        <Facts
          items={[
            ['Open sessions', String(data.open)],
            ['Closing or with a variance', String(data.closing)],
            ['Left open from an earlier date', String(data.leftOpen)],
            ['Approvals waiting for you', String(data.approvals)],
          ]}
        />
      )}
      <p className={styles.cardLink}>
        <Link href="/tills/sessions">Open the head teller’s queue</Link>
      </p>
    </Card>
  );
}

/** The dashboard's till cards: a teller's own till, and a head teller's branch. */
export function TillDashboardCards() {
  const access = useAccessContext();
  const userId = useSession().context.user?.id;
  const branch = useHeaderBranch();
  const { license } = useActors();
  // A lapsed license already has its own banner; the server would refuse these figures anyway.
  const lapsed = useSelector(license, (s) => s.context.license?.allowed === false);
  if (lapsed || !hasFeature(access.licenseFeatures, 'TILLS')) return null;
  const works = hasPermission(access, 'till.session.open') && typeof userId === 'string';
  const supervises = hasPermission(access, 'till.session.assign');
  return (
    <>
      {works && !supervises && <YourTillCard tellerId={userId} />}
      {supervises && branch.settled && (
        <BranchTillsCard
          key={branch.activeBranchId ?? 'all'}
          branchId={branch.activeBranchId}
          branchName={branch.name}
        />
      )}
    </>
  );
}
