import { formatBankDate } from '../../policies/calendar';
import type { TenantTx } from '../db/tenant-scope';
import { productControlAccount } from '../deposits/control-account.repository';
import { findAccount } from '../deposits/deposit-account.repository';
import { depositLink } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { PostingLine } from '../ledger/entry-rules';
import type { JournalEntryView } from '../ledger/journal-entry.repository';
import { postEntry } from '../ledger/ledger.service';
import { accruedLink, principalLink } from './term-deposit-subledger';
import type { TermDepositRow } from './term-deposit-view';

/**
 * The GL accounts a term deposit posts to, all read from the GL map (the product's own mapping,
 * else the tenant-wide one): TERM_DEPOSIT's credit holds the principal, TERM_DEPOSIT_INTEREST
 * debits the expense and credits the interest payable, TERM_DEPOSIT_WITHHOLDING_TAX credits the
 * tax payable.
 */
export interface TermDepositGl {
  readonly principal: string;
  readonly expense: string;
  readonly payable: string;
  readonly tax: string;
}

async function mapping(t: TenantTx, productId: string, event: string) {
  const found = await findGlMapping(t, productId, event);
  if (!found) {
    throw new DomainError(
      'gl_mapping_missing',
      `The GL map has no ${event} mapping for this product or tenant-wide; add one first.`,
    );
  }
  return found;
}

export async function termDepositGl(t: TenantTx, productId: string): Promise<TermDepositGl> {
  const deposit = await mapping(t, productId, 'TERM_DEPOSIT');
  const interest = await mapping(t, productId, 'TERM_DEPOSIT_INTEREST');
  const tax = await mapping(t, productId, 'TERM_DEPOSIT_WITHHOLDING_TAX');
  return {
    principal: deposit.creditAccountId,
    expense: interest.debitAccountId,
    payable: interest.creditAccountId,
    tax: tax.creditAccountId,
  };
}

const line = (
  accountId: string,
  debitKobo: number,
  creditKobo: number,
  extra: Partial<PostingLine> = {},
): PostingLine => ({ accountId, debitKobo, creditKobo, ...extra });

/** The customer's side: their deposit account through its own sub-ledger. */
async function customerLine(
  t: TenantTx,
  accountId: string,
  side: 'debit' | 'credit',
  amountKobo: number,
): Promise<PostingLine> {
  const account = await findAccount(t, accountId);
  if (!account) throw new DomainError('account_not_found');
  const control = await productControlAccount(t, account.productId);
  return side === 'debit'
    ? line(control, amountKobo, 0, { subledger: depositLink(account.id) })
    : line(control, 0, amountKobo, { subledger: depositLink(account.id) });
}

interface Meta {
  readonly narration: string;
  readonly source: string;
  readonly createdBy: string;
  readonly branchId: string;
  readonly reference: string;
  readonly valueDate?: string | null;
}

/** Lines of zero are left out: the ledger takes only lines that move something. */
function post(t: TenantTx, lines: readonly PostingLine[], meta: Meta, now: Date) {
  return postEntry(
    t,
    {
      narration: meta.narration.slice(0, 255),
      reference: meta.reference,
      valueDate: meta.valueDate ?? null,
      lines: lines.filter((l) => l.debitKobo > 0 || l.creditKobo > 0),
      source: meta.source,
      createdBy: meta.createdBy,
      branchId: meta.branchId,
    },
    now,
  );
}

/** Funding from the customer's account: debit the account, credit the principal control. */
export async function postFunding(
  t: TenantTx,
  deposit: TermDepositRow,
  createdBy: string,
  now: Date,
): Promise<JournalEntryView> {
  const gl = await termDepositGl(t, deposit.product_id);
  const amountKobo = Number(deposit.principal_kobo);
  return post(
    t,
    [
      await customerLine(t, deposit.account_id, 'debit', amountKobo),
      line(gl.principal, 0, amountKobo, { subledger: principalLink(deposit.id) }),
    ],
    {
      narration: `Term deposit ${deposit.deposit_number} booked`,
      source: 'TERM_DEPOSIT',
      createdBy,
      branchId: deposit.branch_id,
      reference: deposit.deposit_number,
      valueDate: deposit.start_date,
    },
    now,
  );
}

