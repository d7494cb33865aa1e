import type { components } from '../../api/schema.gen';
import { OPEN_TILL_SESSION_STATUSES } from '../../machines/till-session.machine';
import { hasPermission } from '../../policies/access';
import { type BranchAssignment, canSeeBranch } from '../../policies/branch-scope';
import type { TenantTx } from '../db/tenant-scope';
import { findAccounts } from '../deposits/deposit-account.repository';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import type { UserRecord } from '../users/user.repository';
import { findUserById } from '../users/user.repository';
import {
  type CashMovementRecord,
  type CashTransactionRecord,
  cashSign,
  searchCashMovements,
  sessionTransactions,
} from './cash.repository';
import { findTill, glBalanceKobo, type TillRecord } from './till.repository';
import {
  findOpenSessionOfTill,
  findSession,
  type TillSessionRecord,
} from './till-session.repository';

type Schemas = components['schemas'];
type TillSessionView = Schemas['TillSession'];
type TillSessionDetail = Schemas['TillSessionDetail'];
type Line = Schemas['TillSessionLine'];

/** What a session's cash came to: the parts of its expected cash. */
export interface SessionCash {
  readonly openingKobo: number;
  readonly depositsKobo: number;
  readonly withdrawalsKobo: number;
  readonly pickupsKobo: number;
  readonly dropsKobo: number;
  readonly expectedCashKobo: number;
}

/** A cash transaction still counts while posted; a reversed one nets to nothing. */
const counts = (txn: CashTransactionRecord) =>
  txn.status === 'POSTED' || txn.status === 'REVERSAL_PENDING';

/** Opening + deposits - withdrawals + pickups - drops, from the session's own records. */
export function sessionCash(
  session: TillSessionRecord,
  transactions: readonly CashTransactionRecord[],
  movements: readonly CashMovementRecord[],
): SessionCash {
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const posted = transactions.filter(counts);
  const confirmed = movements.filter((m) => m.status === 'CONFIRMED');
  const openingKobo = session.openingCountKobo ?? 0;
  // A loan repayment is cash in, like a deposit: it enters the loan's account first.
  const depositsKobo = sum(posted.filter((x) => x.kind !== 'WITHDRAWAL').map((x) => x.amountKobo));
  const withdrawalsKobo = sum(
    posted.filter((x) => x.kind === 'WITHDRAWAL').map((x) => x.amountKobo),
  );
  const pickupsKobo = sum(confirmed.filter((m) => m.kind === 'PICKUP').map((m) => m.amountKobo));
  const dropsKobo = sum(confirmed.filter((m) => m.kind === 'DROP').map((m) => m.amountKobo));
  return {
    openingKobo,
    depositsKobo,
    withdrawalsKobo,
    pickupsKobo,
    dropsKobo,
    expectedCashKobo: openingKobo + depositsKobo - withdrawalsKobo + pickupsKobo - dropsKobo,
  };
}

export async function sessionRecords(t: TenantTx, session: TillSessionRecord) {
  const transactions = await sessionTransactions(t, session.id);
  const movements = await searchCashMovements(t, { branchIds: null, sessionId: session.id });
  return { transactions, movements, cash: sessionCash(session, transactions, movements) };
}

/** A session the user may see: their branch, and for a teller only their own; else 404. */
export async function visibleSession(
  t: TenantTx,
  user: UserRecord,
  id: string,
): Promise<TillSessionRecord> {
  const session = await findSession(t, id);
  const seesOthers = hasPermission({ user }, 'till.session.assign');
  if (
    !session ||
    !canSeeBranch(user as BranchAssignment, session.branchId) ||
    (!seesOthers && session.tellerId !== user.id)
  ) {
    throw new DomainError('till_session_not_found');
  }
  return session;
}

const COUNTED: readonly string[] = ['BALANCED', 'VARIANCE_PENDING', 'CLOSED', 'RECONCILED'];

