import type { NipReconItem, NipReconResult, NipReconRun } from '../../../api/nip-recon.api';

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

/** The actions a line offers: none once resolved or matched; ours only where we have a transfer. */
export function actionsFor(item: NipReconItem): ResolveAction[] {
  if (item.resolution !== null || item.result === 'MATCHED') return [];
  const ours: ResolveAction[] = item.transferId ? ['REQUERY', 'REVERSE'] : [];
  return [...ours, 'MARK_RESOLVED'];
}

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
