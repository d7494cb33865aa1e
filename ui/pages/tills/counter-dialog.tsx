import { useCallback, useRef } from 'react';
import type { Api } from '../../../api/client';
import {
  type CashTransaction,
  type CashTransactionRequest,
  createCashDeposit,
  createCashWithdrawal,
} from '../../../api/tills.api';
import { countFor, type Denomination } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { AccountHolderCard } from '../../components/account-holder-card';
import { AccountPicker } from '../../components/account-picker';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { renamedProblems, useFormRules } from '../../components/form-rules/use-form-rules';
import { type ActionFields, MoneyActionDialog } from '../../components/money-action-dialog';
import { Summary } from '../../components/summary-list';
import { draftOf } from './cash-count';
import { CountForm, useWithdrawalLimitKobo } from './count-form';
import {
  type CounterDraft,
  type CounterKind,
  checkCounter,
  EMPTY_COUNTER_DRAFT,
  NARRATION_MAX_LENGTH,
  PARTY_NAME_MAX_LENGTH,
} from './counter-draft';

/** What the counter did: posted, or (a withdrawal over the teller's limit) waiting for approval. */
export interface CounterDone {
  readonly transaction: CashTransaction;
  readonly waitsForApproval: boolean;
}

const WORDS = {
  DEPOSIT: {
    title: 'Cash deposit',
    description: 'Cash received at the counter into a customer’s account.',
    party: 'Depositor',
    notes: 'Notes and coins received',
    confirm: 'Post deposit',
    busy: 'Posting…',
  },
  WITHDRAWAL: {
    title: 'Cash withdrawal',
    description:
      'Cash paid out of a customer’s account. Over your limit it waits for the head teller’s approval before any cash is paid.',
    party: 'Withdrawer',
    notes: 'Notes and coins paid out',
    confirm: 'Pay withdrawal',
    busy: 'Paying…',
  },
} as const;

const RULED_FIELDS = {
  'body.amountKobo': 'amount',
  'body.partyName': 'partyName',
  'body.partyPhone': 'partyPhone',
  'body.narration': 'narration',
} as const;

async function send(
  kind: CounterKind,
  api: Api,
  body: CashTransactionRequest,
  key: string,
): Promise<CounterDone> {
  if (kind === 'DEPOSIT') {
    return { transaction: await createCashDeposit(api, body, key), waitsForApproval: false };
  }
  return createCashWithdrawal(api, body, key);
}

