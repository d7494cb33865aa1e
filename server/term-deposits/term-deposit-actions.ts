import { canSeeBranch } from '../../policies/branch-scope';
import { formatKobo } from '../../policies/money';
import type { MaturityInstruction } from '../../policies/term-deposit-product';
import { submitForApproval } from '../approvals/approval.service';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findLoan } from '../loans/loan.repository';
import type { UserRecord } from '../users/user.repository';
import {
  findTermProduct,
  insertTermDepositEvent,
  updateTermDeposit,
} from './term-deposit.repository';
import { liquidateNow } from './term-deposit-maturity';
import { isUnderLien, type StepBy, stepDeposit, storedDeposit } from './term-deposit-steps';
import { instructionsOf } from './term-deposit-terms';
import type { TermDepositRow } from './term-deposit-view';

export const stepByOf = (user: UserRecord): StepBy => ({ userId: user.id, name: user.fullName });

/** The deposit, if the caller's branches may see it; another tenant's or branch's reads as none. */
export async function visibleDeposit(
  t: TenantTx,
  user: UserRecord,
  id: string,
): Promise<TermDepositRow> {
  const row = await storedDeposit(t, id);
  if (!canSeeBranch(user, row.branch_id)) throw new DomainError('term_deposit_not_found');
  return row;
}

/** Refuses an instruction the deposit's product does not offer. */
export async function checkInstruction(t: TenantTx, row: TermDepositRow, instruction: string) {
  const product = await findTermProduct(t, row.product_id);
  if (!product || !instructionsOf(product).includes(instruction as MaturityInstruction)) {
    const message = 'The product does not offer this maturity instruction.';
    throw new DomainError('maturity_instruction_not_allowed', message, [
      { field: 'body.maturityInstruction', code: 'maturity_instruction_not_allowed', message },
    ]);
  }
}

async function noteOn(t: TenantTx, row: TermDepositRow, note: string, by: StepBy, now: Date) {
  await insertTermDepositEvent(
    t,
    { depositId: row.id, from: row.status, to: row.status, note, byName: by.name, entryId: null },
    now,
  );
}

async function changeDeposit(
  t: TenantTx,
  row: TermDepositRow,
  changes: Parameters<typeof updateTermDeposit>[2],
  now: Date,
) {
  if (!(await updateTermDeposit(t, row, changes, now))) {
    throw new DomainError('term_deposit_not_active', 'The deposit changed meanwhile; try again.');
  }
}

export async function setInstruction(
  t: TenantTx,
  row: TermDepositRow,
  instruction: string,
  by: StepBy,
  now: Date,
) {
  if (row.status !== 'ACTIVE') throw new DomainError('term_deposit_not_active');
  await checkInstruction(t, row, instruction);
  await changeDeposit(t, row, { maturity_instruction: instruction }, now);
  const words = instruction.toLowerCase().replaceAll('_', ' ');
  await noteOn(t, row, `Maturity instruction changed to ${words}`, by, now);
}

export async function placeLien(
  t: TenantTx,
  row: TermDepositRow,
  lien: { reason: string; loanId?: string | undefined },
  by: StepBy,
  now: Date,
) {
  if (row.status !== 'ACTIVE' && row.status !== 'MATURED') {
    throw new DomainError('term_deposit_not_active');
  }
  if (isUnderLien(row)) throw new DomainError('term_deposit_under_lien');
  const loan = lien.loanId ? await findLoan(t, lien.loanId) : null;
  if (lien.loanId && !loan) throw new DomainError('loan_not_found');
  const reason = lien.reason.trim().slice(0, 200);
  await changeDeposit(
    t,
    row,
    {
      lien_reason: reason,
      lien_loan_id: loan?.id ?? null,
      lien_placed_at: now.toISOString(),
      lien_placed_by: by.name,
    },
    now,
  );
  const forLoan = loan ? ` for loan ${loan.loanNumber}` : '';
  await noteOn(t, row, `Lien placed${forLoan}: ${reason}`, by, now);
}

export async function releaseLien(
  t: TenantTx,
  row: TermDepositRow,
  reason: string,
  by: StepBy,
  now: Date,
) {
  if (!isUnderLien(row)) throw new DomainError('term_deposit_not_under_lien');
  await changeDeposit(
    t,
    row,
    { lien_reason: null, lien_loan_id: null, lien_placed_at: null, lien_placed_by: null },
    now,
  );
  await noteOn(t, row, `Lien released: ${reason.trim().slice(0, 200)}`, by, now);
}

/**
 * An early liquidation: at once when no TERM_DEPOSIT_LIQUIDATION flow holds it, else the
 * deposit waits LIQUIDATION_PENDING for a checker. Answers whether it waits.
 */
export async function requestLiquidation(
  t: TenantTx,
  row: TermDepositRow,
  reason: string,
  by: StepBy,
  now: Date,
): Promise<boolean> {
  if (row.status !== 'ACTIVE') throw new DomainError('term_deposit_not_liquidatable');
  if (isUnderLien(row)) throw new DomainError('term_deposit_under_lien');
  const submitted = await submitForApproval(t, {
    type: 'TERM_DEPOSIT_LIQUIDATION',
    amountKobo: Number(row.principal_kobo),
    branchId: row.branch_id,
    maker: { id: by.userId },
    summary: `Early liquidation of term deposit ${row.deposit_number} (${formatKobo(Number(row.principal_kobo))})`,
    details: [
      { label: 'Deposit', value: row.deposit_number },
      { label: 'Reason', value: reason.slice(0, 200) },
    ],
    payload: { depositId: row.id, reason: reason.slice(0, 200) },
    now,
  });
  if (!submitted.approvalNeeded) {
    await liquidateNow(t, row, reason, by, now);
    return false;
  }
  await stepDeposit(
    t,
    row,
    {
      event: { type: 'termDeposit.requestLiquidation', underLien: false },
      refusal: 'term_deposit_not_liquidatable',
      note: `Liquidation asked for: ${reason.slice(0, 200)}; waits for approval`,
      by,
      changes: { approval_request_id: submitted.request.id },
    },
    now,
  );
  return true;
}

export { storedDeposit };
