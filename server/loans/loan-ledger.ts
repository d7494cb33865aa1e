import type { TenantTx } from '../db/tenant-scope';
import { productControlAccount } from '../deposits/control-account.repository';
import { findAccount } from '../deposits/deposit-account.repository';
import { depositLink } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { PostingLine } from '../ledger/entry-rules';
import type { JournalEntryView } from '../ledger/journal-entry.repository';
import { postEntry } from '../ledger/ledger.service';
import type { LoanRecord } from './loan.repository';
import type { ComponentSplit } from './loan-arithmetic';
import { loanLink } from './loan-subledger';

/**
 * The GL accounts a loan posts to, all read from the GL map (the loan product's own mapping,
 * else the tenant-wide one), never hard-coded: the debit of LOAN_DISBURSEMENT holds principal,
 * LOAN_INTEREST_RECEIVABLE books interest receivable against unearned interest,
 * LOAN_INTEREST_INCOME earns it, LOAN_FEE and LOAN_PENALTY hold fees and penalties receivable
 * against their income.
 */
interface LoanGl {
  readonly principal: string;
  readonly interestReceivable: string;
  readonly unearnedInterest: string;
  readonly interestIncome: string;
  readonly feeReceivable: string;
  readonly feeIncome: string;
  readonly penaltyReceivable: string;
  readonly penaltyIncome: string;
}

async function mapping(t: TenantTx, productId: string, event: string) {
  const found = await findGlMapping(t, productId, event);
  if (!found) {
    throw new DomainError(
      'gl_mapping_missing',
      `The GL map has no ${event} mapping for this loan product or tenant-wide; add one first.`,
    );
  }
  return found;
}

async function loanGlOf(t: TenantTx, productId: string): Promise<LoanGl> {
  const disbursement = await mapping(t, productId, 'LOAN_DISBURSEMENT');
  const receivable = await mapping(t, productId, 'LOAN_INTEREST_RECEIVABLE');
  const income = await mapping(t, productId, 'LOAN_INTEREST_INCOME');
  const fee = await mapping(t, productId, 'LOAN_FEE');
  const penalty = await mapping(t, productId, 'LOAN_PENALTY');
  return {
    principal: disbursement.debitAccountId,
    interestReceivable: receivable.debitAccountId,
    unearnedInterest: receivable.creditAccountId,
    interestIncome: income.creditAccountId,
    feeReceivable: fee.debitAccountId,
    feeIncome: fee.creditAccountId,
    penaltyReceivable: penalty.debitAccountId,
    penaltyIncome: penalty.creditAccountId,
  };
}

/** The customer's side of a loan posting: their deposit account through its own sub-ledger. */
async function depositLine(
  t: TenantTx,
  loan: LoanRecord,
  side: 'debit' | 'credit',
  amountKobo: number,
  narration: string,
): Promise<PostingLine> {
  const account = await findAccount(t, loan.accountId);
  if (!account) throw new DomainError('loan_account_not_customers');
  return {
    accountId: await productControlAccount(t, account.productId),
    debitKobo: side === 'debit' ? amountKobo : 0,
    creditKobo: side === 'credit' ? amountKobo : 0,
    subledger: depositLink(account.id),
    narration,
  };
}

const debit = (accountId: string, amountKobo: number, extra: Partial<PostingLine> = {}) =>
  ({ accountId, debitKobo: amountKobo, creditKobo: 0, ...extra }) as PostingLine;
const credit = (accountId: string, amountKobo: number, extra: Partial<PostingLine> = {}) =>
  ({ accountId, debitKobo: 0, creditKobo: amountKobo, ...extra }) as PostingLine;

/** A debit of a positive amount, a credit of a negative one. */
const signed = (accountId: string, amountKobo: number, extra: Partial<PostingLine> = {}) =>
  amountKobo >= 0 ? [debit(accountId, amountKobo, extra)] : [credit(accountId, -amountKobo, extra)];

/** Lines of zero are left out: the ledger takes only lines that move something. */
const moving = (lines: readonly PostingLine[]) =>
  lines.filter((line) => line.debitKobo > 0 || line.creditKobo > 0);

interface PostingMeta {
  readonly narration: string;
  readonly source: string;
  readonly createdBy: string;
  readonly valueDate?: string | null;
}

async function post(t: TenantTx, lines: PostingLine[], meta: PostingMeta, ref: string, now: Date) {
  return postEntry(
    t,
    {
      narration: meta.narration,
      reference: ref,
      valueDate: meta.valueDate ?? null,
      lines: moving(lines),
      source: meta.source,
      createdBy: meta.createdBy,
    },
    now,
  );
}

/**
 * Disbursement: the principal becomes owed and the customer's account is credited with it less
 * the charges (fee income); the whole scheduled interest is booked receivable against unearned
 * interest, so the loan owes exactly what its schedule says from the first day (decision 034).
 */
