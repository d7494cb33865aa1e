import { type LoanEvent, type LoanStatus, nextLoanStatus } from '../../machines/loan.machine';
import { parseAnnualRate } from '../../policies/loan-rate';
import { findCustomer } from '../customers/customer.repository';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { findAccount } from '../deposits/deposit-account.repository';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import { findUserById } from '../users/user.repository';
import {
  findLoan,
  insertLoan,
  type LoanRecord,
  totalOutstandingKobo,
  updateLoan,
} from './loan.repository';
import { findLoanProduct } from './loan-product.repository';
import {
  disbursementChargesKobo,
  type LoanProductDefinition,
  loanTermsOf,
} from './loan-product.rules';
import { scheduleOf } from './loan-schedule.service';

export interface BookLoanInput {
  readonly applicationId: string | null;
  readonly customerId: string;
  readonly productId: string;
  /** The customer's deposit account: disbursements go in, repayments come out. */
  readonly accountId: string;
  readonly principalKobo: number;
  readonly annualInterestRate: string;
  readonly numberOfRepayments: number;
  readonly expectedDisbursementDate: string;
  readonly officerId: string;
  readonly branchId: string | null;
  readonly purpose: string;
  readonly createdBy: string;
  /** The loan this one tops up, when booked by a top-up. */
  readonly topUpOfLoanId?: string | null;
}

/** The loan, locked against concurrent money moves on PostgreSQL until the transaction ends. */
export async function lockLoan(t: TenantTx, id: string): Promise<LoanRecord> {
  if (t.engine === 'postgres') {
    await t.trx
      .selectFrom('loan')
      .select('id')
      .where('tenant_id', '=', t.tenantId)
      .where('id', '=', id)
      .forUpdate()
      .execute();
  }
  const loan = await findLoan(t, id);
  if (!loan) throw new DomainError('loan_not_found');
  return loan;
}

/**
 * Moves a loan along its chart: the step must be one the chart has from the loan's status
 * (machines/loan.machine.ts), and the row must still be in that status when it is written.
 */
export async function moveLoan(
  t: TenantTx,
  loan: LoanRecord,
  event: LoanEvent,
  changes: Parameters<typeof updateLoan>[3],
  now: Date,
): Promise<LoanStatus> {
  const next = nextLoanStatus(loan.status, event);
  if (next === null) {
    throw new DomainError(
      'loan_transition_not_allowed',
      `A loan ${loan.status} cannot take the step ${event.type.replace('loan.', '')}.`,
    );
  }
  if (!(await updateLoan(t, loan.id, loan.status, { ...changes, status: next }, now))) {
    throw new DomainError('loan_transition_not_allowed', 'The loan changed meanwhile; reload it.');
  }
  return next;
}

/** Field problems of a loan's amounts against its product's limits. */
export function limitProblems(
  product: LoanProductDefinition,
  terms: { principalKobo: number; numberOfRepayments: number; annualInterestRate: string },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { principalKobo, numberOfRepayments } = terms;
  if (principalKobo < product.minPrincipalKobo || principalKobo > product.maxPrincipalKobo) {
    problems.push({
      field: 'body.principalKobo',
      code: 'out_of_product_range',
      message: `The product lends ${product.minPrincipalKobo} to ${product.maxPrincipalKobo} kobo.`,
    });
  }
  if (
    numberOfRepayments < product.minNumberOfRepayments ||
    numberOfRepayments > product.maxNumberOfRepayments
  ) {
    problems.push({
      field: 'body.numberOfRepayments',
      code: 'out_of_product_range',
      message: `The product takes ${product.minNumberOfRepayments} to ${product.maxNumberOfRepayments} repayments.`,
    });
  }
  const rate = parseAnnualRate(terms.annualInterestRate)?.scaledPercent ?? -1n;
  const low = parseAnnualRate(product.minAnnualInterestRate)?.scaledPercent ?? 0n;
  const high = parseAnnualRate(product.maxAnnualInterestRate)?.scaledPercent ?? 0n;
  if (rate < low || rate > high) {
    problems.push({
      field: 'body.annualInterestRate',
      code: 'out_of_product_range',
      message: `The product's rate is ${product.minAnnualInterestRate}% to ${product.maxAnnualInterestRate}% a year.`,
    });
  }
  return problems;
}

