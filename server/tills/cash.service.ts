import type { components } from '../../api/schema.gen';
import { hasPermission } from '../../policies/access';
import { type BranchAssignment, canSeeBranch } from '../../policies/branch-scope';
import type { DenominationCount } from '../../policies/denominations';
import { canCredit, canDebit } from '../../policies/deposit-account-status';
import { formatKobo } from '../../policies/money';
import { tillLimitState, withdrawalNeedsApproval } from '../../policies/till-limits';
import { submitForApproval } from '../approvals/approval.service';
import { findBranch } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { type AccountView, findAccount } from '../deposits/deposit-account.repository';
import { notCreditableMessage, notDebitableMessage } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findUserById, type UserRecord } from '../users/user.repository';
import {
  type CashKind,
  type CashTransactionRecord,
  type CashTransactionStatus,
  findCashTransaction,
  insertCashTransaction,
  moveCashTransaction,
} from './cash.repository';
import { findTill, glBalanceKobo, type TillRecord } from './till.repository';
import { tillConfigOf } from './till-config';
import { postCashDeposit, postCashWithdrawal, reverseCashEntry } from './till-money';
import { findSession } from './till-session.repository';
import { activeSessionOf, checkedCount } from './till-session.service';

export type CashTransactionView = components['schemas']['CashTransaction'];
type CashTransactionRequest = components['schemas']['CashTransactionRequest'];

/** References people read on a receipt: kind, date and time, and a random tail. */
function referenceOf(prefix: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(2, 14);
  return `${prefix}${stamp}${newRowId(now.getTime()).slice(-6).toUpperCase()}`;
}

async function customerAccount(t: TenantTx, user: BranchAssignment, accountId: string) {
  const account = await findAccount(t, accountId);
  if (!account || !canSeeBranch(user, account.branchId)) throw new DomainError('account_not_found');
  return account;
}

async function tillOfSession(t: TenantTx, tillId: string): Promise<TillRecord> {
  const till = await findTill(t, tillId);
  if (!till) throw new DomainError('till_not_found');
  return till;
}

const WHAT: Record<CashKind, string> = {
  DEPOSIT: 'Cash deposit by',
  WITHDRAWAL: 'Cash withdrawal by',
  LOAN_REPAYMENT: 'Cash loan repayment by',
};

const narrationOf = (kind: CashKind, request: CashTransactionRequest) =>
  (request.narration?.trim() || `${WHAT[kind]} ${request.partyName.trim()}`).slice(0, 100);

export function newTransaction(
  kind: CashKind,
  ids: { sessionId: string; till: TillRecord; tellerId: string; account: AccountView },
  request: CashTransactionRequest,
  count: DenominationCount[],
  now: Date,
): Omit<CashTransactionRecord, 'createdAt'> {
  return {
    id: newRowId(now.getTime()),
    reference: referenceOf({ DEPOSIT: 'CD', WITHDRAWAL: 'CW', LOAN_REPAYMENT: 'CL' }[kind], now),
    kind,
    status: 'POSTED',
    sessionId: ids.sessionId,
    tillId: ids.till.id,
    branchId: ids.till.branchId,
    tellerId: ids.tellerId,
    accountId: ids.account.id,
    loanId: null,
    amountKobo: request.amountKobo,
    partyName: request.partyName.trim(),
    partyPhone: request.partyPhone,
    narration: narrationOf(kind, request),
    denominations: count,
    entryId: null,
    approvalRequestId: null,
    reversalRequestId: null,
    reversalEntryId: null,
  };
}

/**
 * Cash into the till and a customer's account: posted at once against the teller's till. The
 * till's balance after it must stay within the hard limit, read inside the same transaction
 * after the posting, so two racing deposits cannot both pass it.
 */
export async function takeCash(
  t: TenantTx,
  user: UserRecord,
  request: CashTransactionRequest,
  kind: 'DEPOSIT' | 'LOAN_REPAYMENT',
  loanId: string | null,
  now: Date,
): Promise<string> {
  const session = await activeSessionOf(t, user);
  const { count } = await checkedCount(t, request.denominations, request.amountKobo);
  const account = await customerAccount(t, user, request.accountId);
  if (!canCredit(account.status)) {
    throw new DomainError('account_not_creditable', notCreditableMessage(account));
  }
  const till = await tillOfSession(t, session.tillId);
  const ids = { sessionId: session.id, till, tellerId: user.id, account };
  const txn = { ...newTransaction(kind, ids, request, count, now), loanId };
  const entry = await postCashDeposit(
    t,
    {
      tillGlAccountId: till.glAccountId,
      account,
      amountKobo: request.amountKobo,
      narration: txn.narration,
      reference: txn.reference,
      createdBy: user.id,
    },
    now,
  );
  const balanceKobo = await glBalanceKobo(t, till.glAccountId);
  if (tillLimitState(balanceKobo, till) === 'over-hard') {
    throw new DomainError('till_cash_limit_exceeded');
  }
  await insertCashTransaction(t, { ...txn, entryId: entry.id }, now);
  return txn.id;
}

