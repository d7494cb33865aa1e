import type { CashTransactionRequest } from '../../../api/tills.api';
import type { Denomination } from '../../../policies/denominations';
import { positiveKoboOf } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import type { PickedAccount } from '../../components/account-picker';
import { type CountDraft, checkCount } from './cash-count';

/** The contract's pattern of a Nigerian mobile number. */
export const PHONE_PATTERN = /^(\+234|0)[789][01]\d{8}$/;
export const PARTY_NAME_MAX_LENGTH = 120;
export const NARRATION_MAX_LENGTH = 100;

export type CounterKind = 'DEPOSIT' | 'WITHDRAWAL';

/** What the teller has typed and chosen at the counter so far. */
export interface CounterDraft {
  readonly account: PickedAccount | null;
  readonly amount: string;
  readonly partyName: string;
  readonly partyPhone: string;
  readonly narration: string;
  readonly notes: CountDraft;
}

export const EMPTY_COUNTER_DRAFT: CounterDraft = {
  account: null,
  amount: '',
  partyName: '',
  partyPhone: '',
  narration: '',
  notes: {},
};

export interface CounterCheck {
  readonly body: CashTransactionRequest | null;
  readonly problems: Readonly<Record<string, string>>;
  /** The amount typed, in kobo, when it reads as one; the notes' total is checked against it. */
  readonly amountKobo: number | null;
  readonly notesTotalKobo: number;
}

/**
 * The counter's check of a cash deposit or withdrawal: the account, an amount above zero, who
 * brought or takes the cash and their phone, and notes and coins that make up the amount exactly.
 * A withdrawal may not pay out more than the account has available.
 */
export function checkCounter(
  kind: CounterKind,
  draft: CounterDraft,
  denominations: readonly Denomination[],
): CounterCheck {
  const problems: Record<string, string> = {};
  if (!draft.account) problems.account = 'Find the customer’s account.';
  const amountKobo = positiveKoboOf(draft.amount);
  if (amountKobo === null) problems.amount = 'Enter an amount above ₦0.00, like 25,000.00.';
  const { account } = draft;
  if (kind === 'WITHDRAWAL' && account && amountKobo !== null) {
    if (amountKobo > account.availableBalanceKobo) {
      problems.amount = `The account has only ${formatKobo(account.availableBalanceKobo)} available.`;
    }
  }
  const who = kind === 'DEPOSIT' ? 'depositor' : 'withdrawer';
  const partyName = draft.partyName.trim();
  if (partyName.length < 2) problems.partyName = `Enter the ${who}’s name.`;
  const partyPhone = draft.partyPhone.replace(/\s/g, '');
  if (!PHONE_PATTERN.test(partyPhone)) {
    problems.partyPhone = 'Enter a Nigerian mobile number such as 08031234567.';
  }
  const notes = checkCount(draft.notes, denominations, amountKobo ?? undefined);
  if (notes.problem) problems.notes = notes.problem;
  else if (amountKobo === null) problems.notes = 'Count the notes once the amount is in.';
  const done =
    Object.keys(problems).length === 0 && account && amountKobo !== null && notes.count !== null;
  const narration = draft.narration.trim();
  return {
    body: done
      ? {
          accountId: account.id,
          amountKobo,
          partyName,
          partyPhone,
          ...(narration ? { narration } : {}),
          denominations: notes.count ?? [],
        }
      : null,
    problems,
    amountKobo,
    notesTotalKobo: notes.totalKobo,
  };
}
