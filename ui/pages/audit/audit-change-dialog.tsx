import type { AuditChange, AuditEvent } from '../../../api/audit.api';
import { HIDDEN_VALUE } from '../../../policies/audit-changes';
import { formatBankDateTime } from '../../../policies/calendar';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './audit.css';
import { fieldWords, isRowId } from './audit-list';

const CODE_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** A value as people read it: secrets as "hidden", codes (ACTIVE) as words, nothing as a dash. */
function ChangeValue({ value }: { value: string | null }) {
  if (value === null || value === '') return <span className={styles.hidden}>none</span>;
  if (value === HIDDEN_VALUE) return <span className={styles.hidden}>hidden</span>;
  if (isRowId(value)) {
    return (
      <span className={styles.hidden} title={value}>
        a record id
      </span>
    );
  }
  if (CODE_VALUE.test(value) && value.length > 1) {
    const words = value.replaceAll('_', ' ').toLowerCase();
    return <>{words.charAt(0).toUpperCase() + words.slice(1)}</>;
  }
  return <>{value}</>;
}

function ChangeRow({ change }: { change: AuditChange }) {
  const changed = change.before !== change.after;
  return (
    <tr className={changed ? styles.changedRow : undefined} data-changed={changed || undefined}>
      <th scope="row" className={styles.fieldCell}>
        {fieldWords(change.field)}
        {changed && <span className={visuallyHidden}> (changed)</span>}
      </th>
      <td className={styles.changeCell}>
        <ChangeValue value={change.before} />
      </td>
      <td className={styles.changeCell}>
        <ChangeValue value={change.after} />
      </td>
    </tr>
  );
}

/** One event's change: the record before and after side by side, changed fields marked. */
export function AuditChangeDialog({
  event,
  action,
  onClose,
}: {
  event: AuditEvent;
  action: string;
  onClose: () => void;
}) {
  const changes = event.changes ?? [];
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || onClose()}
      title={action}
      description={`${event.username ?? 'Someone not signed in'}, ${formatBankDateTime(event.at)}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {changes.length === 0 ? (
        <p>This event keeps no change: it read, was refused or failed.</p>
      ) : (
        <table className={styles.changes}>
          <caption className={visuallyHidden}>The change, before and after</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.fieldCell}>
                Field
              </th>
              <th scope="col" className={styles.changeCell}>
                Before
              </th>
              <th scope="col" className={styles.changeCell}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <ChangeRow key={change.field} change={change} />
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
