import { getDenominations } from '../../../api/tills.api';
import { DEFAULT_DENOMINATIONS, type Denomination } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { type CountDraft, piecesOf } from './cash-count';
import * as styles from './tills.css';

/**
 * The tenant's denominations, largest first. Until they answer (or if they cannot) the Naira
 * notes and coins in circulation are used, which is what every tenant starts with.
 */
export function useDenominations(): readonly Denomination[] {
  const { data } = useApiQuery(getDenominations);
  const items = data?.items;
  return items && items.length > 0 ? items : DEFAULT_DENOMINATIONS;
}

/** The most one withdrawal by this user pays out alone, as the tenant's settings say; null until known. */
export function useWithdrawalLimitKobo(): number | null {
  const { data } = useApiQuery(getDenominations);
  return data?.withdrawalLimitKobo ?? null;
}

/**
 * Rows of denomination x pieces with each row's value and the total as the counter types. The
 * inputs are plain number boxes, so Tab walks them top to bottom.
 */
export function CountForm({
  label,
  denominations,
  draft,
  onChange,
  disabled,
  totalLabel = 'Total counted',
  error,
}: {
  label: string;
  denominations: readonly Denomination[];
  draft: CountDraft;
  onChange: (draft: CountDraft) => void;
  disabled?: boolean;
  totalLabel?: string;
  error?: string | undefined;
}) {
  let totalKobo = 0;
  for (const { valueKobo } of denominations) {
    totalKobo += valueKobo * (piecesOf(draft[valueKobo] ?? '') ?? 0);
  }
  return (
    <fieldset className={styles.countFrame} aria-label={label}>
      <table className={styles.countTable}>
        <caption className={styles.countCaption}>{label}</caption>
        <thead>
          <tr>
            <th className={styles.countHead} scope="col">
              Denomination
            </th>
            <th className={styles.countHead} scope="col">
              Pieces
            </th>
            <th className={styles.countHeadRight} scope="col">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {denominations.map(({ valueKobo, label: name, kind }) => {
            const text = draft[valueKobo] ?? '';
            const pieces = piecesOf(text);
            return (
              <tr key={valueKobo}>
                <th className={styles.countRowHead} scope="row">
                  {name} {kind === 'COIN' ? 'coin' : 'note'}
                </th>
                <td className={styles.countCell}>
                  <input
                    className={styles.piecesInput}
                    inputMode="numeric"
                    aria-label={`Pieces of ${name}`}
                    aria-invalid={pieces === null ? true : undefined}
                    value={text}
                    disabled={disabled}
                    onChange={(event) => onChange({ ...draft, [valueKobo]: event.target.value })}
                  />
                </td>
                <td className={styles.countValue}>
                  {pieces === null ? '—' : formatKobo(valueKobo * pieces)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th className={styles.countTotalHead} scope="row" colSpan={2}>
              {totalLabel}
            </th>
            <td className={styles.countTotal} data-testid="count-total" aria-live="polite">
              {formatKobo(totalKobo)}
            </td>
          </tr>
        </tfoot>
      </table>
      {error && (
        <p role="alert" className={styles.problem}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
