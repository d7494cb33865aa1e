import type { components } from '../../../api/schema.gen';
import * as record from '../record.css';
import * as table from '../table.css';
import * as styles from './bulk-upload.css';

type BulkError = components['schemas']['BulkError'];

/** The most refused rows drawn; the rest are counted, so a 5,000-row mistake stays readable. */
const SHOWN = 200;

/** The refused rows as their author finds them: the row's number, the column and why. */
export function BulkRefusals({ errors }: { errors: readonly BulkError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className={styles.refusals}>
      <table className={table.table}>
        <caption className={record.muted}>Refused rows</caption>
        <thead>
          <tr>
            <th scope="col" className={table.headCell}>
              Row
            </th>
            <th scope="col" className={table.headCell}>
              Column
            </th>
            <th scope="col" className={table.headCell}>
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, SHOWN).map((error) => (
            <tr key={error.index}>
              <td className={table.cell}>{error.row}</td>
              <td className={table.cell}>{error.column ?? '—'}</td>
              <td className={table.cell}>{problemOf(error)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > SHOWN && (
        <p
          className={record.muted}
        >{`And ${(errors.length - SHOWN).toLocaleString('en-NG')} more refused rows.`}</p>
      )}
    </div>
  );
}

/** The row's first problem, and how many more its other fields have. */
function problemOf(error: BulkError): string {
  const more = (error.errors?.length ?? 0) - 1;
  return more > 0
    ? `${error.message} (and ${more} more ${more === 1 ? 'problem' : 'problems'})`
    : error.message;
}
