import type { ReactNode } from 'react';
import type { Account } from '../../../api/accounts.api';
import type { AccountStatus } from '../../../policies/deposit-account-status';
import { shownAvailable } from '../../../policies/deposit-balance';
import { formatKobo } from '../../../policies/money';
import { statusPill } from '../../components/status-pill.css';
import { STATUS_LABELS, STATUS_TONES } from './account-status';
import * as styles from './accounts.css';

/** An account's status as a coloured pill; the word carries the meaning, not the colour. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return (
    <span className={statusPill({ tone: STATUS_TONES[status] })} data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** A balance in naira, red when it is below zero (an overdraft). */
export function Money({ kobo }: { kobo: number }) {
  return <span className={kobo < 0 ? styles.negative : undefined}>{formatKobo(kobo)}</span>;
}

/** One figure of the balances row: its label and its value, with a note under it if need be. */
export function Balance({
  name,
  label,
  emphasis,
  note,
  children,
}: {
  name: string;
  label: string;
  emphasis?: boolean;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.balance}
      data-balance={name}
      data-emphasis={emphasis ? 'true' : undefined}
    >
      <dt className={styles.balanceLabel}>{label}</dt>
      <dd className={styles.balanceValue}>{children}</dd>
      {note && <dd className={styles.balanceNote}>{note}</dd>}
    </div>
  );
}

type AvailableFigures = Pick<
  Account,
  'availableBalanceKobo' | 'holdsKobo' | 'minimumBalanceKobo' | 'overdraftLimitKobo'
>;

/** How the available figure comes from the ledger balance: what is taken off, what is added. */
function availableWorking(account: AvailableFigures): string | undefined {
  const steps = [
    account.holdsKobo > 0 && `less ${formatKobo(account.holdsKobo)} held`,
    account.minimumBalanceKobo > 0 &&
      `less ${formatKobo(account.minimumBalanceKobo)} minimum balance`,
    account.overdraftLimitKobo > 0 && `plus ${formatKobo(account.overdraftLimitKobo)} overdraft`,
  ].filter((step): step is string => typeof step === 'string');
  const text = steps.join(', ');
  return text ? `Ledger balance ${text}` : undefined;
}

/**
 * What may leave the account, with how it is worked out under it. Below what must stay in it (a
 * new account with nothing in it is below its minimum balance) that is nothing, not a negative
 * figure in red: the shortfall is said on its own line, in the words of what must stay.
 */
export function AvailableBalance({ account }: { account: AvailableFigures }) {
  const { availableKobo, shortfallKobo } = shownAvailable(account.availableBalanceKobo);
  const kept = account.holdsKobo > 0 ? 'the holds and the minimum balance' : 'the minimum balance';
  const note =
    shortfallKobo > 0 ? (
      <span data-testid="available-shortfall">
        {formatKobo(shortfallKobo)} short of {kept}
      </span>
    ) : (
      availableWorking(account)
    );
  return (
    <Balance name="available" label="Available balance" emphasis note={note}>
      {formatKobo(availableKobo)}
    </Balance>
  );
}
