import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import type { Api } from '../../../api/client';
import { listLoans } from '../../../api/loans.api';
import {
  liquidateTermDeposit,
  type MaturityInstruction,
  placeTermDepositLien,
  quoteTermDepositLiquidation,
  releaseTermDepositLien,
  setTermDepositInstruction,
  settleTermDeposit,
  type TermDepositDetail,
  type TermDepositProduct,
} from '../../../api/term-deposits.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import {
  type ActionCheck,
  type ActionFields,
  MoneyActionDialog,
} from '../../components/money-action-dialog';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { Summary } from '../../components/summary-list';
import { INSTRUCTION_WORDS } from './term-deposit-words';

/** The contract's bound on a reason. */
const REASON_MAX_LENGTH = 200;

export interface ActionProps {
  readonly deposit: TermDepositDetail;
  readonly onDone: (deposit: TermDepositDetail, message: string) => void;
  readonly onClose: () => void;
}

function readReason(draft: { reason: string }, ask: string): ActionCheck<{ reason: string }> {
  const reason = draft.reason.trim();
  return reason ? { body: { reason }, problems: {} } : { body: null, problems: { reason: ask } };
}

function ReasonField({ draft, edit, touch, errorOf, locked }: ActionFields<{ reason: string }>) {
  return (
    <TextAreaField
      label="Reason"
      value={draft.reason}
      maxLength={REASON_MAX_LENGTH}
      readOnly={locked}
      error={errorOf('reason')}
      onBlur={() => touch('reason')}
      onChange={(event) => {
        const reason = event.target.value;
        edit((current) => ({ ...current, reason }));
      }}
    />
  );
}

/** What an early liquidation pays today, read from the server before anything moves. */
function LiquidationQuote({ deposit }: { deposit: TermDepositDetail }) {
  const load = useCallback(
    (api: Api) => quoteTermDepositLiquidation(api, deposit.id),
    [deposit.id],
  );
  const { snapshot, data: quote } = useApiQuery(load);
  if (snapshot.matches('failed')) {
    return (
      <Notice tone="danger">
        The liquidation quote did not load: {snapshot.context.failure?.message}
      </Notice>
    );
  }
  if (!quote) return <p className={record.muted}>Working out what liquidating today pays…</p>;
  return (
    <div data-testid="liquidation-quote">
      <Summary
        label="Liquidation quote"
        lines={[
          ['Liquidation date', formatBankDate(quote.liquidationDate)],
          ['Days held', String(quote.daysHeld)],
          ['Principal', formatKobo(deposit.principalKobo)],
          ['Interest earned', formatKobo(quote.interestEarnedKobo), false, { figure: 'earned' }],
          ['Penalty', formatKobo(quote.penaltyKobo), false, { figure: 'penalty' }],
          ['Interest paid', formatKobo(quote.interestPaidKobo), false, { figure: 'interest-paid' }],
          ['Withholding tax', formatKobo(quote.withholdingTaxKobo), false, { figure: 'tax' }],
          ['Payout to the account', formatKobo(quote.payoutKobo), true, { figure: 'payout' }],
        ]}
      />
    </div>
  );
}

/** Liquidate early: the quote (earned, penalty, tax, payout), a reason, then the money moves. */
export function LiquidateDialog({ deposit, onDone, onClose }: ActionProps) {
  const check = useCallback(
    (draft: { reason: string }) => readReason(draft, 'Say why the deposit is liquidated early.'),
    [],
  );
  const submit = useCallback(
    (api: Api, body: { reason: string }, key: string) =>
      liquidateTermDeposit(api, deposit.id, body.reason, key),
    [deposit.id],
  );
  return (
    <MoneyActionDialog
      wide
      title={`Liquidate ${deposit.depositNumber} early`}
      description={`The principal and the interest after the product's penalty, net of tax, go to account ${deposit.accountNumber}.`}
      draft={{ reason: '' }}
      check={check}
      submit={submit}
      fields={(props) => (
        <>
          <LiquidationQuote deposit={deposit} />
          <ReasonField {...props} />
        </>
      )}
      summary={() => <LiquidationQuote deposit={deposit} />}
      reviewLabel="Review liquidation"
      confirmLabel="Liquidate"
      busyLabel="Liquidating…"
      onDone={(done) =>
        onDone(
          done,
          done.status === 'LIQUIDATION_PENDING'
            ? `${done.depositNumber}'s liquidation waits for approval.`
            : `${done.depositNumber} is liquidated.`,
        )
      }
      onClose={onClose}
    />
  );
}

