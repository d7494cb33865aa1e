import { randomUUID } from 'node:crypto';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A report as a file on both engines: the whole report as CSV (ISO dates and decimal naira, for
 * machines), XLSX (amounts as numbers of naira) and PDF (landscape for wide reports, the
 * bank's name, the report's name and its pages), each named `<key>-<date>.<ext>`; and a report
 * over the row limit refused with report_too_large instead of cut short.
 */

afterAll(stopClusters);

describe.each(ENGINES)('report files on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const download = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${admin}` },
    });
  const json = async (url: string) => JSON.parse((await download(url)).body);

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  }, 120_000);
  afterAll(() => t.close());

  it('gives the trial balance as CSV with its header, rows and totals', async () => {
    const report = await json('/api/reports/trial-balance?pageSize=500');
    const csv = await download('/api/reports/trial-balance?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="trial-balance-${report.parameters.asOf}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Account code,Account,Type,Debit (₦),Credit (₦)');
    const first = report.rows[0];
    expect(lines[1]).toBe(
      [
        first.code,
        first.name,
        first.type,
        (first.debitKobo / 100).toFixed(2),
        (first.creditKobo / 100).toFixed(2),
      ].join(','),
    );
    expect(lines).toContain(`Total debit,${(report.totals.totalDebitKobo / 100).toFixed(2)}`);
  });

  it('gives the loan portfolio as XLSX with amounts as numbers of naira', async () => {
    const report = await json('/api/reports/loan-portfolio?pageSize=500');
    const xlsx = await download('/api/reports/loan-portfolio?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('loan-portfolio-');
    const sheet = await readSheet(xlsx.rawPayload);
    const header = sheet.findIndex((row) => row[0] === 'Loan number');
    expect(header).toBeGreaterThan(0);
    expect(sheet[0]?.[0]).toBe('Kobo Demo Microfinance Bank');
    const columns = sheet[header] as string[];
    const principal = columns.indexOf('Principal (₦)');
    const first = sheet[header + 1] as unknown[];
    expect(first[0]).toBe(report.rows[0].loanNumber);
    expect(first[principal]).toBe(report.rows[0].principalKobo / 100);
    const disbursed = first[columns.indexOf('Disbursed')];
    expect(String(disbursed)).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('gives the general ledger as a PDF of several landscape pages', async () => {
    const report = await json('/api/reports/general-ledger?pageSize=1');
    expect(report.total).toBeGreaterThan(40);
    const pdf = await download(
      `/api/reports/general-ledger?format=pdf&from=${report.parameters.from}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.rawPayload.toString('latin1');
    const pages = text.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    // Landscape A4: the media box is wider than it is tall.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const balance = await download('/api/reports/balance-sheet?format=pdf');
    expect(balance.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('refuses a report over the row limit rather than cutting it short', async () => {
    await inTenant(t.database.db, 'demo', async (tx) => {
      const rows = Array.from({ length: 50_001 }, (_, n) => ({
        id: randomUUID(),
        tenant_id: 'demo',
        user_id: null,
        username: 'loadtest',
        operation_id: 'login',
        method: 'POST',
        target: null,
        summary: `signed in ${n}`,
        ip: '10.0.0.1',
        outcome: 'success',
        status_code: 200,
        error_code: null,
        at: new Date(Date.parse('2020-03-02T10:00:00Z') + n).toISOString(),
      }));
      for (let start = 0; start < rows.length; start += 1_000) {
        await tx.trx
          .insertInto('audit_log')
          .values(rows.slice(start, start + 1_000))
          .execute();
      }
    });
    for (const format of ['csv', 'json']) {
      const answer = await download(
        `/api/reports/audit-log?from=2020-03-02&to=2020-03-02&format=${format}`,
      );
      expect([format, answer.statusCode, JSON.parse(answer.body).code]).toEqual([
        format,
        422,
        'report_too_large',
      ]);
    }
    const fits = await download('/api/reports/audit-log?from=2020-03-01&to=2020-03-01&format=csv');
    expect(fits.statusCode).toBe(200);
  }, 120_000);
});
