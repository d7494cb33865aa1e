import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { type CreditApplicationDetail, getCreditApplication } from '../../../api/credit.api';
import { listCustomers } from '../../../api/customers.api';
import { type LoanProduct, listLoanProducts } from '../../../api/loans.api';
import { hasAnyRole, hasPermission } from '../../../policies/access';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useCustomerHref } from '../../app/record-links';
import { useApiQuery } from '../../app/use-api-query';
import { useBranchName } from '../../app/use-branch-name';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Card, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { RecordLoading } from '../../components/record-loading';
import { ViewOnChartLink } from '../../components/statechart/chart-link';
import { statusPill } from '../../components/status-pill.css';
import { useToast } from '../../components/toast';
import { ApprovalRequestDialog } from '../approvals/approval-request-dialog';
import { applicationStatusWord } from '../loans/lending-words';
import { SchedulePreview } from '../loans/schedule-preview';
import {
  ApplicationActionDialog,
  type ApplicationStep,
  STEP_WORDS,
} from './application-action-dialog';
import {
  applicationSchedule,
  draftOfApplication,
  EMPTY_APPLICATION_DRAFT,
  NEW_APPLICATION_ID,
} from './application-form';
import { ApplicationFormCard } from './application-form-card';
import { ApprovalCard, FactsCard, HistoryCard, ScoreCard } from './application-parts';
import type { PickedCustomer } from './customer-picker';

/** The buttons of the steps the server says the user may take, in the order of the chart. */
const STEP_BUTTONS: readonly { action: string; step: ApplicationStep; label: string }[] = [
  { action: 'SUBMIT', step: 'SUBMIT', label: 'Submit' },
  { action: 'START_REVIEW', step: 'START_REVIEW', label: 'Start review' },
  { action: 'RECOMMEND', step: 'RECOMMEND_APPROVE', label: 'Recommend approval' },
  { action: 'RECOMMEND', step: 'RECOMMEND_DECLINE', label: 'Recommend decline' },
  { action: 'RETURN', step: 'RETURN', label: 'Return to officer' },
  { action: 'REJECT', step: 'REJECT', label: 'Reject' },
  { action: 'WITHDRAW', step: 'WITHDRAW', label: 'Withdraw' },
];

/** A credit application, or the form of a new one at /credit-app/new. */
export default function CreditAppPage({ route, params }: PageProps) {
  const id = params.id ?? '';
  useDocumentTitle(id === NEW_APPLICATION_ID ? 'New credit application' : route.title);
  if (id === NEW_APPLICATION_ID) return <NewApplication />;
  // A new application in the address is a new page: no chart carries over from the last one.
  return <ApplicationDetail key={id} id={id} title={route.title} />;
}

/**
 * The customer a new application starts with when a customer's page sent the user here
 * (`?for=<customer number>`), looked up by number; null for none or one not found.
 */
function useCustomerFor(): { pending: boolean; customer: PickedCustomer | null } {
  const number = new URLSearchParams(useSearch()).get('for')?.trim() ?? '';
  const load = useCallback(
    (api: Parameters<typeof listCustomers>[0]) =>
      number ? listCustomers(api, { q: number, pageSize: 5 }) : Promise.resolve(null),
    [number],
  );
  const { snapshot, data } = useApiQuery(load);
  const found = data?.items.find((item) => item.customerNumber === number);
  return {
    pending: number !== '' && snapshot.matches('loading'),
    customer: found
      ? { id: found.id, customerNumber: found.customerNumber, displayName: found.displayName }
      : null,
  };
}

function NewApplication() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const { pending, customer } = useCustomerFor();
  return (
    <Page
      title="New credit application"
      description={<Link href="/credit-apps">All credit applications</Link>}
    >
      {pending ? (
        <Card>
          <p className={record.muted} aria-busy="true">
            Loading the customer…
          </p>
        </Card>
      ) : (
        <ApplicationFormCard
          initial={customer ? { ...EMPTY_APPLICATION_DRAFT, customerId: customer.id } : undefined}
          customer={customer}
          onCancel={() => navigate('/credit-apps')}
          onSaved={(saved, submitted) => {
            toast(
              `${saved.applicationNumber} ${submitted ? 'has been submitted and scored' : 'is saved as a draft'}.`,
            );
            navigate(`/credit-app/${encodeURIComponent(saved.id)}`, { replace: true });
          }}
        />
      )}
    </Page>
  );
}

function Identity({ application }: { application: CreditApplicationDetail }) {
  const status = applicationStatusWord(application.status);
  const applicantHref = useCustomerHref(application.customerId);
  return (
    <span className={record.identity}>
      <span className={record.identityNumber} data-testid="application-number">
        {application.applicationNumber}
      </span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>
        Customer{' '}
        {applicantHref ? (
          <Link href={applicantHref} data-testid="applicant-link">
            {application.customerNumber}
          </Link>
        ) : (
          application.customerNumber
        )}
      </span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>{application.productName}</span>
      <span
        className={statusPill({ tone: status.tone })}
        data-testid="application-status"
        data-status={application.status}
      >
        {status.label}
      </span>
      <ViewOnChartLink chart="credit-application" id={application.id} />
    </span>
  );
}

