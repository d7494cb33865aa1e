import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissingAccess } from '../../policies/access';
import { enumLabel, permissionLabel } from '../../policies/labels';
import { roleByKey } from '../../policies/roles';
import { guardRoute } from '../../policies/route-guard';
import { DEMO_TENANTS } from '../../server/demo/demo-tenants';
import { launchBrowser } from './browser';
import {
  apiSignIn,
  expectedMenuLabels,
  licenseFeatures,
  mainMenu,
  menuLabels,
  openSignedIn,
  type SignedIn,
  screenshot,
} from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';

const demoTenant = DEMO_TENANTS.find((tenant) => tenant.id === 'demo');
// newhire is held on the change-password page, so has no menu to compare.
const DEMO_USERS = (demoTenant?.users ?? [])
  .filter((user) => !user.mustChangePassword)
  .map((user) => user.username);

/** The lines of the 'Access restricted' page for what policies/ says is missing. */
/** The restriction as the page words it: features, roles and permissions by their labels. */
function restrictionLines(missing: MissingAccess): string[] {
  const either = (value: string | readonly string[], label: (item: string) => string) =>
    (typeof value === 'string' ? [value] : value).map(label).join(' or ');
  const role = (key: string) => roleByKey(key)?.name ?? key;
  return [
    ...(missing.feature ? [`Missing feature flag: ${enumLabel(missing.feature)}`] : []),
    ...(missing.roles?.length ? [`Required role: ${either(missing.roles, role)}`] : []),
    ...(missing.permission
      ? [`Required permission: ${either(missing.permission, permissionLabel)}`]
      : []),
  ];
}

function menuGroupHeadings(page: Page): Promise<string[]> {
  return mainMenu(page)
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));
}

describe('the menu and the pages each role may use', () => {
  let server: ConsoleServer;
  let browser: Browser;
  const sessions = new Map<string, SignedIn>();
  const features = new Map<string, string[]>();

  async function sessionOf(tenantId: string, username: string): Promise<SignedIn> {
    const key = `${tenantId}/${username}`;
    const known = sessions.get(key);
    if (known) return known;
    const session = await apiSignIn(server.baseUrl, tenantId, username);
    sessions.set(key, session);
    if (!features.has(tenantId))
      features.set(tenantId, await licenseFeatures(server.baseUrl, session));
    return session;
  }

  function expectedFor(session: SignedIn, activeRole: string | null = null): string[] {
    return expectedMenuLabels({
      user: { roles: session.user.roles, permissions: session.user.permissions },
      activeRole,
      licenseFeatures: features.get(session.tenantId) ?? [],
    });
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startConsoleServer(), launchBrowser()]);
    // Signed in through the API up front; sign-in through the form is sign-in.test.ts's subject.
    await Promise.all(DEMO_USERS.map((username) => sessionOf('demo', username)));
    // Guards against a seed change that would quietly leave the role checks below with no users.
    expect(DEMO_USERS.length).toBeGreaterThanOrEqual(26);
    expect(features.get('demo')).toHaveLength(8);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.for(DEMO_USERS)(
    'shows demo/%s exactly the menu that policies/ allows',
    async (username, { expect }) => {
      const session = await sessionOf('demo', username);
      const expected = expectedFor(session);
      expect(expected[0]).toBe('Dashboard');
      const { context, page } = await openSignedIn(browser, server.baseUrl, session);
      await expect.poll(() => menuLabels(page)).toEqual(expected);
      await context.close();
    },
  );

  it('shows operations control the Lending group and the customer service desk Accounts', async () => {
    // Operations disburses and posts on the loan book; the desk is granted account opening.
    const ops = await openSignedIn(browser, server.baseUrl, await sessionOf('demo', 'ops'));
    await expect.poll(() => menuGroupHeadings(ops.page)).toContain('Lending');
    expect(await menuLabels(ops.page)).toEqual(expect.arrayContaining(['Loans', 'Accounts']));
    await ops.context.close();
    for (const username of ['csr', 'supervisor']) {
      const desk = await openSignedIn(browser, server.baseUrl, await sessionOf('demo', username));
      await expect.poll(() => menuLabels(desk.page)).toContain('Accounts');
      expect(await menuLabels(desk.page)).toContain('Create Customer');
      expect(await menuGroupHeadings(desk.page)).not.toContain('Lending');
      await desk.context.close();
    }
  });

  it("shows acme's teller no menu item of a feature acme is not licensed for", async () => {
    const session = await sessionOf('acme', 'teller');
    expect(features.get('acme')?.toSorted()).toEqual(['ACCOUNTS', 'LOANS', 'TILLS']);
    const expected = expectedFor(session);
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await expect.poll(() => menuLabels(page)).toEqual(expected);
    const labels = await menuLabels(page);
    expect(labels).not.toContain('Transfer');
    expect(labels).toContain('Customers');
    const groups = await menuGroupHeadings(page);
    for (const unlicensed of ['Payments (NIP)', 'Finance', 'Treasury', 'Reports']) {
      expect(groups).not.toContain(unlicensed);
    }
    // The same role at tenant demo, licensed for everything, does see Transfer.
    expect(expectedFor(await sessionOf('demo', 'teller'))).toContain('Transfer');
    await context.close();
  });

  it('tells a teller who opens /admin/users which role and permission the page needs', async () => {
    const session = await sessionOf('demo', 'teller');
    const decision = guardRoute({
      pathname: '/admin/users',
      token: session.token,
      user: session.user,
      activeRole: null,
      licenseFeatures: features.get('demo') ?? [],
    });
    expect(decision.kind).toBe('denied');
    const expected = decision.kind === 'denied' ? restrictionLines(decision.missing) : [];
    expect(expected).toContain('Required permission: Create and change users');
    expect(expected.some((line) => line.startsWith('Required role: '))).toBe(true);

    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/admin/users');
    const restricted = page.getByRole('main');
    await restricted.getByRole('heading', { level: 1, name: 'Access restricted' }).waitFor();
    const lines = await restricted
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    expect(lines).toEqual(expected);
    // In words: no role key or permission code on the page.
    expect(lines.join(' ')).not.toMatch(/[A-Z]+_[A-Z]+|admin\.user/);
    await screenshot(page, 'access-restricted.png');
    await context.close();
  });

  it("tells acme's teller who opens /nip that the NIP feature is missing", async () => {
    const session = await sessionOf('acme', 'teller');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/nip');
    const restricted = page.getByRole('main');
    await restricted.getByRole('heading', { level: 1, name: 'Access restricted' }).waitFor();
    const lines = await restricted
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    expect(lines).toEqual(['Missing feature flag: NIP']);
    await context.close();
  });
});
