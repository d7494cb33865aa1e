import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import * as adminStyles from '../admin.css';

/**
 * Shows a one-time password once. The console keeps it nowhere, so closing this dialog is the
 * last time anyone sees it; the user must change it at the next sign-in.
 */
export function OneTimePasswordDialog({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="One-time password"
      description={`Give this password to ${name} in person. It is shown only once.`}
      footer={
        <Button tone="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <output className={adminStyles.secret} aria-label="One-time password">
        {password}
      </output>
    </Dialog>
  );
}