function ApplicationDetail({ id, title }: { id: string; title: string }) {
  const toast = useToast();
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const load = useCallback(
    (api: Parameters<typeof getCreditApplication>[0]) => getCreditApplication(api, id),
    [id],
  );
  const { snapshot, send, data: application } = useApiQuery(load);
  const { data: products } = useApiQuery(listLoanProducts);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [step, setStep] = useState<ApplicationStep | null>(null);
  const [editing, setEditing] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const branchName = useBranchName();
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const product = products?.find((item) => item.id === application?.productId);
  if (!application) {
    return (
      <RecordLoading
        title={title}
        back={<Link href="/credit-apps">All credit applications</Link>}
        what="the application"
        failure={failure}
        onRetry={reload}
      />
    );
  }

  const done = (after: CreditApplicationDetail, message: string) => {
    setStep(null);
    setEditing(false);
    toast(message);
    if (after) reload();
  };
  return (
    <Page
      title={application.customerName}
      description={<Identity application={application} />}
      actions={
        <ApplicationActions
          application={application}
          editing={editing}
          onEdit={() => setEditing(true)}
          onStep={setStep}
          onReview={() => setReviewing(true)}
        />
      }
    >
      <div className={record.body}>
        {failure && <LoadFailure what="the latest state" failure={failure} onRetry={reload} />}
        {editing ? (
          <ApplicationEditCard
            application={application}
            onCancel={() => setEditing(false)}
            onSaved={done}
          />
        ) : (
          <ApplicationCards application={application} product={product} today={today} />
        )}
      </div>
      {step && (
        <ApplicationActionDialog
          application={application}
          step={step}
          onDone={done}
          onClose={() => setStep(null)}
        />
      )}
      {reviewing && application.approval && (
        <ApprovalRequestDialog
          id={application.approval.requestId}
          branchName={branchName}
          onClose={() => setReviewing(false)}
          onChanged={reload}
        />
      )}
    </Page>
  );
}

/** The application's form, open on its own record to correct it before it is submitted again. */
function ApplicationEditCard({
  application,
  onCancel,
  onSaved,
}: {
  application: CreditApplicationDetail;
  onCancel: () => void;
  onSaved: (saved: CreditApplicationDetail, message: string) => void;
}) {
  return (
    <ApplicationFormCard
      applicationId={application.id}
      initial={draftOfApplication(application)}
      customer={{
        id: application.customerId,
        customerNumber: application.customerNumber,
        displayName: application.customerName,
      }}
      onCancel={onCancel}
      onSaved={(saved, submitted) =>
        onSaved(
          saved,
          `${saved.applicationNumber} ${submitted ? 'has been submitted and scored' : 'is saved'}.`,
        )
      }
    />
  );
}

/**
 * The steps the server says this user may take now, each a button that opens its confirm. A
 * checker also reviews the application's waiting approval request here: the request's own
 * dialog says whether this user may decide it.
 */
function ApplicationActions({
  application,
  editing,
  onEdit,
  onStep,
  onReview,
}: {
  application: CreditApplicationDetail;
  editing: boolean;
  onEdit: () => void;
  onStep: (step: ApplicationStep) => void;
  onReview: () => void;
}) {
  const access = useAccessContext();
  const approvers = application.approval?.awaitingApprovers ?? null;
  // Offered only to who may decide the level it waits for, as the approvals engine checks it.
  const checker =
    approvers !== null &&
    ((approvers.roles.length > 0 && hasAnyRole(access, approvers.roles)) ||
      (approvers.permissions.length > 0 && hasPermission(access, approvers.permissions)));
  const awaiting = application.status === 'PENDING_APPROVAL' && application.approval !== null;
  const offered = STEP_BUTTONS.filter(({ action }) =>
    application.allowedActions.includes(action as never),
  );
  return (
    <>
      <Link href="/credit-apps">All credit applications</Link>
      {checker && awaiting && (
        <Button size="small" tone="primary" onClick={onReview}>
          Review approval
        </Button>
      )}
      {application.allowedActions.includes('UPDATE') && !editing && (
        <Button size="small" onClick={onEdit}>
          Correct
        </Button>
      )}
      {offered.map(({ step, label }) => (
        <Button
          key={step}
          size="small"
          tone={STEP_WORDS[step].tone === 'danger' ? 'danger' : 'primary'}
          onClick={() => onStep(step)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}

/** The application read: decision, facts, score, the schedule its terms give, and history. */
function ApplicationCards({
  application,
  product,
  today,
}: {
  application: CreditApplicationDetail;
  product: LoanProduct | undefined;
  today: string;
}) {
  const schedule = useMemo(
    () => applicationSchedule(draftOfApplication(application), product, today),
    [application, product, today],
  );
  return (
    <>
      <ApprovalCard application={application} />
      <div className={record.columns}>
        <FactsCard application={application} />
        <ScoreCard score={application.score} />
      </div>
      <Card title="Repayment schedule">
        <SchedulePreview input={schedule} waiting="Loading the product’s terms…" />
      </Card>
      <HistoryCard history={application.history} />
    </>
  );
}
