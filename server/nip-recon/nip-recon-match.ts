import type { components } from '../../api/schema.gen';

/**
 * The matching rule of the settlement reconciliation, pure so the tests read it alone: one
 * session ID, what the switch's report says of it and what our transfer says, gives one result.
 */

export type NipReconResult = components['schemas']['NipReconResult'];
export type NipTransferStatus = components['schemas']['NipTransferStatus'];

/** What the switch's report says of one session ID. */
export interface SwitchSide {
  readonly amountKobo: number;
  readonly responseCode: string;
}

/** What our transfer of that session ID says. */
export interface OurSide {
  readonly amountKobo: number;
  readonly status: NipTransferStatus;
}

/** Our statuses in which the customer's money has left (or may have left) for the switch. */
const MONEY_OUT: ReadonlySet<NipTransferStatus> = new Set([
  'DEBITED',
  'SENT',
  'SUCCESSFUL',
  'MANUAL_REVIEW',
]);
/** Our statuses in which the money is back with the customer or never left. */
const MONEY_BACK: ReadonlySet<NipTransferStatus> = new Set(['FAILED', 'REVERSED']);

/** The switch's code for a transfer it settled. */
export const SETTLED_CODE = '00';

/**
 * The result of one session ID, or null when there is nothing to reconcile: a transfer of ours
 * that never reached the switch (waiting for approval, rejected, failed or reversed without a
 * line in the report) settles nothing.
 */
export function matchSession(
  atSwitch: SwitchSide | null,
  ours: OurSide | null,
): NipReconResult | null {
  if (atSwitch === null && ours === null) return null;
  if (ours === null) return 'ONLY_AT_SWITCH';
  if (atSwitch === null) return MONEY_OUT.has(ours.status) ? 'ONLY_WITH_US' : null;
  if (atSwitch.amountKobo !== ours.amountKobo) return 'AMOUNT_MISMATCH';
  const settled = atSwitch.responseCode === SETTLED_CODE;
  if (settled && ours.status === 'SUCCESSFUL') return 'MATCHED';
  if (!settled && MONEY_BACK.has(ours.status)) return 'MATCHED';
  return 'STATUS_MISMATCH';
}

/** The order lines are listed in: exceptions first, the worst (money unaccounted for) on top. */
export const RESULT_ORDER: readonly NipReconResult[] = [
  'ONLY_WITH_US',
  'ONLY_AT_SWITCH',
  'AMOUNT_MISMATCH',
  'STATUS_MISMATCH',
  'MATCHED',
];
