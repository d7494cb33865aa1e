import type {
  NipNameEnquiryResult,
  NipTransferRequest,
  NipTransferStatus,
} from '../../../api/nip.api';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import { isValidNuban, NUBAN_LENGTH } from '../../../policies/nuban';
import type { PickedAccount } from '../../components/account-picker';

/** The contract's longest narration for an NIP transfer. */
export const NIP_NARRATION_MAX_LENGTH = 100;

/** What the teller has typed and chosen so far. */
export interface NipDraft {
  /** The account the money leaves, as the look-up found it. */
  readonly debit: PickedAccount | null;
  /** The beneficiary bank's NIP code. */
  readonly bankCode: string;
  /**
   * The code its account numbers' check digit is computed with: a deposit money bank's 3-digit
   * CBN code, else its NIP code (the reference's NUBAN section).
   */
  readonly nubanCode: string;
  readonly accountNumber: string;
  /** The name enquiry's answer for this bank and account, once "Verify account" ran. */
  readonly enquiry: NipNameEnquiryResult | null;
  /** The teller confirmed the name the beneficiary's bank gave. */
  readonly nameConfirmed: boolean;
  readonly amount: string;
  readonly narration: string;
}

export type NipField =
  | 'debit'
  | 'bankCode'
  | 'accountNumber'
  | 'beneficiary'
  | 'amount'
  | 'narration';
export type NipProblems = Partial<Record<NipField, string>>;

export const NIP_FIELDS: readonly NipField[] = [
  'debit',
  'bankCode',
  'accountNumber',
  'beneficiary',
  'amount',
  'narration',
];

export const EMPTY_NIP_DRAFT: NipDraft = {
  debit: null,
  bankCode: '',
  nubanCode: '',
  accountNumber: '',
  enquiry: null,
  nameConfirmed: false,
  amount: '',
  narration: '',
};

export interface NipCheck {
  readonly body: NipTransferRequest | null;
  readonly problems: NipProblems;
  /** The amount in kobo when it reads as one, for the quote; null otherwise. */
  readonly amountKobo: number | null;
}

/**
 * The beneficiary's account number against the chosen bank: ten digits whose check digit is the
 * one NUBAN gives for the bank's code. Run in the browser before any call, so a slip of one digit
 * is caught without asking the switch.
 */
export function accountNumberProblem(nubanCode: string, accountNumber: string): string | undefined {
  const number = accountNumber.trim();
  if (number === '') return 'Enter the beneficiary’s 10-digit account number.';
  if (!/^\d+$/.test(number)) return 'An account number has digits only.';
  if (number.length !== NUBAN_LENGTH) {
    return `An account number has ${NUBAN_LENGTH} digits; this one has ${number.length}.`;
  }
  if (nubanCode && !isValidNuban(nubanCode, number)) {
    return 'This is not a valid account number at the chosen bank (its check digit does not match). Check the number and the bank.';
  }
  return undefined;
}

/** Whether the enquiry in the draft is for the bank and account now typed. */
export function enquiryMatches(draft: NipDraft): boolean {
  const { enquiry } = draft;
  return (
    enquiry !== null &&
    enquiry.bankCode === draft.bankCode &&
    enquiry.accountNumber === draft.accountNumber.trim()
  );
}

function beneficiaryProblem(draft: NipDraft): string | undefined {
  if (!enquiryMatches(draft)) return 'Verify the account to see the beneficiary’s name.';
  if (!draft.nameConfirmed) return 'Confirm that this is the person or business to be paid.';
  return undefined;
}

