import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  badge,
  badgeValue,
  mainMenu,
  openSignedIn,
  type SignedIn,
  screenshot,
  sidebar,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const HEADER_BADGES = [
  'Tenant',
  'Branch',
  'Role',
  'Current Date',
  'Processing Date',
  'Current Time',
  'License',
];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen.');
  return box;
}

/** The vertical middles of the header's badges, by label. */
async function badgeMiddles(page: Page): Promise<number[]> {
  const middles: number[] = [];
  for (const label of HEADER_BADGES) {
    const box = await boxOf(badge(page, label));
    middles.push(box.y + box.height / 2);
  }
  return middles;
}

function spread(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
  if (await toggle.isVisible()) await toggle.click();
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
}

describe('the shell as a new user sees it', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it.for(['admin', 'multirole', 'teller'])(
    'lays the header of demo/%s out in one row with the branch shown once',
    async (username) => {
      const session = await apiSignIn(server.baseUrl, 'demo', username);
      const { context, page } = await openSignedIn(browser, server.baseUrl, session);
      const header = page.getByRole('banner');
      const branch = await badgeValue(page, 'Branch');
      expect(branch).not.toBe('');
      // The Branch badge is the selector itself: one combobox, and the branch's name once.
      await expect(
        badge(page, 'Branch').getByRole('combobox', { name: 'Branch' }).count(),
      ).resolves.toBe(1);
      await expect(header.getByText(branch, { exact: true }).count()).resolves.toBe(1);
      // Every badge of SPEC.md section 2 on one line, the theme toggle with them.
      expect(spread(await badgeMiddles(page))).toBeLessThanOrEqual(2);
      const toggle = await boxOf(
        header.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
      );
      const tenant = await boxOf(badge(page, 'Tenant'));
      expect(Math.abs(toggle.y + toggle.height / 2 - (tenant.y + tenant.height / 2))).toBeLessThan(
        3,
      );
      expect((await boxOf(header)).height).toBeLessThan(64);
      await screenshot(page, `header-${username}-light.png`);
      await context.close();
    },
  );

  it('wraps the dates under the workspace as one group on a narrow window', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'multirole');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await page.setViewportSize({ width: 1024, height: 720 });
    const middles = await badgeMiddles(page);
    const workspace = middles.slice(0, 3);
    const dates = middles.slice(3);
    // Two tidy rows, not badges scattered over three.
    expect(spread(workspace)).toBeLessThanOrEqual(2);
    expect(spread(dates)).toBeLessThanOrEqual(2);
    expect(Math.min(...dates)).toBeGreaterThan(Math.max(...workspace));
    await setTheme(page, 'dark');
    await screenshot(page, 'header-narrow-dark.png');
    await context.close();
  });

  it('marks every menu item with an icon, not letters, and names it in a tooltip when collapsed', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    const links = mainMenu(page).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(30);
    const icons = await links.evaluateAll((items) =>
      items.map((item) => item.querySelector('svg[aria-hidden="true"]') !== null),
    );
    expect(icons).toEqual(Array(count).fill(true));

    await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).waitFor();
    // Collapsed, an item shows its icon alone: no abbreviation such as 'Cu' or 'CC'.
    const texts = await links.evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).innerText.trim()),
    );
    expect(texts).toEqual(Array(count).fill(''));
    const headings = await mainMenu(page)
      .getByRole('heading')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim()));
    expect(headings.every((text) => text === '' || text.length > 2)).toBe(true);

    // Keyboard first: focus reaches a link and its tooltip names it.
    const customers = mainMenu(page).getByRole('link', { name: 'Customers', exact: true });
    await customers.focus();
    await expect(page.getByRole('tooltip').textContent()).resolves.toBe('Customers');
    await customers.blur();
    await mainMenu(page).getByRole('link', { name: 'Loans', exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Loans');
    await screenshot(page, 'sidebar-collapsed-tooltip-light.png');
    await context.close();
  });

  it.for([
    ['expanded', 'light'],
    ['collapsed', 'dark'],
  ] as const)(
    'lets the %s admin menu scroll to its last item on a short window, the footer staying (%s)',
    async ([state, theme]) => {
      const session: SignedIn = await apiSignIn(server.baseUrl, 'demo', 'admin');
      const { context, page } = await openSignedIn(browser, server.baseUrl, session);
      await page.setViewportSize({ width: 1280, height: 600 });
      await setTheme(page, theme);
      if (state === 'collapsed') {
        await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
        await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).waitFor();
      }
      const menu = mainMenu(page);
      const last = menu.getByRole('link', { name: 'Credit Scoring' });
      await menu.evaluate((nav) => {
        nav.scrollTop = nav.scrollHeight;
      });
      const nav = await boxOf(menu);
      const item = await boxOf(last);
      const signOut = await boxOf(sidebar(page).getByRole('button', { name: 'Sign Out' }));
      // The last item shows whole inside the menu, and the footer below it stays on screen.
      expect(item.y).toBeGreaterThanOrEqual(nav.y);
      expect(item.y + item.height).toBeLessThanOrEqual(nav.y + nav.height);
      expect(signOut.y + signOut.height).toBeLessThanOrEqual(600);
      expect(signOut.y).toBeGreaterThanOrEqual(nav.y + nav.height);
      // The sidebar itself never scrolls away from its brand.
      await expect(
        sidebar(page).evaluate((aside) => aside.scrollHeight - aside.clientHeight),
      ).resolves.toBeLessThanOrEqual(1);
      await last.click();
      await page.waitForURL('**/admin/credit-scoring');
      await screenshot(page, `sidebar-${state}-scrolled-${theme}.png`);
      await context.close();
    },
  );
});