/** Who checks a till's cash against its count, and so may see the expected figure at any time. */
export function seesExpectedCash(user: UserRecord): boolean {
  return (
    hasPermission({ user }, 'till.session.reconcile') || hasPermission({ user }, 'till.cash.manage')
  );
}

/**
 * The teller counts blind, and so works blind all day: from the session's assignment until their
 * closing count is in, any figure that tells the cash the till should hold (expected cash, ledger
 * balance, running cash after each line) is kept from them. Shown in the morning, the running cash
 * would be remembered, or written down, by the evening's count.
 */
export function countsBlind(user: UserRecord, status: string | null): boolean {
  return status !== null && !COUNTED.includes(status) && !seesExpectedCash(user);
}

/** The expected figure is the head teller's until the count is in. */
function showsExpected(user: UserRecord, session: TillSessionRecord): boolean {
  return seesExpectedCash(user) || COUNTED.includes(session.status);
}

export async function sessionView(
  t: TenantTx,
  user: UserRecord,
  session: TillSessionRecord,
  till: TillRecord | null,
  cash: SessionCash | null,
  processingDate: string,
): Promise<TillSessionView> {
  const teller = await findUserById(t, session.tellerId);
  const shown = showsExpected(user, session);
  const expected =
    session.expectedCashKobo ?? (cash && session.openedAt ? cash.expectedCashKobo : null);
  return {
    id: session.id,
    tillId: session.tillId,
    tillCode: till?.code ?? '',
    tillName: till?.name ?? '',
    branchId: session.branchId,
    tellerId: session.tellerId,
    tellerName: teller?.fullName ?? session.tellerId,
    businessDate: session.businessDate,
    status: session.status,
    openingBalanceKobo: shown ? session.openingBalanceKobo : null,
    openingCountKobo: session.openingCountKobo,
    closingCountKobo: session.closingCountKobo,
    expectedCashKobo: shown ? expected : null,
    varianceKobo: shown ? session.varianceKobo : null,
    varianceRequestId: session.varianceRequestId,
    leftOpen:
      session.businessDate < processingDate && OPEN_TILL_SESSION_STATUSES.includes(session.status),
    assignedBy: session.assignedBy,
    createdAt: session.createdAt,
    openedAt: session.openedAt,
    closedAt: session.closedAt,
    reconciledAt: session.reconciledAt,
  };
}

async function linesOf(
  t: TenantTx,
  session: TillSessionRecord,
  transactions: readonly CashTransactionRecord[],
  movements: readonly CashMovementRecord[],
  hideRunning: boolean,
): Promise<Line[]> {
  const accounts = await findAccounts(
    t,
    transactions.map((x) => x.accountId),
  );
  // A withdrawal waiting for approval, or refused, is listed for the teller to see but has moved
  // no cash, so the running cash passes it by.
  const raw: (Omit<Line, 'runningCashKobo'> & { movesCash?: false })[] = [];
  if (session.openedAt && session.openingCountKobo !== null) {
    raw.push({
      id: `${session.id}-opening`,
      kind: 'OPENING',
      reference: 'OPENING COUNT',
      status: 'COUNTED',
      amountKobo: session.openingCountKobo,
      accountNumber: null,
      at: session.openedAt,
    });
  }
  for (const txn of transactions) {
    const sign = cashSign(txn.kind);
    const accountNumber = accounts.get(txn.accountId)?.accountNumber ?? null;
    const base = { reference: txn.reference, accountNumber, at: txn.createdAt };
    raw.push({
      ...base,
      id: txn.id,
      kind: txn.kind,
      status: txn.status,
      amountKobo: sign * txn.amountKobo,
      ...(txn.entryId === null ? { movesCash: false as const } : {}),
    });
    if (txn.status === 'REVERSED') {
      raw.push({
        ...base,
        id: `${txn.id}-reversal`,
        kind: 'REVERSAL',
        status: 'POSTED',
        amountKobo: -sign * txn.amountKobo,
      });
    }
  }
  // The approved closing variance brings the till's cash to the count: the line says so, so the
  // cash after it is what the teller counted and what goes back to the vault.
  if (session.varianceEntryId && session.varianceKobo && session.closedAt) {
    raw.push({
      id: `${session.id}-variance`,
      kind: 'VARIANCE',
      reference: session.varianceKobo > 0 ? 'Overage' : 'Shortage',
      status: 'POSTED',
      amountKobo: session.varianceKobo,
      accountNumber: null,
      at: session.closedAt,
    });
  }
  for (const move of movements.filter((m) => m.status === 'CONFIRMED')) {
    const sign = move.kind === 'PICKUP' ? 1 : -1;
    raw.push({
      id: move.id,
      kind: move.kind,
      reference: move.reference,
      status: move.status,
      amountKobo: sign * move.amountKobo,
      accountNumber: null,
      at: move.confirmedAt ?? move.createdAt,
    });
  }
  raw.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  let running = 0;
  return raw.map(({ movesCash, ...line }) => {
    if (movesCash !== false) running += line.amountKobo;
    return { ...line, runningCashKobo: hideRunning ? null : running };
  });
}

