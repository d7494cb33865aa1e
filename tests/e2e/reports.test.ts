import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition, ReportResult } from '../../api/reports.api';
import { formatKobo } from '../../policies/money';
import { formatCell, REPORT_GROUPS } from '../../ui/pages/reports/report-words';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, type SignedIn, STEP_TIMEOUT_MS, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const require = createRequire(import.meta.url);
const PDFJS = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');

/** The PDF's first page drawn by pdf.js, screenshotted for a person to look at. */
async function showPdf(context: BrowserContext, pdf: Buffer, name: string): Promise<void> {
  const page = await context.newPage();
  await page.route('http://report.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/r.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (path.endsWith('.mjs')) {
      const file = path === '/pdf.mjs' ? PDFJS : PDFJS.replace(/pdf\.mjs$/, 'pdf.worker.mjs');
      return route.fulfill({ body: readFileSync(file), contentType: 'text/javascript' });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<body style="margin:0;background:#888"><script type="module">
        import * as pdfjs from '/pdf.mjs';
        pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
        const doc = await pdfjs.getDocument('/r.pdf').promise;
        const page = await doc.getPage(1);
        const viewport = page.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.cssText = 'display:block;margin:12px auto;background:#fff';
        document.body.append(canvas);
        await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
        document.body.dataset.drawn = '1';
      </script></body>`,
    });
  });
  await page.setViewportSize({ width: 1240, height: 1000 });
  await page.goto('http://report.test/');
  await page.locator('body[data-drawn]').waitFor({ timeout: STEP_TIMEOUT_MS });
  await screenshot(page, name);
  await page.close();
}

async function download(page: Page, label: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${label}` }).click(),
  ]);
  return file;
}

