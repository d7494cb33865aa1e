import type { AreaEvents } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { applicationRow, stepApplication } from './credit-application.service';

/**
 * Heard when the loans area disburses a loan booked from a credit application (loan.disbursed),
 * in that transaction, so the application's life cycle ends when the money leaves (APPROVED to
 * DISBURSED). A loan that is not the application's own is refused, and the step is the chart's.
 */
export async function markApplicationDisbursed(
  t: TenantTx,
  { applicationId, loanId }: AreaEvents['loan.disbursed'],
  now: Date,
): Promise<void> {
  const row = await applicationRow(t, applicationId);
  if (row.loan_id !== loanId) {
    throw new Error(`Loan ${loanId} was not booked from application ${applicationId}.`);
  }
  await stepApplication(
    t,
    row,
    { type: 'application.disburse' },
    { action: 'DISBURSED', actorId: null },
    {},
    now,
  );
}