/**
 * The cash a reconciled session's till still holds, to go back to the vault; null when there is
 * nothing to return (not reconciled, already returned, or the till is out again in a new session).
 */
export async function cashToReturnKobo(
  t: TenantTx,
  session: TillSessionRecord,
  till: TillRecord | null,
): Promise<number | null> {
  if (session.status !== 'RECONCILED' || !till) return null;
  if (await findOpenSessionOfTill(t, till.id)) return null;
  const balanceKobo = await glBalanceKobo(t, till.glAccountId);
  return balanceKobo > 0 ? balanceKobo : null;
}

/** The chart's steps this user may take now, for the session page's buttons. */
function allowedActions(
  user: UserRecord,
  session: TillSessionRecord,
  toReturnKobo: number | null,
): string[] {
  const isTeller = session.tellerId === user.id;
  const may = (permission: string) => hasPermission({ user }, permission);
  const actions: string[] = [];
  const add = (name: string, when: boolean) => when && actions.push(name);
  add('open', session.status === 'ASSIGNED' && isTeller);
  add('acceptOpening', session.status === 'OPENED' && !isTeller && may('till.session.assign'));
  add('deposit', session.status === 'ACTIVE' && isTeller && may('txn.create.deposit'));
  add('withdraw', session.status === 'ACTIVE' && isTeller && may('txn.create.withdrawal'));
  add('confirmMovement', session.status === 'ACTIVE' && isTeller);
  add('startClose', session.status === 'ACTIVE' && (isTeller || may('till.session.close')));
  add('submitClosingCount', session.status === 'CLOSING' && isTeller);
  add('close', session.status === 'BALANCED' && may('till.session.close'));
  add('reconcile', session.status === 'CLOSED' && may('till.session.reconcile'));
  add('returnCash', toReturnKobo !== null && may('till.cash.drop'));
  return actions;
}

export async function sessionDetail(
  t: TenantTx,
  user: UserRecord,
  id: string,
): Promise<TillSessionDetail> {
  const session = await visibleSession(t, user, id);
  const till = await findTill(t, session.tillId);
  const { transactions, movements, cash } = await sessionRecords(t, session);
  const view = await sessionView(t, user, session, till, cash, await tenantProcessingDate(t));
  const hideRunning = countsBlind(user, session.status);
  const toReturnKobo = await cashToReturnKobo(t, session, till);
  return {
    ...view,
    cashToReturnKobo: toReturnKobo,
    openingCount: session.openingCount,
    closingCount: session.closingCount,
    lines: await linesOf(t, session, transactions, movements, hideRunning),
    allowedActions: allowedActions(user, session, toReturnKobo),
  };
}