/** Pay out or roll over a matured deposit that was held (its lien was in place at maturity). */
export function SettleDialog({
  deposit,
  instructions,
  onDone,
  onClose,
}: ActionProps & { instructions: readonly MaturityInstruction[] }) {
  const check = useCallback(
    (draft: { instruction: string }): ActionCheck<{ instruction: MaturityInstruction }> =>
      draft.instruction
        ? { body: { instruction: draft.instruction as MaturityInstruction }, problems: {} }
        : { body: null, problems: { instruction: 'Choose what to do with the deposit.' } },
    [],
  );
  const submit = useCallback(
    (api: Api, body: { instruction: MaturityInstruction }, key: string) =>
      settleTermDeposit(api, deposit.id, body.instruction, key),
    [deposit.id],
  );
  return (
    <MoneyActionDialog
      title={`Pay out or roll over ${deposit.depositNumber}`}
      description="The deposit matured and was held. Paying out sends the maturity amount, net of tax, to its account; rolling over books a new deposit at the rate of the day."
      draft={{ instruction: instructions[0] ?? '' }}
      check={check}
      submit={submit}
      fields={({ draft, edit, errorOf, locked }) => (
        <SelectField
          label="Settle by"
          value={draft.instruction}
          disabled={locked}
          error={errorOf('instruction')}
          options={instructions.map((value) => ({ value, label: INSTRUCTION_WORDS[value] }))}
          onChange={(event) => {
            const instruction = event.target.value;
            edit(() => ({ instruction }));
          }}
        />
      )}
      summary={(body) => (
        <Summary
          label="Settlement to confirm"
          lines={[
            ['Settle by', body ? INSTRUCTION_WORDS[body.instruction] : '—'],
            ['Account', deposit.accountNumber],
            ['Net maturity amount', formatKobo(deposit.netMaturityAmountKobo), true],
          ]}
        />
      )}
      reviewLabel="Review"
      confirmLabel="Settle"
      busyLabel="Settling…"
      onDone={(done) => onDone(done, `${done.depositNumber} is settled.`)}
      onClose={onClose}
    />
  );
}

/** A one-step change that moves no money: a form, then the request, then the deposit again. */
function PlainDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  ready = true,
  onAttempt,
  perform,
  done,
  onDone,
  onClose,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  /** Whether the form can be sent; when not, Confirm only shows what is missing. */
  ready?: boolean;
  onAttempt?: () => void;
  perform: () => Promise<TermDepositDetail>;
  done: (deposit: TermDepositDetail) => string;
  onDone: ActionProps['onDone'];
  onClose: () => void;
  children: ReactNode;
}) {
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as TermDepositDetail) : null,
    (after) => onDone(after, done(after)),
  );
  const busy = snapshot.matches('submitting');
  function submit(event: FormEvent) {
    event.preventDefault();
    onAttempt?.();
    if (ready) send({ type: 'request.submit', input: null });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={title}
      description={description}
    >
      <form className={record.form} onSubmit={submit} aria-label={title} noValidate>
        {children}
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone={tone}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          backLabel="Cancel"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}

