import { type FormEvent, useMemo, useState } from 'react';
import { createLoanProduct, updateLoanProduct } from '../../../api/loans.api';
import type { Failure } from '../../../machines/failure';
import { useApi } from '../../app/api-context';
import { useProcessingDate } from '../../app/use-processing-date';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import type { SelectOption } from '../../components/select';
import { SelectField } from '../../components/select-field';
import {
  AMORTIZATION_LABELS,
  CALCULATION_PERIOD_LABELS,
  CHARGE_KIND_LABELS,
  type ChargeDraft,
  COMPONENT_LABELS,
  DAYS_IN_YEAR_LABELS,
  defaultTermsSchedule,
  draftOfLoanProduct,
  EARLY_INTEREST_LABELS,
  EMPTY_LOAN_PRODUCT_DRAFT,
  FREQUENCY_LABELS,
  INTEREST_METHOD_LABELS,
  type LoanProduct,
  type LoanProductDraft,
  type LoanProductInput,
  MAX_CHARGES,
  moveUp,
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  readLoanProductDraft,
} from './loan-product-form';
import { SchedulePreview } from './schedule-preview';

/** The contract's field names, as the server's field errors name them, and the draft's. */
const SERVER_FIELDS: Readonly<Record<string, keyof LoanProductDraft>> = {
  'body.code': 'code',
  'body.name': 'name',
  'body.minPrincipalKobo': 'minPrincipal',
  'body.defaultPrincipalKobo': 'defaultPrincipal',
  'body.maxPrincipalKobo': 'maxPrincipal',
  'body.minNumberOfRepayments': 'minRepayments',
  'body.defaultNumberOfRepayments': 'defaultRepayments',
  'body.maxNumberOfRepayments': 'maxRepayments',
  'body.minAnnualInterestRate': 'minRate',
  'body.defaultAnnualInterestRate': 'defaultRate',
  'body.maxAnnualInterestRate': 'maxRate',
  'body.repaymentEvery': 'repaymentEvery',
  'body.installmentMultipleKobo': 'installmentMultiple',
  'body.penalty': 'penaltyValue',
};

type Set = <K extends keyof LoanProductDraft>(field: K, value: LoanProductDraft[K]) => void;

function options<T extends string>(labels: Readonly<Record<T, string>>) {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

/** The draft's fields that are picked from a list, each a string the contract names. */
type ChoiceField = {
  [K in keyof LoanProductDraft]: LoanProductDraft[K] extends string ? K : never;
}[keyof LoanProductDraft];

/**
 * The form's fields bound to the draft, their problems beside them: a typed-in field or a choice
 * is one line each, so the sections read as the list of terms they are.
 */
function fieldsOf(draft: LoanProductDraft, errors: Record<string, string>, set: Set) {
  return {
    text: (field: keyof LoanProductDraft, label: string, extra: Record<string, unknown> = {}) => (
      <Field
        label={label}
        value={draft[field] as string}
        error={errors[field]}
        autoComplete="off"
        onChange={(event) => set(field, event.target.value as never)}
        {...extra}
      />
    ),
    choice: (field: ChoiceField, label: string, choices: readonly SelectOption[]) => (
      <SelectField
        label={label}
        value={draft[field]}
        options={choices}
        onChange={(event) => set(field, event.target.value as never)}
      />
    ),
  };
}

type Fields = ReturnType<typeof fieldsOf>;

const AMOUNT = {
  inputMode: 'decimal',
  maxLength: 24,
  className: `${fieldStyles.input} ${record.amountInput}`,
};
const COUNT = { inputMode: 'numeric', maxLength: 4 };
const RATE = { inputMode: 'decimal', maxLength: 10 };

function IdentitySection({ fields, set }: { fields: Fields; set: Set }) {
  return (
    <>
      <div className={record.row}>
        {fields.text('code', 'Code', {
          maxLength: PRODUCT_CODE_MAX_LENGTH,
          spellCheck: false,
          placeholder: 'SME01',
          onChange: (event: { target: { value: string } }) =>
            set('code', event.target.value.toUpperCase()),
        })}
        {fields.text('name', 'Name', {
          maxLength: PRODUCT_NAME_MAX_LENGTH,
          placeholder: 'SME working capital',
        })}
        {fields.choice('status', 'Status', [
          { value: 'ACTIVE', label: 'Active' },
          { value: 'RETIRED', label: 'Retired (no new loans)' },
        ])}
      </div>
      {fields.text('description', 'Description', { maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH })}
    </>
  );
}

function InterestSection({ fields }: { fields: Fields }) {
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Interest</legend>
      <div className={record.row}>
        {fields.choice('interestMethod', 'Interest method', options(INTEREST_METHOD_LABELS))}
        {fields.choice('amortization', 'Amortization', options(AMORTIZATION_LABELS))}
        {fields.choice(
          'interestCalculationPeriod',
          'Interest calculation period',
          options(CALCULATION_PERIOD_LABELS),
        )}
        {fields.choice('daysInYear', 'Days in year', options(DAYS_IN_YEAR_LABELS))}
      </div>
    </fieldset>
  );
}

