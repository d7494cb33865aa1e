import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { type CustomerOverview, getCustomerOverview } from '../../../api/customers.api';
import type { Failure } from '../../../machines/failure';
import { type AccessContext, checkAccess, hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { routeById } from '../../../policies/routes';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useBranchName } from '../../app/use-branch-name';
import { button } from '../../components/button.css';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card, Facts, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { BackAbove, RecordLoading } from '../../components/record-loading';
import { statusPill } from '../../components/status-pill.css';
import { canOpenAccounts, openAccountHref } from '../accounts/open-account-link';
import { CustomerDocumentsSection } from './customer-documents-section';
import { CustomerEditActions } from './customer-edit-actions';
import { CustomerHistorySection } from './customer-history-section';
import { CustomerIdentitySection } from './customer-identity-section';
import * as layout from './customer-overview-layout.css';
import { customerStatusWord, tierWords } from './customer-overview-words';
import {
  AccountsCard,
  ApplicationsCard,
  LoansCard,
  TermDepositsCard,
  TransfersCard,
} from './customer-page-holdings';
import { AlertsList, ContactCard, DirectorsCard, IdentityCard } from './customer-page-profile';
import type { CustomerSectionProps } from './customer-sections';
import * as styles from './customers.css';

/** Where "Apply for a loan" leads: a new credit application with the customer already chosen. */
export function applyForLoanHref(customerNumber: string): string {
  return `/credit-app/new?for=${encodeURIComponent(customerNumber)}`;
}

/** A customer's own page: who they are, what they hold with the bank, and what to watch for. */
export default function CustomerPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const id = params.id ?? '';
  // A new customer in the address is a new page: nothing carries over from the last one.
  return <CustomerDetail key={id} id={id} title={route.title} />;
}

const AllCustomers = () => <Link href="/customers">All customers</Link>;

function CustomerDetail({ id, title }: { id: string; title: string }) {
  const load = useCallback(
    (api: Parameters<typeof getCustomerOverview>[0]) => getCustomerOverview(api, id),
    [id],
  );
  const { snapshot, send, data: overview } = useApiQuery(load);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;

  if (!overview) {
    if (failure?.status === 404) {
      return (
        <BackAbove back={<AllCustomers />}>
          <Page title={title}>
            <Notice tone="warning">
              No such customer among the customers of your branches. Search for them on the
              customers list.
            </Notice>
          </Page>
        </BackAbove>
      );
    }
    return (
      <RecordLoading
        title={title}
        back={<AllCustomers />}
        backAbove
        what="the customer"
        failure={failure}
        onRetry={reload}
      />
    );
  }
  return <CustomerView overview={overview} failure={failure} onReload={reload} />;
}

function Identity({ overview }: { overview: CustomerOverview }) {
  const { customer } = overview;
  const branchName = useBranchName();
  const status = customerStatusWord(customer.status);
  return (
    <span className={record.identity}>
      <span className={record.identityNumber} data-testid="customer-number">
        {customer.customerNumber}
      </span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>{customer.customerType === 'CORPORATE' ? 'Corporate' : 'Individual'}</span>
      {customer.customerType === 'INDIVIDUAL' && (
        <>
          <span className={record.separator} aria-hidden="true">
            ·
          </span>
          <span>{tierWords(customer.kycTier)}</span>
        </>
      )}
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>{branchName(customer.branchId)}</span>
      <span className={statusPill({ tone: status.tone })} data-testid="customer-status">
        {status.label}
      </span>
    </span>
  );
}

/** The ways on from the customer that the user's role may take. */
function HeaderActions({
  overview,
  access,
  sectionProps,
}: {
  overview: CustomerOverview;
  access: AccessContext;
  sectionProps: CustomerSectionProps;
}) {
  const { customer } = overview;
  const active = customer.status === 'ACTIVE';
  const opens = active && canOpenAccounts(access);
  const applies =
    active &&
    hasPermission(access, 'loan.create') &&
    checkAccess(access, routeById('credit-app')).allowed;
  const linkButton = `${button({ tone: 'secondary', size: 'small' })} ${styles.buttonLink}`;
  return (
    <>
      <CustomerEditActions {...sectionProps} />
      {opens && (
        <Link href={openAccountHref(customer.customerNumber)} className={linkButton}>
          Open an account
        </Link>
      )}
      {applies && (
        <Link href={applyForLoanHref(customer.customerNumber)} className={linkButton}>
          Apply for a loan
        </Link>
      )}
    </>
  );
}

function CustomerView({
  overview,
  failure,
  onReload,
}: {
  overview: CustomerOverview;
  failure: Failure | null;
  onReload: () => void;
}) {
  const access = useAccessContext();
  const branchName = useBranchName();
  const { customer } = overview;
  const sectionProps: CustomerSectionProps = {
    customerId: customer.id,
    customerType: customer.customerType,
    onChanged: onReload,
  };
  // An edit bumps the revision so that the history and the BVN and NIN checks read again: it
  // adds a history line and may leave a check standing for an identity since changed.
  const [revision, setRevision] = useState(0);
  const editProps: CustomerSectionProps = {
    ...sectionProps,
    onChanged: () => {
      setRevision((value) => value + 1);
      onReload();
    },
  };
  return (
    <BackAbove back={<AllCustomers />}>
      <Page
        title={customer.displayName}
        description={<Identity overview={overview} />}
        actions={<HeaderActions overview={overview} access={access} sectionProps={editProps} />}
      >
        <div className={record.body}>
          {failure && (
            <LoadFailure what="the latest figures" failure={failure} onRetry={onReload} />
          )}
          <AlertsList alerts={overview.alerts} />
          <div className={layout.profile}>
            <IdentityCard customer={customer} />
            <CustomerIdentitySection key={revision} {...sectionProps} />
            <div className={record.stack}>
              <ContactCard customer={customer} />
              {customer.customerType === 'CORPORATE' ? (
                <DirectorsCard customer={customer} />
              ) : (
                <HomeBranchCard name={branchName(customer.branchId)} since={customer.createdAt} />
              )}
            </div>
          </div>
          <AccountsCard accounts={overview.accounts} branchName={branchName} />
          <LoansCard loans={overview.loans} />
          <TransfersCard transfers={overview.nipTransfers} />
          <div className={layout.pair}>
            <ApplicationsCard applications={overview.creditApplications} />
            <TermDepositsCard deposits={overview.termDeposits} />
          </div>
          <CustomerDocumentsSection {...sectionProps} />
          <CustomerHistorySection key={revision} {...sectionProps} />
        </div>
      </Page>
    </BackAbove>
  );
}

/** Where the customer banks and since when, beside an individual's identity and contact. */
function HomeBranchCard({ name, since }: { name: string; since: string }) {
  return (
    <Card title="Relationship">
      <Facts
        items={[
          ['Home branch', name],
          ['Customer since', formatBankDate(since)],
        ]}
      />
    </Card>
  );
}
