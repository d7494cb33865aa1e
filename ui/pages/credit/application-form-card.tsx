import { type FormEvent, useCallback, useMemo, useState } from 'react';
import {
  applyForLoan,
  type CreditApplicationDetail,
  submitCreditApplication,
  updateCreditApplication,
} from '../../../api/credit.api';
import { listLoanProducts } from '../../../api/loans.api';
import type { Failure } from '../../../machines/failure';
import { EMPLOYMENT_TYPES } from '../../../policies/credit-score';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { useFormRules, withFormRules } from '../../components/form-rules/use-form-rules';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import * as lending from '../loans/lending.css';
import type { LoanProduct } from '../loans/loan-product-form';
import { SchedulePreview } from '../loans/schedule-preview';
import {
  type ApplicationDraft,
  type ApplicationField,
  applicationSchedule,
  type CreditApplicationRequest,
  EMPLOYMENT_LABELS,
  EMPTY_APPLICATION_DRAFT,
  PURPOSE_MAX_LENGTH,
  readApplicationDraft,
  updateOf,
  withProduct,
} from './application-form';
import { CustomerAccountSelect, CustomerPicker, type PickedCustomer } from './customer-picker';

/** The server's field names, as its field errors name them, and the form's. */
const SERVER_FIELDS: Readonly<Record<string, ApplicationField>> = {
  'body.principalKobo': 'amount',
  'body.numberOfRepayments': 'repayments',
  'body.annualInterestRate': 'rate',
  'body.monthlyIncomeKobo': 'monthlyIncome',
  'body.existingMonthlyObligationsKobo': 'obligations',
  'body.bureauMaxDaysInArrears': 'bureauDays',
  'body.purpose': 'purpose',
  'body.accountId': 'accountId',
  'body.productId': 'productId',
};

const CODE_FIELDS: Readonly<Record<string, ApplicationField>> = {
  principal_out_of_product_range: 'amount',
  term_out_of_product_range: 'repayments',
  interest_rate_out_of_product_range: 'rate',
  interest_rate_invalid: 'rate',
  account_not_owned_by_customer: 'accountId',
  account_not_active: 'accountId',
  loan_product_retired: 'productId',
  customer_not_active: 'customerId',
};

interface Save {
  readonly body: CreditApplicationRequest;
  readonly submit: boolean;
}

/** Creates or corrects the application, then submits it when asked, which scores it. */
async function save(
  api: ReturnType<typeof useApi>,
  id: string | null,
  { body, submit }: Save,
): Promise<CreditApplicationDetail> {
  if (!id) return applyForLoan(api, { ...body, submit });
  const saved = await updateCreditApplication(api, id, updateOf(body));
  return submit ? submitCreditApplication(api, id) : saved;
}

const AMOUNT = {
  inputMode: 'decimal' as const,
  className: `${fieldStyles.input} ${record.amountInput}`,
  maxLength: 24,
};

/** The save call, and whether the user asked to submit as well, which onSaved is told. */
function useSaveRequest(
  applicationId: string | null,
  onSaved: (application: CreditApplicationDetail, submitted: boolean) => void,
) {
  const api = useApi();
  const [submitting, setSubmitting] = useState(false);
  const perform = useCallback(
    (input: unknown) => save(api, applicationId, input as Save),
    [api, applicationId],
  );
  const { snapshot: request, send } = useRequest(perform);
  useSettled(
    request.matches('succeeded') ? (request.context.output as CreditApplicationDetail) : null,
    (done) => onSaved(done, submitting),
  );
  return { request, send, submitting, setSubmitting };
}

/** The request's fields the bank's rules may set, under the form's own names. */
const RULED_FIELDS = {
  'body.principalKobo': 'amount',
  'body.numberOfRepayments': 'repayments',
  'body.annualInterestRate': 'rate',
  'body.purpose': 'purpose',
  'body.monthlyIncomeKobo': 'monthlyIncome',
  'body.existingMonthlyObligationsKobo': 'obligations',
  'body.bureauMaxDaysInArrears': 'bureauDays',
} as const;