export async function postDisbursement(
  t: TenantTx,
  loan: LoanRecord,
  amounts: { principalKobo: number; chargesKobo: number; interestKobo: number; feeKobo: number },
  meta: PostingMeta,
  now: Date,
): Promise<JournalEntryView> {
  const gl = await loanGlOf(t, loan.productId);
  const lines = [
    debit(gl.principal, amounts.principalKobo, { subledger: loanLink(loan.id, 'PRINCIPAL') }),
    await depositLine(
      t,
      loan,
      'credit',
      amounts.principalKobo - amounts.chargesKobo,
      meta.narration,
    ),
    credit(gl.feeIncome, amounts.chargesKobo, { narration: 'Loan charges at disbursement' }),
    debit(gl.interestReceivable, amounts.interestKobo, {
      subledger: loanLink(loan.id, 'INTEREST'),
    }),
    credit(gl.unearnedInterest, amounts.interestKobo, {
      narration: 'Scheduled interest, unearned',
    }),
    debit(gl.feeReceivable, amounts.feeKobo, { subledger: loanLink(loan.id, 'FEE') }),
    credit(gl.feeIncome, amounts.feeKobo, { narration: 'Scheduled fees' }),
  ];
  return post(t, lines, meta, loan.loanNumber, now);
}

/**
 * A payment into the loan from the customer's account: each component's receivable is credited
 * by what the payment pays of it, and `recognisedKobo` of interest moves from unearned to income:
 * the interest paid that the close of business had not accrued yet, or, negative, accrued income
 * given back when a payoff waives it (loan-eod-income.ts). A payoff also waives interest not yet
 * earned (unearned against the receivable) and takes its early-repayment fee to fee income.
 */
export async function postPayment(
  t: TenantTx,
  loan: LoanRecord,
  paid: ComponentSplit,
  extra: { interestWaivedKobo: number; earlyRepaymentFeeKobo: number },
  meta: PostingMeta,
  now: Date,
  recognisedKobo: number = paid.interestKobo,
): Promise<JournalEntryView> {
  const gl = await loanGlOf(t, loan.productId);
  const total =
    paid.principalKobo +
    paid.interestKobo +
    paid.feeKobo +
    paid.penaltyKobo +
    extra.earlyRepaymentFeeKobo;
  const interestOff = paid.interestKobo + extra.interestWaivedKobo;
  const unearnedOff = recognisedKobo + extra.interestWaivedKobo;
  const lines = [
    await depositLine(t, loan, 'debit', total, meta.narration),
    credit(gl.principal, paid.principalKobo, { subledger: loanLink(loan.id, 'PRINCIPAL') }),
    credit(gl.interestReceivable, interestOff, { subledger: loanLink(loan.id, 'INTEREST') }),
    credit(gl.feeReceivable, paid.feeKobo, { subledger: loanLink(loan.id, 'FEE') }),
    credit(gl.penaltyReceivable, paid.penaltyKobo, { subledger: loanLink(loan.id, 'PENALTY') }),
    ...signed(gl.unearnedInterest, unearnedOff, { narration: 'Interest earned or waived' }),
    ...signed(gl.interestIncome, -recognisedKobo, { narration: 'Interest earned' }),
    credit(gl.feeIncome, extra.earlyRepaymentFeeKobo, { narration: 'Early repayment fee' }),
  ];
  return post(t, lines, meta, loan.loanNumber, now);
}

/**
 * A write-off: the principal still owed goes to loan loss expense (the debit of LOAN_WRITE_OFF);
 * interest still owed goes back against unearned interest, except what the close of business
 * had accrued to income already (`accruedUnpaidKobo`), which is taken back from income; fees and
 * penalties still owed were taken to income when charged, so that income is reversed.
 */
export async function postWriteOff(
  t: TenantTx,
  loan: LoanRecord,
  owed: ComponentSplit,
  meta: PostingMeta,
  now: Date,
  accruedUnpaidKobo = 0,
): Promise<JournalEntryView> {
  const gl = await loanGlOf(t, loan.productId);
  const lossExpense = (await mapping(t, loan.productId, 'LOAN_WRITE_OFF')).debitAccountId;
  const lines = [
    debit(lossExpense, owed.principalKobo, { narration: meta.narration }),
    credit(gl.principal, owed.principalKobo, { subledger: loanLink(loan.id, 'PRINCIPAL') }),
    debit(gl.unearnedInterest, owed.interestKobo - accruedUnpaidKobo),
    debit(gl.interestIncome, accruedUnpaidKobo, { narration: 'Accrued interest not collected' }),
    credit(gl.interestReceivable, owed.interestKobo, { subledger: loanLink(loan.id, 'INTEREST') }),
    debit(gl.feeIncome, owed.feeKobo),
    credit(gl.feeReceivable, owed.feeKobo, { subledger: loanLink(loan.id, 'FEE') }),
    debit(gl.penaltyIncome, owed.penaltyKobo),
    credit(gl.penaltyReceivable, owed.penaltyKobo, { subledger: loanLink(loan.id, 'PENALTY') }),
  ];
  return post(t, lines, meta, loan.loanNumber, now);
}

/** Late-payment penalties: receivable on the loan against penalty income. */
export async function postPenalty(
  t: TenantTx,
  loan: LoanRecord,
  amountKobo: number,
  meta: PostingMeta,
  now: Date,
): Promise<JournalEntryView> {
  const gl = await loanGlOf(t, loan.productId);
  const lines = [
    debit(gl.penaltyReceivable, amountKobo, { subledger: loanLink(loan.id, 'PENALTY') }),
    credit(gl.penaltyIncome, amountKobo),
  ];
  return post(t, lines, meta, loan.loanNumber, now);
}
