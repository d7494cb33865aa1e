import { useSelector } from '@xstate/react';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { currentTheme } from '../../machines/theme.machine';
import { selectedRole } from '../../policies/access';
import {
  bankDate,
  formatBankDate,
  formatClockTime,
  isProcessingDateBehind,
} from '../../policies/calendar';
import { enumLabel } from '../../policies/labels';
import { isLicenseHighlighted, licenseProcessingDate, licenseStatus } from '../../policies/license';
import { roleByKey } from '../../policies/roles';
import { useAccessContext, useActors, useNowMs } from '../app/app-actor';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Select } from '../components/select';
import { Tooltip } from '../components/tooltip';
import * as styles from './shell.css';

// Radix reserves the empty value, so 'All branches' and 'All roles' travel as this one.
const ALL = '__all__';

function roleName(key: string): string {
  return roleByKey(key)?.name ?? key;
}

/** The chosen role; a user with one role acts in it, so it is named rather than 'All roles'. */
function roleBadge(chosen: string | null, roles: readonly string[]): string {
  if (chosen) return roleName(chosen);
  const [only] = roles;
  return roles.length === 1 && only ? roleName(only) : 'All roles';
}

function BranchControl() {
  const { branch } = useActors();
  const { branches, activeBranchId } = useSelector(branch, (snapshot) => snapshot.context);
  // A closed branch takes no new work, so it is not offered (unless it is the one already chosen).
  const open = branches.filter((item) => item.status === 'ACTIVE' || item.id === activeBranchId);
  const options = [
    { value: ALL, label: 'All branches' },
    ...open.map((item) => ({ value: item.id ?? '', label: item.name })),
  ];
  return (
    <Select
      variant="badge"
      label="Branch"
      value={activeBranchId ?? ALL}
      options={options}
      disabled={branches.length === 0}
      onChange={(value) =>
        branch.send({ type: 'branch.select', branchId: value === ALL ? null : value })
      }
    />
  );
}

/** The Role badge: a selector for a user with several roles, a plain badge for one role. */
function RoleControl({ badgeText }: { badgeText: string }) {
  const { activeRole } = useActors();
  const { availableRoles, activeRole: chosen } = useSelector(activeRole, (s) => s.context);
  if (availableRoles.length <= 1) return <Badge label="Role" value={badgeText} />;
  const options = [
    { value: ALL, label: 'All roles' },
    ...availableRoles.map((key) => ({ value: key, label: roleName(key) })),
  ];
  return (
    <Select
      variant="badge"
      label="Role"
      value={chosen ?? ALL}
      options={options}
      onChange={(value) =>
        activeRole.send({ type: 'activeRole.select', role: value === ALL ? null : value })
      }
    />
  );
}

function ThemeToggle() {
  const { theme } = useActors();
  const current = useSelector(theme, (snapshot) => currentTheme(snapshot.context));
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`} side="bottom">
      <Button
        size="small"
        tone="ghost"
        className={styles.themeToggle}
        aria-label={`Switch to ${next} theme`}
        onClick={() => theme.send({ type: 'theme.toggle' })}
      >
        {current === 'dark' ? (
          <Sun size={16} aria-hidden="true" />
        ) : (
          <Moon size={16} aria-hidden="true" />
        )}
      </Button>
    </Tooltip>
  );
}

/**
 * The header (SPEC.md section 2): Tenant, Branch, Role, Current Date, Processing Date
 * (highlighted when not today), Current Time (every second) and License status (highlighted when
 * not allowed or a trial), and the theme toggle. The Branch badge is the branch selector and the
 * Role badge the role selector, so each shows once. One row on a desktop; narrower, the dates
 * move under the workspace as one group rather than badge by badge. The bank's name is the one
 * badge that shortens, its tenant ID joining it in the title, where the full name stays.
 */
export function Header() {
  const { session, license } = useActors();
  const nowMs = useNowMs();
  const access = useAccessContext();
  const { tenantId, user } = useSelector(session, (snapshot) => snapshot.context);
  const currentLicense = useSelector(license, (snapshot) => snapshot.context.license);
  const role = selectedRole(access);
  const processingDate =
    (currentLicense && licenseProcessingDate(currentLicense)) ?? user?.processingDate ?? null;
  return (
    <header className={styles.header}>
      <section className={styles.workspaceGroup} aria-label="Workspace">
        <span className={styles.tenantBadge}>
          <Badge
            label="Tenant"
            value={user?.tenantName ?? tenantId ?? 'N/A'}
            title={user?.tenantName && tenantId ? `${user.tenantName} (${tenantId})` : undefined}
          />
        </span>
        <BranchControl />
        <RoleControl badgeText={roleBadge(role, user?.roles ?? [])} />
      </section>
      <div className={styles.headerEnd}>
        <section className={styles.headerGroup} aria-label="Dates and license">
          <Badge label="Current Date" value={formatBankDate(bankDate(nowMs))} />
          <Badge
            label="Processing Date"
            value={formatBankDate(processingDate)}
            tone={isProcessingDateBehind(processingDate, nowMs) ? 'highlighted' : 'neutral'}
          />
          <Badge label="Current Time" value={formatClockTime(nowMs)} />
          <Badge
            label="License"
            value={currentLicense ? enumLabel(licenseStatus(currentLicense)) : 'Unknown'}
            tone={currentLicense && isLicenseHighlighted(currentLicense) ? 'highlighted' : 'good'}
          />
        </section>
        <ThemeToggle />
      </div>
    </header>
  );
}
