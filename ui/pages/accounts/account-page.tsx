import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  type Account,
  getAccount,
  listAccountHolds,
  type Transfer,
} from '../../../api/accounts.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { canDebit } from '../../../policies/deposit-account-status';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useAccountLinks, useCustomerHref } from '../../app/record-links';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card, Page } from '../../components/page';
import { useToast } from '../../components/toast';
import { AccountStatusBadge, AvailableBalance, Balance, Money } from './account-parts';
import { offeredStatusActions, STATUS_LABELS, type StatusAction } from './account-status';
import * as styles from './accounts.css';
import { HoldsCard } from './holds-card';
import { StatementCard } from './statement-card';
import { StatusActionDialog } from './status-action-dialog';
import { TransactionsCard } from './transactions-card';
import { TransferForm } from './transfer-form';
import { useTransferCharges } from './use-transfer-charges';

/** One deposit account: its balances, status actions, holds, transfers, statement and postings. */
export default function AccountPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const id = params.id ?? '';
  // A new account in the address is a new page: no chart carries over from the last one.
  return <AccountDetail key={id} id={id} title={route.title} />;
}

function AccountDetail({ id, title }: { id: string; title: string }) {
  const toast = useToast();
  const access = useAccessContext();
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const {
    snapshot: accountQuery,
    send: sendAccount,
    data: account,
  } = useApiQuery((api) => getAccount(api, id));
  const {
    snapshot: holdsQuery,
    send: sendHolds,
    data: holds,
  } = useApiQuery((api) => listAccountHolds(api, id));
  const links = useAccountLinks(account);
  const holderHref = useCustomerHref(account?.customerId);
  const [revision, setRevision] = useState(0);
  const [acting, setActing] = useState<StatusAction | null>(null);
  const canUpdate = hasPermission(access, 'account.update');
  const canTransfer = hasPermission(access, 'txn.create.transfer');

  const reloadAccount = useCallback(() => sendAccount({ type: 'query.reload' }), [sendAccount]);
  const reloadHolds = useCallback(() => sendHolds({ type: 'query.reload' }), [sendHolds]);
  const onHoldsChanged = useCallback(
    (message: string) => {
      toast(message);
      reloadAccount();
      reloadHolds();
    },
    [toast, reloadAccount, reloadHolds],
  );
  const onStatusChanged = useCallback(
    (changed: Account) => {
      setActing(null);
      toast(`${changed.accountNumber} is now ${STATUS_LABELS[changed.status].toLowerCase()}.`);
      reloadAccount();
    },
    [toast, reloadAccount],
  );
  const onTransferred = useCallback(
    (transfer: Transfer) => {
      toast(`Transfer posted as ${transfer.entryNumber}.`);
      reloadAccount();
      setRevision((current) => current + 1);
    },
    [toast, reloadAccount],
  );
  const feeRules = useTransferCharges(account?.productId);
  const accountId = account?.id;
  const accountNumber = account?.accountNumber;
  const accountName = account?.name;
  const from = useMemo(
    () =>
      accountId && accountNumber && accountName !== undefined
        ? { id: accountId, accountNumber, name: accountName }
        : null,
    [accountId, accountNumber, accountName],
  );

  if (!account) {
    return (
      <Page title={title} description={<Link href="/accounts">All accounts</Link>}>
        {accountQuery.matches('failed') && accountQuery.context.failure ? (
          <LoadFailure
            what="the account"
            failure={accountQuery.context.failure}
            onRetry={reloadAccount}
          />
        ) : (
          <Card>
            <p className={styles.muted} aria-busy="true">
              Loading the account…
            </p>
          </Card>
        )}
      </Page>
    );
  }

  const branchName =
    branches.find((item) => item.id === account.branchId)?.name ?? account.branchId;
  const actions = canUpdate ? offeredStatusActions(account) : [];
  return (
    <Page
      title={account.name}
      description={
        <span className={styles.identity}>
          <span className={styles.identityNumber} data-testid="account-number">
            {account.accountNumber}
          </span>
          <span className={styles.separator} aria-hidden="true">
            ·
          </span>
          <span>{account.productName}</span>
          <span className={styles.separator} aria-hidden="true">
            ·
          </span>
          {holderHref && (
            <>
              <span>
                Holder{' '}
                <Link href={holderHref} data-testid="holder-link">
                  {account.name}
                </Link>
              </span>
              <span className={styles.separator} aria-hidden="true">
                ·
              </span>
            </>
          )}
          <span>{branchName}</span>
          <span className={styles.separator} aria-hidden="true">
            ·
          </span>
          <span>Opened {formatBankDate(account.openedAt.slice(0, 10))}</span>
          <AccountStatusBadge status={account.status} />
        </span>
      }
      actions={
        <>
          <Link href="/accounts">All accounts</Link>
          {links.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
          {actions.map((action) => (
            <Button
              key={action.event}
              size="small"
              tone={action.tone === 'danger' ? 'danger' : 'secondary'}
              onClick={() => setActing(action)}
            >
              {action.label}
            </Button>
          ))}
        </>
      }
    >
      {accountQuery.matches('failed') && accountQuery.context.failure && (
        <LoadFailure
          what="the latest balances"
          failure={accountQuery.context.failure}
          onRetry={reloadAccount}
        />
      )}
      <dl
        className={styles.balances}
        aria-label="Balances"
        aria-busy={accountQuery.matches('loading')}
      >
        <Balance name="ledger" label="Ledger balance">
          <Money kobo={account.ledgerBalanceKobo} />
        </Balance>
        <Balance name="holds" label="Holds">
          <Money kobo={account.holdsKobo} />
        </Balance>
        <Balance name="minimum" label="Minimum balance">
          <Money kobo={account.minimumBalanceKobo} />
        </Balance>
        <AvailableBalance account={account} />
        <Balance name="overdraft" label="Overdraft limit">
          <Money kobo={account.overdraftLimitKobo} />
        </Balance>
      </dl>
      <div className={styles.columns}>
        {canTransfer &&
          from &&
          (canDebit(account.status) ? (
            <TransferForm from={from} feeRules={feeRules} onTransferred={onTransferred} />
          ) : (
            <Card title="Transfer">
              <Notice tone="info">
                Money cannot leave a {STATUS_LABELS[account.status].toLowerCase()} account.
              </Notice>
            </Card>
          ))}
        <StatementCard accountId={account.id} accountNumber={account.accountNumber} />
      </div>
      <HoldsCard
        accountId={account.id}
        accountNumber={account.accountNumber}
        holds={holds}
        loading={holdsQuery.matches('loading')}
        failure={holdsQuery.matches('failed') ? holdsQuery.context.failure : null}
        canManage={canUpdate}
        closed={account.status === 'CLOSED'}
        onReload={reloadHolds}
        onChanged={onHoldsChanged}
      />
      <TransactionsCard
        accountId={account.id}
        accountNumber={account.accountNumber}
        revision={revision}
      />
      {acting && (
        <StatusActionDialog
          account={account}
          action={acting}
          onClose={() => setActing(null)}
          onChanged={onStatusChanged}
        />
      )}
    </Page>
  );
}
