import type { components } from '../../api/schema.gen';
import { canSeeBranch } from '../../policies/branch-scope';
import { formatBankDate } from '../../policies/calendar';
import { canDebit } from '../../policies/deposit-account-status';
import { formatKobo } from '../../policies/money';
import { daysBetween, maturityFigures } from '../../policies/term-deposit-interest';
import { bookingProblems, MAX_BACK_VALUE_DAYS, rateFor } from '../../policies/term-deposit-product';
import { submitForApproval } from '../approvals/approval.service';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { type AccountView, findAccount } from '../deposits/deposit-account.repository';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-registry';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import type { UserRecord } from '../users/user.repository';
import {
  findTermProduct,
  insertTermDeposit,
  insertTermDepositEvent,
  type TermProductRow,
  updateTermDeposit,
} from './term-deposit.repository';
import { cashSessionOf, takeCashForDeposit } from './term-deposit-cash';
import { postFunding } from './term-deposit-ledger';
import { storedDeposit } from './term-deposit-steps';
import { instructionsOf, limitsOf, rateChartOf, termsOf } from './term-deposit-terms';
import type { TermDepositRow } from './term-deposit-view';
import { readWithholdingTaxRate } from './term-deposits.config';

type BookingInput = components['schemas']['TermDepositBookingInput'];

function refuse(code: ErrorCode, field: string, message: string): never {
  throw new DomainError(code, message, [{ field: `body.${field}`, code, message }]);
}

export async function bookableProduct(t: TenantTx, id: string): Promise<TermProductRow> {
  const product = await findTermProduct(t, id);
  if (!product) throw new DomainError('term_product_not_found');
  if (product.status !== 'ACTIVE') throw new DomainError('term_product_inactive');
  return product;
}

/** The product's checks of a booking: tenor, amount, bands and the instruction. */
function checkAgainstProduct(product: TermProductRow, input: BookingInput): string {
  const problems = bookingProblems(limitsOf(product), input.amountKobo, input.tenor);
  const [first] = problems;
  if (first) {
    throw new DomainError(
      first.code as ErrorCode,
      first.message,
      problems.map((p) => ({ field: `body.${p.field}`, code: p.code, message: p.message })),
    );
  }
  if (!instructionsOf(product).includes(input.maturityInstruction)) {
    refuse(
      'maturity_instruction_not_allowed',
      'maturityInstruction',
      'The product does not offer this maturity instruction.',
    );
  }
  const rate = rateFor(rateChartOf(product), input.amountKobo, input.tenor);
  if (rate === null) {
    refuse('term_deposit_amount_outside_bands', 'amountKobo', 'No band covers this amount.');
  }
  return rate;
}

function checkStartDate(startDate: string, processingDate: string): void {
  const back = daysBetween(startDate, processingDate);
  if (back < 0 || back > MAX_BACK_VALUE_DAYS) {
    refuse(
      'term_deposit_start_date_invalid',
      'startDate',
      `The start date must be between ${formatBankDate(processingDate)} and ${MAX_BACK_VALUE_DAYS} days before it.`,
    );
  }
}

/** The customer's account, in the caller's branches, that money can leave. */
async function fundingAccount(t: TenantTx, user: UserRecord, input: BookingInput) {
  const account = await findAccount(t, input.accountId);
  if (!account || !canSeeBranch(user, account.branchId)) throw new DomainError('account_not_found');
  if (!canDebit(account.status)) {
    throw new DomainError(
      'account_not_active',
      `${account.accountNumber} is ${account.status.toLowerCase()}; it cannot fund a deposit.`,
    );
  }
  if (input.funding === 'ACCOUNT' && account.availableBalanceKobo < input.amountKobo) {
    throw new DomainError('insufficient_funds');
  }
  return account;
}

