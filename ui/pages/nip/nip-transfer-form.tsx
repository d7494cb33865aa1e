import { type FormEvent, useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  createNipTransfer,
  type NipNameEnquiryResult,
  type NipTransferQuote,
  type NipTransferRequest,
  type NipTransferSent,
  quoteNipTransfer,
} from '../../../api/nip.api';
import { type Failure, toFailure } from '../../../machines/failure';
import {
  createMoneyFormMachine,
  type MoneyAttempt,
  type Preparation,
  type PrepareInput,
  problemShown,
} from '../../../machines/money-form.machine';
import { useApi } from '../../app/api-context';
import { useMoneyForm } from '../../app/use-money-form';
import { AccountPicker } from '../../components/account-picker';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { renamedProblems, useFormRules } from '../../components/form-rules/use-form-rules';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { BeneficiaryFields } from './beneficiary-fields';
import * as styles from './nip.css';
import {
  accountNumberProblem,
  checkNipDraft,
  EMPTY_NIP_DRAFT,
  NIP_NARRATION_MAX_LENGTH,
  type NipCheck,
  type NipDraft,
  type NipField,
  nubanCodeOf,
  refusalOf,
  withBeneficiary,
} from './nip-draft';
import { useActiveBanks, useNameEnquiry, useQuote } from './nip-hooks';
import { NipSent } from './nip-sent';
import { NipSummary, QuoteFigures } from './nip-summary';

/** A refusal of the quote before the confirm step, shown beside the field it is about. */
function quoteRefusal(error: unknown): Preparation<NipTransferQuote> {
  const failure = toFailure(error);
  const refusal = refusalOf(failure.code, failure.message);
  if (refusal && refusal.field !== 'page') return { refused: { [refusal.field]: refusal.message } };
  throw error;
}

function useNipMachine() {
  const api = useApi();
  return useMemo(
    () =>
      createMoneyFormMachine<
        NipDraft,
        NipTransferRequest,
        NipTransferSent,
        NipCheck,
        NipTransferQuote
      >().provide({
        actors: {
          // The confirm step shows the charges as the server quotes them at that moment.
          prepare: fromPromise<
            Preparation<NipTransferQuote>,
            PrepareInput<NipDraft, NipTransferRequest>
          >(async ({ input }) => {
            const { debitAccountId, amountKobo } = input.body;
            try {
              return { review: await quoteNipTransfer(api, { debitAccountId, amountKobo }) };
            } catch (error) {
              return quoteRefusal(error);
            }
          }),
          submit: fromPromise<NipTransferSent, MoneyAttempt<NipTransferRequest, NipTransferQuote>>(
            ({ input }) => createNipTransfer(api, input.body, input.key),
          ),
        },
      }),
    [api],
  );
}

/** Where a failure shows: beside a field, over the page, or in the form's own notice. */
interface PlacedFailure {
  readonly field: Partial<Record<NipField, string>>;
  readonly page: string | null;
  readonly other: string | null;
}

function placeFailure(failure: Failure | null): PlacedFailure {
  if (!failure) return { field: {}, page: null, other: null };
  const refusal = refusalOf(failure.code, failure.message);
  if (!refusal) return { field: {}, page: null, other: failure.message };
  if (refusal.field === 'page') return { field: {}, page: refusal.message, other: null };
  return { field: { [refusal.field]: refusal.message }, page: null, other: null };
}

/**
 * "New transfer": the debit account, the beneficiary checked by NUBAN and named by their bank,
 * the amount and narration with the charges quoted as they change, a confirm step, and the money
 * sent through the money-form chart with one Idempotency-Key per confirmed intent (Retry after
 * an unknown outcome resends the same key). After sending, the transfer's live status or, when a
 * checker must approve it, the request that waits.
 */
const RULED_FIELDS = {
  'body.amountKobo': 'amount',
  'body.narration': 'narration',
  'body.beneficiaryAccountNumber': 'accountNumber',
  'body.beneficiaryAccountName': 'beneficiary',
} as const;