function RangesSection({ fields }: { fields: Fields }) {
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Limits and defaults</legend>
      <div className={record.row}>
        {fields.text('minPrincipal', 'Minimum principal (₦)', AMOUNT)}
        {fields.text('defaultPrincipal', 'Default principal (₦)', AMOUNT)}
        {fields.text('maxPrincipal', 'Maximum principal (₦)', AMOUNT)}
      </div>
      <div className={record.row}>
        {fields.text('minRepayments', 'Minimum repayments', COUNT)}
        {fields.text('defaultRepayments', 'Default repayments', COUNT)}
        {fields.text('maxRepayments', 'Maximum repayments', COUNT)}
      </div>
      <div className={record.row}>
        {fields.text('minRate', 'Minimum rate (% a year)', RATE)}
        {fields.text('defaultRate', 'Default rate (% a year)', RATE)}
        {fields.text('maxRate', 'Maximum rate (% a year)', RATE)}
      </div>
    </fieldset>
  );
}

function RepaymentSection({ fields }: { fields: Fields }) {
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Repayments</legend>
      <div className={record.row}>
        {fields.text('repaymentEvery', 'Repaid every', { ...COUNT, maxLength: 3 })}
        {fields.choice('repaymentFrequency', 'Frequency', options(FREQUENCY_LABELS))}
        {fields.text('installmentMultiple', 'Instalment in multiples of (₦)', {
          ...AMOUNT,
          hint: '0 rounds to the kobo.',
        })}
      </div>
      <div className={record.row}>
        {fields.text('graceOnPrincipal', 'Grace on principal (periods)', COUNT)}
        {fields.text('graceOnInterest', 'Grace on interest (periods)', COUNT)}
      </div>
    </fieldset>
  );
}

function ChargeRow({
  charge,
  index,
  error,
  onChange,
  onRemove,
}: {
  charge: ChargeDraft;
  index: number;
  error: string | undefined;
  onChange: (next: Partial<ChargeDraft>) => void;
  onRemove: () => void;
}) {
  return (
    <div className={record.row}>
      <Field
        label={`Charge ${index + 1} name`}
        value={charge.name}
        maxLength={80}
        error={error}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <SelectField
        label="Kind"
        value={charge.kind}
        options={options(CHARGE_KIND_LABELS)}
        onChange={(event) => onChange({ kind: event.target.value as ChargeDraft['kind'] })}
      />
      <SelectField
        label="Charged as"
        value={charge.calculation}
        options={[
          { value: 'FLAT', label: 'A flat amount (₦)' },
          { value: 'PERCENT_OF_PRINCIPAL', label: '% of the principal' },
        ]}
        onChange={(event) =>
          onChange({ calculation: event.target.value as ChargeDraft['calculation'] })
        }
      />
      <Field
        label={charge.calculation === 'FLAT' ? 'Amount (₦)' : 'Percent'}
        value={charge.value}
        inputMode="decimal"
        className={`${fieldStyles.input} ${record.amountInput}`}
        onChange={(event) => onChange({ value: event.target.value })}
      />
      <Button size="small" tone="ghost" onClick={onRemove}>
        Remove charge {index + 1}
      </Button>
    </div>
  );
}

function ChargesSection({
  draft,
  set,
  errors,
}: {
  draft: LoanProductDraft;
  set: Set;
  errors: Record<string, string>;
}) {
  const change = (i: number, next: Partial<ChargeDraft>) =>
    set(
      'charges',
      draft.charges.map((charge, c) => (c === i ? { ...charge, ...next } : charge)),
    );
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Charges at disbursement</legend>
      {draft.charges.length === 0 && (
        <span className={record.muted}>No charge is taken at disbursement.</span>
      )}
      {draft.charges.map((charge, i) => (
        <ChargeRow
          // biome-ignore lint/suspicious/noArrayIndexKey: charges have no id; their place is it.
          key={i}
          charge={charge}
          index={i}
          error={errors[`charges.${i}`]}
          onChange={(next) => change(i, next)}
          onRemove={() =>
            set(
              'charges',
              draft.charges.filter((_, c) => c !== i),
            )
          }
        />
      ))}
      <div>
        <Button
          size="small"
          disabled={draft.charges.length >= MAX_CHARGES}
          onClick={() =>
            set('charges', [
              ...draft.charges,
              { name: '', kind: 'PROCESSING_FEE', calculation: 'PERCENT_OF_PRINCIPAL', value: '' },
            ])
          }
        >
          Add charge
        </Button>
      </div>
    </fieldset>
  );
}