export interface NewDeposit {
  readonly product: TermProductRow;
  readonly account: { id: string; customerId: string; branchId: string };
  readonly principalKobo: number;
  readonly tenor: number;
  readonly rate: string;
  readonly startDate: string;
  readonly instruction: string;
  readonly funding: 'ACCOUNT' | 'CASH';
  readonly tillSessionId: string | null;
  readonly status: 'ACTIVE' | 'PENDING_APPROVAL';
  readonly narration: string | null;
  readonly createdBy: string;
  readonly rolledFromId?: string | null;
  readonly lien?: Pick<
    TermDepositRow,
    'lien_reason' | 'lien_loan_id' | 'lien_placed_at' | 'lien_placed_by'
  >;
}

/** Writes a deposit with the product's terms and its figures; no money moves here. */
export async function insertNewDeposit(
  t: TenantTx,
  deposit: NewDeposit,
  now: Date,
): Promise<TermDepositRow> {
  const { product } = deposit;
  const id = newRowId(now.getTime());
  const number = `TD-${String(await nextCounter(t, 'term_deposit')).padStart(6, '0')}`;
  const at = now.toISOString();
  const base = {
    id,
    tenant_id: t.tenantId,
    deposit_number: number,
    status: deposit.status,
    version: 1,
    customer_id: deposit.account.customerId,
    account_id: deposit.account.id,
    branch_id: deposit.account.branchId,
    product_id: product.id,
    principal_kobo: deposit.principalKobo,
    annual_interest_rate: deposit.rate,
    tenor: deposit.tenor,
    tenor_unit: product.tenor_unit,
    interest_type: product.interest_type,
    compounding_period_months: product.compounding_period_months,
    days_in_year: product.days_in_year,
    interest_payout: product.interest_payout,
    payout_period_months: product.payout_period_months,
    withholding_tax_rate: product.withholding_tax ? await readWithholdingTaxRate(t) : '0',
    penalty: product.penalty,
    start_date: deposit.startDate,
    maturity_date: deposit.startDate,
    interest_kobo: 0,
    withholding_tax_kobo: 0,
    maturity_amount_kobo: deposit.principalKobo,
    net_maturity_amount_kobo: deposit.principalKobo,
    accrued_interest_kobo: 0,
    last_accrued_on: null,
    interest_paid_kobo: 0,
    gl_principal_kobo: 0,
    gl_accrued_kobo: 0,
    maturity_instruction: deposit.instruction,
    funding: deposit.funding,
    till_session_id: deposit.tillSessionId,
    lien_reason: deposit.lien?.lien_reason ?? null,
    lien_loan_id: deposit.lien?.lien_loan_id ?? null,
    lien_placed_at: deposit.lien?.lien_placed_at ?? null,
    lien_placed_by: deposit.lien?.lien_placed_by ?? null,
    rolled_from_id: deposit.rolledFromId ?? null,
    rolled_into_id: null,
    approval_request_id: null,
    hold_id: null,
    booking_entry_id: null,
    closing_entry_id: null,
    closed_on: null,
    narration: deposit.narration,
    created_by: deposit.createdBy,
    created_at: at,
    updated_at: at,
  };
  const figures = maturityFigures(termsOf(base));
  await insertTermDeposit(t, {
    ...base,
    maturity_date: figures.maturityDate,
    interest_kobo: figures.interestKobo,
    withholding_tax_kobo: figures.withholdingTaxKobo,
    maturity_amount_kobo: figures.maturityAmountKobo,
    net_maturity_amount_kobo: figures.netMaturityAmountKobo,
  });
  return storedDeposit(t, id);
}

/** Funds an ACTIVE deposit from its account and says so in its history. */
export async function fundDeposit(
  t: TenantTx,
  row: TermDepositRow,
  by: { userId: string; name: string },
  note: { from: string | null; text: string },
  now: Date,
): Promise<TermDepositRow> {
  const entry = await postFunding(t, row, by.userId, now);
  await updateTermDeposit(t, row, { booking_entry_id: entry.id }, now);
  await insertTermDepositEvent(
    t,
    {
      depositId: row.id,
      from: note.from,
      to: 'ACTIVE',
      note: note.text,
      byName: by.name,
      entryId: entry.id,
    },
    now,
  );
  return storedDeposit(t, row.id);
}

