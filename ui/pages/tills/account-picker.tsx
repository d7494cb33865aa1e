import { type FormEvent, useState } from 'react';
import { formatKobo } from '../../../policies/money';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import * as nip from '../nip/nip.css';
import type { DebitAccount } from '../nip/nip-draft';
import { useAccountLookUp } from '../nip/nip-hooks';

const SEARCH_MAX_LENGTH = 120;

function AccountLine({ account }: { account: DebitAccount }) {
  return (
    <>
      <span className={nip.pickText}>
        <strong>{account.name}</strong>
        <span className={nip.muted}>
          <span className={nip.mono}>{account.accountNumber}</span> · {account.productName}
        </span>
      </span>
      <span className={nip.pickText}>
        <span className={nip.muted}>Available</span>
        <strong className={nip.amount}>{formatKobo(account.availableBalanceKobo)}</strong>
      </span>
    </>
  );
}

/**
 * The customer's account at the counter, found by its number or its holder's name and shown with
 * the holder and the available balance before any cash changes hands. It is the NIP page's
 * look-up, labelled for either direction of cash.
 */
export function AccountPicker({
  value,
  error,
  disabled,
  onPick,
}: {
  value: DebitAccount | null;
  error: string | undefined;
  disabled: boolean;
  onPick: (account: DebitAccount | null) => void;
}) {
  const [q, setQ] = useState('');
  const { result, start, clear } = useAccountLookUp();

  if (value) {
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>Customer account</span>
        <div className={nip.picked} data-testid="counter-account">
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
    <div className={nip.stack}>
      <div className={nip.inline}>
        <div className={nip.grow}>
          <Field
            label="Customer account"
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
        <span className={nip.fieldError} role="alert">
          The accounts could not be searched: {result.failure.message}
        </span>
      )}
      {result.state === 'done' && matches.length === 0 && (
        <span className={nip.muted} role="status">
          No account matches “{q.trim()}”.
        </span>
      )}
      {matches.length > 0 && (
        <ul className={nip.pickList} aria-label="Matching accounts">
          {matches.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                className={nip.pickItem}
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
