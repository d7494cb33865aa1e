import { describe, expect, it } from 'vitest';
import type { Failure } from '../../../machines/failure';
import { problemsByField, reportFileName } from './report-files';

function failure(code: string, fieldErrors: Record<string, string> = {}): Failure {
  return { status: 422, code, message: 'The date range is too long.', fieldErrors };
}

describe('reportFileName', () => {
  it.each<[Parameters<typeof reportFileName>[1], 'csv' | 'xlsx' | 'pdf', string]>([
    [{ asOf: '2026-11-27' }, 'pdf', 'balance-sheet-2026-11-27.pdf'],
    [{ from: '2026-11-01', to: '2026-11-27' }, 'csv', 'balance-sheet-2026-11-27.csv'],
    [{}, 'xlsx', 'balance-sheet.xlsx'],
  ])('names the file for %j as %s', (parameters, format, name) => {
    expect(reportFileName('balance-sheet', parameters, format)).toBe(name);
  });
});

describe('problemsByField', () => {
  const shown = ['from', 'to', 'branchId'];

  it('puts a problem the server named by the field it names', () => {
    expect(
      problemsByField(failure('report_range_too_long', { to: 'At most 366 days.' }), shown, {}),
    ).toEqual({ to: 'At most 366 days.' });
  });

  it('puts a range too long by the range when the server names no field', () => {
    expect(problemsByField(failure('report_range_too_long'), shown, {})).toEqual({
      from: 'The date range is too long.',
    });
  });

  it('puts an unknown branch by the branch chosen', () => {
    expect(
      problemsByField(failure('report_parameter_unknown'), shown, { branchId: 'gone' }),
    ).toEqual({ branchId: 'The date range is too long.' });
  });

  it('puts a from after the to by the from', () => {
    const refused = { ...failure('validation_failed', { from: 'From must be on or before to.' }) };
    expect(problemsByField({ ...refused, status: 400 }, shown, {})).toEqual({
      from: 'From must be on or before to.',
    });
  });

  it('leaves other failures to the report as a whole', () => {
    expect(problemsByField({ ...failure('report_not_found'), status: 404 }, shown, {})).toEqual({});
    expect(problemsByField(failure('validation_failed', { sort: 'Unknown.' }), shown, {})).toEqual(
      {},
    );
    expect(problemsByField(null, shown, {})).toEqual({});
  });
});
