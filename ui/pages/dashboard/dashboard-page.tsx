import { useMachine, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { getHealth } from '../../../api/health.api';
import { serviceStatusMachine } from '../../../machines/service-status.machine';
import { effectivePermissions } from '../../../policies/access';
import {
  BANK_TIME_ZONE,
  bankDate,
  formatBankDate,
  formatBankDateTime,
} from '../../../policies/calendar';
import { licenseProcessingDate, licenseStatus } from '../../../policies/license';
import { menuEntries, visibleMenu } from '../../../policies/menu';
import { roleByKey } from '../../../policies/roles';
import { useApi } from '../../app/api-context';
import { useAccessContext, useActors, useNowMs, useSession } from '../../app/app-actor';
import type { PageProps } from '../../app/page-props';
import { Card, Facts, Page } from '../../components/page';
import { useDocumentTitle } from '../document-title';
import { TillDashboardCards } from '../tills/till-dashboard-cards';
import { ApprovalCountsCard } from './approval-counts-card';
import * as styles from './dashboard-page.css';
import { featureWords, licenseStatusWords } from './dashboard-words';

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

function text(value: unknown, fallback = 'N/A'): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function ServiceCard() {
  const api = useApi();
  const machine = useMemo(
    () =>
      serviceStatusMachine.provide({ actors: { checkHealth: fromPromise(() => getHealth(api)) } }),
    [api],
  );
  const [snapshot] = useMachine(machine);
  const { health, message } = snapshot.context;
  return (
    <Card title="Service">
      <Facts
        items={[
          [
            'API',
            snapshot.matches('up')
              ? 'Available'
              : snapshot.matches('down')
                ? `Unavailable: ${message}`
                : 'Checking…',
          ],
          ['Version', health?.version ?? 'N/A'],
        ]}
      />
    </Card>
  );
}

/** The dashboard: who the user is, where they work, what they may do, and the tenant's license. */
export default function DashboardPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { branch, license } = useActors();
  const { user, tenantId } = useSession().context;
  const access = useAccessContext();
  const nowMs = useNowMs();
  const activeBranch = useSelector(branch, (s) =>
    s.context.branches.find((item) => item.id === s.context.activeBranchId),
  );
  const current = useSelector(license, (s) => s.context.license);
  const areas = visibleMenu(access).filter((node) => node.path === undefined);
  const pages = menuEntries(visibleMenu(access)).filter((entry) => entry.node.path !== undefined);
  const name = text(user?.fullName, text(user?.username, 'there'));
  const processingDate =
    (current && licenseProcessingDate(current)) ?? user?.processingDate ?? null;
  return (
    <Page
      title={route.title}
      description={`${greeting(nowMs)}, ${name}. Today is ${formatBankDate(bankDate(nowMs))}.`}
    >
      <div className={styles.grid}>
        <Card title="Your profile">
          <Facts
            items={[
              ['Name', text(user?.fullName)],
              ['Username', text(user?.username)],
              [
                'Roles',
                (user?.roles ?? []).map((key) => roleByKey(key)?.name ?? key).join(', ') || 'None',
              ],
              ['Working branch', activeBranch?.name ?? 'All branches'],
              [
                'Last sign-in',
                formatBankDateTime(typeof user?.lastLoginAt === 'string' ? user.lastLoginAt : null),
              ],
            ]}
          />
        </Card>
        <Card title="Tenant">
          <Facts
            items={[
              ['Bank', text(user?.tenantName)],
              ['Tenant', text(tenantId)],
              ['Processing date', formatBankDate(processingDate)],
              ['License', current ? licenseStatusWords(licenseStatus(current)) : 'Unknown'],
              [
                'Valid until',
                formatBankDateTime(
                  typeof current?.metadata.validUntil === 'string'
                    ? current.metadata.validUntil
                    : null,
                ),
              ],
            ]}
          />
        </Card>
        <Card title="Your access">
          <Facts
            items={[
              ['Areas', areas.map((node) => node.label).join(', ') || 'Dashboard only'],
              ['Pages', String(pages.length)],
              ['Permissions', String(effectivePermissions(access).size)],
              [
                'Licensed features',
                (current?.features ?? access.licenseFeatures ?? []).map(featureWords).join(', ') ||
                  'None known',
              ],
            ]}
          />
        </Card>
        <ApprovalCountsCard />
        <TillDashboardCards />
        <ServiceCard />
      </div>
    </Page>
  );
}