/** Change what happens at maturity, among what the product allows. */
export function InstructionDialog({
  deposit,
  product,
  onDone,
  onClose,
}: ActionProps & { product: TermDepositProduct | null }) {
  const api = useApi();
  const [instruction, setInstruction] = useState<MaturityInstruction>(deposit.maturityInstruction);
  const allowed = product?.maturityInstructions ?? [deposit.maturityInstruction];
  const perform = useCallback(
    () => setTermDepositInstruction(api, deposit.id, instruction),
    [api, deposit.id, instruction],
  );
  return (
    <PlainDialog
      title={`Change ${deposit.depositNumber}'s instruction`}
      description="What happens at maturity. Nothing moves now."
      confirmLabel="Save instruction"
      busyLabel="Saving…"
      perform={perform}
      done={(after) =>
        `${after.depositNumber} will ${INSTRUCTION_WORDS[after.maturityInstruction].toLowerCase()} at maturity.`
      }
      onDone={onDone}
      onClose={onClose}
    >
      <SelectField
        label="At maturity"
        value={instruction}
        options={allowed.map((value) => ({ value, label: INSTRUCTION_WORDS[value] }))}
        onChange={(event) => setInstruction(event.target.value as MaturityInstruction)}
      />
    </PlainDialog>
  );
}

/** The depositor's loans, for a lien's optional loan. */
function useCustomerLoans(deposit: TermDepositDetail) {
  const load = useCallback(
    (api: Api) =>
      listLoans(api, { q: deposit.customerName, pageSize: 50 })
        .then((page) => page.items.filter((loan) => loan.customerId === deposit.customerId))
        .catch(() => []),
    [deposit.customerId, deposit.customerName],
  );
  return useApiQuery(load).data ?? [];
}

/** Hold the deposit as collateral: a reason and, if there is one, the loan it secures. */
export function PlaceLienDialog({ deposit, onDone, onClose }: ActionProps) {
  const api = useApi();
  const loans = useCustomerLoans(deposit);
  const [reason, setReason] = useState('');
  const [loanId, setLoanId] = useState('');
  const [shown, setShown] = useState(false);
  const perform = useCallback(
    () =>
      placeTermDepositLien(api, deposit.id, {
        reason: reason.trim(),
        ...(loanId ? { loanId } : {}),
      }),
    [api, deposit.id, reason, loanId],
  );
  return (
    <PlainDialog
      title={`Place a lien on ${deposit.depositNumber}`}
      description="A deposit under lien cannot be liquidated or paid out; a rollover carries the lien to the new deposit."
      confirmLabel="Place lien"
      busyLabel="Placing…"
      ready={reason.trim() !== ''}
      onAttempt={() => setShown(true)}
      perform={perform}
      done={(after) => `${after.depositNumber} is under lien.`}
      onDone={onDone}
      onClose={onClose}
    >
      <TextAreaField
        label="Reason"
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        error={shown && !reason.trim() ? 'Say why the deposit is held.' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <SelectField
        label="Loan secured (optional)"
        value={loanId}
        placeholder="No loan"
        options={loans.map((loan) => ({
          value: loan.id,
          label: `${loan.loanNumber} · ${loan.productName}`,
        }))}
        onChange={(event) => setLoanId(event.target.value)}
      />
    </PlainDialog>
  );
}

/** Release the lien, with a reason. */
export function ReleaseLienDialog({ deposit, onDone, onClose }: ActionProps) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const perform = useCallback(
    () => releaseTermDepositLien(api, deposit.id, reason.trim()),
    [api, deposit.id, reason],
  );
  return (
    <PlainDialog
      title={`Release ${deposit.depositNumber}'s lien`}
      description="The deposit is free again to be liquidated or paid out."
      confirmLabel="Release lien"
      busyLabel="Releasing…"
      tone="danger"
      ready={reason.trim() !== ''}
      onAttempt={() => setShown(true)}
      perform={perform}
      done={(after) => `${after.depositNumber}'s lien is released.`}
      onDone={onDone}
      onClose={onClose}
    >
      <TextAreaField
        label="Reason"
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        error={shown && !reason.trim() ? 'Say why the lien is released.' : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
    </PlainDialog>
  );
}
