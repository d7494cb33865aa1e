import { useCallback, useMemo } from 'react';
import type { Api } from '../../../api/client';
import {
  bookTermDeposit,
  type MaturityInstruction,
  type TermDeposit,
  type TermDepositBookingInput,
  type TermDepositProduct,
} from '../../../api/term-deposits.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { AccountPicker } from '../../components/account-picker';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { useFormRules, withFormRules } from '../../components/form-rules/use-form-rules';
import { type ActionFields, MoneyActionDialog } from '../../components/money-action-dialog';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { Summary } from '../../components/summary-list';
import {
  type BookingContext,
  type BookingDraft,
  checkBooking,
  EMPTY_BOOKING,
  earliestValueDate,
  liveFigures,
} from './booking-form';
import { INSTRUCTION_WORDS, rateText, tenorRangeText, tenorText } from './term-deposit-words';
import * as styles from './term-deposits.css';

const submit = (api: Api, body: TermDepositBookingInput, key: string) =>
  bookTermDeposit(api, body, key);

/** The rate, maturity date and amounts the draft gives, worked out as it is typed. */
function LiveFiguresPanel({ draft, context }: { draft: BookingDraft; context: BookingContext }) {
  const { rate, figures } = liveFigures(draft, context);
  return (
    <div className={styles.live} data-testid="live-figures" aria-live="polite">
      <h3 className={record.cardTitle}>At maturity</h3>
      {figures ? (
        <Summary
          label="The deposit's figures"
          lines={[
            ['Rate', rateText(rate), false, { figure: 'rate' }],
            [
              'Maturity date',
              formatBankDate(figures.maturityDate),
              false,
              { figure: 'maturity-date' },
            ],
            ['Interest', formatKobo(figures.interestKobo), false, { figure: 'interest' }],
            ['Withholding tax', formatKobo(figures.withholdingTaxKobo), false, { figure: 'tax' }],
            [
              'Gross maturity amount',
              formatKobo(figures.maturityAmountKobo),
              false,
              { figure: 'gross' },
            ],
            [
              'Net maturity amount',
              formatKobo(figures.netMaturityAmountKobo),
              true,
              { figure: 'net' },
            ],
          ]}
        />
      ) : (
        <p className={record.muted}>
          Choose a product and enter an amount and tenor it accepts to see the rate and the figures
          at maturity.
        </p>
      )}
    </div>
  );
}

