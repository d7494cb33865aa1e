import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Api, createApi } from '../../../api/client';
import { type RouteId, routeById } from '../../../policies/routes';
import { apiSignIn, type SignedIn, signedInContext, waitForShell } from '../console';

/** A demo user of the demo tenant, by user name. */
export type DemoUser =
  | 'admin'
  | 'teller'
  | 'headteller'
  | 'ops'
  | 'loanofficer'
  | 'analyst'
  | 'approver'
  | 'director'
  | 'product';

/** The route's address with its parameters filled in, and a query if any. */
export function addressOf(
  id: RouteId,
  params: Readonly<Record<string, string>> = {},
  query = '',
): string {
  const path = routeById(id).path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The route ${id} needs ${name}.`);
    return encodeURIComponent(value);
  });
  return query ? `${path}?${query}` : path;
}

/**
 * The people at their desks for one test file: each demo user signs in once, through the API as
 * the sign-in form does, and keeps one tab of the console open for the whole file, so a step
 * switches people by switching tabs rather than signing in again.
 */
export class Desk {
  private readonly sessions = new Map<DemoUser, Promise<SignedIn>>();
  private readonly tabs = new Map<DemoUser, Promise<{ context: BrowserContext; page: Page }>>();
  private readonly apis = new Map<DemoUser, Promise<Api>>();
  private lastPage: Page | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly browser: Browser,
  ) {}

  session(user: DemoUser): Promise<SignedIn> {
    let found = this.sessions.get(user);
    if (!found) {
      found = apiSignIn(this.baseUrl, 'demo', user);
      this.sessions.set(user, found);
    }
    return found;
  }

  /** The API as `user` calls it, for setup and for reading the record the steps move. */
  api(user: DemoUser): Promise<Api> {
    let found = this.apis.get(user);
    if (!found) {
      found = this.session(user).then((session) => {
        const api = createApi({ baseUrl: `${this.baseUrl}/api` });
        api.setCredentials({ token: session.token, sessionTenantId: session.tenantId });
        return api;
      });
      this.apis.set(user, found);
    }
    return found;
  }

  private tab(user: DemoUser) {
    let found = this.tabs.get(user);
    if (!found) {
      found = this.session(user).then(async (session) => {
        const context = await signedInContext(this.browser, session);
        return { context, page: await context.newPage() };
      });
      this.tabs.set(user, found);
    }
    return found;
  }

  /**
   * `user`'s tab, showing the page of route `id`, with the console's frame in place; not loaded
   * again when it is the tab last used and shows that page already.
   */
  async open(
    user: DemoUser,
    id: RouteId,
    params: Readonly<Record<string, string>> = {},
    query = '',
  ): Promise<Page> {
    const { page } = await this.tab(user);
    const address = addressOf(id, params, query);
    // The tab a step was just taken and checked on already shows the record as it is now.
    const url = page === this.lastPage ? new URL(page.url()) : null;
    if (url && `${url.pathname}${url.search}` === address) return page;
    await page.goto(`${this.baseUrl}${address}`);
    await waitForShell(page);
    this.lastPage = page;
    return page;
  }

  /**
   * The tab last opened when it still shows the page of route `id`, else `user`'s tab opened
   * there: the page a step was just taken on reads the record again by itself.
   */
  async showing(
    user: DemoUser,
    id: RouteId,
    params: Readonly<Record<string, string>> = {},
  ): Promise<Page> {
    const last = this.lastPage;
    if (last && new URL(last.url()).pathname === addressOf(id, params)) return last;
    return this.open(user, id, params);
  }

  async close(): Promise<void> {
    for (const tab of this.tabs.values()) await (await tab).context.close();
  }
}
