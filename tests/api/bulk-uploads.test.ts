import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { MAX_BULK_FILE_BYTES, MAX_BULK_ROWS } from '../../policies/bulk';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Bulk uploads as finance staff make them from a spreadsheet, through the budget lines' upload
 * (every bulk operation reads its rows the same way): a refused row is named by its row number,
 * column and problem and writes nothing, the others go in unless the user chose all or nothing,
 * a dry run writes nothing, and a file that is not a readable template is refused whole.
 */

afterAll(stopClusters);

interface BulkResult {
  created: number;
  failed: number;
  rowCount: number;
  dryRun: boolean;
  items: { id: string; glAccountCode: string; month: number; amountKobo: number }[];
  errors: { index: number; row: number; column: string | null; code: string; message: string }[];
}
interface Refusal {
  status: number;
  code: string;
  errors?: { field: string; code: string }[];
}

/** A year of its own, so that only this file's lines are in it. */
const YEAR = 2033;
const HEADINGS = 'Year,Month,GL account code,Branch code (blank: whole bank),Amount (₦),Note';

/** Twelve months of 5301, rows 3 and 9 (the 2nd and 8th data rows) wrong. */
function budgetCsv(year = YEAR): string {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    if (month === 2) return `${year},2,5301,,"12,500.505",Too many decimals`;
    if (month === 8) return `${year},8,9999,,100000,No such account`;
    return `${year},${month},5301,,"250,000.00",Running costs`;
  });
  return [HEADINGS, ...rows].join('\r\n');
}

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const file = (content: string | Buffer, fileName = 'budget.csv') => ({
  fileName,
  contentBase64: base64(content),
});

describe.each(ENGINES)('bulk uploads on %s', (engine) => {
  let t: TestApp;
  let finance: string;
  const upload = (body: Record<string, unknown>) =>
    call<BulkResult & Refusal>(t.app, 'POST', '/api/finance/budgets/bulk', {
      token: finance,
      body,
    });
  const linesOf = async (year: number) => {
    const answer = await call<{ total: number }>(
      t.app,
      'GET',
      `/api/finance/budgets?year=${year}&pageSize=100`,
      { token: finance },
    );
    return answer.body.total;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    finance = await signIn(t.app, 'finance');
  }, 60_000);
  afterAll(() => t.close());

  it('checks a file without writing: the bad rows named by row, column and problem', async () => {
    const answer = await upload({ file: file(budgetCsv()), dryRun: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      created: 10,
      failed: 2,
      rowCount: 12,
      dryRun: true,
      items: [],
    });
    expect(answer.body.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'Amount (₦)', 'validation_failed'],
      [9, 'GL account code', 'gl_account_not_found'],
    ]);
    expect(answer.body.errors[0]?.message).toMatch(/two decimal places/);
    expect(await linesOf(YEAR)).toBe(0);
  });

  it('writes nothing at all when all or nothing meets a bad row', async () => {
    const answer = await upload({ file: file(budgetCsv()), mode: 'ALL_OR_NOTHING' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 0, failed: 2, dryRun: false, items: [] });
    expect(await linesOf(YEAR)).toBe(0);
  });

  it('creates every good row and refuses the bad ones, each on its own', async () => {
    const answer = await upload({ file: file(budgetCsv()) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 10, failed: 2, rowCount: 12, dryRun: false });
    expect(answer.body.items.map((line) => line.month)).toEqual([1, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
    expect(answer.body.items.every((line) => line.amountKobo === 25_000_000)).toBe(true);
    expect(await linesOf(YEAR)).toBe(10);
    // The same file again: each good row is now a duplicate line, refused by the single create's rule.
    const again = await upload({ file: file(budgetCsv()) });
    expect(again.body).toMatchObject({ created: 0, failed: 12 });
    expect(new Set(again.body.errors.map((e) => e.code))).toEqual(
      new Set(['budget_exists', 'validation_failed', 'gl_account_not_found']),
    );
    expect(await linesOf(YEAR)).toBe(10);
  });

  it('reads an XLSX by its bytes, with its numbers and the same rules', async () => {
    const cell = (value: string | number) => ({ value });
    const sheet = await writeXlsxFile([
      HEADINGS.split(',').map(cell),
      [cell(YEAR + 1), cell(1), cell('5301'), null, cell(1250.5), null],
      [cell(YEAR + 1), cell(13), cell('5301'), null, cell(100), null],
    ]).toBuffer();
    const answer = await upload({
      file: { fileName: 'budget.xlsx', contentBase64: sheet.toString('base64') },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 1, failed: 1 });
    expect(answer.body.items[0]?.amountKobo).toBe(125_050);
    expect(answer.body.errors[0]).toMatchObject({
      row: 3,
      column: 'Month',
      code: 'validation_failed',
    });
    expect(await linesOf(YEAR + 1)).toBe(1);
  });

  it('takes rows as items too, each checked against the single create', async () => {
    const answer = await upload({
      items: [
        { year: YEAR + 2, month: 1, glAccountCode: '5301', amountKobo: 100 },
        { year: YEAR + 2, month: 2, glAccountCode: '5301', amountKobo: 1.5 },
      ],
    });
    expect(answer.body).toMatchObject({ created: 1, failed: 1 });
    expect(answer.body.errors[0]).toMatchObject({ index: 1, row: 2, column: 'Amount (₦)' });
  });

  it('refuses a file that is not a readable template, whole and with a stable code', async () => {
    const refusal = async (body: Record<string, unknown>, status: number, code: string) => {
      const answer = await upload(body);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    };
    const wrongHeadings = 'Year,Month,Account,Amount\r\n2036,1,5301,100\r\n';
    await refusal({ file: file(wrongHeadings) }, 422, 'bulk_headings_wrong');
    const latin1 = Buffer.from(`${HEADINGS}\r\n2036,1,5301,,100,Caf\u00e9\r\n`, 'latin1');
    await refusal({ file: file(latin1) }, 422, 'bulk_encoding_invalid');
    await refusal(
      { file: file(Buffer.from('PK\u0003\u0004broken'), 'budget.xlsx') },
      422,
      'bulk_file_unreadable',
    );
    await refusal({ file: file(`${HEADINGS}\r\n\r\n`) }, 422, 'bulk_rows_missing');
    await refusal({}, 422, 'bulk_rows_missing');
    const tooMany = [
      HEADINGS,
      ...Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => `2036,${(i % 12) + 1},5301,,1,`),
    ];
    await refusal({ file: file(tooMany.join('\r\n')) }, 422, 'bulk_too_many_rows');
    const tooLarge = Buffer.alloc(MAX_BULK_FILE_BYTES + 1, 0x41);
    await refusal({ file: file(tooLarge) }, 413, 'bulk_file_too_large');
    expect(await linesOf(2036)).toBe(0);
  });
});
