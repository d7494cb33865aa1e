import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  badge,
  openSignedIn,
  SCREENSHOT_DIR,
  type SignedIn,
  screenshot,
  switchTheme,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const BADGES = [
  'Tenant',
  'Branch',
  'Role',
  'Current Date',
  'Processing Date',
  'Current Time',
  'License',
];

/** A bank whose name is as long as Nigerian bank names get. */
const LONG_TENANT_NAME = 'Lagos State Cooperative Microfinance Bank of Ikeja and Environs Limited';

interface Shown {
  readonly label: string;
  readonly value: string;
  readonly clipped: boolean;
  readonly title: string;
}

/** Each badge's value, whether its text is cut (wider than its box) and the badge's title. */
function badgesShown(page: Page): Promise<Shown[]> {
  return Promise.all(
    BADGES.map((label) =>
      badge(page, label)
        .locator('strong')
        .evaluate(
          (value, name) => ({
            label: name,
            value: value.textContent ?? '',
            clipped: value.scrollWidth > value.clientWidth,
            title: value.closest('[title]')?.getAttribute('title') ?? '',
          }),
          label,
        ),
    ),
  );
}

/** The header's width it would need against the width it has. */
function headerOverflow(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => header.scrollWidth - header.clientWidth);
}

async function openAs(browser: Browser, baseUrl: string, session: SignedIn) {
  const opened = await openSignedIn(browser, baseUrl, session);
  await opened.page.getByRole('banner').waitFor();
  return opened;
}

describe('the header as people with long role names see it', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it.for(['multirole', 'supervisor'])(
    'shows every badge of demo/%s whole at 1440 px, in light and dark',
    async (username) => {
      const session = await apiSignIn(server.baseUrl, 'demo', username);
      const { context, page } = await openAs(browser, server.baseUrl, session);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await switchTheme(page, 'dark');
        await page
          .getByRole('banner')
          .screenshot({ path: `${SCREENSHOT_DIR}header-${username}-1440-${theme}.png` });
        const shown = await badgesShown(page);
        expect(shown.filter((item) => item.clipped)).toEqual([]);
        expect(shown.every((item) => item.value.trim() !== '')).toBe(true);
        await expect(headerOverflow(page)).resolves.toBeLessThanOrEqual(0);
      }
      await context.close();
    },
  );

  it('shortens a long bank name alone, its full name in the title, and wraps when narrower', async () => {
    const signedIn = await apiSignIn(server.baseUrl, 'demo', 'multirole');
    const session = { ...signedIn, user: { ...signedIn.user, tenantName: LONG_TENANT_NAME } };
    const { context, page } = await openAs(browser, server.baseUrl, session);
    await badge(page, 'Tenant').getByText(LONG_TENANT_NAME, { exact: false }).waitFor();
    for (const width of [1440, 1280, 1024, 800]) {
      await page.setViewportSize({ width, height: 800 });
      const shown = await badgesShown(page);
      const [tenant, ...others] = shown;
      // Only the bank's name may be cut; the title then carries it whole.
      expect(
        others.filter((item) => item.clipped),
        `at ${width} px`,
      ).toEqual([]);
      expect(tenant?.title).toContain(LONG_TENANT_NAME);
      // A badge that opens names its whole choice in its title too.
      for (const item of others.slice(0, 2)) expect(item.title).toContain(item.value);
      await expect(headerOverflow(page)).resolves.toBeLessThanOrEqual(0);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).resolves.toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'header-long-tenant-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'header-long-tenant-dark.png');
    await page.setViewportSize({ width: 1024, height: 720 });
    await screenshot(page, 'header-long-tenant-1024-dark.png');
    await context.close();
  });
});
