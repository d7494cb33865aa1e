import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBankDate } from '../../policies/calendar';
import { buildSettlementReport } from '../../stand-ins/nip-switch/settlement-report';
import { apiSignIn, openSignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

describe('the NIP reconciliation screen against the real server and the switch stand-in', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('fetches a date from the switch, refuses a bad file by line, and marks an exception resolved', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await page.goto(`${server.baseUrl}/nip/recon`);
    await page.getByRole('heading', { name: 'Reconcile a settlement date' }).waitFor();
    await page.getByText('No settlement date has been reconciled yet.').waitFor();

    const today = new Date().toISOString().slice(0, 10);
    const date = page.getByLabel('Settlement date');
    await date.fill(ddmmyyyy(today));
    await date.blur();
    await page.getByRole('button', { name: 'Fetch from switch' }).click();
    const shown = formatBankDate(today);
    await page
      .getByText(new RegExp(`^Reconciled ${shown}: \\d+ exceptions? to work\\.$`))
      .waitFor();
    await page.getByRole('heading', { name: `Settlement of ${shown}` }).waitFor();
    await page.getByText('Fetched from the switch by Tolu Ogunleye', { exact: false }).waitFor();

    // The demo's seeded transfers are in the switch's report: none is "debited here" only, and
    // the one the demo leaves in review is the one exception, in words.
    const notAtSwitch = page.locator(
      'xpath=//div[text()="Debited here, not at the switch"]/following-sibling::div[1]',
    );
    await expect(notAtSwitch.textContent()).resolves.toBe('0');
    const review = page.getByRole('row').filter({ hasText: 'Status differs' });
    await review.getByText('34 suspected fraud').waitFor();
    await review.getByText('Manual review').waitFor();
    // Its actions are on screen at 1440 px, with no sideways scrolling.
    const reverse = review.getByRole('button', { name: 'Reverse' });
    const box = await reverse.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await review.getByRole('button', { name: 'Re-query' }).count()).toBe(1);

    // The settlement GL balance is explained by parts that add up to it.
    const explanation = page.getByRole('region', {
      name: 'How the NIP settlement GL balance is made up',
    });
    await explanation.getByText('Balance at the end of the day before').waitFor();
    await explanation.getByText('Our successful transfers, settled').waitFor();
    await explanation.getByText(`NIP settlement GL balance at the end of ${shown}`).waitFor();
    await page.getByLabel('Open exceptions only').uncheck();
    await page.getByRole('row').filter({ hasText: 'Matched' }).first().waitFor();
    const visible = (await page.locator('main').innerText()) ?? '';
    expect(visible).not.toMatch(/\b(SUCCESSFUL|MANUAL_REVIEW|REVERSED|ONLY_WITH_US)\b/);
    expect(visible).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'nip-recon-demo.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'nip-recon-demo-dark.png');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByLabel('Open exceptions only').check();

    // A file with an unreadable amount on its second transfer line is refused by line number.
    const good = buildSettlementReport([
      {
        sessionId: '090999261125101500000000000001',
        sourceInstitutionCode: '090999',
        destinationInstitutionCode: '000013',
        beneficiaryAccountNumber: '0123456789',
        amountKobo: 150_000,
        responseCode: '00',
        transactionDate: `${today} 10:00:00`,
      },
    ]);
    const bad = `${good}090999261125101500000000000002,090999,000013,0123456789,ten,00,${today}\r\n`;
    await page.locator('#recon-file').setInputFiles({
      name: 'settlement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await page.getByText(/Line 3: Amount must be naira/).waitFor();

    // The good file alone: its one line is at the switch only, and is worked from the dialog.
    await page.locator('#recon-file').setInputFiles({
      name: 'settlement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await page.getByText(/^Reconciled .*: \d+ exceptions? to work\.$/).waitFor();
    const row = page.getByRole('row').filter({ hasText: '090999261125101500000000000001' });
    await row.getByText('At the switch only').waitFor();
    await screenshot(page, 'nip-recon-light.png');
    await row.getByRole('button', { name: 'Mark resolved' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await dialog.getByText('Say why, for the audit trail.').waitFor();
    await dialog.getByLabel('Reason').fill('Settled by NIBSS for another bank; raised with NIBSS.');
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Open exceptions only').uncheck();
    await row.getByText('Marked resolved').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    await switchTheme(page, 'dark');
    await screenshot(page, 'nip-recon-dark.png');
    await context.close();
  });
});
