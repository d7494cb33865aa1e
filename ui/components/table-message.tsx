import * as table from './table.css';

/** A table body row saying the table is loading or empty, across all its columns. */
export function TableMessage({ columns, children }: { columns: number; children: string }) {
  return (
    <tr>
      <td className={table.empty} colSpan={columns}>
        {children}
      </td>
    </tr>
  );
}
