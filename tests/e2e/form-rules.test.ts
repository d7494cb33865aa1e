import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

describe('Form Rules against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('edits the customer form with a live preview, refuses a loosening, saves, and the form obeys', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openForAxe(
      browser,
      server.baseUrl,
      admin,
      '/admin/form-config',
    );
    await page.getByRole('heading', { level: 1, name: 'Form Rules' }).waitFor();
    const rules = page.getByRole('table', { name: 'Rules of Create Customer (individual)' });
    const preview = page.getByRole('form', { name: 'Preview of Create Customer (individual)' });
    await rules.getByRole('rowheader', { name: /^Email/ }).waitFor();
    expect(await rules.getByRole('row', { name: /^BVN/ }).textContent()).toContain(
      'Server: Required, at least 11 characters, at most 11 characters, a set format',
    );

    // Email required, the middle name reworded, the NIN hidden: the preview follows at once.
    await rules.getByRole('checkbox', { name: 'Required: Email' }).click();
    const email = preview.getByLabel('Email *');
    await email.waitFor();
    expect(await email.getAttribute('aria-required')).toBe('true');
    await rules.getByLabel('Label: Middle name').fill('Other names');
    await preview.getByLabel('Other names').waitFor();
    expect(await preview.getByLabel('NIN').count()).toBe(1);
    await rules.getByRole('checkbox', { name: 'Hidden: NIN' }).click();
    await expect.poll(() => preview.getByLabel('NIN').count()).toBe(0);

    // A rule that loosens the server is shown by its field, and the rules cannot be saved.
    const firstNameMax = rules.getByLabel('Max length: First name');
    await firstNameMax.fill('200');
    await rules
      .getByRole('row', { name: /^First name/ })
      .getByText('The server allows at most 120 characters.')
      .waitFor();
    const save = page.getByRole('button', { name: 'Save rules' });
    expect(await save.isDisabled()).toBe(true);
    await rules.getByRole('checkbox', { name: 'Hidden: BVN' }).click();
    await rules.getByText('A field the server requires cannot be hidden.').waitFor();
    await rules.getByRole('checkbox', { name: 'Hidden: BVN' }).click();
    await firstNameMax.fill('40');
    await expect.poll(() => save.isDisabled()).toBe(false);
    expect(await preview.getByLabel('First name *').getAttribute('maxlength')).toBe('40');

    // The preview refuses what the form will refuse.
    await preview.getByRole('button', { name: 'Check the preview' }).click();
    await preview.getByText('Email is required.').waitFor();

    await screenshot(page, 'form-rules-preview-light.png');
    await page.getByRole('heading', { level: 1, name: 'Form Rules' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'form-rules-light.png');
    expect(await axeFindings(page)).toEqual([]);
    await switchTheme(page, 'dark');
    await screenshot(page, 'form-rules-dark.png');
    await preview.getByRole('button', { name: 'Check the preview' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'form-rules-preview-dark.png');
    expect(await axeFindings(page)).toEqual([]);

    await save.click();
    await page.getByText('The rules of Create Customer (individual) are saved.').waitFor();

    // The real form: the words, the mark and the hidden field, and the client refuses first.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/customers'))
        posts.push(request.url());
    });
    await page.goto(`${server.baseUrl}/customer/create`);
    await page.getByRole('heading', { level: 1, name: 'Create Customer' }).waitFor();
    const realEmail = page.getByLabel('Email *');
    await realEmail.waitFor();
    expect(await realEmail.getAttribute('aria-required')).toBe('true');
    await page.getByLabel('Other names').waitFor();
    expect(await page.getByLabel('NIN').count()).toBe(0);
    expect(await page.getByLabel('First name').getAttribute('maxlength')).toBe('40');
    await page.getByLabel('First name').fill('Amaka');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Gender').selectOption('FEMALE');
    await page.getByLabel('Date of birth').fill('1994-03-08');
    await page.getByLabel('BVN').fill('29876500001');
    await page.getByLabel('Phone').fill('08061234567');
    await page.getByLabel('Street address').fill('14 Allen Avenue');
    await page.getByLabel('City').fill('Ikeja');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText('Email is required.').waitFor();
    expect(await realEmail.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    await realEmail.fill('amaka.obi@example.ng');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText(/^Amaka Obi is now customer \d{10}\.$/).waitFor();
    expect(posts).toHaveLength(1);
    await context.close();
  });
});
