/**
 * The steps of a close of business, in the order they run, with the words staff read. The server
 * runs them in this order (each contributed by the area that owns its work) and the End of Day
 * page lists them the same way.
 */
export const EOD_STEPS = [
  { name: 'LOAN_INTEREST_ACCRUAL', label: 'Accrue loan interest' },
  { name: 'TERM_DEPOSIT_ACCRUAL', label: 'Accrue term deposit interest' },
  { name: 'LOAN_ARREARS', label: 'Mark instalments due and overdue, charge penalties' },
  { name: 'LOAN_DELINQUENCY', label: 'Move loans between arrears buckets and provisions' },
  { name: 'TERM_DEPOSIT_MATURITY', label: 'Mature term deposits and carry out instructions' },
  { name: 'ASSET_DEPRECIATION', label: 'Depreciate fixed assets due' },
  { name: 'ACCOUNT_FEES', label: 'Charge periodic account fees' },
  { name: 'SAVINGS_INTEREST', label: 'Post savings interest at period end' },
  { name: 'ACCOUNT_DORMANCY', label: 'Mark dormant accounts' },
  { name: 'BALANCE_SNAPSHOT', label: 'Snapshot balances for reports' },
  { name: 'ADVANCE_DATE', label: 'Advance the processing date' },
] as const;

export type EodStepName = (typeof EOD_STEPS)[number]['name'];

export const EOD_STEP_NAMES: readonly EodStepName[] = EOD_STEPS.map((step) => step.name);

/** The words of a step. */
export function eodStepLabel(name: EodStepName): string {
  return EOD_STEPS.find((step) => step.name === name)?.label ?? name;
}

/** The checks made before a close of business starts, in the words staff read. */
export const EOD_CHECKS = {
  OPEN_TILL_SESSIONS: 'Till sessions still open',
  PENDING_APPROVALS: 'Approval requests still pending',
  NIP_TRANSFERS_NOT_FINAL: 'NIP transfers not final',
} as const;

export type EodCheckKey = keyof typeof EOD_CHECKS;
