import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { AccessContext } from '../../policies/access';
import { type MenuNode, visibleMenu } from '../../policies/menu';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';

/** What every browser test looks at: a desktop window, as the screenshots are taken at. */
export const VIEWPORT = { width: 1440, height: 900 } as const;

export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));

export interface SignedIn {
  readonly token: string;
  readonly tenantId: string;
  readonly user: {
    readonly username: string;
    readonly roles: string[];
    readonly permissions: string[];
    readonly [field: string]: unknown;
  };
}

/** Signs in through the API, as the sign-in form does, and returns the server's answer. */
export async function apiSignIn(
  baseUrl: string,
  tenantId: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': tenantId },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in of ${tenantId}/${username} answered ${response.status}.`);
  }
  return (await response.json()) as SignedIn;
}

/** The tenant's licensed features as GET /api/admin/license reports them. */
export async function licenseFeatures(baseUrl: string, session: SignedIn): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/admin/license`, {
    headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenantId },
  });
  if (response.status !== 200)
    throw new Error(`GET /api/admin/license answered ${response.status}.`);
  const body = (await response.json()) as { features?: string[]; value?: { features?: string[] } };
  return body.features ?? body.value?.features ?? [];
}

/**
 * How long one step (a click, a wait for something to show) may take before it fails: a step
 * ends as soon as its condition holds, so the limit is for a machine twice as slow and busy.
 */
export const STEP_TIMEOUT_MS = 60_000;

/** A fresh context with the desktop viewport and a light system theme; local storage is empty. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context;
}

/**
 * A fresh context that starts signed in: the session is written to local storage under the keys
 * of SPEC.md section 9 before the console's first script runs, as the console itself writes it
 * after signing in. It is written once per tab, so signing out and reloading stays signed out.
 */
export async function signedInContext(
  browser: Browser,
  session: SignedIn,
): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript((saved: SignedIn) => {
    if (window.sessionStorage.getItem('e2e.sessionSeeded') === '1') return;
    window.sessionStorage.setItem('e2e.sessionSeeded', '1');
    const { token, tenantId, user } = saved;
    window.localStorage.setItem('auth', JSON.stringify({ token, tenantId, user, ready: true }));
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('tenant', tenantId);
    window.localStorage.setItem('tenantId', tenantId);
  }, session);
  return context;
}

/** Opens a path in a new page of a signed-in context and waits for the shell to be in place. */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  session: SignedIn,
  path = '/',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await waitForShell(page);
  return { context, page };
}

export function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' });
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export function badge(page: Page, label: string): Locator {
  return page.locator(`[data-badge="${label}"]`);
}

/** The value a header badge shows (the badge is its label followed by its value). */
export async function badgeValue(page: Page, label: string): Promise<string> {
  return (await badge(page, label).locator('strong').textContent())?.trim() ?? '';
}

/**
 * The shell is in place once the sidebar shows and the license has been read: until then the
 * License badge says UNKNOWN and the menu is not yet filtered by the licensed features.
 */
export async function waitForShell(page: Page): Promise<void> {
  await sidebar(page).waitFor();
  await badge(page, 'License').locator('strong').filter({ hasNotText: 'UNKNOWN' }).waitFor();
}

/**
 * The names of the elements a locator finds, as a screen reader reads them: the aria-label if
 * there is one, else the text without the parts hidden from assistive technology (the menu's
 * two-letter badges, the select's check mark).
 */
export function accessibleNames(locator: Locator): Promise<string[]> {
  // No named helper inside: the function is sent to the page as text, without its module.
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const label = element.getAttribute('aria-label')?.trim();
      if (label) return label;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent ?? '';
      }
      return text.trim();
    }),
  );
}

/** The names of the links in the 'Main menu' nav, in document order. */
export function menuLabels(page: Page): Promise<string[]> {
  return accessibleNames(mainMenu(page).getByRole('link'));
}

/** The labels of the menu's links, depth first, as policies/menu.ts allows them. */
export function expectedMenuLabels(ctx: AccessContext): string[] {
  const labels: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.path !== undefined) labels.push(node.label);
      walk(node.children ?? []);
    }
  };
  walk(visibleMenu(ctx));
  return labels;
}

/** Saves a screenshot of the page under tests/e2e/screenshots/ (ignored by git). */
/**
 * A toast as it shows: Radix also reads its text out through a hidden live region, so the toast is
 * looked for in its notifications region only.
 */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text);
}

/**
 * Switches the console's theme and waits until the new theme's colours have eased in: no CSS
 * transition is still running, so a screenshot shows the theme, not a blend of both.
 */
export async function switchTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const other = theme === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await page.getByRole('button', { name: `Switch to ${other} theme` }).waitFor();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}` });
}

/** Fills and submits the sign-in form. */
export async function signInWithForm(
  page: Page,
  {
    tenant,
    username,
    password = DEMO_PASSWORD,
  }: { tenant: string; username: string; password?: string },
): Promise<void> {
  await page.getByLabel('Tenant').fill(tenant);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The path and query of the page's address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
