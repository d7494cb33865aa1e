import type { Account } from '../../../api/accounts.api';
import { type AccessContext, hasPermission } from '../../../policies/access';
import type { RecordLink } from '../../app/record-links';

/** On an account's page, the way to take cash for it at the teller's counter. */
export function cashAtTheCounter(account: Account, access: AccessContext): RecordLink | null {
  if (!hasPermission(access, 'txn.create.deposit')) return null;
  return {
    label: 'Cash at the counter',
    href: `/tills/session/current?counter=DEPOSIT&account=${encodeURIComponent(account.id)}`,
  };
}