function approvalDetails(account: AccountView, row: TermDepositRow, product: TermProductRow) {
  return [
    { label: 'Deposit', value: row.deposit_number },
    { label: 'Account', value: `${account.accountNumber} ${account.name}` },
    { label: 'Product', value: product.name },
    { label: 'Rate', value: `${row.annual_interest_rate}% a year` },
    { label: 'Matures on', value: formatBankDate(row.maturity_date) },
  ];
}

/**
 * Books a deposit: checks everything first, then either funds it at once (ACTIVE, 201) or, when
 * a TERM_DEPOSIT_BOOKING flow holds the amount, stores it PENDING_APPROVAL with the amount held
 * on the account (202). Cash is taken only when no approval is needed (decision 066).
 */
export async function bookTermDeposit(
  t: TenantTx,
  user: UserRecord,
  input: BookingInput,
  now: Date,
): Promise<{ row: TermDepositRow; waiting: boolean }> {
  const product = await bookableProduct(t, input.productId);
  const rate = checkAgainstProduct(product, input);
  const processingDate = await tenantProcessingDate(t);
  const startDate = input.startDate ?? processingDate;
  checkStartDate(startDate, processingDate);
  const account = await fundingAccount(t, user, input);
  const cash = input.funding === 'CASH';
  if (cash) await cashSessionOf(t, user, input.tillSessionId);
  const row = await insertNewDeposit(
    t,
    {
      product,
      account,
      principalKobo: input.amountKobo,
      tenor: input.tenor,
      rate,
      startDate,
      instruction: input.maturityInstruction,
      funding: input.funding,
      tillSessionId: cash ? (input.tillSessionId ?? null) : null,
      status: 'ACTIVE',
      narration: input.narration?.trim() || null,
      createdBy: user.id,
    },
    now,
  );
  const submitted = await submitForApproval(t, {
    type: 'TERM_DEPOSIT_BOOKING',
    amountKobo: input.amountKobo,
    branchId: account.branchId,
    maker: { id: user.id },
    summary: `Term deposit of ${formatKobo(input.amountKobo)} from ${account.accountNumber}`,
    details: approvalDetails(account, row, product),
    payload: { depositId: row.id },
    ...(!cash && {
      hold: {
        accountId: account.id,
        reason: `Term deposit ${row.deposit_number} awaiting approval`,
      },
    }),
    now,
  });
  const by = { userId: user.id, name: user.fullName };
  if (submitted.approvalNeeded) {
    if (cash) throw new DomainError('term_deposit_cash_needs_approval');
    // The row was written in this transaction to name it in the request: its first status is
    // set here, before anyone can see it, rather than stepped along the chart.
    await t.trx
      .updateTable('term_deposit')
      .set({
        status: 'PENDING_APPROVAL',
        approval_request_id: submitted.request.id,
        hold_id: submitted.request.holdId,
      })
      .where('tenant_id', '=', t.tenantId)
      .where('id', '=', row.id)
      .execute();
    await insertTermDepositEvent(
      t,
      {
        depositId: row.id,
        from: null,
        to: 'PENDING_APPROVAL',
        note: `Booked for ${formatKobo(input.amountKobo)}; waits for approval with the amount held`,
        byName: user.fullName,
        entryId: null,
      },
      now,
    );
    return { row: await storedDeposit(t, row.id), waiting: true };
  }
  if (cash && input.tillSessionId) {
    await takeCashForDeposit(
      t,
      user,
      {
        sessionId: input.tillSessionId,
        account,
        amountKobo: input.amountKobo,
        depositNumber: row.deposit_number,
      },
      now,
    );
  }
  const text = cash
    ? `Booked for ${formatKobo(input.amountKobo)} by cash at the counter`
    : `Booked for ${formatKobo(input.amountKobo)} from ${account.accountNumber}`;
  return { row: await fundDeposit(t, row, by, { from: null, text }, now), waiting: false };
}
