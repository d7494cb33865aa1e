import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, screenshot } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** The tops of the form's text inputs and selects, rounded to whole pixels, row by row. */
async function controlTops(form: Locator): Promise<number[][]> {
  const boxes = await form
    .locator('input:not([type="radio"]):not([type="checkbox"]), select')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
      }),
    );
  // Controls that overlap vertically sit in one row of the grid.
  const rows: { top: number; bottom: number; tops: number[] }[] = [];
  for (const box of boxes) {
    const row = rows.find((item) => box.top < item.bottom && box.bottom > item.top);
    if (row) row.tops.push(box.top);
    else rows.push({ ...box, tops: [box.top] });
  }
  return rows.map((row) => row.tops);
}

const LOOK = [
  'height',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'background-color',
  'font-size',
  'appearance',
] as const;

function lookOf(control: Locator): Promise<string[]> {
  return control.evaluate(
    (element, names) => names.map((name) => getComputedStyle(element).getPropertyValue(name)),
    [...LOOK],
  );
}

describe('fields in a row and the look of inputs and selects', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('keeps the inputs of a row level when hints and errors show under some of them', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      session,
      '/customer/create',
    );
    const form = page.locator('form').filter({ has: page.getByLabel('First name') });
    await form.getByRole('button', { name: 'Create customer' }).click();
    await form.getByText('Enter the first name.').waitFor();
    const rows = await controlTops(form);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // Some rows have a hint or an error under one field only; every row's controls still align.
    for (const tops of rows) expect(Math.max(...tops) - Math.min(...tops)).toBe(0);
    await screenshot(page, 'create-customer-errors-light.png');
    await context.close();
  });

  it('keeps a filter row level when one of its dates is refused', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/admin/ledger');
    const form = page.locator('form').filter({ has: page.getByLabel('From', { exact: true }) });
    await page.getByLabel('From', { exact: true }).fill('10/11/2026');
    const to = page.getByLabel('To', { exact: true });
    await to.fill('01/11/2026');
    await to.press('Tab');
    await form.getByText('The start date is after the end date.').waitFor();
    const rows = await controlTops(form);
    for (const tops of rows) expect(Math.max(...tops) - Math.min(...tops)).toBe(0);
    await screenshot(page, 'ledger-filters-error-light.png');
    await context.close();
  });

  it.for(['light', 'dark'] as const)(
    'draws the Customer type select like the search input beside it (%s)',
    async (theme) => {
      const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
      const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/customers');
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      }
      const search = page.getByLabel('Search', { exact: true });
      const type = page.getByLabel('Customer type');
      // Borders ease for 120 ms after a theme switch: both are read once no transition runs.
      for (const control of [search, type]) {
        await control.evaluate((element) =>
          Promise.all(element.getAnimations().map((animation) => animation.finished)),
        );
      }
      const [input, select] = await Promise.all([lookOf(search), lookOf(type)]);
      // One border, radius, height and background; the select without the browser's own frame.
      expect(select.slice(0, 7)).toEqual(input.slice(0, 7));
      expect(select[7]).toBe('none');
      const [searchBox, typeBox] = await Promise.all([search.boundingBox(), type.boundingBox()]);
      expect(typeBox?.y).toBe(searchBox?.y);
      await screenshot(page, `customers-filters-${theme}.png`);
      await context.close();
    },
  );
});
