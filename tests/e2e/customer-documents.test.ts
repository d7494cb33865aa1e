import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../server/customer-documents/demo-images';
import {
  apiSignIn,
  openSignedIn,
  type SignedIn,
  STEP_TIMEOUT_MS,
  screenshot,
  switchTheme,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

async function api<T>(server: ConsoleServer, who: SignedIn, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-tenant-id': who.tenantId,
      ...(body !== undefined && {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

interface Account {
  id: string;
  accountNumber: string;
  customerId: string;
}

async function firstLagosAccount(
  server: ConsoleServer,
  who: SignedIn,
  index = 0,
): Promise<Account> {
  const page = await api<{ items: Account[] }>(
    server,
    who,
    '/accounts?status=ACTIVE&branchId=demo-lagos&pageSize=5',
  );
  return page.items[index] as Account;
}

/** Cash in whole thousands of naira, in ₦1,000 notes, by the person at the counter. */
const cash = (accountId: string, amountKobo: number) => ({
  accountId,
  amountKobo,
  partyName: 'Bola Ahmed',
  partyPhone: '08031234567',
  denominations: [{ valueKobo: 1000_00, pieces: amountKobo / 1000_00 }],
});

/** Waits until the card's photo and every signature have been fetched and decoded. */
async function expectSpecimens(card: Locator): Promise<void> {
  const photo = card.getByRole('img', { name: /^Passport photograph of / });
  const signature = card.getByRole('img', { name: /^Specimen signature of / }).first();
  await photo.waitFor({ timeout: STEP_TIMEOUT_MS });
  await signature.waitFor({ timeout: STEP_TIMEOUT_MS });
  await expect.poll(() => loaded(photo)).toBe(true);
  await expect.poll(() => loaded(signature)).toBe(true);
  expect(await card.textContent()).toMatch(/Mandate.+signs alone\./);
}

/** Whether the image has been fetched and decoded (a broken or pending one has no width). */
const loaded = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });

describe("the holder's specimens at the teller's counter", () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('shows the photo, the signature and the mandate of the account picked for a withdrawal', async () => {
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const { accountNumber } = await firstLagosAccount(server, teller);
    const { context, page } = await openSignedIn(browser, server.baseUrl, teller);
    await page.getByRole('link', { name: 'Go to your till' }).click();
    for (const theme of ['light', 'dark'] as const) {
      // The theme switch sits behind the modal counter, so each theme opens the counter anew.
      if (theme === 'dark') await switchTheme(page, 'dark');
      await page.getByRole('button', { name: 'Cash withdrawal', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Cash withdrawal' });
      await dialog.getByLabel('Customer account').fill(accountNumber);
      await dialog.getByRole('button', { name: 'Find' }).click();
      await dialog
        .getByRole('list', { name: 'Matching accounts' })
        .getByRole('button')
        .first()
        .click();
      const card = dialog.getByRole('region', { name: 'Account holder' });
      await expectSpecimens(card);
      // The holder's name leads to their page, in a new tab so that the count is kept.
      const holder = card.getByRole('link');
      expect(await holder.getAttribute('href')).toMatch(/^\/customer\/[^/]+$/);
      expect(await holder.getAttribute('target')).toBe('_blank');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `customer-documents-counter-${theme}.png`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    }
    await switchTheme(page, 'light');
    await context.close();
  });

  it("shows the head teller the holder's specimens on a withdrawal waiting for approval", async () => {
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const head = await apiSignIn(server.baseUrl, 'demo', 'headteller');
    const account = await firstLagosAccount(server, teller);
    await api(server, teller, '/cash/deposits', cash(account.id, 1_000_000_00));
    const held = await api<{ approvalRequestId: string }>(
      server,
      teller,
      '/cash/withdrawals',
      cash(account.id, 600_000_00),
    );
    const request = await api<{ reference: string }>(
      server,
      head,
      `/approvals/requests/${held.approvalRequestId}`,
    );
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      head,
      '/approvals?type=CASH_WITHDRAWAL',
    );
    const row = page.locator(`tbody tr[data-reference="${request.reference}"]`);
    await row.getByRole('button', { name: new RegExp(`^Open ${request.reference}`) }).click();
    const details = page.getByRole('dialog').first();
    await expectSpecimens(details.getByRole('region', { name: 'Account holder' }));
    await screenshot(page, 'customer-documents-approval-light.png');
    await context.close();
  });

  it('shows at the counter the photo and signature just uploaded on the customer’s page', async () => {
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const csr = await apiSignIn(server.baseUrl, 'demo', 'csr');
    const account = await firstLagosAccount(server, teller, 1);
    // Sizes no demo image has, so the counter's images are known to be these files.
    const files = [
      {
        kind: 'Passport photograph',
        name: 'photo.png',
        png: encodePng(37, 45, () => [90, 60, 40]),
      },
      {
        kind: 'Specimen signature',
        name: 'signature.png',
        png: encodePng(83, 21, () => [20, 20, 90]),
      },
    ];
    const desk = await openSignedIn(
      browser,
      server.baseUrl,
      csr,
      `/customer/${account.customerId}`,
    );
    const documents = desk.page
      .getByRole('heading', { name: 'Documents', exact: true })
      .locator('../..');
    for (const file of files) {
      await desk.page.getByRole('button', { name: 'Add a document' }).click();
      const dialog = desk.page.getByRole('dialog', { name: 'Add a document' });
      await dialog.getByLabel('Document').selectOption({ label: file.kind });
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.png });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    }
    const thumbnail = documents.getByRole('img', { name: 'Passport photograph', exact: true });
    await expect
      .poll(() => thumbnail.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(37);
    await desk.context.close();

    const counter = await openSignedIn(browser, server.baseUrl, teller);
    await counter.page.getByRole('link', { name: 'Go to your till' }).click();
    await counter.page.getByRole('button', { name: 'Cash withdrawal', exact: true }).click();
    const dialog = counter.page.getByRole('dialog', { name: 'Cash withdrawal' });
    await dialog.getByLabel('Customer account').fill(account.accountNumber);
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog
      .getByRole('list', { name: 'Matching accounts' })
      .getByRole('button')
      .first()
      .click();
    const card = dialog.getByRole('region', { name: 'Account holder' });
    const width = (name: RegExp) =>
      card
        .getByRole('img', { name })
        .first()
        .evaluate((element) => (element as HTMLImageElement).naturalWidth);
    await expect.poll(() => width(/^Passport photograph of /)).toBe(37);
    await expect.poll(() => width(/^Specimen signature of /)).toBe(83);
    await counter.context.close();
  });
});
