import type { ApprovalType } from '../approvals/approval-type';

/** A booking above a flow's band waits for a checker with the funds held. */
export const TERM_DEPOSIT_BOOKING_APPROVAL: ApprovalType = {
  type: 'TERM_DEPOSIT_BOOKING',
  label: 'Term deposit booking',
};

/** An early liquidation waits for a checker when a flow says so. */
export const TERM_DEPOSIT_LIQUIDATION_APPROVAL: ApprovalType = {
  type: 'TERM_DEPOSIT_LIQUIDATION',
  label: 'Term deposit liquidation',
};
