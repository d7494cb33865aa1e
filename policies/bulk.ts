/**
 * Bulk uploads: the columns of a template, and the limits both sides check. A row of a file is
 * read cell by cell into the item the single create takes, so a spreadsheet and a form are
 * checked by the same rules.
 */

/** The most rows one upload may carry, from a file or pasted. */
export const MAX_BULK_ROWS = 5000;

/** The largest file one upload may carry, in bytes. */
export const MAX_BULK_FILE_BYTES = 5 * 1024 * 1024;

/**
 * How a cell is read into the item's field: `text` as written (trimmed), `naira` an amount in
 * naira with at most two decimals into integer kobo, `integer` a whole number, `date` a
 * YYYY-MM-DD date (an XLSX date cell too), `boolean` yes/no or true/false.
 */
export type BulkCellKind = 'text' | 'naira' | 'integer' | 'date' | 'boolean';

export interface BulkColumn {
  /** The heading in the template's first row, as staff read it ("Amount (₦)"). */
  readonly heading: string;
  /** The item's field it fills (`amountKobo`). */
  readonly field: string;
  readonly kind: BulkCellKind;
  readonly required: boolean;
  /** A value for the template's example row. */
  readonly example: string;
}