/** One deposit's interest accrued by a run: the amount to credit its interest payable. */
export interface AccrualShare {
  readonly deposit: TermDepositRow;
  readonly amountKobo: number;
}

/**
 * Accruals of deposits that share their accounts and branch in one entry: one debit of the
 * expense, one credit of interest payable per deposit (decision 067).
 */
export async function postAccruals(
  t: TenantTx,
  gl: TermDepositGl,
  shares: readonly AccrualShare[],
  meta: { branchId: string; upTo: string; createdBy: string },
  now: Date,
): Promise<JournalEntryView> {
  const totalKobo = shares.reduce((sum, share) => sum + share.amountKobo, 0);
  const credits = shares.map((share) =>
    line(gl.payable, 0, share.amountKobo, {
      subledger: accruedLink(share.deposit.id),
      narration: `Interest on ${share.deposit.deposit_number} to ${formatBankDate(meta.upTo)}`,
    }),
  );
  return post(
    t,
    [line(gl.expense, totalKobo, 0), ...credits],
    {
      narration: `Term deposit interest accrued to ${formatBankDate(meta.upTo)}`,
      source: 'TERM_DEPOSIT_INTEREST',
      createdBy: meta.createdBy,
      branchId: meta.branchId,
      reference: `TDI-${meta.upTo.replaceAll('-', '')}`,
    },
    now,
  );
}

/** What a settlement takes out of a deposit and where it goes. */
export interface Settlement {
  /** Principal leaving the deposit. */
  readonly principalKobo: number;
  /** Interest payable released: what was accrued and not yet paid. */
  readonly accruedKobo: number;
  /** Interest the customer earns on this settlement, before tax. */
  readonly interestKobo: number;
  readonly taxKobo: number;
  /** Into a new deposit's principal (a rollover), the rest to the account. */
  readonly rollInto?: { readonly depositId: string; readonly amountKobo: number };
  readonly narration: string;
  readonly source: string;
  readonly createdBy: string;
}

/**
 * Pays a deposit out (at maturity, a periodic payout, a liquidation or a rollover): debit the
 * principal control and the interest payable accrued, the difference between the interest
 * earned and the interest accrued to (or back from) the expense, credit the withholding tax,
 * and credit the rest to the customer's account (or the new deposit's principal).
 */
export async function postSettlement(
  t: TenantTx,
  deposit: TermDepositRow,
  s: Settlement,
  now: Date,
): Promise<JournalEntryView> {
  const gl = await termDepositGl(t, deposit.product_id);
  const extraKobo = s.interestKobo - s.accruedKobo;
  const netKobo = s.principalKobo + s.interestKobo - s.taxKobo;
  const rolledKobo = s.rollInto?.amountKobo ?? 0;
  const lines: PostingLine[] = [
    line(gl.principal, s.principalKobo, 0, { subledger: principalLink(deposit.id) }),
    line(gl.payable, s.accruedKobo, 0, { subledger: accruedLink(deposit.id) }),
    extraKobo > 0 ? line(gl.expense, extraKobo, 0) : line(gl.expense, 0, -extraKobo),
    line(gl.tax, 0, s.taxKobo),
  ];
  if (s.rollInto && rolledKobo > 0) {
    lines.push(
      line(gl.principal, 0, rolledKobo, { subledger: principalLink(s.rollInto.depositId) }),
    );
  }
  if (netKobo - rolledKobo > 0) {
    lines.push(await customerLine(t, deposit.account_id, 'credit', netKobo - rolledKobo));
  }
  return post(
    t,
    lines,
    {
      narration: s.narration,
      source: s.source,
      createdBy: s.createdBy,
      branchId: deposit.branch_id,
      reference: deposit.deposit_number,
    },
    now,
  );
}
