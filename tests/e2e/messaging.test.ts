import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsStandIn, startSmsStandIn } from '../../stand-ins/sms/sms-stand-in';
import { type SmtpStandIn, startSmtpStandIn } from '../../stand-ins/smtp/smtp-stand-in';
import { axeFindings, openForAxe } from './axe-page';
import { launchBrowser } from './browser';
import { apiSignIn, type SignedIn, screenshot, switchTheme } from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';
import { internalValuesIn, shownTexts } from './internal-values';

/**
 * The four messaging pages as an administrator uses them, against the real server and real SMTP
 * and webhook stand-ins started here: settings saved and tested, a template refused then saved,
 * and the outbox's sent and failed messages with Retry. The sender ticks and backs off fast, so a
 * message fails its five tries within seconds.
 */

const SMTP_USER = 'kobo-alerts';
const SMTP_PASSWORD = 'smtp-Pass-2026';
const SMS_SECRET = 'sms-webhook-secret-2026';

let server: ConsoleServer;
let browser: Browser;
let smtp: SmtpStandIn;
let sms: SmsStandIn;
let admin: SignedIn;

beforeAll(async () => {
  [server, browser, smtp, sms] = await Promise.all([
    startConsoleServer({ MESSAGING_TICK_MS: '200', MESSAGING_BACKOFF_MS: '20' }),
    launchBrowser(),
    startSmtpStandIn({ user: SMTP_USER, password: SMTP_PASSWORD }),
    startSmsStandIn({ secret: SMS_SECRET }),
  ]);
  admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await sms?.close();
});

async function open(path: string, heading: string) {
  const opened = await openForAxe(browser, server.baseUrl, admin, path);
  await opened.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return opened;
}

/** Kobo figures, ISO dates, enum values, ids or permission codes the page shows. */
async function internalsShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(shownTexts, 'main, [role="dialog"]');
  return texts.flatMap(({ text, where }) =>
    internalValuesIn(text, where).map((value) => `${value.kind} ${value.text} in "${text}"`),
  );
}

/**
 * Nothing internal on screen, screenshots light and dark, and no serious or critical axe finding
 * in either.
 */
async function lookAt(page: Page, name: string) {
  expect(await internalsShown(page)).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `${name}-light.png`);
  await switchTheme(page, 'dark');
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

/** A field of the page's own content, by its exact label (the menu has labelled sections too). */
function field(page: Page, label: string) {
  return page.getByRole('main').getByLabel(label, { exact: true });
}

async function fillMailServer(page: Page, password: string) {
  await field(page, 'Host').fill('127.0.0.1');
  // The console verifies certificates; the stand-in's is its own, so the mail goes in the clear.
  await field(page, 'Encryption').selectOption('NONE');
  await field(page, 'Port number').fill(String(smtp.port));
  await field(page, 'User').fill(SMTP_USER);
  await field(page, 'Password').fill(password);
  await field(page, 'Sender address').fill('alerts@kobo-mfb.test');
  await field(page, 'Sender name').fill('Kobo MFB Alerts');
}

interface Account {
  id: string;
  customerId: string;
  ledgerBalanceKobo: number;
}