/** The draft's problems by field, and the body to send when there are none. */
export function checkNipDraft(draft: NipDraft): NipCheck {
  const problems: NipProblems = {};
  if (!draft.debit) problems.debit = 'Find and choose the account to debit.';
  if (!draft.bankCode) problems.bankCode = 'Choose the beneficiary’s bank.';
  else if (!/^\d{6}$/.test(draft.bankCode)) problems.bankCode = 'A bank’s NIP code has 6 digits.';
  const numberProblem = accountNumberProblem(draft.nubanCode, draft.accountNumber);
  if (numberProblem) problems.accountNumber = numberProblem;
  else {
    const beneficiary = beneficiaryProblem(draft);
    if (beneficiary) problems.beneficiary = beneficiary;
  }
  const amount = readNairaAmount(draft.amount);
  if ('error' in amount) problems.amount = amount.error;
  const narration = draft.narration.trim();
  if (narration === '') problems.narration = 'Say what the transfer is for.';
  else if (narration.length > NIP_NARRATION_MAX_LENGTH) {
    problems.narration = `At most ${NIP_NARRATION_MAX_LENGTH} characters.`;
  }
  const amountKobo = 'kobo' in amount ? amount.kobo : null;
  const { debit, enquiry } = draft;
  if (Object.keys(problems).length > 0 || !debit || !enquiry || amountKobo === null) {
    return { body: null, problems, amountKobo };
  }
  const body: NipTransferRequest = {
    debitAccountId: debit.id,
    beneficiaryBankCode: enquiry.bankCode,
    beneficiaryAccountNumber: enquiry.accountNumber,
    beneficiaryAccountName: enquiry.accountName,
    nameEnquirySessionId: enquiry.sessionId,
    amountKobo,
    narration,
  };
  return { body, problems, amountKobo };
}

/** The code a bank's account numbers are checked with. */
export function nubanCodeOf(bank: { readonly cbnCode: string | null; readonly nipCode: string }) {
  return bank.cbnCode ?? bank.nipCode;
}

/** A change of bank or account number forgets the enquiry and its confirmation. */
export function withBeneficiary(
  draft: NipDraft,
  change: Partial<Pick<NipDraft, 'bankCode' | 'nubanCode' | 'accountNumber'>>,
): NipDraft {
  return { ...draft, ...change, enquiry: null, nameConfirmed: false };
}

/**
 * The server's refusals in words, each beside the field it is about; the switch being off or
 * unreachable is a notice over the whole page. Codes not listed fall back to the server's message.
 */
const REFUSALS: Readonly<Record<string, { field: NipField | 'page'; message: string }>> = {
  nuban_check_digit_invalid: {
    field: 'accountNumber',
    message:
      'This is not a valid account number at the chosen bank (its check digit does not match).',
  },
  bank_not_found: { field: 'bankCode', message: 'The bank is not in the list of institutions.' },
  bank_inactive: { field: 'bankCode', message: 'This bank is not active for transfers.' },
  nip_name_enquiry_failed: {
    field: 'beneficiary',
    message: 'The beneficiary’s bank could not confirm the account.',
  },
  nip_name_enquiry_not_found: {
    field: 'beneficiary',
    message: 'The name check has expired or was not found. Verify the account again.',
  },
  nip_beneficiary_name_mismatch: {
    field: 'beneficiary',
    message: 'The name does not match what the beneficiary’s bank gave. Verify the account again.',
  },
  nip_amount_over_transaction_limit: {
    field: 'amount',
    message: 'The amount is above the customer’s limit for one transfer (KYC tier).',
  },
  nip_amount_over_daily_limit: {
    field: 'amount',
    message: 'The amount would take the customer over their daily transfer limit (KYC tier).',
  },
  insufficient_funds: {
    field: 'amount',
    message: 'The account does not have enough available balance for the amount, fee and VAT.',
  },
  account_not_found: { field: 'debit', message: 'The account to debit was not found.' },
  account_not_debitable: {
    field: 'debit',
    message: 'Money cannot leave this account in its present status.',
  },
  nip_not_configured: {
    field: 'page',
    message:
      'Transfers to other banks are not set up for this bank yet. Ask an administrator to connect the NIP switch.',
  },
  nip_switch_unavailable: {
    field: 'page',
    message: 'The NIP switch is not answering. Try again in a few minutes.',
  },
};

/** Where a refusal shows and what it says; the server's message is kept for the switch's detail. */
export function refusalOf(
  code: string | null,
  serverMessage: string,
): { field: NipField | 'page'; message: string } | null {
  const known = code ? REFUSALS[code] : undefined;
  if (!known) return null;
  // The name enquiry's failure carries the switch's code and meaning: keep it.
  if (code === 'nip_name_enquiry_failed' && serverMessage) {
    return { field: known.field, message: `${known.message} ${serverMessage}` };
  }
  return known;
}

/** Statuses in which the transfer may still change on its own: the screen keeps asking. */
export function stillMoving(status: NipTransferStatus): boolean {
  return status === 'DEBITED' || status === 'SENT';
}