/** A cash deposit at the counter into a customer's account. */
export function cashDeposit(
  t: TenantTx,
  user: UserRecord,
  request: CashTransactionRequest,
  now: Date,
): Promise<string> {
  return takeCash(t, user, request, 'DEPOSIT', null, now);
}

/** Pays a withdrawal out of the till; refused when the till would go below zero. */
async function payWithdrawal(t: TenantTx, txn: CashTransactionRecord, till: TillRecord, now: Date) {
  const account = await findAccount(t, txn.accountId);
  if (!account) throw new DomainError('account_not_found');
  const entry = await postCashWithdrawal(
    t,
    {
      tillGlAccountId: till.glAccountId,
      account,
      amountKobo: txn.amountKobo,
      narration: txn.narration,
      reference: txn.reference,
      createdBy: txn.tellerId,
    },
    now,
  );
  if ((await glBalanceKobo(t, till.glAccountId)) < 0)
    throw new DomainError('till_cash_insufficient');
  return entry;
}

/**
 * A cash withdrawal: within the teller's limit it is paid at once; over it the amount is held
 * on the account and a CASH_WITHDRAWAL request waits for a level-1 approval by another user.
 */
export async function cashWithdrawal(
  t: TenantTx,
  user: UserRecord,
  request: CashTransactionRequest,
  now: Date,
): Promise<{ id: string; waitsForApproval: boolean }> {
  const session = await activeSessionOf(t, user);
  const { count } = await checkedCount(t, request.denominations, request.amountKobo);
  const account = await customerAccount(t, user, request.accountId);
  if (!canDebit(account.status)) {
    throw new DomainError('account_not_debitable', notDebitableMessage(account));
  }
  if (account.availableBalanceKobo < request.amountKobo)
    throw new DomainError('insufficient_funds');
  const till = await tillOfSession(t, session.tillId);
  if ((await glBalanceKobo(t, till.glAccountId)) < request.amountKobo) {
    throw new DomainError('till_cash_insufficient');
  }
  const txn = newTransaction(
    'WITHDRAWAL',
    { sessionId: session.id, till, tellerId: user.id, account },
    request,
    count,
    now,
  );
  const { withdrawalLimitsKobo } = await tillConfigOf(t);
  if (!withdrawalNeedsApproval(user.roles, request.amountKobo, withdrawalLimitsKobo)) {
    const entry = await payWithdrawal(t, { ...txn, createdAt: now.toISOString() }, till, now);
    await insertCashTransaction(t, { ...txn, entryId: entry.id }, now);
    return { id: txn.id, waitsForApproval: false };
  }
  await insertCashTransaction(t, { ...txn, status: 'AWAITING_APPROVAL' }, now);
  const submitted = await submitForApproval(t, {
    type: 'CASH_WITHDRAWAL',
    amountKobo: request.amountKobo,
    branchId: till.branchId,
    maker: { id: user.id },
    summary: `Cash withdrawal of ${formatKobo(request.amountKobo)} from ${account.accountNumber}`,
    details: [
      { label: 'Account', value: `${account.accountNumber} ${account.name}` },
      { label: 'Withdrawn by', value: `${txn.partyName}, ${txn.partyPhone}` },
      { label: 'Till', value: `${till.code} ${till.name}` },
    ],
    payload: { cashTransactionId: txn.id },
    hold: { accountId: account.id, reason: `Cash withdrawal ${txn.reference} awaiting approval` },
    now,
  });
  if (!submitted.approvalNeeded) throw new DomainError('approval_flow_required');
  await moveCash(
    t,
    txn.id,
    'AWAITING_APPROVAL',
    { approval_request_id: submitted.request.id },
    now,
    'cash_transaction_not_found',
  );
  return { id: txn.id, waitsForApproval: true };
}

/**
 * Moves a cash transaction on from `from`; another request that moved it first (a racing
 * approval, a second reversal) makes this one fail whole, so no entry posts twice.
 */
async function moveCash(
  t: TenantTx,
  id: string,
  from: CashTransactionStatus,
  changes: Parameters<typeof moveCashTransaction>[3],
  now: Date,
  refusal: 'cash_transaction_not_found' | 'cash_transaction_not_reversible',
): Promise<void> {
  if (!(await moveCashTransaction(t, id, from, changes, now))) throw new DomainError(refusal);
}

