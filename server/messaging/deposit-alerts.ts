import { formatBankDateTime } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import type { AreaEvents } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { channelsFor, emailOfProfile, maskedAccountNumber, queueMessage } from './message-queue';

type Posted = AreaEvents['ledger.posted'];

async function holders(t: TenantTx, accountIds: readonly string[]) {
  const rows = await t.trx
    .selectFrom('deposit_account as a')
    .innerJoin('customer as c', (join) =>
      join.onRef('c.id', '=', 'a.customer_id').onRef('c.tenant_id', '=', 'a.tenant_id'),
    )
    .select([
      'a.id',
      'a.account_number',
      'a.ledger_balance_kobo',
      'c.display_name',
      'c.phone',
      'c.profile',
    ])
    .where('a.tenant_id', '=', t.tenantId)
    .where('a.id', 'in', accountIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A debit or credit alert to the holder of each deposit account the entry moved, when the
 * tenant has the kind on: nothing is read beyond the settings when no channel is on.
 */
export async function queueDepositAlerts(t: TenantTx, event: Posted, now: Date): Promise<void> {
  const moves = event.movements.filter((move) => move.subledger === 'DEPOSIT');
  if (moves.length === 0) return;
  const debits = await channelsFor(t, 'DEBIT_ALERT');
  const credits = await channelsFor(t, 'CREDIT_ALERT');
  const wanted = moves.filter((move) => (move.deltaKobo < 0 ? debits : credits).length > 0);
  if (wanted.length === 0) return;
  const accounts = await holders(
    t,
    wanted.map((move) => move.accountId),
  );
  for (const move of wanted) {
    const account = accounts.get(move.accountId);
    if (!account) continue;
    const kind = move.deltaKobo < 0 ? 'DEBIT_ALERT' : 'CREDIT_ALERT';
    const values = {
      customerName: account.display_name,
      accountNumber: maskedAccountNumber(account.account_number),
      amount: formatKobo(Math.abs(move.deltaKobo)),
      balance: formatKobo(Number(account.ledger_balance_kobo)),
      narration: event.narration,
      date: formatBankDateTime(now.toISOString()),
    };
    await queueMessage(
      t,
      kind,
      { email: emailOfProfile(account.profile), phone: account.phone || null },
      values,
      `${kind}:${event.entryId}:${move.accountId}`,
      now,
    );
  }
}
