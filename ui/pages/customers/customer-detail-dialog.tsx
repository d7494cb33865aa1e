import { Link } from 'wouter';
import { listAccounts } from '../../../api/accounts.api';
import type { Customer } from '../../../api/customers.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { button } from '../../components/button.css';
import { Dialog } from '../../components/dialog';
import { LoadFailure } from '../../components/load-failure';
import { Facts } from '../../components/page';
import * as table from '../../components/table.css';
import { canOpenAccounts, openAccountHref } from '../accounts/open-account-link';
import * as styles from './customers.css';

function AccountsSection({ customerId }: { customerId: string }) {
  const {
    snapshot: accounts,
    send,
    data: page,
  } = useApiQuery((api) => listAccounts(api, { customerId, pageSize: 100 }));
  return (
    <>
      <h3 className={styles.sectionTitle}>Accounts</h3>
      {accounts.matches('failed') && accounts.context.failure && (
        <LoadFailure
          what="the accounts"
          failure={accounts.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {page && page.items.length === 0 && <p className={styles.muted}>No accounts yet.</p>}
      {page && page.items.length > 0 && (
        <table className={table.table}>
          <tbody>
            {page.items.map((account) => (
              <tr key={account.id}>
                <td className={table.cell}>
                  <Link href={`/account/${account.id}`} className={styles.mono}>
                    {account.accountNumber}
                  </Link>
                  <div className={styles.muted}>{account.productName}</div>
                </td>
                <td className={table.cell}>{account.status}</td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatKobo(account.ledgerBalanceKobo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function profileFacts(customer: Customer, branchName: string): [string, string][] {
  const facts: [string, string][] = [
    ['Customer number', customer.customerNumber],
    ['Type', customer.customerType === 'CORPORATE' ? 'Corporate' : 'Individual'],
    ['Phone', customer.phone],
    ['Email', customer.email ?? 'None'],
    ['Branch', branchName],
    ['Address', `${customer.address.line1}, ${customer.address.city}`],
  ];
  if (customer.customerType === 'INDIVIDUAL') {
    facts.push(
      ['Date of birth', formatBankDate(customer.dateOfBirth)],
      ['BVN', customer.bvn],
      ['KYC tier', String(customer.kycTier)],
    );
  } else {
    facts.push(['RC number', customer.rcNumber], ['TIN', customer.tin]);
  }
  return facts;
}

/** A customer's profile and their deposit accounts, opened from the Customers table. */
export function CustomerDetailDialog({
  customer,
  branchName,
  onClose,
}: {
  customer: Customer;
  branchName: string;
  onClose: () => void;
}) {
  // Accounts show only to staff who may see them (a customer service officer may not).
  const access = useAccessContext();
  const seesAccounts = hasPermission(access, 'account.view');
  const opensAccounts = canOpenAccounts(access) && customer.status === 'ACTIVE';
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={customer.displayName}
      footer={
        <>
          {opensAccounts && (
            <Link
              href={openAccountHref(customer.customerNumber)}
              className={`${button({ tone: 'primary' })} ${styles.buttonLink}`}
            >
              Open an account
            </Link>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Facts items={profileFacts(customer, branchName)} />
      {seesAccounts && <AccountsSection customerId={customer.id} />}
    </Dialog>
  );
}
