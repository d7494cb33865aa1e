import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { roleByKey } from '../../policies/roles';
import {
  accessibleNames,
  apiSignIn,
  badge,
  badgeValue,
  expectedMenuLabels,
  licenseFeatures,
  menuLabels,
  openSignedIn,
  type SignedIn,
  screenshot,
  sidebar,
  waitForShell,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const CLOCK = /^\d{2}:\d{2}:\d{2}$/;

function theme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.dataset.theme ?? null);
}

function collapsed(page: Page): Promise<string | null> {
  return sidebar(page).getAttribute('data-collapsed');
}

/** Picks an option of a radix Select in the header: open the combobox, click the option. */
async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The names of the branches GET /api/branches lists for the user, in its order. */
async function branchNames(baseUrl: string, session: SignedIn): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/branches`, {
    headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenantId },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { name: string }[] | { items: { name: string }[] };
  return (Array.isArray(body) ? body : body.items).map((branch) => branch.name);
}

describe('the shell around every signed-in page', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('keeps the dark theme and the collapsed sidebar after a reload', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect(theme(page)).resolves.toBe('light');
    await expect(collapsed(page)).resolves.toBe('false');
    await screenshot(page, 'dashboard-light.png');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await expect(theme(page)).resolves.toBe('dark');
    await screenshot(page, 'dashboard-dark.png');

    await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await expect(collapsed(page)).resolves.toBe('true');
    // Collapsed, the menu still names its links for screen readers and tooltips.
    await expect(menuLabels(page)).resolves.toContain('Customers');

    await page.reload();
    await waitForShell(page);
    await expect(theme(page)).resolves.toBe('dark');
    await expect(collapsed(page)).resolves.toBe('true');
    await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await context.close();
  });

  it('changes the Branch badge with the branch selector', async () => {
    // admin works at head office level, so every branch of the tenant is offered.
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const branches = await branchNames(server.baseUrl, session);
    expect(branches.toSorted()).toEqual(['Abuja Branch', 'Kano Branch', 'Lagos Head Office']);
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    // No home branch: the first branch of the list is the active one.
    await expect.poll(() => badgeValue(page, 'Branch')).toBe(branches[0]);
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await expect
      .poll(() => accessibleNames(page.getByRole('option')))
      .toEqual(['All branches', ...branches]);
    await page.keyboard.press('Escape');

    await choose(page, 'Branch', 'Kano Branch');
    await expect.poll(() => badgeValue(page, 'Branch')).toBe('Kano Branch');
    await choose(page, 'Branch', 'All branches');
    await expect.poll(() => badgeValue(page, 'Branch')).toBe('All branches');
    await choose(page, 'Branch', 'Lagos Head Office');
    await expect.poll(() => badgeValue(page, 'Branch')).toBe('Lagos Head Office');
    await context.close();
  });

  it('changes the Branch and Role badges and the menu with the selectors of a user with three roles', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'multirole');
    expect(session.user.roles).toEqual(['BRANCH_TELLER', 'LOAN_OFFICER', 'CREDIT_ANALYST']);
    const features = await licenseFeatures(server.baseUrl, session);
    const menuAs = (activeRole: string | null) =>
      expectedMenuLabels({
        user: { roles: session.user.roles, permissions: session.user.permissions },
        activeRole,
        licenseFeatures: features,
      });
    const loanOfficer = roleByKey('LOAN_OFFICER')?.name ?? '';
    expect(loanOfficer).toBe('Loan Officer');
    // Acting as the loan officer alone narrows the menu: the teller's Tills and Transfer go.
    expect(menuAs(null)).toEqual(expect.arrayContaining(['Tills', 'Transfer', 'Loans']));
    expect(menuAs('LOAN_OFFICER')).toContain('Loans');
    expect(menuAs('LOAN_OFFICER')).not.toContain('Tills');
    expect(menuAs('LOAN_OFFICER')).not.toContain('Transfer');

    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    // The home branch is the active one; the user's roles all work in Kano only.
    await expect.poll(() => badgeValue(page, 'Branch')).toBe('Kano Branch');
    await expect.poll(() => menuLabels(page)).toEqual(menuAs(null));
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await expect
      .poll(() => accessibleNames(page.getByRole('option')))
      .toEqual(['All branches', 'Kano Branch']);
    await page.keyboard.press('Escape');
    await choose(page, 'Branch', 'All branches');
    await expect.poll(() => badgeValue(page, 'Branch')).toBe('All branches');
    await choose(page, 'Branch', 'Kano Branch');
    await expect.poll(() => badgeValue(page, 'Branch')).toBe('Kano Branch');

    await expect(badgeValue(page, 'Role')).resolves.toBe('All roles');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await expect
      .poll(() => accessibleNames(page.getByRole('option')))
      .toEqual(['All roles', 'Branch Teller', 'Loan Officer', 'Credit Analyst']);
    await page.getByRole('option', { name: loanOfficer, exact: true }).click();
    await expect.poll(() => badgeValue(page, 'Role')).toBe(loanOfficer);
    await expect.poll(() => menuLabels(page)).toEqual(menuAs('LOAN_OFFICER'));

    await choose(page, 'Role', 'All roles');
    await expect.poll(() => badgeValue(page, 'Role')).toBe('All roles');
    await expect.poll(() => menuLabels(page)).toEqual(menuAs(null));
    await context.close();
  });

  it('lets the Current Time badge tick', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'viewer');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    const before = await badgeValue(page, 'Current Time');
    expect(before).toMatch(CLOCK);
    // The clock shows seconds: it must move on, however long the machine takes to show it.
    await expect.poll(() => badgeValue(page, 'Current Time'), { timeout: 30_000 }).not.toBe(before);
    expect(await badgeValue(page, 'Current Time')).toMatch(CLOCK);
    await expect(badge(page, 'Current Date').locator('strong').textContent()).resolves.toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4}$/,
    );
    await context.close();
  });

  it('shows the generic error page when a page cannot be loaded, instead of a blank screen', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    // The Roles page's code is refused, as a dropped connection or a stale deployment would.
    await page.route('**/assets/roles-page-*.js', (route) => route.abort('connectionreset'));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Roles' })
      .click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByRole('button', { name: 'Reload the page' }).waitFor();
    await context.close();
  });
});
