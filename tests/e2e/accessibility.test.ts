import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, sidebar, signInWithForm, VIEWPORT, waitForShell } from './console';
import type { ConsoleServer } from './console-server';
import { recordVisits, type Visit, visitsFor, walkPages } from './page-walk';
import { withConsole } from './with-console';

/** axe-core's browser build, injected into the page as a script. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The impacts that fail the test; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * The whole walk, about eighty pages loaded and checked, takes about 40 s alone on a two-core
 * machine busy with other work and 60 s beside three other browser files; this fits a machine
 * twice as slow with room to spare.
 */
const WALK_TIMEOUT_MS = 180_000;

type Theme = 'light' | 'dark';

interface Finding {
  readonly theme: Theme;
  readonly path: string;
  readonly rule: string;
  readonly impact: string;
  readonly targets: string[];
}

interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: { readonly target: unknown[]; readonly html: string }[];
}

/** Runs axe-core over the whole document and returns its serious and critical violations. */
async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (impacts) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    // The label-in-name rule is experimental in axe, so off unless asked for.
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as { violations: AxeFinding[] };
    return result.violations
      .filter((violation) => violation.impact !== null && impacts.includes(violation.impact))
      .map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, html }) => ({ target, html: html.slice(0, 120) })),
      }));
  }, BLOCKING_IMPACTS);
}

async function check(page: Page, theme: Theme, path: string, findings: Finding[]): Promise<void> {
  for (const violation of await blockingViolations(page)) {
    findings.push({
      theme,
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      // The selector says where, the start of the element's markup says what (class names are
      // hashed by the build).
      targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')} ${node.html}`),
    });
  }
}

/** Visits each page, checks it, and answers the record links the pages showed. */
function walk(
  page: Page,
  theme: Theme,
  visits: readonly Visit[],
  findings: Finding[],
): Promise<string[]> {
  return walkPages(page, visits, (visit) => check(page, theme, visit.path, findings));
}

function report(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.theme} ${finding.path}: ${finding.rule} (${finding.impact}) at ${finding.targets.join(' | ')}`,
    )
    .join('\n');
}

describe('accessibility of every page (axe-core)', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it(
    'finds no serious or critical violation on any page the admin can open, in light and dark',
    async () => {
      const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
      const { pages, records } = await visitsFor(server.baseUrl, session);
      // Guards against a policy or seed change that would quietly shrink the walk.
      expect(pages.length).toBeGreaterThanOrEqual(30);
      expect(records.length).toBeGreaterThanOrEqual(4);

      // The console's CSP allows only its own scripts; axe is the test's, so the context lets it in.
      const context = await browser.newContext({
        viewport: VIEWPORT,
        colorScheme: 'light',
        bypassCSP: true,
      });
      const page = await context.newPage();
      const findings: Finding[] = [];
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await check(page, 'light', '/login', findings);
      await signInWithForm(page, { tenant: 'demo', username: 'admin' });
      await waitForShell(page);

      // The first walk, in light, finds the record pages the others link to; those records find
      // the records only a record links to (a loan's page leads to the loan on its chart).
      const linked = await walk(page, 'light', pages, findings);
      const first = recordVisits(records, linked, { required: false });
      const linkedByRecords = await walk(page, 'light', first, findings);
      const opened = recordVisits(records, [...linked, ...linkedByRecords], { required: true });
      const rest = opened.filter((visit) => !first.some((seen) => seen.path === visit.path));
      await walk(page, 'light', rest, findings);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await walk(page, 'dark', [...pages, ...opened], findings);

      // Signed out, the sign-in page shows in the dark theme that was chosen.
      await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await check(page, 'dark', '/login', findings);
      await context.close();

      expect(findings, report(findings)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
