import { formatBankDate, formatBankDateTime } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import type { AreaEvents } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { channelsFor, emailOfProfile, maskedAccountNumber, queueMessage } from './message-queue';

/** A user's one-time password by email, when the user has an address (the admin still sees it once). */
export async function queueUserOtp(
  t: TenantTx,
  event: AreaEvents['user.password-issued'],
  now: Date,
): Promise<void> {
  const user = await t.trx
    .selectFrom('app_user')
    .select(['username', 'full_name', 'email'])
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', event.userId)
    .executeTakeFirst();
  if (!user?.email) return;
  await queueMessage(
    t,
    'USER_OTP',
    { email: user.email, phone: null },
    {
      name: user.full_name,
      username: user.username,
      otp: event.temporaryPassword,
      date: formatBankDateTime(now.toISOString()),
    },
    `USER_OTP:${event.userId}:${event.reason}:${now.getTime()}`,
    now,
  );
}

/** A term deposit's holder is told it matured, with its principal and interest. */
export async function queueTermDepositMatured(
  t: TenantTx,
  event: AreaEvents['term-deposit.matured'],
  now: Date,
): Promise<void> {
  if ((await channelsFor(t, 'TERM_DEPOSIT_MATURED')).length === 0) return;
  const row = await t.trx
    .selectFrom('term_deposit as d')
    .innerJoin('customer as c', (join) =>
      join.onRef('c.id', '=', 'd.customer_id').onRef('c.tenant_id', '=', 'd.tenant_id'),
    )
    .innerJoin('deposit_account as a', (join) =>
      join.onRef('a.id', '=', 'd.account_id').onRef('a.tenant_id', '=', 'd.tenant_id'),
    )
    .select([
      'd.deposit_number',
      'd.principal_kobo',
      'd.interest_kobo',
      'd.maturity_amount_kobo',
      'd.maturity_date',
      'a.account_number',
      'c.display_name',
      'c.phone',
      'c.profile',
    ])
    .where('d.tenant_id', '=', t.tenantId)
    .where('d.id', '=', event.depositId)
    .executeTakeFirst();
  if (!row) return;
  await queueMessage(
    t,
    'TERM_DEPOSIT_MATURED',
    { email: emailOfProfile(row.profile), phone: row.phone || null },
    {
      customerName: row.display_name,
      depositNumber: row.deposit_number,
      principal: formatKobo(Number(row.principal_kobo)),
      interest: formatKobo(Number(row.interest_kobo)),
      amount: formatKobo(Number(row.maturity_amount_kobo)),
      accountNumber: maskedAccountNumber(row.account_number),
      date: formatBankDate(row.maturity_date),
    },
    `TERM_DEPOSIT_MATURED:${event.depositId}`,
    now,
  );
}

/** A borrower is told an instalment is overdue, once per instalment (its dedupe key). */
export async function queueInstalmentOverdue(
  t: TenantTx,
  event: AreaEvents['loan.instalment-overdue'],
  now: Date,
): Promise<void> {
  if ((await channelsFor(t, 'INSTALMENT_OVERDUE')).length === 0) return;
  const row = await t.trx
    .selectFrom('loan as l')
    .innerJoin('customer as c', (join) =>
      join.onRef('c.id', '=', 'l.customer_id').onRef('c.tenant_id', '=', 'l.tenant_id'),
    )
    .select(['c.display_name', 'c.phone', 'c.profile'])
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.id', '=', event.loanId)
    .executeTakeFirst();
  if (!row) return;
  await queueMessage(
    t,
    'INSTALMENT_OVERDUE',
    { email: emailOfProfile(row.profile), phone: row.phone || null },
    {
      customerName: row.display_name,
      loanNumber: event.loanNumber,
      instalmentNumber: String(event.instalmentNumber),
      amount: formatKobo(event.amountDueKobo),
      dueDate: formatBankDate(event.dueDate),
      date: formatBankDate(now.toISOString()),
    },
    `INSTALMENT_OVERDUE:${event.loanId}:${event.instalmentNumber}`,
    now,
  );
}