/** The form's state: the draft, the applicant, what is shown of its problems, and its save. */
function useApplicationForm(
  applicationId: string | null,
  initial: ApplicationDraft,
  initialCustomer: PickedCustomer | null,
  onSaved: (application: CreditApplicationDetail, submitted: boolean) => void,
) {
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const products = useApiQuery(listLoanProducts);
  const active = (products.data ?? []).filter(
    (item) => item.status === 'ACTIVE' || item.id === initial.productId,
  );
  const [draft, setDraft] = useState(initial);
  const [customer, setCustomer] = useState(initialCustomer);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const { request, send, submitting, setSubmitting } = useSaveRequest(applicationId, onSaved);
  const product = active.find((item) => item.id === draft.productId);
  // The bank's rules are for a new application; a draft's edits keep the server's own limits.
  const rules = useFormRules(applicationId ? null : 'loan.application');
  const read = useMemo(
    () => withFormRules(readApplicationDraft(draft, product), rules.check, RULED_FIELDS),
    [draft, product, rules.check],
  );
  const schedule = useMemo(
    () => applicationSchedule(draft, product, today),
    [draft, product, today],
  );
  const serverErrors = serverProblems(request.context.failure);
  const errorOf = (field: ApplicationField) =>
    (tried || touched.has(field) ? read.problems[field] : undefined) ?? serverErrors[field];
  const set = (field: ApplicationField, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const bind = (field: ApplicationField) => ({
    value: draft[field],
    error: errorOf(field),
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => setTouched((current) => new Set(current).add(field)),
  });
  const saveAs = (submit: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    setSubmitting(submit);
    if (read.body) send({ type: 'request.submit', input: { body: read.body, submit } });
  };
  const pickCustomer = (picked: PickedCustomer | null) => {
    setCustomer(picked);
    setDraft((current) => ({ ...current, customerId: picked?.id ?? '', accountId: '' }));
  };
  const pickProduct = (id: string) =>
    setDraft((current) =>
      withProduct(
        current,
        active.find((item) => item.id === id),
      ),
    );
  return {
    products: { ...products, active },
    product,
    draft,
    customer,
    schedule,
    errorOf,
    set,
    bind,
    saveAs,
    pickCustomer,
    pickProduct,
    failure: request.context.failure,
    unplaced: request.context.failure !== null && Object.keys(serverErrors).length === 0,
    busy: request.matches('submitting'),
    submitting,
  };
}

type Form = ReturnType<typeof useApplicationForm>;

/** The server's refusals that belong beside a field, by the form's field names. */
function serverProblems(failure: Failure | null): Partial<Record<ApplicationField, string>> {
  const found: Partial<Record<ApplicationField, string>> = {};
  for (const [key, message] of Object.entries(failure?.fieldErrors ?? {})) {
    const field = SERVER_FIELDS[key];
    if (field) found[field] = message;
  }
  const coded = failure?.code ? CODE_FIELDS[failure.code] : undefined;
  if (coded && failure) found[coded] = failure.message;
  return found;
}

/** The applicant, the account and the product. */
function WhoFields({ form, locked }: { form: Form; locked: boolean }) {
  const { products } = form;
  const loadFailure = products.snapshot.matches('failed')
    ? products.snapshot.context.failure
    : null;
  return (
    <>
      <CustomerPicker
        value={form.customer}
        disabled={locked || form.busy}
        error={form.errorOf('customerId')}
        onPick={form.pickCustomer}
      />
      <CustomerAccountSelect
        customerId={form.customer?.id ?? null}
        value={form.draft.accountId}
        error={form.errorOf('accountId')}
        onChange={(accountId) => form.set('accountId', accountId)}
      />
      {loadFailure && (
        <LoadFailure
          what="the loan products"
          failure={loadFailure}
          onRetry={() => products.send({ type: 'query.reload' })}
        />
      )}
      <SelectField
        label="Loan product"
        value={form.draft.productId}
        placeholder={
          products.snapshot.matches('loading') ? 'Loading products…' : 'Choose a product'
        }
        error={form.errorOf('productId')}
        options={products.active.map((item) => ({
          value: item.id,
          label: `${item.code} · ${item.name}`,
        }))}
        onChange={(event) => form.pickProduct(event.target.value)}
      />
    </>
  );
}

/** The terms, checked against the product's limits, and the facts the scorecard weighs. */
function TermsAndFacts({ form }: { form: Form }) {
  const { bind, product } = form;
  return (
    <>
      <div className={record.row}>
        <Field label="Amount (₦)" {...AMOUNT} {...bind('amount')} />
        <Field label="Repayments" inputMode="numeric" maxLength={4} {...bind('repayments')} />
        <Field label="Rate (% a year)" inputMode="decimal" maxLength={10} {...bind('rate')} />
      </div>
      {product && (
        <span className={record.muted} data-testid="product-limits">
          {limitsText(product)}
        </span>
      )}
      <Field
        label="Purpose"
        maxLength={PURPOSE_MAX_LENGTH}
        placeholder="What the loan is for"
        {...bind('purpose')}
      />
      <div className={record.row}>
        <Field label="Monthly income (₦)" {...AMOUNT} {...bind('monthlyIncome')} />
        <SelectField
          label="Employment type"
          value={form.draft.employmentType}
          placeholder="Choose"
          error={form.errorOf('employmentType')}
          options={EMPLOYMENT_TYPES.map((type) => ({
            value: type,
            label: EMPLOYMENT_LABELS[type],
          }))}
          onChange={(event) => form.set('employmentType', event.target.value)}
        />
      </div>
      <div className={record.row}>
        <Field label="Existing monthly obligations (₦)" {...AMOUNT} {...bind('obligations')} />
        <Field
          label="Worst days in arrears (credit bureau)"
          inputMode="numeric"
          maxLength={5}
          hint="Blank when the bureau was not checked."
          {...bind('bureauDays')}
        />
      </div>
    </>
  );
}

/**
 * A credit application's facts: the customer (searched), their deposit account, the product, the
 * terms (the product's defaults until changed) and what the scorecard weighs. Every value is
 * checked against the product's limits as it is typed, and the schedule the terms give is worked
 * out beside the form. Save keeps a draft; Submit sends it for scoring.
 */
export function ApplicationFormCard({
  applicationId = null,
  initial = EMPTY_APPLICATION_DRAFT,
  customer = null,
  onSaved,
  onCancel,
}: {
  applicationId?: string | null;
  initial?: ApplicationDraft;
  customer?: PickedCustomer | null;
  onSaved: (application: CreditApplicationDetail, submitted: boolean) => void;
  onCancel: () => void;
}) {
  const form = useApplicationForm(applicationId, initial, customer, onSaved);
  const { busy, submitting, failure } = form;
  return (
    <div className={lending.split}>
      <Card title={applicationId ? 'Correct the application' : 'New application'}>
        <form
          className={record.form}
          onSubmit={form.saveAs(true)}
          noValidate
          aria-label="Credit application"
        >
          <WhoFields form={form} locked={Boolean(applicationId)} />
          <TermsAndFacts form={form} />
          {failure && form.unplaced && (
            <Notice tone="danger">
              <strong>Not saved: </strong>
              {failure.message}
            </Notice>
          )}
          <div className={record.footer}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => form.saveAs(false)()} disabled={busy}>
              {busy && !submitting ? 'Saving…' : 'Save draft'}
            </Button>
            <Button type="submit" tone="primary" disabled={busy}>
              {busy && submitting ? 'Submitting…' : 'Submit for scoring'}
            </Button>
          </div>
        </form>
      </Card>
      <Card title="Repayment schedule">
        <SchedulePreview
          input={form.schedule}
          waiting="Choose a product and type the amount, repayments and rate: the schedule shows here as you type."
        />
      </Card>
    </div>
  );
}

/** The product's limits in one sentence, under the terms they bound. */
function limitsText(product: LoanProduct): string {
  const principal = `${formatKobo(product.minPrincipalKobo)} – ${formatKobo(product.maxPrincipalKobo)}`;
  const term = `${product.minNumberOfRepayments} – ${product.maxNumberOfRepayments} repayments`;
  const rate = `${product.minAnnualInterestRate} – ${product.maxAnnualInterestRate} % a year`;
  return `${product.code} lends ${principal} over ${term} at ${rate}.`;
}