async function assertParties(t: TenantTx, input: BookLoanInput): Promise<void> {
  const customer = await findCustomer(t, input.customerId);
  if (!customer) throw new DomainError('customer_not_found');
  if (customer.status !== 'ACTIVE') throw new DomainError('customer_not_active');
  const account = await findAccount(t, input.accountId);
  if (!account || account.customerId !== input.customerId || account.status !== 'ACTIVE') {
    throw new DomainError('loan_account_not_customers');
  }
  const officer = await findUserById(t, input.officerId);
  if (officer?.status !== 'ACTIVE') throw new DomainError('loan_officer_not_found');
}

/**
 * Books a loan APPROVED, waiting for disbursement: the credit area calls it in the transaction
 * that approves an application, a top-up in its own. The amounts must lie within the product's
 * limits and schedule; the product's terms are copied onto the loan, so a later change of the
 * product never changes a booked loan.
 */
export async function bookLoan(
  t: TenantTx,
  input: BookLoanInput,
  now: Date,
): Promise<{ loanId: string; loanNumber: string }> {
  const product = await findLoanProduct(t, input.productId);
  if (!product) throw new DomainError('loan_product_not_found');
  if (product.status !== 'ACTIVE') throw new DomainError('loan_product_retired');
  if (parseAnnualRate(input.annualInterestRate) === null) {
    throw new DomainError('interest_rate_invalid', undefined, [
      {
        field: 'body.annualInterestRate',
        code: 'interest_rate_invalid',
        message: 'Enter a rate with at most 4 decimals.',
      },
    ]);
  }
  const problems = limitProblems(product.definition, input);
  if (problems.length > 0)
    throw new DomainError('loan_terms_out_of_product_range', undefined, problems);
  const terms = loanTermsOf(product.definition);
  scheduleOf({ ...terms, ...input, disbursementDate: input.expectedDisbursementDate });
  if (disbursementChargesKobo(terms, input.principalKobo) >= input.principalKobo) {
    throw new DomainError(
      'loan_terms_out_of_product_range',
      'The charges would take the whole principal.',
    );
  }
  await assertParties(t, input);
  const loanId = newRowId(now.getTime());
  const loanNumber = `LN${String(await nextCounter(t, 'loan')).padStart(8, '0')}`;
  await insertLoan(t, {
    id: loanId,
    loanNumber,
    applicationId: input.applicationId,
    customerId: input.customerId,
    productId: input.productId,
    accountId: input.accountId,
    officerId: input.officerId,
    branchId: input.branchId,
    purpose: input.purpose,
    status: 'APPROVED',
    principalKobo: input.principalKobo,
    annualInterestRate: parseAnnualRate(input.annualInterestRate)?.text ?? input.annualInterestRate,
    numberOfRepayments: input.numberOfRepayments,
    terms,
    expectedDisbursementDate: input.expectedDisbursementDate,
    topUpOfLoanId: input.topUpOfLoanId ?? null,
    createdBy: input.createdBy,
    createdAt: now.toISOString(),
  });
  return { loanId, loanNumber };
}

/** The officer and purpose change only while the loan waits for disbursement (the chart's update). */
export async function updateLoanDetails(
  t: TenantTx,
  id: string,
  changes: { officerId?: string | undefined; purpose?: string | undefined },
  now: Date,
): Promise<void> {
  const loan = await lockLoan(t, id);
  if (changes.officerId !== undefined) {
    const officer = await findUserById(t, changes.officerId);
    if (officer?.status !== 'ACTIVE') throw new DomainError('loan_officer_not_found');
  }
  await moveLoan(
    t,
    loan,
    { type: 'loan.update' },
    {
      ...(changes.officerId !== undefined && { officer_id: changes.officerId }),
      ...(changes.purpose !== undefined && { purpose: changes.purpose.trim() }),
    },
    now,
  );
}

export async function cancelLoan(
  t: TenantTx,
  id: string,
  closedOn: string,
  now: Date,
): Promise<void> {
  const loan = await lockLoan(t, id);
  await moveLoan(t, loan, { type: 'loan.cancel' }, { closed_on: closedOn }, now);
}

/** Closing moves no money: it is allowed only once the loan owes nothing at all. */
export async function closeLoan(
  t: TenantTx,
  id: string,
  closedOn: string,
  now: Date,
): Promise<void> {
  const loan = await lockLoan(t, id);
  if (loan.status === 'ACTIVE' && totalOutstandingKobo(loan) > 0) {
    throw new DomainError('loan_has_outstanding_balance');
  }
  await moveLoan(t, loan, { type: 'loan.close' }, { closed_on: closedOn }, now);
}
