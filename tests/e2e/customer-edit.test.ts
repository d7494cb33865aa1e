import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, switchTheme, toast } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** One call of the API as a signed-in user, outside the browser. */
async function api<T>(
  server: ConsoleServer,
  session: SignedIn,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-tenant-id': session.tenantId,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe("a customer's record edited on their page", () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('edits the phone at once, sends a name change for approval, and shows both in the history', async () => {
    const csr = await apiSignIn(server.baseUrl, 'demo', 'csr');
    const created = await api<{ id: string; customerNumber: string }>(
      server,
      csr,
      'POST',
      '/customers',
      {
        customerType: 'INDIVIDUAL',
        firstName: 'Halima',
        lastName: 'Bello',
        gender: 'FEMALE',
        dateOfBirth: '1988-04-21',
        phone: '08031230000',
        address: { line1: '12 Awolowo Road', city: 'Ikoyi', state: 'LAGOS' },
        bvn: '98123456789',
        kycTier: 1,
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const { context, page } = await openSignedIn(browser, server.baseUrl, csr, `/customer/${id}`);

    await page.getByRole('button', { name: 'Edit contact details' }).click();
    const contact = page.getByRole('dialog', { name: 'Edit contact details' });
    await contact.getByLabel('Phone number').fill('08059990000');
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await toast(page, 'Contact details saved.').waitFor();
    const history = page.getByRole('heading', { name: 'History of changes' }).locator('..');
    await history.getByText('Phone number: 08031230000 → 08059990000').waitFor();

    await page.getByRole('button', { name: 'Change identity details' }).click();
    const identity = page.getByRole('dialog', { name: 'Change identity details' });
    await identity.getByLabel('Last name').fill('Bello-Ade');
    await identity.getByRole('button', { name: 'Send for approval' }).click();
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(/^Sent for approval as APR-\d{6}\.$/)
      .waitFor();
    await history.getByText('Identity change sent for approval').waitFor();
    await history.getByText('Last name: Bello → Bello-Ade').first().waitFor();
    await history
      .getByText(/Blessing Okon, \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/)
      .first()
      .waitFor();
    // The tier waits for the NIN, and says so beside the button.
    expect(await page.getByRole('button', { name: 'Upgrade tier' }).isDisabled()).toBe(true);
    await page.getByText('Cannot move to Tier 2 yet: Tier 2 and 3 need the NIN.').waitFor();
    await screenshot(page, 'customer-edit-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'customer-edit-dark.png');
    await switchTheme(page, 'light');

    // Someone else changes the customer while the dialog is open: the edit is refused, not lost.
    await page.getByRole('button', { name: 'Edit contact details' }).click();
    const stale = page.getByRole('dialog', { name: 'Edit contact details' });
    const current = await api<{ version: number }>(server, csr, 'GET', `/customers/${id}`);
    const meanwhile = await api(server, csr, 'PATCH', `/customers/${id}`, {
      version: current.body.version,
      changes: { email: 'halima@example.ng' },
    });
    expect(meanwhile.status).toBe(200);
    await stale.getByLabel('Phone number').fill('08051112222');
    await stale.getByRole('button', { name: 'Save contact details' }).click();
    await stale
      .getByText(
        'Someone changed this customer while you were editing. Reload to see their change.',
      )
      .waitFor();
    await screenshot(page, 'customer-edit-stale-light.png');
    await stale.getByRole('button', { name: 'Reload' }).click();
    await history.getByText('E-mail address: None → halima@example.ng').waitFor();

    // A compliance officer approves the name; the page's history says so.
    const compliance = await apiSignIn(server.baseUrl, 'demo', 'compliance');
    const waiting = await api<{ items: { id: string; summary: string }[] }>(
      server,
      compliance,
      'GET',
      '/approvals/requests?awaitingMe=true&pageSize=100',
    );
    const request = waiting.body.items.find((item) => item.summary.includes('Halima Bello'));
    expect(request).toBeDefined();
    const approved = await api(
      server,
      compliance,
      'POST',
      `/approvals/requests/${request?.id}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    await page.reload();
    await history.getByText('Identity change approved').waitFor();
    await history.getByText('Uche Obi', { exact: false }).first().waitFor();
    await context.close();
  });
});
