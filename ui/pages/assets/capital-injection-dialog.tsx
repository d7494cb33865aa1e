import { useCallback } from 'react';
import type { Api } from '../../../api/client';
import type { GlAccount } from '../../../api/coa.api';
import {
  isSentForApproval,
  type JournalOutcome,
  type ManualJournalRequest,
  postManualJournal,
} from '../../../api/journals.api';
import { formatBankDate } from '../../../policies/calendar';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import {
  type ActionCheck,
  type ActionFields,
  MoneyActionDialog,
} from '../../components/money-action-dialog';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { Summary } from '../../components/summary-list';

/** The equity account an injection credits unless another is chosen. */
export const SHARE_CAPITAL_CODE = '3101';
/** The account the money comes into unless another is chosen: the bank's balances with banks. */
const DUE_FROM_BANKS_CODE = '1110';

export interface InjectionDraft {
  readonly amount: string;
  readonly equityAccountId: string;
  readonly intoAccountId: string;
  readonly valueDate: string;
  readonly narration: string;
  readonly reference: string;
}

interface InjectionProps {
  readonly equityAccounts: readonly GlAccount[];
  /** The asset accounts money can come into: the bank's cash and its balances with banks. */
  readonly intoAccounts: readonly GlAccount[];
  readonly today: string;
  readonly onDone: (outcome: JournalOutcome) => void;
  readonly onClose: () => void;
}

const submit = (api: Api, body: ManualJournalRequest, key: string) =>
  postManualJournal(api, body, key);

const byCode = (accounts: readonly GlAccount[], code: string) =>
  accounts.find((account) => account.code === code);

const accountWords = (account: GlAccount | undefined) =>
  account ? `${account.code} ${account.name}` : '—';

/**
 * A capital injection: the money that came into a bank or cash account (debit) credited to an
 * equity account, sent as a manual journal. The journal approval flow holds it for a checker
 * when its amount is in a band; it posts only when approved.
 */
export function CapitalInjectionDialog(props: InjectionProps) {
  const { equityAccounts, intoAccounts, today } = props;
  const byId = (id: string) =>
    [...equityAccounts, ...intoAccounts].find((account) => account.id === id);
  const check = useCallback((draft: InjectionDraft) => checkInjection(draft, today), [today]);
  const shareCapital = byCode(equityAccounts, SHARE_CAPITAL_CODE);
  return (
    <MoneyActionDialog
      title="Record a capital injection"
      description="New capital paid in by the shareholders: it is credited to an equity account and posts once a checker approves it in Approvals."
      draft={{
        amount: '',
        equityAccountId: (shareCapital ?? equityAccounts[0])?.id ?? '',
        intoAccountId: (byCode(intoAccounts, DUE_FROM_BANKS_CODE) ?? intoAccounts[0])?.id ?? '',
        valueDate: today,
        narration: 'Capital injection',
        reference: '',
      }}
      check={check}
      submit={submit}
      fields={(fields: ActionFields<InjectionDraft>) => <InjectionFields {...fields} {...props} />}
      summary={(body) => (
        <Summary
          label="Capital injection to confirm"
          lines={[
            ['Credit (equity)', accountWords(byId(body?.lines[1]?.glAccountId ?? ''))],
            ['Debit (received into)', accountWords(byId(body?.lines[0]?.glAccountId ?? ''))],
            ['Value date', body?.valueDate ? formatBankDate(body.valueDate) : '—'],
            ['Narration', body?.narration ?? '—'],
            ['Amount', body ? formatKobo(body.lines[0]?.debitKobo ?? 0) : '—', true],
          ]}
        />
      )}
      reviewLabel="Review injection"
      confirmLabel="Send for posting"
      busyLabel="Sending…"
      wide
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}

/** The manual journal a draft asks for, or the problems by field. */
export function checkInjection(
  draft: InjectionDraft,
  today: string,
): ActionCheck<ManualJournalRequest> {
  const problems: Record<string, string> = {};
  const amount = readNairaAmount(draft.amount);
  if ('error' in amount) problems.amount = amount.error;
  if (!draft.equityAccountId) problems.equityAccountId = 'Choose the equity account to credit.';
  if (!draft.intoAccountId) problems.intoAccountId = 'Choose the account the money came into.';
  if (!draft.valueDate) problems.valueDate = 'Enter the value date.';
  else if (draft.valueDate > today) {
    problems.valueDate = `The value date cannot be after ${formatBankDate(today)}.`;
  }
  const narration = draft.narration.trim();
  if (!narration) problems.narration = 'Say what the injection is.';
  if ('error' in amount || Object.keys(problems).length > 0) return { body: null, problems };
  const reference = draft.reference.trim();
  return {
    body: {
      narration,
      ...(reference ? { reference } : {}),
      valueDate: draft.valueDate,
      lines: [
        { glAccountId: draft.intoAccountId, debitKobo: amount.kobo, creditKobo: 0 },
        { glAccountId: draft.equityAccountId, debitKobo: 0, creditKobo: amount.kobo },
      ],
    },
    problems: {},
  };
}

function InjectionFields({
  draft,
  edit,
  touch,
  errorOf,
  locked,
  equityAccounts,
  intoAccounts,
  today,
}: ActionFields<InjectionDraft> & InjectionProps) {
  const set = (field: keyof InjectionDraft) => (value: string) =>
    edit((current) => ({ ...current, [field]: value }));
  const options = (accounts: readonly GlAccount[]) =>
    accounts.map((account) => ({ value: account.id, label: accountWords(account) }));
  return (
    <>
      <div className={record.row}>
        <Field
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          className={`${fieldStyles.input} ${record.amountInput}`}
          value={draft.amount}
          maxLength={24}
          readOnly={locked}
          error={errorOf('amount')}
          onChange={(event) => set('amount')(event.target.value)}
          onBlur={() => touch('amount')}
        />
        <DateField
          label="Value date"
          value={draft.valueDate}
          max={today}
          readOnly={locked}
          error={errorOf('valueDate')}
          onChange={set('valueDate')}
          onBlur={() => touch('valueDate')}
        />
      </div>
      <div className={record.row}>
        <SelectField
          label="Equity account"
          options={options(equityAccounts)}
          value={draft.equityAccountId}
          disabled={locked}
          error={errorOf('equityAccountId')}
          onChange={(event) => set('equityAccountId')(event.target.value)}
        />
        <SelectField
          label="Received into"
          hint="The bank or cash account the money came into."
          options={options(intoAccounts)}
          value={draft.intoAccountId}
          disabled={locked}
          error={errorOf('intoAccountId')}
          onChange={(event) => set('intoAccountId')(event.target.value)}
        />
      </div>
      <div className={record.row}>
        <Field
          label="Narration"
          value={draft.narration}
          maxLength={255}
          readOnly={locked}
          error={errorOf('narration')}
          onChange={(event) => set('narration')(event.target.value)}
          onBlur={() => touch('narration')}
        />
        <Field
          label="Reference (optional)"
          hint="The board resolution or the bank's deposit slip."
          value={draft.reference}
          maxLength={64}
          readOnly={locked}
          onChange={(event) => set('reference')(event.target.value)}
        />
      </div>
    </>
  );
}

/** What the section says once the injection was sent: held for a checker, or posted at once. */
export function injectionOutcomeWords(outcome: JournalOutcome): string {
  if (isSentForApproval(outcome)) {
    return `Capital injection of ${formatKobo(outcome.amountKobo)} sent for approval; it posts once a checker approves it.`;
  }
  return `Capital injection posted as ${outcome.entryNumber}.`;
}
