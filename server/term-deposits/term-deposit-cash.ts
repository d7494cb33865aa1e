import { canSeeBranch } from '../../policies/branch-scope';
import { tillLimitState } from '../../policies/till-limits';
import type { TenantTx } from '../db/tenant-scope';
import type { AccountView } from '../deposits/deposit-account.repository';
import { DomainError } from '../errors/domain-error';
import { insertCashTransaction } from '../tills/cash.repository';
import { newTransaction } from '../tills/cash.service';
import { findTill, glBalanceKobo } from '../tills/till.repository';
import { postCashDeposit } from '../tills/till-money';
import { findSession } from '../tills/till-session.repository';
import { activeSessionOf } from '../tills/till-session.service';
import type { UserRecord } from '../users/user.repository';

/** The teller's own session that takes cash now, or why not. */
export async function cashSessionOf(t: TenantTx, user: UserRecord, sessionId: string | undefined) {
  const session = sessionId ? await findSession(t, sessionId) : null;
  if (!session || session.tellerId !== user.id || !canSeeBranch(user, session.branchId)) {
    throw new DomainError('till_session_not_found');
  }
  const active = await activeSessionOf(t, user);
  if (active.id !== session.id) throw new DomainError('till_session_not_open');
  return session;
}

/**
 * Cash for a deposit taken at the counter: a cash deposit into the customer's account against
 * the teller's till (a line of the session, so its cash position and report stay right), from
 * which the deposit is then funded in the same transaction (decision 066).
 */
export async function takeCashForDeposit(
  t: TenantTx,
  user: UserRecord,
  cash: { sessionId: string; account: AccountView; amountKobo: number; depositNumber: string },
  now: Date,
): Promise<void> {
  const session = await findSession(t, cash.sessionId);
  const till = session && (await findTill(t, session.tillId));
  if (!session || !till) throw new DomainError('till_session_not_found');
  const ids = { sessionId: session.id, till, tellerId: user.id, account: cash.account };
  const narration = `Cash for term deposit ${cash.depositNumber}`;
  // The depositor brings the cash: the receipt and the session name them with their phone.
  const customer = await t.trx
    .selectFrom('customer')
    .select(['display_name', 'phone'])
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', cash.account.customerId)
    .executeTakeFirst();
  const request = {
    accountId: cash.account.id,
    amountKobo: cash.amountKobo,
    partyName: (customer?.display_name ?? cash.account.name).slice(0, 120),
    partyPhone: customer?.phone ?? '',
    narration,
    denominations: [],
  };
  const txn = newTransaction('DEPOSIT', ids, request, [], now);
  const entry = await postCashDeposit(
    t,
    {
      tillGlAccountId: till.glAccountId,
      account: cash.account,
      amountKobo: cash.amountKobo,
      narration,
      reference: txn.reference,
      createdBy: user.id,
    },
    now,
  );
  if (tillLimitState(await glBalanceKobo(t, till.glAccountId), till) === 'over-hard') {
    throw new DomainError('till_cash_limit_exceeded');
  }
  await insertCashTransaction(t, { ...txn, entryId: entry.id }, now);
}
