import type { NipReconItem, NipReconResult, NipReconRun } from '../../../api/nip-recon.api';
import { NIP_STATUS_WORDS } from '../../../machines/nip-transfer.machine';

/** Each result in the words operations staff use, in the order exceptions are worked. */
export const RESULT_LABELS: Readonly<Record<NipReconResult, string>> = {
  ONLY_WITH_US: 'Debited here, not at the switch',
  ONLY_AT_SWITCH: 'At the switch only',
  AMOUNT_MISMATCH: 'Amount differs',
  STATUS_MISMATCH: 'Status differs',
  MATCHED: 'Matched',
};

export const RESULTS = Object.keys(RESULT_LABELS) as NipReconResult[];

export const RESOLUTION_LABELS: Readonly<Record<NonNullable<NipReconItem['resolution']>, string>> =
  {
    REQUERIED: 'Re-queried, now matched',
    REVERSAL_REQUESTED: 'Reversal sent for approval',
    REVERSED: 'Reversed',
    MARKED_RESOLVED: 'Marked resolved',
  };

export type ResolveAction = 'REQUERY' | 'REVERSE' | 'MARK_RESOLVED';

export const ACTION_LABELS: Readonly<Record<ResolveAction, string>> = {
  REQUERY: 'Re-query',
  REVERSE: 'Reverse',
  MARK_RESOLVED: 'Mark resolved',
};

export const ACTION_HELP: Readonly<Record<ResolveAction, string>> = {
  REQUERY:
    "Asks the switch for the transfer's status now and matches the line again. It closes once it matches.",
  REVERSE: "Puts the money back on the customer's account through the NIP reversal approval flow.",
  MARK_RESOLVED: 'Closes the exception without changing any transfer. Say what was done.',
};

/**
 * The actions a line offers: none once resolved or matched; Re-query only while our transfer
 * has no final answer (sent, or in review), Reverse only while its money may go back (in review,
 * or failed); Mark resolved always.
 */
export function actionsFor(item: NipReconItem): ResolveAction[] {
  if (item.resolution !== null || item.result === 'MATCHED') return [];
  const status = item.transferId ? item.ourStatus : null;
  const ours: ResolveAction[] = [];
  if (status === 'SENT' || status === 'MANUAL_REVIEW') ours.push('REQUERY');
  if (status === 'MANUAL_REVIEW' || status === 'FAILED') ours.push('REVERSE');
  return [...ours, 'MARK_RESOLVED'];
}

/** Our transfer's status in the words the transfer pages use. */
export const OUR_STATUS_LABELS = NIP_STATUS_WORDS;

/** What the switch's commonest response codes mean, beside the code itself. */
const SWITCH_CODE_MEANINGS: Readonly<Record<string, string>> = {
  '00': 'settled',
  '01': 'status unknown',
  '09': 'in progress',
  '25': 'no record',
  '34': 'suspected fraud',
  '51': 'insufficient funds',
  '91': 'bank not available',
  '96': 'system malfunction',
};

/** "00 settled", or the code alone when its meaning is not one of the common ones. */
export function switchCodeText(code: string | null): string {
  if (code === null) return '—';
  const meaning = SWITCH_CODE_MEANINGS[code];
  return meaning ? `${code} ${meaning}` : code;
}

type GlKind = NonNullable<NipReconRun['glExplanation']>[number]['kind'];

/** Each part of the settlement account's balance, in the words of the page's own totals. */
export const GL_PART_LABELS: Readonly<Record<GlKind, string>> = {
  BROUGHT_FORWARD: 'Balance at the end of the day before',
  SETTLED: 'Our successful transfers, settled',
  NOT_AT_SWITCH: 'Debited here, not settled at the switch yet',
  FAILED_NOT_REVERSED: 'Failed, money not yet put back',
  REVERSED: 'Sent and put back (reversed)',
  INWARD: 'Inward transfers credited to customers',
  OTHER: 'Other postings to the account',
};

/** Settled at the switch minus our successful transfers: what the date is out by. */
export function differenceKobo(run: NipReconRun): number {
  return run.switchTotalKobo - run.ourTotalKobo;
}

/** The exceptions of a run, all kinds together. */
export function exceptionCount(run: NipReconRun): number {
  const { onlyAtSwitch, onlyWithUs, mismatchedValue, mismatchedStatus } = run.counts;
  return onlyAtSwitch + onlyWithUs + mismatchedValue + mismatchedStatus;
}

/** The largest report the contract takes, in characters. */
export const MAX_REPORT_CHARS = 1_000_000;