export function NipTransferForm({ onSent }: { onSent: () => void }) {
  const machine = useNipMachine();
  const rules = useFormRules('nip.transfer');
  const { snapshot, send, edit, touch, submit } = useMoneyForm(machine, {
    draft: EMPTY_NIP_DRAFT,
    check: (draft) => {
      const checked = checkNipDraft(draft);
      // The bank's own form rules, as the server will apply them.
      const ruled = checked.body ? renamedProblems(rules.check(checked.body), RULED_FIELDS) : {};
      return Object.keys(ruled).length > 0
        ? { ...checked, body: null, problems: ruled as NipCheck['problems'] }
        : checked;
    },
    confirm: true,
  });
  const { draft, check, refusal, review, result, failure } = snapshot.context;
  const step = String(snapshot.value);
  const locked = step === 'confirming' || step === 'submitting' || step === 'preparing';
  const banks = useActiveBanks();
  // Without the right to read the list of banks the teller types the bank's NIP code; the
  // check digit is then checked by the server when the account is verified.
  const manualBank = banks.failure?.status === 403;
  const quote = useQuote(draft.debit?.id ?? null, check.amountKobo);

  const onFound = useCallback(
    (found: NipNameEnquiryResult) =>
      edit((current) =>
        current.bankCode === found.bankCode && current.accountNumber.trim() === found.accountNumber
          ? { ...current, enquiry: found, nameConfirmed: false }
          : current,
      ),
    [edit],
  );
  const enquiry = useNameEnquiry(onFound);
  const enquiryFailure = placeFailure(
    enquiry.result.state === 'failed' ? enquiry.result.failure : null,
  );
  const sendFailure = placeFailure(failure);

  const errorOf = (field: NipField): string | undefined =>
    refusal[field] ??
    sendFailure.field[field] ??
    enquiryFailure.field[field] ??
    (field === 'beneficiary' && enquiryFailure.other ? enquiryFailure.other : undefined) ??
    (problemShown(snapshot.context, field) ? check.problems[field] : undefined);

  function verify() {
    touch('accountNumber');
    touch('bankCode');
    if (!draft.bankCode || accountNumberProblem(draft.nubanCode, draft.accountNumber)) return;
    void enquiry.start(draft.bankCode, draft.accountNumber.trim());
  }

  function changeBeneficiary(
    change: Partial<Pick<NipDraft, 'bankCode' | 'nubanCode' | 'accountNumber'>>,
  ) {
    enquiry.clear();
    edit((current) => withBeneficiary(current, change));
  }

  function review_(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  const pageNotice = sendFailure.page ?? enquiryFailure.page;
  const sending = step === 'submitting';
  return (
    <Card>
      <div className={styles.stack}>
        {pageNotice && <Notice tone="danger">{pageNotice}</Notice>}
        <div className={styles.layout}>
          <form
            className={styles.stack}
            onSubmit={review_}
            noValidate
            aria-label="New transfer"
            aria-busy={step === 'preparing' || sending}
          >
            <h2 className={styles.sectionTitle}>New transfer</h2>
            <AccountPicker
              value={draft.debit}
              error={errorOf('debit')}
              disabled={locked}
              onPick={(debit) => edit((current) => ({ ...current, debit }))}
            />
            <BeneficiaryFields
              draft={draft}
              banks={banks.banks}
              banksLoading={banks.loading}
              manualBank={manualBank}
              locked={locked}
              errors={{
                bankCode: errorOf('bankCode'),
                accountNumber: errorOf('accountNumber'),
                beneficiary: errorOf('beneficiary'),
              }}
              enquiry={enquiry.result.state === 'busy' ? 'busy' : 'idle'}
              onBank={(bank) =>
                changeBeneficiary({
                  bankCode: bank?.nipCode ?? '',
                  nubanCode: bank ? nubanCodeOf(bank) : '',
                })
              }
              onBankCode={(bankCode) => changeBeneficiary({ bankCode, nubanCode: '' })}
              onAccountNumber={(accountNumber) => changeBeneficiary({ accountNumber })}
              onAccountNumberLeft={() => touch('accountNumber')}
              onVerify={verify}
              onConfirmName={(nameConfirmed) => edit((current) => ({ ...current, nameConfirmed }))}
            />
            {banks.failure && !manualBank && (
              <Notice tone="danger">The banks could not be loaded: {banks.failure.message}</Notice>
            )}
            <div className={styles.row}>
              <Field
                label="Amount (₦)"
                inputMode="decimal"
                autoComplete="off"
                className={`${fieldStyles.input} ${styles.amountInput}`}
                maxLength={24}
                placeholder="0.00"
                value={draft.amount}
                readOnly={locked}
                error={errorOf('amount')}
                onChange={(event) => {
                  const amount = event.target.value;
                  edit((current) => ({ ...current, amount }));
                }}
                onBlur={() => touch('amount')}
              />
              <Field
                label="Narration"
                maxLength={NIP_NARRATION_MAX_LENGTH}
                placeholder="What the transfer is for"
                value={draft.narration}
                readOnly={locked}
                error={errorOf('narration')}
                onChange={(event) => {
                  const narration = event.target.value;
                  edit((current) => ({ ...current, narration }));
                }}
                onBlur={() => touch('narration')}
              />
            </div>
            {!locked && (
              <div className={styles.footer}>
                <Button onClick={() => send({ type: 'form.reset' })}>Clear</Button>
                <Button type="submit" tone="primary">
                  Review transfer
                </Button>
              </div>
            )}
            {step === 'preparing' && (
              <span className={styles.progress} role="status">
                <span className={styles.spinner} aria-hidden="true" /> Getting the final charges…
              </span>
            )}
          </form>
          <aside className={styles.stack} aria-label="Transfer summary">
            {step === 'confirming' || sending ? (
              <ConfirmPanel
                quote={review}
                sending={sending}
                onBack={() => send({ type: 'form.back' })}
                onConfirm={() => send({ type: 'form.confirm' })}
              />
            ) : (
              <NipSummary draft={draft} quote={quote} />
            )}
            {step === 'failed' && (
              <FailedPanel
                message={sendFailure.other}
                canRetry={snapshot.can({ type: 'form.retry' })}
                onRetry={() => send({ type: 'form.retry' })}
                onEdit={() => send({ type: 'form.back' })}
              />
            )}
            {step === 'succeeded' && result && <ResultPanel result={result} onDone={onSent} />}
          </aside>
        </div>
      </div>
    </Card>
  );
}

function ConfirmPanel({
  quote,
  sending,
  onBack,
  onConfirm,
}: {
  quote: NipTransferQuote | null;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>Confirm and send</h2>
      {quote && <QuoteFigures quote={quote} />}
      <div className={styles.footer}>
        <Button onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Button tone="primary" onClick={onConfirm} disabled={sending} autoFocus>
          {sending ? 'Sending…' : quote && quote.approvalLevels > 0 ? 'Send for approval' : 'Send'}
        </Button>
      </div>
      {sending && (
        <span className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" /> Sending the transfer…
        </span>
      )}
    </div>
  );
}

function FailedPanel({
  message,
  canRetry,
  onRetry,
  onEdit,
}: {
  message: string | null;
  canRetry: boolean;
  onRetry: () => void;
  onEdit: () => void;
}) {
  return (
    <div className={styles.stack}>
      <Notice tone="danger">
        <strong>Not sent. </strong>
        {message ?? 'See the field marked above.'}
        {canRetry &&
          ' The transfer may still have gone through. Retry sends it again with the same request key, so it cannot be paid twice.'}
      </Notice>
      <div className={styles.footer}>
        <Button onClick={onEdit}>Edit</Button>
        {canRetry && (
          <Button tone="primary" onClick={onRetry} autoFocus>
            Retry
          </Button>
        )}
      </div>
    </div>
  );
}

function ResultPanel({ result, onDone }: { result: NipTransferSent; onDone: () => void }) {
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>Last transfer</h2>
      <NipSent sent={result} key={result.transfer.id} onStatus={onDone} />
    </div>
  );
}
