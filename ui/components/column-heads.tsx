import * as table from './table.css';

/** A table's head row: one column heading each, the amount columns aligned right. */
export function ColumnHeads({
  headings,
  amounts = [],
}: {
  headings: readonly string[];
  amounts?: readonly string[];
}) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th
            key={heading}
            scope="col"
            className={amounts.includes(heading) ? table.amountHeadCell : table.headCell}
          >
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
