import type { Page } from 'playwright-core';
import { matchPathPattern } from '../../policies/path-pattern';
import { guardRoute } from '../../policies/route-guard';
import { ROUTES, type RouteRule } from '../../policies/routes';
import { licenseFeatures, type SignedIn } from './console';

/**
 * Walking every page of the route table as one signed-in user, in one document: the walk the
 * accessibility test and the internal-values test share.
 */

/** How long one page may take to show its content on a slow machine. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export interface Visit {
  readonly path: string;
  /** The heading the page shows once loaded; null where it names the record. */
  readonly title: string | null;
}

/**
 * Every page of the route table the session may open, in the table's order (index redirects and
 * restricted routes left out). A route with a parameter opens the first record some page links
 * to (`recordVisits`), so a new area's record pages are walked without a list kept here.
 */
export async function visitsFor(
  baseUrl: string,
  session: SignedIn,
): Promise<{ pages: Visit[]; records: RouteRule[] }> {
  const features = await licenseFeatures(baseUrl, session);
  const shown = (pathname: string) =>
    guardRoute({
      pathname,
      token: session.token,
      user: session.user,
      activeRole: null,
      licenseFeatures: features,
    }).kind === 'show';
  const pages = ROUTES.filter((route) => !route.path.includes(':') && shown(route.path)).map(
    (route) => ({ path: route.path, title: route.title }),
  );
  // A parameterised route is walked when the guard shows it for some id of the user's.
  const records = ROUTES.filter(
    (route) => route.path.includes(':') && shown(route.path.replace(/:\w+/g, 'x')),
  );
  return { pages, records };
}

/** The links to records in the page's main area, as written in their href. */
export function recordLinks(page: Page): Promise<string[]> {
  return page.$$eval('main a[href^="/"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

const PAGE_PATHS: ReadonlySet<string | undefined> = new Set(
  ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path),
);

/**
 * For each record route, the first path a walked page linked to. A route no page linked to is
 * left out, or fails the walk when `required` (a user whose lists show every kind of record).
 */
export function recordVisits(
  records: readonly RouteRule[],
  linked: readonly string[],
  { required }: { required: boolean },
): Visit[] {
  return records.flatMap((route) => {
    // A page of its own is no record, though its path fits the pattern (/customer/create).
    const path = linked.find(
      (href) => matchPathPattern(route.path, href) !== null && !PAGE_PATHS.has(href.split('?')[0]),
    );
    if (path) return [{ path, title: null }];
    if (required) throw new Error(`No page the walk visited links to a record of ${route.path}.`);
    return [];
  });
}

/**
 * Moves the console to a path as its own links do (wouter listens to pushState), so the walk
 * keeps one document and one sign-in.
 */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * Waits for the page at the address to show its content: its heading (the route's title where
 * it has one), no region still marked busy and no 'Loading …' text left in the main area.
 */
export async function waitForContent(page: Page, visit: Visit): Promise<void> {
  try {
    await page.waitForFunction(
      ({ path, title }) => {
        if (window.location.pathname !== path) return false;
        const main = document.querySelector('main');
        const heading = main?.querySelector('h1');
        if (!main || !heading) return false;
        if (title !== null && heading.textContent?.trim() !== title) return false;
        if (main.querySelector('[aria-busy="true"]')) return false;
        return !/\bLoading\b[^\n]*…/.test(main.innerText);
      },
      visit,
      { timeout: PAGE_LOAD_TIMEOUT_MS },
    );
  } catch (error) {
    const text = await page.locator('main').innerText();
    throw new Error(`${visit.path} did not finish loading; it shows:\n${text}`, { cause: error });
  }
}

/** Opens each page in turn, lets `check` look at it, and answers the record links they showed. */
export async function walkPages(
  page: Page,
  visits: readonly Visit[],
  check: (visit: Visit) => Promise<void>,
): Promise<string[]> {
  const linked: string[] = [];
  for (const visit of visits) {
    await goTo(page, visit.path);
    await waitForContent(page, visit);
    await check(visit);
    linked.push(...(await recordLinks(page)));
  }
  return linked;
}
