import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

async function firstLagosAccount(server: ConsoleServer, who: SignedIn): Promise<string> {
  const response = await fetch(
    `${server.baseUrl}/api/accounts?status=ACTIVE&branchId=demo-lagos&pageSize=5`,
    { headers: { authorization: `Bearer ${who.token}`, 'x-tenant-id': who.tenantId } },
  );
  const page = (await response.json()) as { items: { accountNumber: string }[] };
  return page.items[0]?.accountNumber ?? '';
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
    const accountNumber = await firstLagosAccount(server, teller);
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
      const photo = card.getByRole('img', { name: /^Passport photograph of / });
      const signature = card.getByRole('img', { name: /^Specimen signature of / });
      await photo.waitFor({ timeout: STEP_TIMEOUT_MS });
      await signature.waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(() => loaded(photo)).toBe(true);
      await expect.poll(() => loaded(signature)).toBe(true);
      expect(await card.textContent()).toMatch(/Mandate.+signs alone\./);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `customer-documents-counter-${theme}.png`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    }
    await switchTheme(page, 'light');
    await context.close();
  });
});
