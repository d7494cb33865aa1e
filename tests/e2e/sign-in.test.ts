import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../../policies/password-rules';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import {
  apiSignIn,
  mainMenu,
  newContext,
  openSignedIn,
  pathOf,
  screenshot,
  sidebar,
  signedInContext,
  signInWithForm,
  waitForShell,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const SIGN_IN_JS_BUDGET_BYTES = 120 * 1024;

describe('signing in and out of the console', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  async function freshPage(): Promise<Page> {
    const context = await newContext(browser);
    return context.newPage();
  }

  function heading(page: Page, name: string) {
    return page.getByRole('heading', { level: 1, name, exact: true });
  }

  it('signs in with the form, signs out with Sign Out, and stays signed out after a reload', async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'sign-in.png');

    await signInWithForm(page, { tenant: 'demo', username: 'admin' });
    await page.waitForURL(`${server.baseUrl}/`);
    await waitForShell(page);
    await heading(page, 'Dashboard').waitFor();
    await expect(
      sidebar(page).getByText('Tenant: demo', { exact: true }).isVisible(),
    ).resolves.toBe(true);

    await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The sign-in form remembers the tenant last signed in to.
    await expect(page.getByLabel('Tenant').inputValue()).resolves.toBe('demo');

    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await expect(sidebar(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("shows the server's message for a wrong password and stays on the sign-in page", async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/login`);
    await signInWithForm(page, { tenant: 'demo', username: 'admin', password: 'not-the-password' });
    const alert = page.getByRole('alert').filter({ hasText: 'The username or password is wrong.' });
    await alert.waitFor();
    expect(pathOf(page)).toBe('/login');
    await expect(page.getByRole('button', { name: 'Sign in' }).isEnabled()).resolves.toBe(true);
    await expect(sidebar(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('sends a signed-out visit to /login and returns to the page and query after signing in', async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/customers?q=ade`);
    await page.waitForURL(`${server.baseUrl}/login`);
    await signInWithForm(page, { tenant: 'demo', username: 'admin' });
    await page.waitForURL(`${server.baseUrl}/customers?q=ade`);
    await heading(page, 'Customers').waitFor();
    expect(pathOf(page)).toBe('/customers?q=ade');
    await page.context().close();
  });

  it('shows the 404 page for an unknown path when signed out, without sending to /login', async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/no-such-page`);
    await heading(page, '404 – Page Not Found').waitFor();
    await page.getByText('does not exist or has been moved').waitFor();
    expect(pathOf(page)).toBe('/no-such-page');
    await expect(sidebar(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows the 404 page inside the shell for an unknown path when signed in', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/no-such-page');
    await heading(page, '404 – Page Not Found').waitFor();
    await page.getByText('does not exist or has been moved').waitFor();
    expect(pathOf(page)).toBe('/no-such-page');
    await expect(mainMenu(page).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('sends the user to sign in once the session has been revoked', async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/login`);
    await signInWithForm(page, { tenant: 'demo', username: 'admin' });
    await page.waitForURL(`${server.baseUrl}/`);
    await waitForShell(page);

    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const revoked = await fetch(`${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' },
    });
    expect(revoked.ok).toBe(true);

    // Users is a page that reads from the server, which now refuses the token. On a slow
    // machine a card of the dashboard may still be loading and be refused first: either way the
    // next call sends the user to sign in, and the link may be gone before it is clicked.
    const signedOut = page.waitForURL(`${server.baseUrl}/login`);
    const clicked = mainMenu(page)
      .getByRole('link', { name: 'Users', exact: true })
      .click()
      .catch(() => undefined);
    await Promise.race([signedOut, clicked]);
    await signedOut;
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeNull();
    await page.context().close();
  });

  it('sends the user to sign in when the page is reloaded with a revoked session', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/customers');
    const revoked = await fetch(`${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': 'demo' },
    });
    expect(revoked.ok).toBe(true);
    await page.reload();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('keeps the JavaScript of the sign-in route under 120 KiB gzip', async () => {
    const page = await freshPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        bodies.set(response.url(), response.body());
      }
    });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const scripts = [...bodies.keys()];
    const sizes = await Promise.all(
      [...bodies.values()].map(async (body) => gzipSync(await body, { level: 9 }).length),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `sign-in route JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in ${scripts.length} files`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((url) => url.startsWith(`${server.baseUrl}/assets/`))).toBe(true);
    expect(total).toBeLessThan(SIGN_IN_JS_BUDGET_BYTES);
    await page.context().close();
  });

  // Last in this file: it changes newhire's password in this server's database.
  it('holds a user who must change the password on the change-password page until it changes', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'newhire');
    expect(session.user.mustChangePassword).toBe(true);
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    const passwordCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/change-password')) passwordCalls.push(request.method());
    });

    for (const path of ['/', '/customers', '/admin/users']) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForURL(`${server.baseUrl}/account/change-password`);
      await page.getByLabel('Confirm new password').waitFor();
      expect(pathOf(page)).toBe('/account/change-password');
    }
    await expect(sidebar(page).count()).resolves.toBe(0);
    await page.getByText('Your password must be changed before you can continue.').waitFor();
    for (const rule of PASSWORD_RULES) {
      await page.getByRole('listitem').filter({ hasText: rule }).waitFor();
    }

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Short-1');
    await page.getByLabel('Confirm new password').fill('Short-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The password needs at least 12 characters.').waitFor();
    await expect(
      page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    expect(passwordCalls).toEqual([]);

    const newPassword = 'Harmattan-Ledger-2026!';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    // Freed: the change-password page now shows inside the shell, with the menu.
    await waitForShell(page);
    expect(passwordCalls).toEqual(['POST']);
    expect(pathOf(page)).toBe('/account/change-password');
    // The user is told that the change went through, and the menu is back.
    await page.getByText('Your password has been changed.').waitFor();
    await sidebar(page).waitFor();

    await page.goto(`${server.baseUrl}/`);
    await waitForShell(page);
    await heading(page, 'Dashboard').waitFor();
    expect(pathOf(page)).toBe('/');
    await mainMenu(page).getByRole('link', { name: 'Customers', exact: true }).click();
    await heading(page, 'Customers').waitFor();
    expect(pathOf(page)).toBe('/customers');

    // The server took the new password: the old one no longer signs in, the new one does.
    await expect(apiSignIn(server.baseUrl, 'demo', 'newhire')).rejects.toThrow(/401/);
    const again = await apiSignIn(server.baseUrl, 'demo', 'newhire', newPassword);
    expect(again.user.mustChangePassword).toBe(false);
    await context.close();
  });
});
