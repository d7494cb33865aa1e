import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type SignedIn, STEP_TIMEOUT_MS, VIEWPORT, waitForShell } from './console';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The serious and critical axe-core findings on the page, as "rule at element" lines. */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<unknown> } }).axe;
    const result = (await axe.run(document)) as {
      violations: { id: string; impact: string | null; nodes: { html: string }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} at ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
  });
}

/**
 * Opens a page signed in, as openSignedIn does, in a context that lets the test's own axe-core
 * script past the console's content security policy (and takes downloads).
 */
export async function openForAxe(
  browser: Browser,
  baseUrl: string,
  session: SignedIn,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    colorScheme: 'light',
    bypassCSP: true,
    acceptDownloads: true,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await context.addInitScript((saved: SignedIn) => {
    const { token, tenantId, user } = saved;
    window.localStorage.setItem('auth', JSON.stringify({ token, tenantId, user, ready: true }));
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('tenant', tenantId);
    window.localStorage.setItem('tenantId', tenantId);
  }, session);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await waitForShell(page);
  return { context, page };
}
