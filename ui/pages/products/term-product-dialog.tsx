import { type FormEvent, useState } from 'react';
import {
  createTermDepositProduct,
  type MaturityInstruction,
  type TermDepositProduct,
  updateTermDepositProduct,
} from '../../../api/term-deposits.api';
import { MATURITY_INSTRUCTIONS } from '../../../policies/term-deposit-product';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import * as styles from './products.css';
import { RateChartEditor, RateMatrix } from './rate-chart-editor';
import {
  draftOfProduct,
  EMPTY_TERM_PRODUCT,
  readTermProduct,
  type TermProductDraft,
} from './term-product-form';
import { INSTRUCTION_WORDS, PENALTY_WORDS } from './term-product-words';

// The server's codes for a refusal that belongs beside one field.
const CODE_FIELDS: Readonly<Record<string, string>> = { term_product_code_taken: 'code' };

const PERIODS = ['1', '3', '6', '12'].map((value) => ({
  value,
  label: value === '1' ? 'Every month' : `Every ${value} months`,
}));

/** The server's field errors by the form's names: `body.rateChart.0.maxTenor` is `rateChart.0.maxTenor`. */
function serverErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([key, message]) => [
      key.replace(/^body[./]/, '').replaceAll('/', '.'),
      message,
    ]),
  );
}

/**
 * A term product, new or changed: its limits, interest, penalty, instructions and rate chart, the
 * chart shown as a grid as it is typed. The rules' problems show live on their fields once the
 * form was sent once; the server's on theirs. A change sends the version read.
 */
export function TermProductDialog({
  product,
  onClose,
  onSaved,
}: {
  product: TermDepositProduct | null;
  onClose: () => void;
  onSaved: (product: TermDepositProduct) => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<TermProductDraft>(
    product ? draftOfProduct(product) : EMPTY_TERM_PRODUCT,
  );
  const [tried, setTried] = useState(false);
  const { snapshot, send } = useRequest((input) => {
    const body = input as NonNullable<ReturnType<typeof readTermProduct>['input']>;
    return product
      ? updateTermDepositProduct(api, product.id, {
          ...body,
          status: draft.status,
          version: product.version,
        })
      : createTermDepositProduct(api, body);
  });
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as TermDepositProduct) : null,
    onSaved,
  );
  const read = readTermProduct(draft);
  const failure = snapshot.context.failure;
  const coded = failure?.code ? CODE_FIELDS[failure.code] : undefined;
  const errors: Record<string, string> = {
    ...serverErrors(failure?.fieldErrors ?? {}),
    ...(coded && failure ? { [coded]: failure.message } : {}),
    ...(tried ? read.problems : {}),
  };
  const busy = snapshot.matches('submitting');
  const edit = (next: (current: TermProductDraft) => TermProductDraft) => setDraft(next);
  const text = (field: keyof TermProductDraft, label: string, error = field as string) => (
    <Field
      label={label}
      value={String(draft[field])}
      error={errors[error]}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((current) => ({ ...current, [field]: value }));
      }}
    />
  );
  const choose = <K extends keyof TermProductDraft>(
    field: K,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <SelectField
      label={label}
      value={String(draft[field])}
      error={errors[field]}
      options={options}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((current) => ({ ...current, [field]: value }));
      }}
    />
  );
  function toggle(value: MaturityInstruction, on: boolean) {
    setDraft((current) => ({
      ...current,
      maturityInstructions: on
        ? [...current.maturityInstructions, value]
        : current.maturityInstructions.filter((v) => v !== value),
    }));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (read.input) send({ type: 'request.submit', input: read.input });
  }
  const unit = draft.tenorUnit === 'DAYS' ? 'days' : 'months';
  const title = product ? `Change ${product.code}` : 'New term product';
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || busy || onClose()}
      title={title}
      description="What new bookings get; deposits already booked keep the terms they were booked with."
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <div className={styles.row}>
          {text('code', 'Code')}
          {text('name', 'Name')}
          {product &&
            choose('status', 'Status', [
              { value: 'ACTIVE', label: 'Active' },
              { value: 'INACTIVE', label: 'Inactive' },
            ])}
        </div>
        <div className={styles.row}>
          {choose('tenorUnit', 'Tenor unit', [
            { value: 'DAYS', label: 'Days' },
            { value: 'MONTHS', label: 'Months' },
          ])}
          {text('minTenor', `Shortest tenor (${unit})`)}
          {text('maxTenor', `Longest tenor (${unit})`)}
          {text('minAmount', 'Smallest amount (₦)', 'minAmountKobo')}
          {text('maxAmount', 'Largest amount (₦)', 'maxAmountKobo')}
        </div>
        <div className={styles.row}>
          {choose('interestType', 'Interest', [
            { value: 'SIMPLE', label: 'Simple' },
            { value: 'COMPOUND', label: 'Compound' },
          ])}
          {draft.interestType === 'COMPOUND' &&
            choose('compoundingPeriodMonths', 'Compounding', [
              { value: '', label: 'Choose' },
              ...PERIODS,
            ])}
          {choose('daysInYear', 'Days in a year', [
            { value: '365', label: '365' },
            { value: '360', label: '360' },
            { value: 'ACTUAL', label: 'Actual (365 or 366)' },
          ])}
          {choose('interestPayout', 'Interest paid', [
            { value: 'AT_MATURITY', label: 'At maturity' },
            { value: 'PERIODIC', label: 'Periodically' },
          ])}
          {draft.interestPayout === 'PERIODIC' &&
            choose('payoutPeriodMonths', 'Paid', [{ value: '', label: 'Choose' }, ...PERIODS])}
        </div>
        <div className={styles.row}>
          {choose(
            'penaltyKind',
            'Early liquidation penalty',
            Object.entries(PENALTY_WORDS).map(([value, label]) => ({ value, label })),
          )}
          {draft.penaltyKind === 'INTEREST_SHARE' &&
            text('penaltyPercent', 'Interest forfeited (%)', 'penalty.percent')}
          {draft.penaltyKind === 'REDUCED_RATE' &&
            text('penaltyRate', 'Reduced rate (% a year)', 'penalty.annualInterestRate')}
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={draft.withholdingTax}
              onChange={(event) => {
                const on = event.target.checked;
                setDraft((current) => ({ ...current, withholdingTax: on }));
              }}
            />
            Withhold tax on the interest
          </label>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Instructions at maturity</legend>
          {MATURITY_INSTRUCTIONS.map((value) => (
            <label key={value} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={draft.maturityInstructions.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
              />
              {INSTRUCTION_WORDS[value]}
            </label>
          ))}
        </fieldset>
        {errors.maturityInstructions && (
          <p className={styles.error}>{errors.maturityInstructions}</p>
        )}
        <RateChartEditor draft={draft} edit={edit} errors={errors} />
        <div className={record.stack}>
          <h3 className={record.cardTitle}>The chart as a grid</h3>
          <RateMatrix draft={draft} />
        </div>
        <ConfirmFooter
          failure={failure}
          busy={busy}
          tone="primary"
          confirmLabel={product ? 'Save changes' : 'Create product'}
          busyLabel="Saving…"
          backLabel="Cancel"
          refusal="Not saved"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
