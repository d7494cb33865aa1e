import { type FormEvent, useState } from 'react';
import { formatKobo } from '../../../policies/money';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import * as styles from './nip.css';
import type { DebitAccount } from './nip-draft';
import { useAccountLookUp } from './nip-hooks';

/** The longest search text the accounts look-up takes. */
const SEARCH_MAX_LENGTH = 120;

function AccountLine({ account }: { account: DebitAccount }) {
  return (
    <>
      <span className={styles.pickText}>
        <strong>{account.name}</strong>
        <span className={styles.muted}>
          <span className={styles.mono}>{account.accountNumber}</span> · {account.productName}
        </span>
      </span>
      <span className={styles.pickText}>
        <span className={styles.muted}>Available</span>
        <strong className={styles.amount}>{formatKobo(account.availableBalanceKobo)}</strong>
      </span>
    </>
  );
}

/**
 * A customer's account found by its number or its holder's name, then shown with its product and
 * available balance before any money moves. "Change" goes back to the search. The NIP form uses it
 * for the account the money leaves; the teller's counter, labelled, for either direction of cash.
 */
export function DebitAccountPicker({
  value,
  error,
  disabled,
  onPick,
  label = 'Debit account',
  testId = 'debit-account',
}: {
  value: DebitAccount | null;
  error: string | undefined;
  disabled: boolean;
  onPick: (account: DebitAccount | null) => void;
  label?: string;
  testId?: string;
}) {
  const [q, setQ] = useState('');
  const { result, start, clear } = useAccountLookUp();

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

  const matches = result.state === 'done' ? result.value : [];
  return (
    <div className={styles.stack}>
      <div className={styles.inline}>
        <div className={styles.grow}>
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
        <span className={styles.fieldError} role="alert">
          The accounts could not be searched: {result.failure.message}
        </span>
      )}
      {result.state === 'done' && matches.length === 0 && (
        <span className={styles.muted} role="status">
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
