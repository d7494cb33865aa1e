import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

describe('the customer screens against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('searches, filters by type, sorts and pages, keeping the search in the address', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      session,
      '/customers?q=ade',
    );
    const rows = page.locator('tbody tr');
    await rows
      .first()
      .getByText(/Adebayo|Ade/)
      .first()
      .waitFor();
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('ade');
    for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('ade');

    await page.getByLabel('Customer type').selectOption('CORPORATE');
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?customerType=CORPORATE');
    await rows.first().getByText('Limited').waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain('Corporate');

    await page.getByLabel('Customer type').selectOption('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/^Page 1 of \d+ · \d+ customers$/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+/).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByRole('button', { name: 'Customer number' }).click();
    const numbers = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(numbers).toEqual([...numbers].sort());

    // A seeded customer's page lists their funded account; a failed load offers to try again.
    let failures = 0;
    await page.route('**/api/customers/*/overview', async (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 503, code: 'unavailable', message: 'Try again shortly.' }),
      });
    });
    await rows.first().getByRole('link').click();
    await page.getByText('Could not load the customer: Try again shortly.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    const accounts = page.getByRole('table', { name: 'Accounts' });
    await accounts
      .getByRole('link', { name: /^\d{10}$/ })
      .first()
      .waitFor();
    expect(await accounts.getByText(/^₦[\d,]+\.\d{2}$/).count()).toBeGreaterThan(0);
    expect(failures).toBe(1);
    await context.close();
  });

  it('keeps the search, the type, the sort and the page in the address across a reload', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/customers');
    await page.getByLabel('Customer type').selectOption('INDIVIDUAL');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+ · \d+ customers$/).waitFor();
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Phone' }).click();
    const search = '?customerType=INDIVIDUAL&sort=phone&order=desc&page=2';
    await expect.poll(() => new URL(page.url()).search).toBe(search);
    await screenshot(page, 'customers.png');

    await page.reload();
    await page.getByText(/^Page 2 of \d+ · \d+ customers$/).waitFor();
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.getByLabel('Customer type').inputValue()).toBe('INDIVIDUAL');
    const head = page.getByRole('columnheader', { name: 'Phone' });
    expect(await head.getAttribute('aria-sort')).toBe('descending');
    const phones = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    const collator = new Intl.Collator('en-NG', { numeric: true, sensitivity: 'base' });
    expect(phones).toEqual([...phones].sort(collator.compare).reverse());
    for (const text of await page.locator('tbody tr td:nth-child(3)').allTextContents()) {
      expect(text).toBe('Individual');
    }
    // Clearing the filters keeps the sort, and starts again from the first page.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=phone&order=desc');
    await page.getByText(/^Page 1 of \d+ · \d+ customers$/).waitFor();
    await switchTheme(page, 'dark');
    await screenshot(page, 'customers-dark.png');
    await context.close();
  });

  it('creates a customer: field errors beside the fields first, then the new customer number', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'csr');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      session,
      '/customer/create',
    );
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText('Enter the first name.').waitFor();
    expect(await page.getByLabel('BVN').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('First name').fill('Amaka');
    await page.getByLabel('Last name').fill('Nwankwo');
    await page.getByLabel('Gender').selectOption('FEMALE');
    await page.getByLabel('Date of birth').fill('1994-03-08');
    await page.getByLabel('BVN').fill('22100000000');
    await page.getByLabel('Phone').fill('08061234567');
    await page.getByLabel('Street address').fill('14 Allen Avenue');
    await page.getByLabel('City').fill('Ikeja');
    await page.getByRole('button', { name: 'Create customer' }).click();
    // The BVN belongs to a seeded customer of the desk's branch: the page names them, with a
    // link to their page, and nothing is created.
    const taken = page.getByRole('alert').filter({ hasText: 'This BVN already belongs to' });
    await taken.getByRole('link', { name: /^.+ \(\d{10}\)$/ }).waitFor();
    expect(await taken.getByRole('link').getAttribute('href')).toMatch(/^\/customer\/[^/]+$/);

    await page.getByLabel('BVN').fill('29876543210');
    await page.getByRole('button', { name: 'Create customer' }).click();
    const done = page.getByText(/^Amaka Nwankwo is now customer (\d{10})\.$/);
    await done.waitFor();
    const number = /(\d{10})/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    await page.getByRole('link', { name: 'Find them in Customers' }).click();
    await page.locator('tbody tr').filter({ hasText: number }).getByText('Amaka Nwankwo').click();
    await page.getByRole('heading', { level: 1, name: 'Amaka Nwankwo' }).waitFor();
    await page.getByTestId('customer-number').getByText(number, { exact: true }).waitFor();
    // The desk is granted account viewing and opening: the new customer has no account yet,
    // and opening one is offered.
    await page.getByText('No deposit account yet.').waitFor();
    await page.getByRole('link', { name: 'Open an account' }).waitFor();
    await context.close();
  });

  it('offers no account opening to a user without it, and no New customer to a viewer', async () => {
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const { context, page } = await openSignedIn(browser, server.baseUrl, teller, '/customers');
    expect(await page.getByRole('link', { name: 'New customer' }).count()).toBe(0);
    await page.locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open an account' }).count()).toBe(0);
    await context.close();
  });
});
