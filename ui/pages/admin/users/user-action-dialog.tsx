import { useEffect } from 'react';
import { disableUser, enableUser, resetUserPassword, type User } from '../../../../api/users.api';
import { useApi } from '../../../app/api-context';
import { useRequest } from '../../../app/use-request';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { OneTimePasswordDialog } from './one-time-password-dialog';

export type UserAction = 'disable' | 'enable' | 'resetPassword';

const WORDING: Record<UserAction, { title: string; body: string; confirm: string }> = {
  disable: {
    title: 'Disable user',
    body: 'They are signed out everywhere at once and cannot sign in until enabled again.',
    confirm: 'Disable user',
  },
  enable: {
    title: 'Enable user',
    body: 'They can sign in again with their password.',
    confirm: 'Enable user',
  },
  resetPassword: {
    title: 'Reset password',
    body: 'Their sessions end and they get a one-time password that they must change at the next sign-in.',
    confirm: 'Reset password',
  },
};

function perform(api: ReturnType<typeof useApi>, action: UserAction, user: User): Promise<unknown> {
  if (action === 'disable') return disableUser(api, user.id);
  if (action === 'enable') return enableUser(api, user.id);
  return resetUserPassword(api, user.id);
}

/**
 * Confirms one action on a user. A reset answers with a one-time password, shown here once: it is
 * not stored anywhere the console can show it again.
 */
export function UserActionDialog({
  user,
  action,
  onClose,
  onDone,
}: {
  user: User;
  action: UserAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(() => perform(api, action, user));
  const wording = WORDING[action];
  const output = request.context.output as { temporaryPassword?: string } | null;
  const finished = request.matches('succeeded') && !output?.temporaryPassword;
  useEffect(() => {
    if (!finished) return;
    onDone();
    onClose();
  }, [finished, onDone, onClose]);
  const close = () => {
    if (request.matches('succeeded')) onDone();
    onClose();
  };
  if (request.matches('succeeded') && output?.temporaryPassword) {
    return (
      <OneTimePasswordDialog
        name={user.fullName}
        password={output.temporaryPassword}
        onClose={close}
      />
    );
  }
  if (finished) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`${wording.title}: ${user.fullName}`}
      description={wording.body}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            tone={action === 'enable' ? 'primary' : 'danger'}
            disabled={request.matches('submitting')}
            onClick={() => send({ type: 'request.submit', input: null })}
          >
            {request.matches('submitting') ? 'Working…' : wording.confirm}
          </Button>
        </>
      }
    >
      {request.context.failure && <Notice tone="danger">{request.context.failure.message}</Notice>}
    </Dialog>
  );
}