function PenaltySection({
  draft,
  set,
  fields,
}: {
  draft: LoanProductDraft;
  set: Set;
  fields: Fields;
}) {
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Late payment</legend>
      <label className={record.checkbox}>
        <input
          type="checkbox"
          checked={draft.penaltyOn}
          onChange={(event) => set('penaltyOn', event.target.checked)}
        />
        Charge a penalty on late instalments
      </label>
      {draft.penaltyOn && (
        <div className={record.row}>
          {fields.choice('penaltyCalculation', 'Penalty', [
            { value: 'FLAT', label: 'A flat amount (₦)' },
            { value: 'PERCENT_OF_OVERDUE_INSTALMENT', label: '% of the overdue instalment' },
          ])}
          {fields.text(
            'penaltyValue',
            draft.penaltyCalculation === 'FLAT' ? 'Amount (₦)' : 'Percent',
            AMOUNT,
          )}
          {fields.text('penaltyGraceDays', 'Days of grace', COUNT)}
        </div>
      )}
    </fieldset>
  );
}

function AllocationSection({ draft, set }: { draft: LoanProductDraft; set: Set }) {
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Repayment allocation order</legend>
      <ol className={record.choiceList} aria-label="Allocation order">
        {draft.allocation.map((component, i) => (
          <li key={component} className={record.actions}>
            <span>
              {i + 1}. {COMPONENT_LABELS[component]}
            </span>
            {i > 0 && (
              <Button
                size="small"
                tone="ghost"
                aria-label={`Move up ${COMPONENT_LABELS[component].toLowerCase()}`}
                onClick={() => set('allocation', moveUp(draft.allocation, i))}
              >
                Move up
              </Button>
            )}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

function EarlyRepaymentSection({ fields }: { fields: Fields }) {
  return (
    <fieldset className={record.fieldset}>
      <legend className={record.legend}>Early repayment</legend>
      <div className={record.row}>
        {fields.choice(
          'earlyRepaymentInterest',
          'Interest charged on liquidation',
          options(EARLY_INTEREST_LABELS),
        )}
        {fields.text('earlyRepaymentFeePercent', 'Early repayment fee (% of principal)', {
          ...RATE,
          hint: 'Blank for none.',
        })}
      </div>
    </fieldset>
  );
}

/** The server's field errors and codes, by the draft's field names. */
function serverProblems(failure: Failure | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(failure?.fieldErrors ?? {})) {
    found[SERVER_FIELDS[key] ?? key] = message;
  }
  if (failure?.code === 'loan_product_code_taken') found.code = failure.message;
  return found;
}

function saveProduct(api: ReturnType<typeof useApi>, id: string | null, body: LoanProductInput) {
  return id ? updateLoanProduct(api, id, body) : createLoanProduct(api, body);
}

/**
 * A loan product, new or edited: every term the product sets, each checked as it is typed against
 * the same rules the server saves by, and beside them the schedule its default terms give, worked
 * out in the browser as the terms change.
 */
export function LoanProductDialog({
  product,
  onClose,
  onSaved,
}: {
  product: LoanProduct | null;
  onClose: () => void;
  onSaved: (product: LoanProduct) => void;
}) {
  const api = useApi();
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const [draft, setDraft] = useState<LoanProductDraft>(() =>
    product ? draftOfLoanProduct(product) : EMPTY_LOAN_PRODUCT_DRAFT,
  );
  const [shown, setShown] = useState(false);
  const { snapshot: request, send } = useRequest((input) =>
    saveProduct(api, product?.id ?? null, input as LoanProductInput),
  );
  useSettled(
    request.matches('succeeded') ? (request.context.output as LoanProduct) : null,
    onSaved,
  );
  const read = useMemo(() => readLoanProductDraft(draft), [draft]);
  const schedule = useMemo(() => defaultTermsSchedule(draft, today), [draft, today]);
  const failure = request.context.failure;
  const errors = { ...serverProblems(failure), ...(shown ? read.problems : {}) };
  const set: Set = (field, value) => setDraft((current) => ({ ...current, [field]: value }));
  const fields = fieldsOf(draft, errors, set);
  const saving = request.matches('submitting');

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (read.body) send({ type: 'request.submit', input: read.body });
  }

  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || onClose()}
      title={product ? `Edit ${product.code}` : 'New loan product'}
      description="Loans booked from now on take these terms; booked loans keep theirs."
    >
      <form className={record.form} onSubmit={submit} noValidate aria-label="Loan product">
        {failure && <Notice tone="danger">Not saved: {failure.message}</Notice>}
        <IdentitySection fields={fields} set={set} />
        <InterestSection fields={fields} />
        <RepaymentSection fields={fields} />
        <RangesSection fields={fields} />
        <ChargesSection draft={draft} set={set} errors={errors} />
        <PenaltySection draft={draft} set={set} fields={fields} />
        <AllocationSection draft={draft} set={set} />
        <EarlyRepaymentSection fields={fields} />
        <section className={record.stack} aria-label="Schedule of the default terms">
          <h3 className={record.cardTitle}>Schedule of the default terms</h3>
          <SchedulePreview
            input={schedule}
            waiting="The schedule shows once the default principal, repayments and rate are read."
            caption="Schedule of the default terms"
          />
        </section>
        <div className={record.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Saving…' : product ? 'Save product' : 'Create product'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
