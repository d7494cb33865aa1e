import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { type BulkCell, MAX_BULK_FILE_BYTES } from '../../policies/bulk';
import { DomainError } from '../errors/domain-error';

/** The rows of a file: its first row's headings and every row after it, blank ones included. */
export interface BulkSheet {
  readonly headings: readonly string[];
  readonly rows: readonly (readonly BulkCell[])[];
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads an uploaded file by its bytes, not its name: an XLSX is a ZIP archive (its signature), any
 * other file must be UTF-8 CSV text. A CSV whose first line holds tabs and no commas is read as
 * tab-separated, which is what a spreadsheet's rows give when copied and pasted.
 */
export async function readBulkFile(contentBase64: string): Promise<BulkSheet> {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > MAX_BULK_FILE_BYTES) throw new DomainError('bulk_file_too_large');
  if (bytes.length === 0) throw new DomainError('bulk_rows_missing');
  const isZip = ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
  const cells = isZip ? await readXlsx(bytes) : readCsv(bytes);
  const [headings = [], ...rows] = cells;
  return { headings: headings.map((cell) => (cell === null ? '' : String(cell))), rows };
}

async function readXlsx(bytes: Buffer): Promise<BulkCell[][]> {
  try {
    return (await readSheet(bytes)) as BulkCell[][];
  } catch {
    throw new DomainError('bulk_file_unreadable');
  }
}

function readCsv(bytes: Buffer): BulkCell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DomainError('bulk_encoding_invalid');
  }
  // A NUL is never in CSV text: the bytes are some other kind of file.
  if (text.includes('\u0000')) throw new DomainError('bulk_file_unreadable');
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, trim: true });
  } catch {
    throw new DomainError('bulk_file_unreadable');
  }
}