/** Nothing on the page scrolls sideways at 1440 px; a wide report scrolls in its frame. */
function fitsTheWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('the reports center against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  async function api<T>(session: SignedIn, path: string): Promise<T> {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': 'demo' },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  async function openReport(page: Page, definition: ReportDefinition): Promise<void> {
    await page.goto(`${server.baseUrl}/admin/reports`);
    await page.getByRole('link', { name: definition.name, exact: true }).click();
    await page.waitForURL(`**/admin/reports/${definition.key}`);
    await page.getByRole('heading', { level: 1, name: definition.name }).waitFor();
    await page.locator(`table[data-report-table="${definition.key}"]`).waitFor();
  }

  /** The report's chart, when it has one and rows to draw, drawn by its own chunk. */
  async function chartDrawn(page: Page, report: ReportResult): Promise<void> {
    if (report.chart && report.rows.length > 0) {
      await page.locator('figure .recharts-surface').first().waitFor();
    }
  }

  async function expectTotals(page: Page, report: ReportResult, names: readonly string[]) {
    for (const name of names) {
      expect(report.totals[name], name).toBeTypeOf('number');
      await expect
        .poll(() => page.locator(`[data-total="${name}"] dd`).textContent())
        .toBe(formatKobo(report.totals[name]));
    }
  }

  /** The admin on the center, with the catalogue as the server lists it. */
  async function openCenter() {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const catalogue = await api<{ items: ReportDefinition[] }>(admin, '/reports');
    const definition = (key: string) => {
      const found = catalogue.items.find((item) => item.key === key);
      if (!found) throw new Error(`The catalogue has no ${key}.`);
      return found;
    };
    const opened = await openForAxe(browser, server.baseUrl, admin, '/admin/reports');
    await opened.page.getByRole('heading', { level: 1, name: 'Reports Center' }).waitFor();
    return { admin, catalogue, definition, ...opened };
  }

  it('lists the catalogue by group, with the trial balance page linked too', async () => {
    const { catalogue, context, page } = await openCenter();
    const groups = REPORT_GROUPS.filter(({ group }) =>
      catalogue.items.some((item) => item.group === group),
    );
    expect(groups.length).toBeGreaterThan(0);
    for (const { label } of groups) {
      await page.getByRole('main').getByRole('heading', { level: 2, name: label }).waitFor();
    }
    await page.getByRole('link', { name: 'Trial balance with its check' }).waitFor();
    expect(await page.locator('li[data-report]').count()).toBe(catalogue.items.length + 1);
    await screenshot(page, 'reports-center.png');
    expect(await axeFindings(page)).toEqual([]);
    await switchTheme(page, 'dark');
    await screenshot(page, 'reports-center-dark.png');
    expect(await fitsTheWindow(page)).toBe(true);
    await context.close();
  });

  it('opens the trial balance, sorts it, pages it and downloads each format', async () => {
    const { admin, definition, context, page } = await openCenter();
    // Its totals in words, sorted by a column on the server, by click and by keyboard, paged.
    await openReport(page, definition('trial-balance'));
    const first = await api<ReportResult>(admin, '/reports/trial-balance');
    await expectTotals(page, first, ['totalDebitKobo', 'totalCreditKobo']);
    await chartDrawn(page, first);
    const table = page.locator('table[data-report-table="trial-balance"]');
    // A money column sorts by amount on the server, over every page, not the page shown.
    const sortColumn = first.columns.find((column) => column.kind === 'MONEY');
    if (!sortColumn) throw new Error('The trial balance has no money column.');
    const head = table.locator('thead th').filter({
      has: page.getByRole('button', { name: sortColumn.label, exact: true }),
    });
    await head.getByRole('button').click();
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('ascending');
    await head.getByRole('button').press('Enter');
    await expect.poll(() => head.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('direction')).toBe('desc');
    const sorted = await api<ReportResult>(
      admin,
      `/reports/trial-balance?sort=${sortColumn.key}&direction=desc`,
    );
    const topCell = table.locator(`tbody tr >> nth=0 >> td[data-column="${sortColumn.key}"]`);
    await expect
      .poll(() => topCell.textContent())
      .toBe(formatCell(sorted.rows[0]?.[sortColumn.key] ?? null, sortColumn.kind));
    expect(sorted.rows.length).toBeGreaterThan(0);
    await page.getByLabel('Rows per page').selectOption('25');
    await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBe('25');
    const pages = Math.max(1, Math.ceil(first.total / 25));
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect.poll(() => pager.textContent()).toContain(`Page 1 of ${pages}`);
    if (pages > 1) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => pager.textContent()).toContain(`Page 2 of ${pages}`);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    }
    await screenshot(page, 'report-trial-balance.png');
    expect(await axeFindings(page)).toEqual([]);
    expect(await fitsTheWindow(page)).toBe(true);

    // Each file of the report, named for it and not empty; the PDF drawn as an image.
    const asOf = first.parameters.asOf ?? '';
    const csv = await download(page, 'CSV');
    expect(csv.suggestedFilename()).toBe(`trial-balance-${asOf}.csv`);
    expect(statSync(await csv.path()).size).toBeGreaterThan(100);
    const xlsx = await download(page, 'Excel');
    expect(xlsx.suggestedFilename()).toBe(`trial-balance-${asOf}.xlsx`);
    const xlsxBytes = readFileSync(await xlsx.path());
    expect(xlsxBytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const pdf = await download(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe(`trial-balance-${asOf}.pdf`);
    const pdfBytes = readFileSync(await pdf.path());
    expect(pdfBytes.length).toBeGreaterThan(1000);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await showPdf(context, pdfBytes, 'report-trial-balance-pdf.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'report-trial-balance-dark.png');
    await context.close();
  });

  it('opens the portfolio at risk with its chart over its table, in both themes', async () => {
    const { admin, definition, context, page } = await openCenter();
    await openReport(page, definition('portfolio-at-risk'));
    const parReport = await api<ReportResult>(admin, '/reports/portfolio-at-risk');
    await chartDrawn(page, parReport);
    await screenshot(page, 'report-portfolio-at-risk.png');
    await switchTheme(page, 'dark');
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'report-portfolio-at-risk-dark.png');
    expect(await fitsTheWindow(page)).toBe(true);
    const parPdf = await download(page, 'PDF');
    expect(parPdf.suggestedFilename()).toMatch(/^portfolio-at-risk-.+\.pdf$/);
    await showPdf(context, readFileSync(await parPdf.path()), 'report-portfolio-at-risk-pdf.png');
    await context.close();
  });

  it('opens the balance sheet with its totals in words and prints it', async () => {
    const { admin, definition, context, page } = await openCenter();
    await openReport(page, definition('balance-sheet'));
    const sheetReport = await api<ReportResult>(admin, '/reports/balance-sheet');
    await expectTotals(page, sheetReport, ['assetsKobo', 'liabilitiesKobo', 'equityKobo']);
    await chartDrawn(page, sheetReport);
    await screenshot(page, 'report-balance-sheet.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'report-balance-sheet-dark.png');
    const sheetPdf = await download(page, 'PDF');
    expect(sheetPdf.suggestedFilename()).toMatch(/^balance-sheet-.+\.pdf$/);
    await showPdf(context, readFileSync(await sheetPdf.path()), 'report-balance-sheet-pdf.png');
    await context.close();
  });

  it('shows a range longer than the report allows by the field it names', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const catalogue = await api<{ items: ReportDefinition[] }>(admin, '/reports');
    const ranged = catalogue.items.find(
      (item) => item.maxRangeDays !== null && item.parameters.includes('from'),
    );
    if (!ranged?.maxRangeDays) throw new Error('No report of the catalogue takes a range.');
    const to = new Date(Date.UTC(2026, 10, 27));
    const from = new Date(to.getTime() - (ranged.maxRangeDays + 30) * 86_400_000);
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const { context, page } = await openForAxe(
      browser,
      server.baseUrl,
      admin,
      `/admin/reports/${ranged.key}?from=${iso(from)}&to=${iso(to)}`,
    );
    await page.getByRole('heading', { level: 1, name: ranged.name }).waitFor();
    // The server names the range's start or its end; the message sits under that field.
    const form = page.getByRole('form', { name: 'Report parameters' });
    await expect.poll(() => form.locator('input[aria-invalid="true"]').count()).toBe(1);
    const problem = page.locator('#report-from-error, #report-to-error');
    await expect.poll(() => problem.first().textContent()).toMatch(/range|days/i);
    await screenshot(page, 'report-range-too-long.png');
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });
});
