import { formatKobo } from '../../../policies/money';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as record from '../../components/record.css';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './products.css';
import {
  EMPTY_RATE_ROW,
  type RateRowDraft,
  readRateRow,
  type TermProductDraft,
} from './term-product-form';

type Edit = (next: (draft: TermProductDraft) => TermProductDraft) => void;

/** The chart's rows, each an amount band × a tenor band × a rate; rows are added and removed. */
export function RateChartEditor({
  draft,
  edit,
  errors,
}: {
  draft: TermProductDraft;
  edit: Edit;
  errors: Readonly<Record<string, string>>;
}) {
  const unit = draft.tenorUnit === 'DAYS' ? 'days' : 'months';
  const setRow = (index: number, field: keyof RateRowDraft) => (value: string) =>
    edit((current) => ({
      ...current,
      rateChart: current.rateChart.map((row, at) =>
        at === index ? { ...row, [field]: value } : row,
      ),
    }));
  return (
    <fieldset className={styles.choiceList} data-testid="rate-chart">
      <legend className={styles.legend}>Rate chart</legend>
      <p className={styles.muted}>
        Each row is an amount band and a tenor band with their yearly rate; leave a “To” empty for
        no upper limit.
      </p>
      {draft.rateChart.map((row, index) => {
        const at = (field: string) => errors[`rateChart.${index}.${field}`];
        const field = (name: keyof RateRowDraft, label: string, error: string | undefined) => (
          <Field
            label={`${label}, row ${index + 1}`}
            value={row[name]}
            error={error}
            inputMode="decimal"
            onChange={(event) => setRow(index, name)(event.target.value)}
          />
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <div key={index} className={styles.rateRow} data-row={index + 1}>
            {field('minAmount', 'From (₦)', at('minAmountKobo'))}
            {field('maxAmount', 'To (₦)', at('maxAmountKobo'))}
            {field('minTenor', `From (${unit})`, at('minTenor'))}
            {field('maxTenor', `To (${unit})`, at('maxTenor'))}
            {field('rate', 'Rate (% a year)', at('annualInterestRate'))}
            <Button
              size="small"
              disabled={draft.rateChart.length === 1}
              aria-label={`Remove row ${index + 1}`}
              onClick={() =>
                edit((current) => ({
                  ...current,
                  rateChart: current.rateChart.filter((_, i) => i !== index),
                }))
              }
            >
              Remove
            </Button>
          </div>
        );
      })}
      {errors.rateChart && <p className={styles.error}>{errors.rateChart}</p>}
      <div>
        <Button
          size="small"
          onClick={() =>
            edit((current) => ({ ...current, rateChart: [...current.rateChart, EMPTY_RATE_ROW] }))
          }
        >
          Add a rate
        </Button>
      </div>
    </fieldset>
  );
}

const band = (min: number, max: number | null, show: (n: number) => string, unit = '') =>
  max === null ? `${show(min)}${unit} and above` : `${show(min)} – ${show(max)}${unit}`;

/** The chart as a grid: amount bands down, tenor bands across, the rate where they meet. */
export function RateMatrix({ draft }: { draft: TermProductDraft }) {
  // Read alone, so a half-typed row leaves the rows already complete in the grid.
  const rows = draft.rateChart.map(readRateRow).filter((row) => row !== null);
  if (rows.length === 0) {
    return <p className={record.muted}>Complete a row of the chart to see the grid.</p>;
  }
  const unit = draft.tenorUnit === 'DAYS' ? ' days' : ' months';
  const amounts = [
    ...new Map(rows.map((r) => [`${r.minAmountKobo}-${r.maxAmountKobo}`, r])).values(),
  ];
  const tenors = [...new Map(rows.map((r) => [`${r.minTenor}-${r.maxTenor}`, r])).values()];
  amounts.sort((a, b) => a.minAmountKobo - b.minAmountKobo);
  tenors.sort((a, b) => a.minTenor - b.minTenor);
  return (
    <div className={`${table.frame} ${record.scroll}`} data-testid="rate-matrix">
      <table className={`${table.table} ${record.compact}`}>
        <caption className={visuallyHidden}>The rate chart as a grid</caption>
        <thead>
          <tr>
            <th scope="col" className={table.headCell}>
              Amount
            </th>
            {tenors.map((t) => (
              <th key={`${t.minTenor}-${t.maxTenor}`} scope="col" className={table.amountHeadCell}>
                {band(t.minTenor, t.maxTenor, String, unit)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {amounts.map((a) => (
            <tr key={`${a.minAmountKobo}-${a.maxAmountKobo}`}>
              <th scope="row" className={table.cell}>
                {band(a.minAmountKobo, a.maxAmountKobo, formatKobo)}
              </th>
              {tenors.map((t) => {
                const rate = rows.find(
                  (r) =>
                    r.minAmountKobo === a.minAmountKobo &&
                    r.maxAmountKobo === a.maxAmountKobo &&
                    r.minTenor === t.minTenor &&
                    r.maxTenor === t.maxTenor,
                )?.annualInterestRate;
                return (
                  <td
                    key={`${t.minTenor}-${t.maxTenor}`}
                    className={`${table.cell} ${record.amount}`}
                  >
                    {rate ? `${rate}%` : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
