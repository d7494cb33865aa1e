import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** A demo customer's id, found by their number as staff would search for it. */
async function customerId(baseUrl: string, session: SignedIn, number: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/customers?q=${number}`, {
    headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenantId },
  });
  const body = (await response.json()) as { items: { id: string; customerNumber: string }[] };
  const found = body.items.find((item) => item.customerNumber === number);
  if (!found) throw new Error(`No demo customer ${number}.`);
  return found.id;
}

describe('BVN and NIN checks against the real server and the identity stand-ins', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('tests both connections npm start made on the Identity Services page', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await page.goto(`${server.baseUrl}/admin/integrations/identity`);
    await page.getByRole('heading', { name: 'Identity Services' }).waitFor();
    const bvn = page.getByRole('form', { name: 'BVN validation (NIBSS)' });
    const nin = page.getByRole('form', { name: 'NIN identity search (NIMC)' });
    await expect
      .poll(() => bvn.getByLabel('Service address').inputValue())
      .toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // Secrets are never shown back, only that they are saved.
    expect(await bvn.getByLabel('AES key').inputValue()).toBe('');
    expect(await bvn.getByLabel('AES key').getAttribute('placeholder')).toBe('•••• saved');

    await bvn.getByRole('button', { name: 'Test connection' }).click();
    await bvn.getByText('The NIBSS BVN service answered and accepted our credentials.').waitFor();
    await nin.getByRole('button', { name: 'Test connection' }).click();
    await nin
      .getByText('The NIMC identity service answered and accepted our credentials.')
      .waitFor();
    await screenshot(page, 'integrations-identity-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'integrations-identity-dark.png');
    await context.close();
  });

  it('shows a customer’s checks on their page and checks again with "Check now"', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'compliance');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);

    // The demo's deliberate mismatch: NIBSS and NIMC hold another surname and phone.
    const mismatched = await customerId(server.baseUrl, session, '1000000002');
    await page.goto(`${server.baseUrl}/customer/${mismatched}`);
    const section = page.getByRole('region', { name: 'BVN and NIN' });
    const bvnRow = section.locator('[data-identity="BVN"]');
    await bvnRow.getByText('Mismatch: name and phone differ').waitFor();
    await bvnRow.getByText('A mismatch blocks a tier upgrade').waitFor();
    expect(await bvnRow.getByText(/^•{7}\d{4}$/).count()).toBe(1);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'customer-identity-mismatch-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'customer-identity-mismatch-dark.png');
    await switchTheme(page, 'light');

    // A customer whose NIN check found the service unavailable: checked again, both match.
    const unavailable = await customerId(server.baseUrl, session, '1000000005');
    await page.goto(`${server.baseUrl}/customer/${unavailable}`);
    const ninRow = section.locator('[data-identity="NIN"]');
    await ninRow.getByText('Service unavailable').waitFor();
    await section.getByRole('button', { name: 'Check now' }).click();
    await ninRow.getByText('Matched', { exact: true }).waitFor();
    await bvnRow.getByText('Matched', { exact: true }).waitFor();
    await ninRow.getByText(/Checked .* by Uche Obi/).waitFor();
    await section.getByText(/Earlier checks/).click();
    await section.getByText(/NIN: Service unavailable/).waitFor();
    await screenshot(page, 'customer-identity-checked-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'customer-identity-checked-dark.png');
    await context.close();
  });
});
