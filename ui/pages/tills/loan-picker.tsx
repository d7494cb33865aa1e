import { type FormEvent, useState } from 'react';
import { type CashLoan, findLoansForCashRepayment } from '../../../api/tills.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useLatest } from '../../app/use-latest';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import * as picker from '../../components/picker.css';
import * as record from '../../components/record.css';

function LoanLine({ loan }: { loan: CashLoan }) {
  const next = loan.nextDueDate
    ? `next ${formatKobo(loan.nextDueKobo)} on ${formatBankDate(loan.nextDueDate)}`
    : 'no instalment left';
  return (
    <>
      <span className={picker.pickText}>
        <strong>{loan.customerName}</strong>
        <span className={record.muted}>
          <span className={record.mono}>{loan.loanNumber}</span> · {loan.productName} · account{' '}
          <span className={record.mono}>{loan.accountNumber}</span>
        </span>
        <span className={record.muted}>
          Arrears {formatKobo(loan.arrearsKobo)} · {next}
        </span>
      </span>
      <span className={picker.pickText}>
        <span className={record.muted}>Outstanding</span>
        <strong className={record.amount}>{formatKobo(loan.totalOutstandingKobo)}</strong>
      </span>
    </>
  );
}

/**
 * The loan at the counter, found by its loan number or the borrower's account number exactly,
 * and shown with its arrears, next instalment and outstanding before any cash changes hands.
 */
export function LoanPicker({
  value,
  error,
  disabled,
  onPick,
}: {
  value: CashLoan | null;
  error: string | undefined;
  disabled: boolean;
  onPick: (loan: CashLoan | null) => void;
}) {
  const [q, setQ] = useState('');
  // The last search wins: an earlier, slower answer never replaces the one asked for last.
  const { result: found, start, clear } = useLatest(findLoansForCashRepayment);
  if (value) {
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>Loan</span>
        <div className={picker.picked} data-testid="counter-loan">
          <LoanLine loan={value} />
        </div>
        {!disabled && (
          <div>
            <Button size="small" onClick={() => onPick(null)}>
              Change loan
            </Button>
          </div>
        )}
      </div>
    );
  }
  async function search(event: FormEvent) {
    event.preventDefault();
    const text = q.trim();
    if (text.length >= 3) await start(text);
  }
  const items = found.state === 'done' ? found.value.items : [];
  return (
    <div className={picker.search}>
      <div className={picker.searchLine}>
        <div className={picker.searchBox}>
          <Field
            label="Loan"
            type="search"
            value={q}
            maxLength={32}
            placeholder="Loan number or account number"
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setQ(event.target.value);
              clear();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void search(event);
            }}
          />
        </div>
        <Button
          onClick={(event) => void search(event)}
          disabled={disabled || found.state === 'busy' || q.trim().length < 3}
        >
          {found.state === 'busy' ? 'Finding…' : 'Find'}
        </Button>
      </div>
      {found.state === 'failed' && (
        <span className={picker.searchError} role="alert">
          The loans could not be searched: {found.failure.message}
        </span>
      )}
      {found.state === 'done' && items.length === 0 && (
        <span className={record.muted} role="status">
          No active loan has the number “{q.trim()}”.
        </span>
      )}
      {items.length > 0 && (
        <ul className={picker.pickList} aria-label="Matching loans">
          {items.map((loan) => (
            <li key={loan.id}>
              <button type="button" className={picker.pickItem} onClick={() => onPick(loan)}>
                <LoanLine loan={loan} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