/** The CASH_WITHDRAWAL approval: paid from the till, if its session is still taking cash. */
export async function payApprovedWithdrawal(t: TenantTx, id: string, now: Date) {
  const txn = await findCashTransaction(t, id);
  if (txn?.status !== 'AWAITING_APPROVAL') throw new DomainError('cash_transaction_not_found');
  const session = await findSession(t, txn.sessionId);
  if (session?.status !== 'ACTIVE') throw new DomainError('till_session_not_open');
  const till = await tillOfSession(t, txn.tillId);
  const entry = await payWithdrawal(t, txn, till, now);
  await moveCash(
    t,
    id,
    'AWAITING_APPROVAL',
    { status: 'POSTED', entry_id: entry.id },
    now,
    'cash_transaction_not_found',
  );
  return entry;
}

export async function endWithdrawal(t: TenantTx, id: string, now: Date) {
  await moveCash(
    t,
    id,
    'AWAITING_APPROVAL',
    { status: 'REJECTED' },
    now,
    'cash_transaction_not_found',
  );
}

/**
 * A teller asks to reverse a posted cash transaction of their active session; a level-1
 * approval posts the mirror entry. Without a flow band the request is refused: a reversal of
 * cash always needs a second person.
 */
export async function requestReversal(
  t: TenantTx,
  user: UserRecord,
  id: string,
  reason: string,
  now: Date,
) {
  const txn = await visibleCashTransaction(t, user, id);
  const session = await findSession(t, txn.sessionId);
  // A loan repayment moved on into the loan; putting the cash back is the loan's own reversal.
  const reversible = txn.kind !== 'LOAN_REPAYMENT' && txn.status === 'POSTED';
  if (!reversible || session?.status !== 'ACTIVE' || !txn.entryId) {
    throw new DomainError('cash_transaction_not_reversible');
  }
  const submitted = await submitForApproval(t, {
    type: 'CASH_REVERSAL',
    amountKobo: txn.amountKobo,
    branchId: txn.branchId,
    maker: { id: user.id },
    summary: `Reverse cash ${txn.kind.toLowerCase()} ${txn.reference}`,
    details: [
      { label: 'Reference', value: txn.reference },
      { label: 'Reason', value: reason.slice(0, 200) },
    ],
    payload: { cashTransactionId: txn.id },
    now,
  });
  if (!submitted.approvalNeeded) throw new DomainError('approval_flow_required');
  await moveCash(
    t,
    id,
    'POSTED',
    { status: 'REVERSAL_PENDING', reversal_request_id: submitted.request.id },
    now,
    'cash_transaction_not_reversible',
  );
}

export async function reverseApproved(t: TenantTx, id: string, approverId: string, now: Date) {
  const txn = await findCashTransaction(t, id);
  if (!txn?.entryId || txn.status !== 'REVERSAL_PENDING') {
    throw new DomainError('cash_transaction_not_reversible');
  }
  const entry = await reverseCashEntry(
    t,
    txn.entryId,
    `Reversal of ${txn.reference}`,
    approverId,
    now,
  );
  const till = await tillOfSession(t, txn.tillId);
  if ((await glBalanceKobo(t, till.glAccountId)) < 0)
    throw new DomainError('till_cash_insufficient');
  await moveCash(
    t,
    id,
    'REVERSAL_PENDING',
    { status: 'REVERSED', reversal_entry_id: entry.id },
    now,
    'cash_transaction_not_reversible',
  );
  return entry;
}

export async function endReversal(t: TenantTx, id: string, now: Date) {
  await moveCash(
    t,
    id,
    'REVERSAL_PENDING',
    { status: 'POSTED', reversal_request_id: null },
    now,
    'cash_transaction_not_reversible',
  );
}

/** A cash transaction of the user's branches; a teller without txn.view.branch sees only theirs. */
export async function visibleCashTransaction(
  t: TenantTx,
  user: UserRecord,
  id: string,
): Promise<CashTransactionRecord> {
  const txn = await findCashTransaction(t, id);
  const seesBranch = hasPermission({ user }, 'txn.view.branch');
  if (!txn || !canSeeBranch(user, txn.branchId) || (!seesBranch && txn.tellerId !== user.id)) {
    throw new DomainError('cash_transaction_not_found');
  }
  return txn;
}

export async function cashTransactionView(
  t: TenantTx,
  txn: CashTransactionRecord,
): Promise<CashTransactionView> {
  const till = await tillOfSession(t, txn.tillId);
  const account = await findAccount(t, txn.accountId);
  const teller = await findUserById(t, txn.tellerId);
  const branch = await findBranch(t, txn.branchId);
  const { createdAt, ...rest } = txn;
  return {
    ...rest,
    tillCode: till.code,
    branchName: branch?.name ?? '',
    tellerName: teller?.fullName ?? txn.tellerId,
    accountNumber: account?.accountNumber ?? '',
    accountName: account?.name ?? '',
    softLimitExceeded: tillLimitState(till.balanceKobo, till) !== 'within',
    createdAt,
  };
}