interface Outbox {
  id: string;
  kind: string;
  channel: string;
  status: string;
  body: string;
  recipient: string;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${admin.token}`,
      'x-tenant-id': admin.tenantId,
      'idempotency-key': crypto.randomUUID(),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A transfer between two customers' accounts: a debit and a credit alert on each channel. */
async function transfer(narration: string): Promise<void> {
  const { items } = await api<{ items: Account[] }>('GET', '/accounts?status=ACTIVE&pageSize=100');
  const from = items.find((account) => account.ledgerBalanceKobo > 10_000_000) as Account;
  const to = items.find((account) => account.customerId !== from.customerId) as Account;
  await api('POST', '/transfers', {
    fromAccountId: from.id,
    toAccountId: to.id,
    amountKobo: 250_000,
    narration,
  });
}

async function outboxOf(narration: string): Promise<Outbox[]> {
  const page = await api<{ items: Outbox[] }>('GET', '/messaging/outbox?pageSize=100');
  return page.items.filter((message) => message.body.includes(narration));
}

describe('the messaging pages', () => {
  it('saves the mail server without showing the password back and sends a test to the stand-in', async () => {
    const { context, page } = await open('/admin/integrations/email', 'Email (SMTP)');
    await fillMailServer(page, SMTP_PASSWORD);
    const enabled = page.getByLabel(/^Send email/);
    if (!(await enabled.isChecked())) await enabled.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The mail server settings have been saved.').waitFor();
    expect(await field(page, 'Password').inputValue()).toBe('');
    await page.getByText('Saved — leave blank to keep').waitFor();

    // A reload reads the saved settings back: the password is still not shown.
    await page.reload();
    await expect.poll(() => field(page, 'Port number').inputValue()).toBe(String(smtp.port));
    expect(await field(page, 'Password').inputValue()).toBe('');

    await field(page, 'Send to').fill('ops@kobo-mfb.test');
    await page.getByRole('button', { name: 'Send test' }).click();
    const testForm = page.getByRole('form', { name: 'Send test' });
    const answer = testForm.getByRole('status').or(testForm.getByRole('alert'));
    await answer.waitFor();
    expect(await answer.getAttribute('role')).toBe('status');
    await expect
      .poll(async () => {
        const mail = (await (await fetch(`${smtp.httpUrl}/messages`)).json()) as {
          to: string[];
          from: string;
        }[];
        return mail.find((each) => each.to.includes('ops@kobo-mfb.test'))?.from ?? null;
      })
      .toBe('alerts@kobo-mfb.test');
    await lookAt(page, 'messaging-email');
    await context.close();
  });

  it('saves the SMS webhook with a header and a write-only secret and sends a signed test', async () => {
    const { context, page } = await open('/admin/integrations/sms', 'SMS Webhook');
    await field(page, 'Webhook address').fill(`${sms.url}/v1/sms`);
    await field(page, 'Method').selectOption('POST');
    await page.getByRole('button', { name: 'Add header' }).click();
    await field(page, 'Header 1 name').fill('X-Api-Key');
    await field(page, 'Header 1 value').fill('gateway-key-1');
    await field(page, 'Body').fill('{"to":"{{to}}","text":"{{text}}","from":"{{senderId}}"}');
    await field(page, 'Shared secret').fill(SMS_SECRET);
    await field(page, 'Sender ID').fill('KoboMFB');
    const enabled = page.getByLabel(/^Send SMS/);
    if (!(await enabled.isChecked())) await enabled.check();

    // A body that is not JSON once filled in is named by its field before anything is sent.
    await field(page, 'Body').fill('to={{to}}&text={{text}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The body must be JSON once the placeholders are filled in').waitFor();
    await field(page, 'Body').fill('{"to":"{{to}}","text":"{{text}}","from":"{{senderId}}"}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The webhook settings have been saved.').waitFor();
    expect(await field(page, 'Shared secret').inputValue()).toBe('');
    await page.getByText('Saved — leave blank to keep').waitFor();

    await field(page, 'Send to').fill('08031234567');
    await page.getByRole('button', { name: 'Send test' }).click();
    const testForm = page.getByRole('form', { name: 'Send test' });
    await testForm.getByRole('status').or(testForm.getByRole('alert')).waitFor();
    expect(await testForm.getByRole('alert').count()).toBe(0);
    // The stand-in keeps only calls whose signature it could check with the secret.
    const [call] = sms.received();
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/sms',
      headers: expect.objectContaining({ 'x-api-key': 'gateway-key-1' }),
      body: expect.objectContaining({ to: '08031234567', from: 'KoboMFB' }),
    });
    await lookAt(page, 'messaging-sms');
    await context.close();
  });

  it('names an unknown placeholder before saving, then saves a template with its preview', async () => {
    const { context, page } = await open('/admin/integrations/templates', 'Message Templates');
    await page.getByRole('button', { name: /^Debit alert/ }).click();
    await page.getByRole('heading', { name: 'Debit alert', level: 2 }).waitFor();
    const body = field(page, 'Body');
    await body.fill('Dear {{nickname}}, {{amount}} left your account.');
    await page.getByText('{{nickname}} is not a placeholder of this kind of message.').waitFor();
    await screenshot(page, 'messaging-templates-unknown-placeholder-light.png');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByText('The template has been saved.').count()).toBe(0);

    // A chip puts its placeholder in where the cursor is.
    await body.fill(
      'Dear , {{amount}} left {{accountNumber}} for {{narration}}. Balance {{balance}}.',
    );
    await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(5, 5));
    await page.getByRole('button', { name: 'Insert {{customerName}}' }).click();
    expect(await body.inputValue()).toBe(
      'Dear {{customerName}}, {{amount}} left {{accountNumber}} for {{narration}}. Balance {{balance}}.',
    );
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Dear Adaeze Nwosu, ₦25,000.00 left ******6789').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template has been saved.').waitFor();
    await lookAt(page, 'messaging-templates');
    await context.close();
  });

  it('lists sent and failed messages in the outbox, and Retry sends a failed one', async () => {
    sms.failNext(500, 1000);
    await transfer('School fees for Ada');
    await expect
      .poll(
        async () =>
          (await outboxOf('School fees for Ada')).map((m) => `${m.channel} ${m.status}`).sort(),
        {
          timeout: 60_000,
        },
      )
      .toEqual(['EMAIL SENT', 'EMAIL SENT', 'SMS FAILED', 'SMS FAILED']);
    sms.failNext(500, 0);

    const { context, page } = await open('/admin/integrations/outbox', 'Outbox');
    await page.getByRole('row').filter({ hasText: 'Failed' }).first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Sent' }).first().waitFor();
    await page.getByText('The SMS webhook answered 500 (Internal Server Error).').first().waitFor();
    await lookAt(page, 'messaging-outbox');

    // The demo has failed messages of its own: the filters find this transfer's SMS.
    const mine = (await outboxOf('School fees for Ada')).find((m) => m.channel === 'SMS');
    await field(page, 'Recipient').fill(mine?.recipient ?? '');
    await field(page, 'Status').selectOption('FAILED');
    await field(page, 'Channel').selectOption('SMS');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Sent' }).count()).toBe(0);
    const failedRow = page.getByRole('row').filter({ hasText: 'Failed' }).first();
    await failedRow.getByRole('button', { name: /^View message/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await dialog.getByText(/School fees for Ada/).waitFor();
    await dialog
      .getByRole('region', { name: 'Failed attempts' })
      .getByRole('listitem')
      .nth(4)
      .waitFor();
    expect(await internalsShown(page)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'messaging-outbox-message-light.png');
    // The theme switch is outside the modal dialog: close it, switch, and open it again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await switchTheme(page, 'dark');
    await failedRow.getByRole('button', { name: /^View message/ }).click();
    await dialog.getByRole('region', { name: 'Failed attempts' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'messaging-outbox-message-dark.png');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByText('The message is queued again and will be sent shortly.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The webhook answers again: the retried SMS reaches it and reads Sent in the outbox.
    await expect
      .poll(
        async () =>
          (await outboxOf('School fees for Ada')).filter(
            (m) => m.channel === 'SMS' && m.status === 'SENT',
          ).length,
      )
      .toBe(1);
    expect(sms.received().some((call) => JSON.stringify(call.body).includes('School fees'))).toBe(
      true,
    );
    await field(page, 'Status').selectOption('SENT');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: /SMS.*Sent/ })
      .first()
      .waitFor();
    await context.close();
  });
});
