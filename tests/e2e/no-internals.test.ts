import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, newContext, openSignedIn } from './console';
import type { ConsoleServer } from './console-server';
import {
  type InternalValue,
  internalValuesIn,
  type ShownText,
  shownTexts,
} from './internal-values';
import { goTo, recordVisits, type Visit, visitsFor, waitForContent, walkPages } from './page-walk';
import { withConsole } from './with-console';

/** The administrator and the demo users who do a bank's daily work. */
const USERS = ['admin', 'teller', 'headteller', 'loanofficer', 'approver', 'ops', 'csr'];

/** One user's walk, about forty pages on a slow two-core machine busy with other browser files. */
const WALK_TIMEOUT_MS = 240_000;

interface Finding extends InternalValue {
  readonly path: string;
  readonly where: string;
  readonly shown: string;
}

function findingsIn(path: string, texts: readonly ShownText[]): Finding[] {
  return texts.flatMap(({ text, where }) =>
    internalValuesIn(text, where).map((value) => ({
      ...value,
      path,
      where,
      shown: text.slice(0, 100),
    })),
  );
}

/** Reads what the parts of the page `selector` finds show and adds what is internal in it. */
async function check(page: Page, path: string, selector: string, findings: Finding[]) {
  findings.push(...findingsIn(path, await page.evaluate(shownTexts, selector)));
}

/** Buttons that open a dialog and change nothing until it is confirmed. */
const DIALOG_BUTTON = /^(New|Edit|View)\b/;

/** How long a button may take to open its dialog or its page before it is taken to do neither. */
const DIALOG_OPEN_TIMEOUT_MS = 10_000;

/**
 * Opens the first dialog of each kind (New, Edit, View) the page offers, reads it and closes it
 * with Escape. A button that opened a page instead is followed back.
 */
async function checkDialogs(page: Page, visit: Visit, findings: Finding[]): Promise<void> {
  const names = await page
    .locator('main button:not([disabled])')
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').trim(),
      ),
    );
  const verbs = new Set<string>();
  for (const name of names) {
    const verb = DIALOG_BUTTON.exec(name)?.[1];
    if (!verb || verbs.has(verb)) continue;
    verbs.add(verb);
    await page.getByRole('button', { name, exact: true }).first().click();
    const opened = await page
      .waitForFunction(
        (path) => {
          if (window.location.pathname !== path) return 'page';
          const dialog = document.querySelector('[role="dialog"]');
          if (!dialog || dialog.querySelector('[aria-busy="true"]')) return false;
          return /\bLoading\b[^\n]*…/.test((dialog as HTMLElement).innerText) ? false : 'dialog';
        },
        visit.path,
        { timeout: DIALOG_OPEN_TIMEOUT_MS },
      )
      .then(
        (handle) => handle.jsonValue(),
        () => 'nothing',
      );
    if (opened === 'dialog') {
      await check(page, `${visit.path} (${name})`, '[role="dialog"]', findings);
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    } else if (opened === 'page') {
      await goTo(page, visit.path);
      await waitForContent(page, visit);
    }
  }
}

function report(username: string, findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.path} as ${username}: ${finding.kind} "${finding.text}" under "${finding.where}" in "${finding.shown}"`,
    )
    .join('\n');
}

describe('nothing internal reaches the screen', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('tells internal values from the ones people read', () => {
    const kinds = (text: string) => internalValuesIn(text).map((value) => value.kind);
    expect(kinds('Expected cash (kobo) 85000000')).toEqual(['kobo figure', 'kobo figure']);
    expect(kinds('a shortage of 500 naira')).toEqual(['kobo figure']);
    expect(kinds('Business date 2026-11-27')).toEqual(['ISO date']);
    expect(kinds('at 2026-11-27T14:05:00.000Z')).toEqual(['ISO date']);
    expect(kinds('MANUAL_REVIEW')).toEqual(['enum value']);
    expect(kinds('SUCCESSFUL')).toEqual(['enum value']);
    expect(kinds('PENDING_LEVEL1 for BRANCH_TELLER')).toEqual(['enum value', 'enum value']);
    expect(kinds('anyone with loan.approve.level1')).toEqual(['permission code']);
    expect(kinds('Journal 3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b')).toEqual(['UUID']);
    // What people read: amounts and dates in the bank's format, identifiers by their shape.
    for (const fine of [
      '₦850,000.00',
      '-₦1,234.56',
      '27 Sep 2027, 14:05',
      'Account 0123456789',
      'BVN 22212345678',
      'Guaranty Trust Bank (000013)',
      'Session 090999261127140500123456789012',
      'JE-00000040',
      'GL 1101 Cash in vault',
      'VAT on fees',
      'admin@demo.bank',
      'Kobo Back Office',
    ]) {
      expect(internalValuesIn(fine), fine).toEqual([]);
    }
    // A value under a label naming an identifier is a code someone chose.
    expect(internalValuesIn('100013', 'Code')).toEqual([]);
    expect(internalValuesIn('OPENING', 'Reference')).toEqual([]);
    expect(kinds('100013')).toEqual(['kobo figure']);
  });

  it('shows nothing internal on the sign-in page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const findings: Finding[] = [];
    await check(page, '/login', 'body', findings);
    await context.close();
    expect(findings, report('nobody', findings)).toEqual([]);
  });

  it.for(USERS)(
    'shows demo/%s no kobo figure, ISO date, enum value, UUID or permission code on any built page',
    { timeout: WALK_TIMEOUT_MS },
    async (username) => {
      const session = await apiSignIn(server.baseUrl, 'demo', username);
      const { pages, records } = await visitsFor(server.baseUrl, session);
      // Guards against a policy or seed change that would quietly shrink the walk.
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const { context, page } = await openSignedIn(browser, server.baseUrl, session);
      const findings: Finding[] = [];
      // The header and the sidebar are the same on every page: read once.
      await check(page, 'every page', 'header[class], aside', findings);
      const walked: string[] = [];
      const look = async (visit: Visit) => {
        // An area not built yet shows its placeholder, marked as such, and nothing to read.
        if (await page.locator('main [data-unbuilt-area]').count()) return;
        walked.push(visit.path);
        await check(page, visit.path, 'main', findings);
        await checkDialogs(page, visit, findings);
      };
      const linked = await walkPages(page, pages, look);
      await walkPages(page, recordVisits(records, linked, { required: false }), look);
      await context.close();
      expect(walked.length).toBeGreaterThanOrEqual(2);
      expect(findings, report(username, findings)).toEqual([]);
    },
  );
});
