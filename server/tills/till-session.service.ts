import {
  nextTillSessionStatus,
  type TillSessionEvent,
  type TillSessionStatus,
} from '../../machines/till-session.machine';
import { hasPermission } from '../../policies/access';
import { canSeeBranch } from '../../policies/branch-scope';
import { formatBankDate } from '../../policies/calendar';
import { countTotal, type DenominationCount, normalisedCount } from '../../policies/denominations';
import { formatKobo } from '../../policies/money';
import { submitForApproval } from '../approvals/approval.service';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findUserById, type UserRecord } from '../users/user.repository';
import { searchCashMovements } from './cash.repository';
import { findTill, glBalanceKobo, type TillRecord } from './till.repository';
import { denominationsOf, visibleTill } from './till.service';
import { postCashVariance } from './till-money';
import {
  findOpenSessionOfTeller,
  findOpenSessionOfTill,
  findSession,
  insertSession,
  moveSession,
  type SessionChanges,
  type TillSessionRecord,
} from './till-session.repository';
import { sessionRecords, visibleSession } from './till-session.view';

/** The status the chart moves the session to on `event`, or 409 when it has no such step. */
export function stepOf(session: TillSessionRecord, event: TillSessionEvent): TillSessionStatus {
  const next = nextTillSessionStatus(session.status, event);
  if (!next) {
    throw new DomainError(
      'till_session_transition_invalid',
      `A ${session.status} session cannot take ${event.type}.`,
    );
  }
  return next;
}

/** Moves the session, or 409 when a concurrent request moved it first. */
async function move(
  t: TenantTx,
  session: TillSessionRecord,
  to: TillSessionStatus,
  changes: SessionChanges,
  now: Date,
): Promise<void> {
  if (!(await moveSession(t, session.id, session.status, { ...changes, status: to }, now))) {
    throw new DomainError('till_session_transition_invalid', 'The session was moved meanwhile.');
  }
}

/** A count that adds up in the tenant's denominations, or 422 with what is wrong. */
export async function checkedCount(
  t: TenantTx,
  count: readonly DenominationCount[],
  amountKobo?: number,
) {
  const result = countTotal(count, await denominationsOf(t), amountKobo);
  if (!result.ok) throw new DomainError(result.problem, result.message);
  return { totalKobo: result.totalKobo, count: normalisedCount(count) };
}

const closedKeys = { open_till_key: null, open_teller_key: null } as const;

async function tillOf(t: TenantTx, session: TillSessionRecord): Promise<TillRecord> {
  const till = await findTill(t, session.tillId);
  if (!till) throw new DomainError('till_not_found');
  return till;
}

/**
 * Gives an ACTIVE till of the head teller's branch to a teller of the same branch for the
 * processing date. The unique keys refuse a second open session of the till or the teller,
 * also when two assignments race past the checks.
 */