function CounterFields({
  kind,
  denominations,
  props,
}: {
  kind: CounterKind;
  denominations: readonly Denomination[];
  props: ActionFields<CounterDraft>;
}) {
  const { draft, edit, touch, errorOf, locked } = props;
  const words = WORDS[kind];
  const limitKobo = useWithdrawalLimitKobo();
  const limitHint =
    kind === 'WITHDRAWAL' && limitKobo !== null
      ? `You pay up to ${formatKobo(limitKobo)} alone; more waits for the head teller’s approval.`
      : undefined;
  const check = checkCounter(kind, draft, denominations);
  const suggest = () => {
    if (check.amountKobo === null) return;
    const count = countFor(check.amountKobo, denominations);
    if (count) edit((current) => ({ ...current, notes: draftOf(count) }));
    touch('notes');
  };
  return (
    <>
      <AccountPicker
        label="Customer account"
        testId="counter-account"
        value={draft.account}
        error={errorOf('account')}
        disabled={locked}
        onPick={(account) => {
          edit((current) => ({ ...current, account }));
          touch('account');
        }}
      />
      {/* Before paying, the teller compares the person at the counter with the holder's specimens. */}
      {kind === 'WITHDRAWAL' && draft.account && (
        <AccountHolderCard key={draft.account.id} source={{ accountId: draft.account.id }} />
      )}
      <Field
        label="Amount (₦)"
        inputMode="decimal"
        hint={limitHint}
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
        label={`${words.party}’s name`}
        value={draft.partyName}
        maxLength={PARTY_NAME_MAX_LENGTH}
        readOnly={locked}
        error={errorOf('partyName')}
        onChange={(event) => {
          const partyName = event.target.value;
          edit((current) => ({ ...current, partyName }));
        }}
        onBlur={() => touch('partyName')}
      />
      <Field
        label={`${words.party}’s phone`}
        type="tel"
        value={draft.partyPhone}
        maxLength={16}
        placeholder="08031234567"
        readOnly={locked}
        error={errorOf('partyPhone')}
        onChange={(event) => {
          const partyPhone = event.target.value;
          edit((current) => ({ ...current, partyPhone }));
        }}
        onBlur={() => touch('partyPhone')}
      />
      <Field
        label="Narration (optional)"
        value={draft.narration}
        maxLength={NARRATION_MAX_LENGTH}
        readOnly={locked}
        error={errorOf('narration')}
        onChange={(event) => {
          const narration = event.target.value;
          edit((current) => ({ ...current, narration }));
        }}
      />
      <CountForm
        label={words.notes}
        denominations={denominations}
        draft={draft.notes}
        disabled={locked}
        totalLabel={
          check.amountKobo === null ? 'Total' : `Total (amount ${formatKobo(check.amountKobo)})`
        }
        error={errorOf('notes')}
        onChange={(notes) => {
          edit((current) => ({ ...current, notes }));
          touch('notes');
        }}
      />
      {kind === 'WITHDRAWAL' && (
        <div>
          <Button size="small" onClick={suggest} disabled={locked || check.amountKobo === null}>
            Fill with the fewest notes
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The teller's counter: a cash deposit or withdrawal on the money-form chart. The account is
 * found by number or name and shown with its holder and available balance; the notes must make
 * up the amount; the confirm step shows everything before the money moves, once per request key.
 */
export function CounterDialog({
  kind,
  denominations,
  account = null,
  onDone,
  onClose,
}: {
  kind: CounterKind;
  denominations: readonly Denomination[];
  account?: CounterDraft['account'];
  onDone: (done: CounterDone) => void;
  onClose: () => void;
}) {
  const words = WORDS[kind];
  // The body names the account by id only; the confirm step names it as the teller picked it.
  const picked = useRef(account);
  const rules = useFormRules(kind === 'DEPOSIT' ? 'cash.deposit' : 'cash.withdrawal');
  const check = useCallback(
    (draft: CounterDraft) => {
      picked.current = draft.account;
      const checked = checkCounter(kind, draft, denominations);
      // The bank's own form rules, as the server will apply them.
      const ruled = checked.body ? renamedProblems(rules.check(checked.body), RULED_FIELDS) : {};
      return Object.keys(ruled).length > 0 ? { ...checked, body: null, problems: ruled } : checked;
    },
    [kind, denominations, rules.check],
  );
  const submit = useCallback(
    (api: Api, body: CashTransactionRequest, key: string) => send(kind, api, body, key),
    [kind],
  );
  return (
    <MoneyActionDialog
      wide
      title={words.title}
      description={words.description}
      draft={{ ...EMPTY_COUNTER_DRAFT, account }}
      check={check}
      submit={submit}
      fields={(props) => <CounterFields kind={kind} denominations={denominations} props={props} />}
      summary={(body) => (
        <Summary
          label={`${words.title} to confirm`}
          lines={[
            [
              'Account',
              picked.current ? `${picked.current.accountNumber} · ${picked.current.name}` : '—',
            ],
            [words.party, body ? `${body.partyName} · ${body.partyPhone}` : '—'],
            [
              'Notes and coins',
              body
                ? body.denominations
                    .map((line) => `${labelOf(denominations, line.valueKobo)} × ${line.pieces}`)
                    .join(', ')
                : '—',
            ],
            ['Amount', body ? formatKobo(body.amountKobo) : '—', true],
          ]}
        />
      )}
      reviewLabel="Review"
      confirmLabel={words.confirm}
      busyLabel={words.busy}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

function labelOf(denominations: readonly Denomination[], valueKobo: number): string {
  return denominations.find((item) => item.valueKobo === valueKobo)?.label ?? formatKobo(valueKobo);
}
