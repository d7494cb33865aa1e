import { useCallback } from 'react';
import {
  type CustomerIdentityChecks,
  type IdentityCheck,
  type IdentityNumberChecks,
  listCustomerIdentityChecks,
  runCustomerIdentityChecks,
} from '../../../api/identity-checks.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDateTime } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as styles from './customer-identity-section.css';
import { IdentityStatePill, identityStateWords } from './customer-identity-state';
import type { CustomerSectionProps } from './customer-sections';

const TITLE = 'BVN and NIN';
const EARLIER_SHOWN = 5;

function checkedWhen(check: IdentityCheck): string {
  return `Checked ${formatBankDateTime(check.checkedAt)} by ${check.checkedBy}`;
}

function NumberRow({ name, entry }: { name: 'BVN' | 'NIN'; entry: IdentityNumberChecks }) {
  const latest = entry.latest;
  return (
    <div className={styles.row} data-identity={name}>
      <div className={styles.kind}>
        <span className={styles.kindName}>{name}</span>
        <span className={styles.mono}>{entry.numberMasked ?? 'None on file'}</span>
      </div>
      <div className={styles.detail}>
        <div className={styles.headline}>
          <IdentityStatePill entry={entry} />
          {latest && <span className={styles.muted}>{checkedWhen(latest)}</span>}
        </div>
        {latest && entry.state !== 'NOT_CHECKED' && <span>{latest.message}</span>}
        {latest?.stale && (
          <span className={styles.muted}>
            The last check was of details the customer has since changed; check again.
          </span>
        )}
        {entry.state === 'MISMATCH' && (
          <span>
            A mismatch blocks a tier upgrade until the record is corrected and checked again.
          </span>
        )}
      </div>
    </div>
  );
}

function EarlierChecks({ checks }: { checks: readonly IdentityCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <details>
      <summary className={styles.muted}>Earlier checks ({checks.length})</summary>
      <ul className={styles.history}>
        {checks.slice(0, EARLIER_SHOWN).map((check) => (
          <li key={check.id} className={styles.muted}>
            {check.kind}: {identityStateWords(check.state, check.mismatchedFields)}.{' '}
            {checkedWhen(check)}
          </li>
        ))}
      </ul>
    </details>
  );
}

function CheckNow({
  checks,
  onDone,
}: {
  checks: CustomerIdentityChecks;
  onDone: (next: CustomerIdentityChecks) => void;
}) {
  const api = useApi();
  const { snapshot, send } = useRequest(async () => {
    const next = await runCustomerIdentityChecks(api, checks.customerId);
    onDone(next);
    return next;
  });
  const running = snapshot.matches('submitting');
  const failure = snapshot.context.failure;
  return (
    <>
      {failure && <Notice tone="danger">{failure.message}</Notice>}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          disabled={running}
          onClick={() => send({ type: 'request.submit', input: null })}
        >
          {running ? 'Checking…' : 'Check now'}
        </Button>
        <span className={styles.muted}>Asks NIBSS and NIMC; each lookup may be charged.</span>
      </div>
    </>
  );
}

/** The customer's BVN and NIN, where their checks with NIBSS and NIMC stand, and "Check now". */
export function CustomerIdentitySection({
  customerId,
  customerType,
  onChanged,
}: CustomerSectionProps) {
  const access = useAccessContext();
  const query = useApiQuery(listCustomerIdentityChecks, customerId);
  const reload = query.send;
  const done = useCallback(() => {
    reload({ type: 'query.reload' });
    onChanged();
  }, [reload, onChanged]);
  if (customerType === 'CORPORATE') return null;
  const checks = query.data;
  const failure = query.snapshot.context.failure;
  const mayCheck =
    hasPermission(access, 'customer.update') || hasPermission(access, 'compliance.kyc.review');
  if (!checks) {
    return (
      <Card title={TITLE}>
        {failure ? (
          <LoadFailure
            what="the BVN and NIN checks"
            failure={failure}
            onRetry={() => reload({ type: 'query.reload' })}
          />
        ) : (
          <p className={styles.muted} aria-busy="true">
            Loading the BVN and NIN checks…
          </p>
        )}
      </Card>
    );
  }
  const latestIds = new Set([checks.bvn.latest?.id, checks.nin.latest?.id]);
  const hasNumber = checks.bvn.numberMasked !== null || checks.nin.numberMasked !== null;
  return (
    <Card title={TITLE}>
      <section aria-label={TITLE} className={styles.rows}>
        <NumberRow name="BVN" entry={checks.bvn} />
        <NumberRow name="NIN" entry={checks.nin} />
        <EarlierChecks checks={checks.history.filter((check) => !latestIds.has(check.id))} />
        {mayCheck && hasNumber && <CheckNow checks={checks} onDone={done} />}
      </section>
    </Card>
  );
}
