import { type FormEvent, useState } from 'react';
import { type Account, changeAccountStatus } from '../../../api/accounts.api';
import { REASON_MAX_LENGTH } from '../../../policies/deposit-inputs';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import { Notice } from '../../components/notice';
import type { StatusAction } from './account-status';
import * as styles from './accounts.css';

/**
 * Confirms one status change with the reason it is made for, which the audit log keeps. The
 * server checks the move against the same chart and answers the account as it now is.
 */
export function StatusActionDialog({
  account,
  action,
  onClose,
  onChanged,
}: {
  account: Account;
  action: StatusAction;
  onClose: () => void;
  onChanged: (account: Account) => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest((input) =>
    changeAccountStatus(api, account.id, {
      event: action.event,
      reason: input as string,
    }),
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const changed = request.matches('succeeded') ? (request.context.output as Account) : null;
  useSettled(changed, onChanged);
  const failure = request.context.failure;
  const reasonError = problem ?? failure?.fieldErrors['body.reason'];
  const saving = request.matches('submitting');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Say why, for the audit log.');
      return;
    }
    setProblem(null);
    send({ type: 'request.submit', input: reason.trim() });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`${action.label}: ${account.accountNumber}`}
      description={`${account.name}. ${action.consequence}`}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && !failure.fieldErrors['body.reason'] && (
          <Notice tone="danger">{failure.message}</Notice>
        )}
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            tone={action.tone === 'danger' ? 'danger' : 'primary'}
            disabled={saving}
          >
            {saving ? 'Working…' : action.label}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
