import { formatBankDateTime } from '../../policies/calendar';
import type { AreaEvents } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { queueMessage } from './message-queue';

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
