import { type FormEvent, useState } from 'react';
import { listAccounts } from '../../api/accounts.api';
import type { Api } from '../../api/client';
import { formatKobo } from '../../policies/money';
import { useLatest } from '../app/use-latest';
import { Button } from './button';
import { Field } from './field';
import * as fieldStyles from './field.css';
import * as styles from './picker.css';
import * as record from './record.css';

/** An account as the look-up found it: enough to say whose it is and what it can pay. */
export interface PickedAccount {
  readonly id: string;
  readonly accountNumber: string;
  readonly name: string;
  readonly productName: string;
  readonly availableBalanceKobo: number;
}

/** How many accounts a look-up shows; a number or a name narrows it to a few. */
const ACCOUNT_MATCHES = 8;

interface Found {
  readonly accounts: PickedAccount[];
  /** The number typed, when it is an account of a branch this user does not serve. */
  readonly heldElsewhere: string | null;
}

async function findAccounts(api: Api, q: string): Promise<Found> {
  const page = await listAccounts(api, { q, pageSize: ACCOUNT_MATCHES });
  const accounts = page.items.map(
    ({ id, accountNumber, name, productName, availableBalanceKobo }) => ({
      id,
      accountNumber,
      name,
      productName,
      availableBalanceKobo,
    }),
  );
  return { accounts, heldElsewhere: page.heldElsewhere ?? null };
}

/** The longest search text the accounts look-up takes. */
const SEARCH_MAX_LENGTH = 120;

function AccountLine({ account }: { account: PickedAccount }) {
  return (
    <>
      <span className={styles.pickText}>
        <strong>{account.name}</strong>
        <span className={record.muted}>
          <span className={record.mono}>{account.accountNumber}</span> · {account.productName}
        </span>
      </span>
      <span className={styles.pickText}>
        <span className={record.muted}>Available</span>
        <strong className={record.amount}>{formatKobo(account.availableBalanceKobo)}</strong>
      </span>
    </>
  );
}

/**
 * A customer's account found by its number or its holder's name, then shown with its product and
 * available balance before any money moves. "Change" goes back to the search. The NIP form uses it
 * for the account the money leaves; the teller's counter, labelled, for either direction of cash.
 */
export function AccountPicker({
  value,
  error,
  disabled,
  onPick,
  label = 'Debit account',
  testId = 'debit-account',
}: {
  value: PickedAccount | null;
  error: string | undefined;
  disabled: boolean;
  onPick: (account: PickedAccount | null) => void;
  label?: string;
  testId?: string;
}) {
  const [q, setQ] = useState('');
  const { result, start, clear } = useLatest(findAccounts);

  if (value) {
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{label}</span>
        <div className={styles.picked} data-testid={testId}>
          <AccountLine account={value} />
        </div>
        {!disabled && (
          <div>
            <Button size="small" onClick={() => onPick(null)}>
              Change account
            </Button>
          </div>
        )}
      </div>
    );
  }

  function search(event: FormEvent) {
    event.preventDefault();
    if (q.trim()) void start(q.trim());
  }

  const matches = result.state === 'done' ? result.value.accounts : [];
  const elsewhere = result.state === 'done' ? result.value.heldElsewhere : null;
  return (
    <div className={styles.search}>
      <div className={styles.searchLine}>
        <div className={styles.searchBox}>
          <Field
            label={label}
            type="search"
            value={q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Account number or customer name"
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setQ(event.target.value);
              clear();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(event);
            }}
          />
        </div>
        <Button onClick={search} disabled={disabled || result.state === 'busy' || !q.trim()}>
          {result.state === 'busy' ? 'Finding…' : 'Find'}
        </Button>
      </div>
      {result.state === 'failed' && (
        <span className={styles.searchError} role="alert">
          The accounts could not be searched: {result.failure.message}
        </span>
      )}
      {elsewhere && (
        <span className={record.muted} role="status">
          Account {elsewhere} is held at another branch; only that branch can serve it.
        </span>
      )}
      {result.state === 'done' && matches.length === 0 && !elsewhere && (
        <span className={record.muted} role="status">
          No account matches “{q.trim()}”.
        </span>
      )}
      {matches.length > 0 && (
        <ul className={styles.pickList} aria-label="Matching accounts">
          {matches.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                className={styles.pickItem}
                onClick={() => {
                  onPick(account);
                  clear();
                  setQ('');
                }}
              >
                <AccountLine account={account} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
