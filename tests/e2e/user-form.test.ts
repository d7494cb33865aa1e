import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, screenshot } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** The sentence shown under a field, through the field's own aria-describedby. */
async function errorOf(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await field.page().locator(`[id="${errorId}"]`).textContent())?.trim() ?? '';
}

async function openNewUser(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.waitFor();
  return dialog;
}

describe('the New user form as an administrator uses it', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('keeps the title and the Create button on a short screen while the form scrolls', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/admin/users');
    await page.setViewportSize({ width: 1280, height: 620 });
    const dialog = await openNewUser(page);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= 620).toBe(true);
    const create = dialog.getByRole('button', { name: 'Create user' });
    const createBox = await create.boundingBox();
    expect((createBox?.y ?? 999) + (createBox?.height ?? 0)).toBeLessThanOrEqual(620);
    // The body between title and footer scrolls; the title stays where it was.
    const body = dialog.locator('[data-dialog-body]');
    const scrolls = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrolls).toBe(true);
    const titleBefore = await dialog.getByRole('heading', { name: 'New user' }).boundingBox();
    await body.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(
      dialog.getByRole('checkbox', { name: 'Read-only Viewer' }).isVisible(),
    ).resolves.toBe(true);
    const titleAfter = await dialog.getByRole('heading', { name: 'New user' }).boundingBox();
    expect(titleAfter?.y).toBe(titleBefore?.y);
    await screenshot(page, 'new-user-short-screen-light.png');
    await context.close();
  });

  it('tells about every empty field at once, in sentences, and focuses the first', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/admin/users');
    const dialog = await openNewUser(page);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByText('Check the 4 fields marked below.').waitFor();
    const username = dialog.getByLabel('Username');
    await expect(errorOf(username)).resolves.toBe('Enter a username.');
    await expect(errorOf(dialog.getByLabel('Full name'))).resolves.toBe('Enter the full name.');
    await expect(errorOf(dialog.getByLabel('Email'))).resolves.toBe('Enter the email address.');
    await expect(errorOf(dialog.getByLabel('Phone'))).resolves.toBe('');
    await dialog.getByText('Choose at least one role.').waitFor();
    await expect(username.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    // Fixing a field clears its sentence as the person types.
    await dialog.getByLabel('Full name').fill('Ada Obi');
    await expect.poll(() => errorOf(dialog.getByLabel('Full name'))).toBe('');
    await dialog.getByText('Check the 3 fields marked below.').waitFor();
    await screenshot(page, 'new-user-empty-light.png');
    await context.close();
  });

  it("shows the server's sentence beside the field it is about", async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/admin/users');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const dialog = await openNewUser(page);
    await dialog.getByLabel('Username').fill('ada.obi');
    await dialog.getByLabel('Full name').fill('Ada Obi');
    // Looks like an address to the form, but the server's email rule refuses the double dot.
    await dialog.getByLabel('Email').fill('ada@bank..ng');
    await dialog.getByRole('checkbox', { name: 'Auditor' }).check();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    const email = dialog.getByLabel('Email');
    await expect
      .poll(() => errorOf(email))
      .toBe('Email address must be an email address such as name@example.com.');
    await dialog.getByText('Check the field marked below.').waitFor();
    await expect(dialog.getByText('The request has invalid fields.').count()).resolves.toBe(0);
    await expect(dialog.getByText(/must match|format "email"/i).count()).resolves.toBe(0);
    await screenshot(page, 'new-user-server-error-dark.png');
    await context.close();
  });
});