export async function assignSession(
  t: TenantTx,
  user: UserRecord,
  request: { tillId: string; tellerId: string },
  now: Date,
): Promise<string> {
  const till = await visibleTill(t, user, request.tillId);
  if (till.status !== 'ACTIVE') throw new DomainError('till_inactive');
  const teller = await findUserById(t, request.tellerId);
  if (!teller) throw new DomainError('user_not_found');
  const worksHere = teller.branchId === till.branchId || teller.branchIds.includes(till.branchId);
  if (
    teller.status !== 'ACTIVE' ||
    !worksHere ||
    !hasPermission({ user: teller }, 'till.session.open')
  ) {
    throw new DomainError('teller_not_eligible');
  }
  if ((await findOpenSessionOfTill(t, till.id)) || (await findOpenSessionOfTeller(t, teller.id))) {
    throw new DomainError('till_session_already_open');
  }
  const id = newRowId(now.getTime());
  const businessDate = await tenantProcessingDate(t);
  try {
    await insertSession(
      t,
      { id, tillId: till.id, branchId: till.branchId, tellerId: teller.id, businessDate },
      user.id,
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('till_session_already_open');
    throw error;
  }
  return id;
}

function ownSession(user: UserRecord, session: TillSessionRecord): void {
  if (session.tellerId !== user.id) {
    throw new DomainError(
      'till_session_transition_invalid',
      'Only the teller of the session counts its cash.',
    );
  }
}

/**
 * The teller's opening count: equal to the till's ledger balance the session is ACTIVE, else it
 * waits OPENED for the head teller to accept the difference.
 */
export async function openSession(
  t: TenantTx,
  user: UserRecord,
  id: string,
  count: readonly DenominationCount[],
  now: Date,
): Promise<void> {
  const session = await visibleSession(t, user, id);
  ownSession(user, session);
  const counted = await checkedCount(t, count);
  const till = await tillOf(t, session);
  const balanceKobo = await glBalanceKobo(t, till.glAccountId);
  const to = stepOf(session, { type: 'till.open', matches: counted.totalKobo === balanceKobo });
  await move(
    t,
    session,
    to,
    {
      opening_balance_kobo: balanceKobo,
      opening_count: JSON.stringify(counted.count),
      opening_count_kobo: counted.totalKobo,
      opened_at: now.toISOString(),
    },
    now,
  );
}

/**
 * The head teller accepts an opening count that differs from the ledger: the difference is
 * posted to the cash variance accounts at once, so the till's balance is the counted cash.
 */
export async function acceptOpening(t: TenantTx, user: UserRecord, id: string, now: Date) {
  const session = await visibleSession(t, user, id);
  const to = stepOf(session, { type: 'till.acceptOpening' });
  if (session.tellerId === user.id) throw new DomainError('approval_maker_cannot_approve');
  const till = await tillOf(t, session);
  const balanceKobo = await glBalanceKobo(t, till.glAccountId);
  const differenceKobo = (session.openingCountKobo ?? 0) - balanceKobo;
  let entryId: string | null = null;
  if (differenceKobo !== 0) {
    const entry = await postCashVariance(
      t,
      {
        tillGlAccountId: till.glAccountId,
        varianceKobo: differenceKobo,
        reference: `OPEN-${till.code}`.slice(0, 40),
        createdBy: user.id,
      },
      now,
    );
    entryId = entry.id;
  }
  await move(t, session, to, { opening_entry_id: entryId }, now);
}

export async function startClose(t: TenantTx, user: UserRecord, id: string, now: Date) {
  const session = await visibleSession(t, user, id);
  const to = stepOf(session, { type: 'till.startClose' });
  if (session.tellerId !== user.id && !hasPermission({ user }, 'till.session.close')) {
    throw new DomainError(
      'till_session_transition_invalid',
      'Only the teller or the head teller closes.',
    );
  }
  const inTransit = await searchCashMovements(t, {
    branchIds: null,
    tillId: session.tillId,
    status: 'IN_TRANSIT',
  });
  if (inTransit.length > 0) throw new DomainError('cash_movement_in_transit');
  await move(t, session, to, {}, now);
}

/** What the approver reads: amounts in naira, the date as the bank writes it, names not codes. */
async function varianceDetails(
  t: TenantTx,
  session: TillSessionRecord,
  till: TillRecord,
  cash: { expectedKobo: number; countedKobo: number },
) {
  const teller = await findUserById(t, session.tellerId);
  const varianceKobo = cash.countedKobo - cash.expectedKobo;
  return [
    { label: 'Till', value: `${till.code} ${till.name}` },
    { label: 'Teller', value: teller?.fullName ?? '' },
    { label: 'Business date', value: formatBankDate(session.businessDate) },
    { label: 'Expected cash', value: formatKobo(cash.expectedKobo) },
    { label: 'Counted cash', value: formatKobo(cash.countedKobo) },
    {
      label: varianceKobo > 0 ? 'Overage' : 'Shortage',
      value: formatKobo(Math.abs(varianceKobo)),
    },
  ];
}

/**
 * The teller's blind closing count. Equal to the expected cash the session is BALANCED; a
 * difference waits VARIANCE_PENDING on a TILL_VARIANCE approval request, which posts it.
 */
export async function submitClosingCount(
  t: TenantTx,
  user: UserRecord,
  id: string,
  count: readonly DenominationCount[],
  now: Date,
): Promise<void> {
  const session = await visibleSession(t, user, id);
  ownSession(user, session);
  const counted = await checkedCount(t, count);
  const { cash } = await sessionRecords(t, session);
  const varianceKobo = counted.totalKobo - cash.expectedCashKobo;
  const to = stepOf(session, { type: 'till.count', balanced: varianceKobo === 0 });
  const changes: SessionChanges = {
    closing_count: JSON.stringify(counted.count),
    closing_count_kobo: counted.totalKobo,
    expected_cash_kobo: cash.expectedCashKobo,
    variance_kobo: varianceKobo,
  };
  if (varianceKobo !== 0) {
    const till = await tillOf(t, session);
    const submitted = await submitForApproval(t, {
      type: 'TILL_VARIANCE',
      amountKobo: Math.abs(varianceKobo),
      branchId: session.branchId,
      maker: { id: user.id },
      summary: `Till ${till.code} ${varianceKobo > 0 ? 'overage' : 'shortage'} of ${formatKobo(Math.abs(varianceKobo))}`,
      details: await varianceDetails(t, session, till, {
        expectedKobo: cash.expectedCashKobo,
        countedKobo: counted.totalKobo,
      }),
      payload: { sessionId: session.id },
      now,
    });
    if (!submitted.approvalNeeded) throw new DomainError('approval_flow_required');
    changes.variance_request_id = submitted.request.id;
  }
  await move(t, session, to, changes, now);
}

export async function closeSession(t: TenantTx, user: UserRecord, id: string, now: Date) {
  const session = await visibleSession(t, user, id);
  const to = stepOf(session, { type: 'till.close' });
  await move(t, session, to, { ...closedKeys, closed_at: now.toISOString() }, now);
}

/** Marks a closed session reconciled once the till's ledger still holds its closing count. */
export async function reconcileSession(t: TenantTx, user: UserRecord, id: string, now: Date) {
  const session = await visibleSession(t, user, id);
  const to = stepOf(session, { type: 'till.reconcile' });
  const till = await tillOf(t, session);
  const holder = await findOpenSessionOfTill(t, till.id);
  const balanceKobo = await glBalanceKobo(t, till.glAccountId);
  if (!holder && balanceKobo !== session.closingCountKobo) {
    throw new DomainError('till_session_not_reconcilable');
  }
  await move(t, session, to, { reconciled_at: now.toISOString() }, now);
}

/** The TILL_VARIANCE approval: the variance is posted and the session closed. */
export async function approveVariance(
  t: TenantTx,
  sessionId: string,
  approverId: string,
  now: Date,
) {
  const session = await findSession(t, sessionId);
  if (!session) throw new DomainError('till_session_not_found');
  const to = stepOf(session, { type: 'till.varianceApprove' });
  const till = await tillOf(t, session);
  const entry = await postCashVariance(
    t,
    {
      tillGlAccountId: till.glAccountId,
      varianceKobo: session.varianceKobo ?? 0,
      reference: `VAR-${till.code}-${session.businessDate}`.slice(0, 40),
      createdBy: approverId,
    },
    now,
  );
  await move(
    t,
    session,
    to,
    { ...closedKeys, variance_entry_id: entry.id, closed_at: now.toISOString() },
    now,
  );
  return entry;
}

/** A rejected, cancelled or expired variance asks the teller to count again. */
export async function recountAfterVariance(t: TenantTx, sessionId: string, now: Date) {
  const session = await findSession(t, sessionId);
  if (session?.status !== 'VARIANCE_PENDING') return;
  const to = stepOf(session, { type: 'till.varianceReject' });
  await move(
    t,
    session,
    to,
    {
      closing_count: null,
      closing_count_kobo: null,
      expected_cash_kobo: null,
      variance_kobo: null,
      variance_request_id: null,
    },
    now,
  );
}

/** The ACTIVE session of this teller, or 409 `till_session_not_open`. */
export async function activeSessionOf(t: TenantTx, user: UserRecord): Promise<TillSessionRecord> {
  const session = await findOpenSessionOfTeller(t, user.id);
  if (!session || nextTillSessionStatus(session.status, { type: 'till.cash' }) === null) {
    throw new DomainError('till_session_not_open');
  }
  if (!canSeeBranch(user, session.branchId)) throw new DomainError('till_session_not_open');
  return session;
}
