import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { getApprovalCounts } from '../../../api/approvals.api';
import type { Api } from '../../../api/client';
import { hasFeature, hasPermission } from '../../../policies/access';
import { APPROVAL_PERMISSIONS } from '../../../policies/approval-rules';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Card, Facts } from '../../components/page';
import { OPERATION_TYPE_WORDS } from '../approvals/approval-words';
import * as styles from './dashboard-page.css';

const loadCounts = (api: Api) => getApprovalCounts(api);

const inboxOf = (type: string) => `/approvals?type=${encodeURIComponent(type)}`;

const requests = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

/**
 * The approvals at a glance: what awaits the signed-in user's decision, by type, each type a link
 * to the inbox filtered to it, and how many of the user's own requests still wait ("Sent by me").
 */
export function ApprovalCountsCard() {
  const access = useAccessContext();
  // A lapsed license already has its own banner; the server would refuse the counts anyway.
  const lapsed = useSelector(useActors().license, (s) => s.context.license?.allowed === false);
  if (lapsed || !hasFeature(access.licenseFeatures, 'OPERATIONS')) return null;
  return <Counts decides={hasPermission(access, APPROVAL_PERMISSIONS)} />;
}

function Counts({ decides }: { decides: boolean }) {
  const { snapshot, send, data } = useApiQuery(loadCounts);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  return (
    <Card title="Approvals">
      {failure && (
        <LoadFailure
          what="the approvals"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && (
        <section aria-label="Approvals at a glance" className={styles.stack}>
          {decides && (
            <Facts
              items={[
                ['Awaiting your decision', requests(data.awaitingMe.total)],
                ...data.awaitingMe.byType.map(
                  ({ operationType, count }) =>
                    [
                      OPERATION_TYPE_WORDS[operationType],
                      <Link key={operationType} href={inboxOf(operationType)}>
                        {requests(count)}
                      </Link>,
                    ] as const,
                ),
              ]}
            />
          )}
          <Facts items={[['Your requests waiting', requests(data.mine.total)]]} />
          <p className={styles.links}>
            {decides && <Link href="/approvals">Open the approvals inbox</Link>}
            <Link href="/approvals?show=MINE">See what you sent</Link>
          </p>
        </section>
      )}
    </Card>
  );
}
