import { type FormEvent, useEffect, useState } from 'react';
import { type Branch, createBranch, updateBranch } from '../../../api/branches.api';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import * as styles from './branches.css';

/** Calls `onDone` once, when the request has succeeded. */
function useOnSuccess(succeeded: boolean, onDone: () => void) {
  useEffect(() => {
    if (succeeded) onDone();
  }, [succeeded, onDone]);
}

/** Opens a branch (code and name) or renames one (its code never changes). */
export function BranchFormDialog({
  branch,
  onClose,
  onSaved,
}: {
  branch: Branch | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const api = useApi();
  const [code, setCode] = useState(branch?.code ?? '');
  const [name, setName] = useState(branch?.name ?? '');
  const { snapshot: request, send } = useRequest(() =>
    branch
      ? updateBranch(api, branch.id, { name: name.trim(), status: branch.status })
      : createBranch(api, { code: code.trim(), name: name.trim() }),
  );
  useOnSuccess(request.matches('succeeded'), () => onSaved(name.trim()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'request.submit', input: null });
  };
  const busy = request.matches('submitting');
  const failure = request.context.failure;
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={branch ? `Edit ${branch.name}` : 'New branch'}
      description={
        branch ? 'The code stays as it is; only the name changes.' : 'The branch opens active.'
      }
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" type="submit" form="branch-form" disabled={busy}>
            {busy ? 'Saving…' : branch ? 'Save' : 'Open branch'}
          </Button>
        </>
      }
    >
      <form id="branch-form" className={styles.form} onSubmit={submit} noValidate>
        {failure && <Notice tone="danger">{failure.message}</Notice>}
        {!branch && (
          <Field
            label="Code"
            hint="Letters, digits and dashes, e.g. PHC-01."
            value={code}
            maxLength={32}
            required
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <Field
          label="Name"
          value={name}
          maxLength={120}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

/**
 * Closes a branch, or reopens a closed one, after a confirmation. What keeps a branch open (its
 * tills, its accounts) is the server's answer, shown as it says it.
 */
export function BranchStatusDialog({
  branch,
  onClose,
  onDone,
}: {
  branch: Branch;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const closing = branch.status === 'ACTIVE';
  const { snapshot: request, send } = useRequest(() =>
    updateBranch(api, branch.id, {
      name: branch.name,
      status: closing ? 'INACTIVE' : 'ACTIVE',
    }),
  );
  useOnSuccess(request.matches('succeeded'), onDone);
  const busy = request.matches('submitting');
  const failure = request.context.failure;
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`${closing ? 'Close' : 'Reopen'} ${branch.name}`}
      description={
        closing
          ? 'A closed branch takes no new work. It closes only when it has no till active or in use and no deposit account open.'
          : 'The branch takes new work again.'
      }
      footer={
        <>
          <Button onClick={onClose}>{failure ? 'Close' : 'Cancel'}</Button>
          <Button
            tone={closing ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => send({ type: 'request.submit', input: null })}
          >
            {busy ? 'Working…' : closing ? 'Close branch' : 'Reopen branch'}
          </Button>
        </>
      }
    >
      {failure && <Notice tone="danger">{failure.message}</Notice>}
    </Dialog>
  );
}
