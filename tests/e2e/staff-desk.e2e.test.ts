import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  menuLabels,
  openSignedIn,
  type SignedIn,
  screenshot,
  switchTheme,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** Fills Create Customer with an individual and submits; answers the new customer number. */
async function createIndividual(page: Page, first: string, last: string, bvn: string) {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Gender').selectOption('FEMALE');
  await page.getByLabel('Date of birth').fill('1991-06-14');
  await page.getByLabel('BVN').fill(bvn);
  await page.getByLabel('Phone').fill('08061230000');
  await page.getByLabel('Street address').fill('3 Broad Street');
  await page.getByLabel('City').fill('Lagos');
  await page.getByRole('button', { name: 'Create customer' }).click();
  const done = page.getByText(new RegExp(`^${first} ${last} is now customer (\\d{10})\\.$`));
  await done.waitFor();
  return /(\d{10})/.exec((await done.textContent()) ?? '')?.[1] ?? '';
}

async function updateAuditSummaries(baseUrl: string, admin: SignedIn): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/audit-log?operationId=updateUser`, {
    headers: { authorization: `Bearer ${admin.token}`, 'x-tenant-id': admin.tenantId },
  });
  const body = (await response.json()) as { items: { summary: string }[] };
  return body.items.map((item) => item.summary);
}

describe('the customer service desk and per-user grants against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('lets csr create a customer and open their account without an administrator', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'csr');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      session,
      '/customer/create',
    );
    const number = await createIndividual(page, 'Ifeoma', 'Chukwu', '29876543219');
    await page.getByRole('link', { name: 'Find them in Customers' }).waitFor();
    await screenshot(page, 'customer-created.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'customer-created-dark.png');
    await switchTheme(page, 'light');

    await page.getByRole('link', { name: 'Open an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open account' });
    // The customer just created is already chosen: nobody searches for them again.
    const chosen = dialog.getByRole('radio', { name: new RegExp(`Ifeoma Chukwu.*${number}`) });
    await expect.poll(() => chosen.isChecked()).toBe(true);
    await dialog.getByLabel('Product').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await page.waitForURL(/\/account\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Ifeoma Chukwu' }).waitFor();
    await context.close();
  });

  it('lets admin grant an optional permission that changes the user’s menu, audited', async () => {
    const before = await apiSignIn(server.baseUrl, 'demo', 'loanofficer');
    expect(before.user.permissions).not.toContain('customer.create');
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/admin/users');
    await page.getByLabel('Search', { exact: true }).fill('loanofficer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Edit loanofficer' }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    const grants = dialog.getByRole('group', { name: 'Optional permissions' });
    // The loan officer's role offers customer creation and account opening, never disbursing.
    await grants.getByRole('checkbox', { name: /Create customers/ }).check();
    expect(await grants.getByRole('checkbox').count()).toBe(2);
    expect(await grants.getByText('Disburse, repay and close loans').count()).toBe(0);
    expect(await dialog.innerText()).not.toMatch(/customer\.create|account\.create|LOAN_OFFICER/);
    await screenshot(page, 'user-grants.png');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Opened again, the dialog shows the grant as saved.
    await switchTheme(page, 'dark');
    await page.getByRole('button', { name: 'Edit loanofficer' }).click();
    await expect
      .poll(() => grants.getByRole('checkbox', { name: /Create customers/ }).isChecked())
      .toBe(true);
    await screenshot(page, 'user-grants-dark.png');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await updateAuditSummaries(server.baseUrl, admin)).toContainEqual(
      expect.stringContaining('loanofficer (Loan Officer; own permissions: Create customers;'),
    );
    expect((await updateAuditSummaries(server.baseUrl, admin)).join('\n')).toContain(
      'own permissions were none, now Create customers',
    );
    await context.close();

    // Signed in again, the loan officer has Create Customer; no account opening is offered.
    const after = await apiSignIn(server.baseUrl, 'demo', 'loanofficer');
    const officer = await openSignedIn(browser, server.baseUrl, after, '/customer/create');
    await expect.poll(() => menuLabels(officer.page)).toContain('Create Customer');
    await createIndividual(officer.page, 'Bola', 'Ahmed', '29876543228');
    await officer.page.getByRole('link', { name: 'Find them in Customers' }).waitFor();
    expect(await officer.page.getByRole('link', { name: 'Open an account' }).count()).toBe(0);
    await officer.context.close();
  });
});