function BookingFields({
  draft,
  edit,
  touch,
  errorOf,
  locked,
  context,
}: ActionFields<BookingDraft> & { context: BookingContext }) {
  const product = context.products.find((p) => p.id === draft.productId);
  const set =
    <K extends keyof BookingDraft>(field: K) =>
    (value: BookingDraft[K]) =>
      edit((current) => ({ ...current, [field]: value }));
  const instructions = product?.maturityInstructions ?? [];
  return (
    <div className={styles.formBeside}>
      <div className={styles.fieldGrid}>
        <AccountPicker
          label="Customer's account"
          testId="deposit-account"
          value={draft.account}
          error={errorOf('account')}
          disabled={locked}
          onPick={(account) => {
            set('account')(account);
            touch('account');
          }}
        />
        <SelectField
          label="Product"
          value={draft.productId}
          disabled={locked}
          error={errorOf('productId')}
          placeholder="Choose a product"
          options={context.products
            .filter((p) => p.status === 'ACTIVE')
            .map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
          onChange={(event) => {
            const id = event.target.value;
            edit((current) => ({ ...current, productId: id, maturityInstruction: '' }));
            touch('productId');
          }}
        />
        <div className={styles.pair}>
          <Field
            label="Amount (₦)"
            inputMode="decimal"
            value={draft.amount}
            readOnly={locked}
            error={errorOf('amount')}
            hint={
              product
                ? `${formatKobo(product.minAmountKobo)} to ${formatKobo(product.maxAmountKobo)}`
                : undefined
            }
            onBlur={() => touch('amount')}
            onChange={(event) => set('amount')(event.target.value)}
          />
          <Field
            label={product?.tenorUnit === 'MONTHS' ? 'Tenor (months)' : 'Tenor (days)'}
            inputMode="numeric"
            value={draft.tenor}
            readOnly={locked}
            error={errorOf('tenor')}
            hint={
              product
                ? tenorRangeText(product.minTenor, product.maxTenor, product.tenorUnit)
                : undefined
            }
            onBlur={() => touch('tenor')}
            onChange={(event) => set('tenor')(event.target.value)}
          />
        </div>
        <SelectField
          label="Funding"
          value={draft.funding}
          disabled={locked}
          error={errorOf('funding')}
          hint={
            context.tillSessionId
              ? undefined
              : 'Cash is offered when you have an open till session.'
          }
          options={[
            { value: 'ACCOUNT', label: 'From the account' },
            ...(context.tillSessionId ? [{ value: 'CASH', label: 'Cash at my till' }] : []),
          ]}
          onChange={(event) => set('funding')(event.target.value as BookingDraft['funding'])}
        />
        <SelectField
          label="At maturity"
          value={draft.maturityInstruction}
          disabled={locked || !product}
          error={errorOf('maturityInstruction')}
          placeholder={product ? 'Choose an instruction' : 'Choose a product first'}
          options={instructions.map((value) => ({ value, label: INSTRUCTION_WORDS[value] }))}
          onChange={(event) => {
            set('maturityInstruction')(event.target.value as MaturityInstruction);
            touch('maturityInstruction');
          }}
        />
        <DateField
          label="Value date"
          value={draft.startDate}
          min={earliestValueDate(context.today)}
          max={context.today}
          readOnly={locked}
          error={errorOf('startDate')}
          hint="Leave empty for today; a late booking may be value-dated up to a month back."
          onBlur={() => touch('startDate')}
          onChange={(value) => set('startDate')(value)}
        />
      </div>
      <LiveFiguresPanel draft={draft} context={context} />
    </div>
  );
}

/**
 * Booking a term deposit: the account, product, amount and tenor with the rate and the figures at
 * maturity worked out beside them as they are typed, then a confirm of what will move.
 */
/** The request's fields the bank's rules may set, under the form's own names. */
const RULED_FIELDS = {
  'body.amountKobo': 'amount',
  'body.tenor': 'tenor',
  'body.startDate': 'startDate',
} as const;

export function BookDepositDialog({
  products,
  today,
  tillSessionId,
  onDone,
  onClose,
}: {
  products: readonly TermDepositProduct[];
  today: string;
  tillSessionId: string | null;
  onDone: (deposit: TermDeposit) => void;
  onClose: () => void;
}) {
  const context = useMemo<BookingContext>(
    () => ({ products, today, tillSessionId }),
    [products, today, tillSessionId],
  );
  const rules = useFormRules('term-deposit');
  const check = useCallback(
    (draft: BookingDraft) => withFormRules(checkBooking(draft, context), rules.check, RULED_FIELDS),
    [context, rules.check],
  );
  return (
    <MoneyActionDialog
      wide
      title="Book a term deposit"
      description="The principal leaves the customer's account (or comes in as cash at your till) and earns the chart's rate until maturity."
      draft={EMPTY_BOOKING}
      check={check}
      submit={submit}
      fields={(props) => <BookingFields {...props} context={context} />}
      summary={(body) => {
        const product = products.find((p) => p.id === body?.productId);
        return (
          <Summary
            label="Booking to confirm"
            lines={[
              ['Product', product ? `${product.code} · ${product.name}` : '—'],
              ['Tenor', product && body ? tenorText(body.tenor, product.tenorUnit) : '—'],
              ['Value date', formatBankDate(body?.startDate ?? today)],
              ['At maturity', body ? INSTRUCTION_WORDS[body.maturityInstruction] : '—'],
              ['Funding', body?.funding === 'CASH' ? 'Cash at my till' : 'From the account'],
              ['Principal', body ? formatKobo(body.amountKobo) : '—', true],
            ]}
          />
        );
      }}
      reviewLabel="Review booking"
      confirmLabel="Book deposit"
      busyLabel="Booking…"
      onDone={onDone}
      onClose={onClose}
    />
  );
}
