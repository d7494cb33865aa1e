import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmsStandIn, startSmsStandIn } from '../../stand-ins/sms/sms-stand-in';
import { type SmtpStandIn, startSmtpStandIn } from '../../stand-ins/smtp/smtp-stand-in';
import { axeFindings, openForAxe } from './axe-page';
import { launchBrowser } from './browser';
import { apiSignIn, type SignedIn, screenshot, switchTheme } from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';

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
    startConsoleServer({ MESSAGING_TICK_MS: '200', MESSAGING_BACKOFF_MS: '100' }),
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

/** Screenshots light and dark, and no serious or critical axe finding in either. */
async function lookAt(page: Page, name: string) {
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `${name}-light.png`);
  await switchTheme(page, 'dark');
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

async function fillMailServer(page: Page, password: string) {
  await page.getByLabel('Host').fill('127.0.0.1');
  await page.getByLabel('Encryption').selectOption('STARTTLS');
  await page.getByLabel('Port').fill(String(smtp.port));
  await page.getByLabel('User').fill(SMTP_USER);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Sender address').fill('alerts@kobo-mfb.test');
  await page.getByLabel('Sender name').fill('Kobo MFB Alerts');
}

describe('the messaging pages', () => {
  it('saves the mail server without showing the password back and sends a test to the stand-in', async () => {
    const { context, page } = await open('/admin/integrations/email', 'Email (SMTP)');
    await fillMailServer(page, SMTP_PASSWORD);
    const enabled = page.getByLabel(/^Send email/);
    if (!(await enabled.isChecked())) await enabled.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The mail server settings have been saved.').waitFor();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await page.getByText('Saved — leave blank to keep').waitFor();

    // A reload reads the saved settings back: the password is still not shown.
    await page.reload();
    await expect.poll(() => page.getByLabel('Port').inputValue()).toBe(String(smtp.port));
    expect(await page.getByLabel('Password').inputValue()).toBe('');

    await page.getByLabel('Send to').fill('ops@kobo-mfb.test');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByRole('status').filter({ hasText: /./ }).last().waitFor();
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
});
