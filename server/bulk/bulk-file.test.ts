import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { MAX_BULK_FILE_BYTES } from '../../policies/bulk';
import { readBulkFile } from './bulk-file';

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

async function refusal(content: string): Promise<string> {
  try {
    await readBulkFile(content);
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'read';
}

describe('a bulk file', () => {
  it('is read as UTF-8 CSV, with a byte order mark, quotes and blank rows kept in place', async () => {
    const csv = '\uFEFFName,Amount (₦)\r\n"Obi, Ada",1250\r\n\r\nEze,"2,000.50"\r\n';
    expect(await readBulkFile(base64(csv))).toEqual({
      headings: ['Name', 'Amount (₦)'],
      rows: [['Obi, Ada', '1250'], [''], ['Eze', '2,000.50']],
    });
  });

  it('is read as tab-separated when pasted from a spreadsheet', async () => {
    const pasted = 'Name\tAmount (₦)\nObi\t1,250.00\n';
    expect((await readBulkFile(base64(pasted))).rows).toEqual([['Obi', '1,250.00']]);
  });

  it('is read as XLSX by its bytes, whatever its name, with numbers and dates as the sheet holds them', async () => {
    const sheet = await writeXlsxFile([
      [{ value: 'Year' }, { value: 'Date' }],
      [
        { value: 2026 },
        { value: new Date(Date.UTC(2026, 2, 1)), type: Date, format: 'yyyy-mm-dd' },
      ],
    ]).toBuffer();
    expect(await readBulkFile(sheet.toString('base64'))).toEqual({
      headings: ['Year', 'Date'],
      rows: [[2026, new Date(Date.UTC(2026, 2, 1))]],
    });
  });

  it('is refused with a stable code when it is not UTF-8, not a sheet, empty or too large', async () => {
    expect(await refusal(Buffer.from([0x4e, 0x61, 0x6d, 0xe9, 0x0a]).toString('base64'))).toBe(
      'bulk_encoding_invalid',
    );
    expect(await refusal(base64(Buffer.from('PK\u0003\u0004 not a workbook')))).toBe(
      'bulk_file_unreadable',
    );
    expect(await refusal(base64('%PDF-1.7\u0000binary'))).toBe('bulk_file_unreadable');
    expect(await refusal(base64('a,"b\n'))).toBe('bulk_file_unreadable');
    expect(await refusal('')).toBe('bulk_rows_missing');
    expect(await refusal(Buffer.alloc(MAX_BULK_FILE_BYTES + 1, 0x41).toString('base64'))).toBe(
      'bulk_file_too_large',
    );
  });
});
