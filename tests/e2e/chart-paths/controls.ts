import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { countFor, DEFAULT_DENOMINATIONS } from '../../../policies/denominations';
import { STEP_TIMEOUT_MS } from '../console';

/** Clicks a button of the page by its exact words. */
export async function press(page: Page | Locator, words: string): Promise<void> {
  await page.getByRole('button', { name: words, exact: true }).click({ timeout: STEP_TIMEOUT_MS });
}

/**
 * Opens a step's dialog from the record's actions, writes its note when it asks for one, and
 * confirms it; the step is taken once the dialog has gone.
 */
export async function confirmStep(
  page: Page,
  button: string,
  confirm: string,
  note?: string,
): Promise<void> {
  await press(page, button);
  const dialog = page.getByRole('dialog');
  if (note) await dialog.getByRole('textbox').fill(note);
  await press(dialog, confirm);
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

/** Types a cash count of `amountKobo` by denomination into the open dialog's count form. */
export async function countCash(page: Page, amountKobo: number): Promise<void> {
  const count = countFor(amountKobo, DEFAULT_DENOMINATIONS);
  if (!count) throw new Error(`No count of notes and coins makes ${amountKobo} kobo.`);
  const dialog = page.getByRole('dialog');
  for (const { valueKobo, pieces } of count) {
    const label = DEFAULT_DENOMINATIONS.find((each) => each.valueKobo === valueKobo)?.label;
    await dialog.getByLabel(`Pieces of ${label}`).fill(String(pieces));
  }
}

/**
 * Decides an approval request in its open dialog (the record's own Review button, or a row of
 * the Approvals inbox opened it): Approve or Reject, the note or reason, the confirm; then the
 * dialog says what became of the request and is closed.
 */
export async function decideRequest(
  page: Page,
  decision: 'Approve' | 'Reject',
  note: string,
): Promise<void> {
  const details = page.getByRole('dialog').first();
  await press(details, decision);
  const confirm = page.getByRole('dialog', { name: `${decision} this request?` });
  await confirm.getByRole('textbox').fill(note);
  await press(confirm, decision);
  await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  // The dialog says what became of the request; a record's page that no longer waits on the
  // request may close it itself as it reads the record again.
  const outcome = details.getByText(/^The request is now: /);
  await expect
    .poll(async () => (await page.getByRole('dialog').count()) === 0 || outcome.isVisible(), {
      timeout: STEP_TIMEOUT_MS,
    })
    .toBe(true);
  if ((await page.getByRole('dialog').count()) === 0) return;
  await press(details, 'Close');
  await details.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

/** Opens the row of the Approvals inbox that holds `text` and decides its request. */
export async function decideInInbox(
  page: Page,
  type: string,
  text: string,
  decision: 'Approve' | 'Reject',
  note: string,
): Promise<void> {
  await page.getByLabel('Type', { exact: true }).selectOption(type);
  const row = page.locator('tbody tr', { hasText: text });
  await row.getByRole('button', { name: /^Open/ }).click({ timeout: STEP_TIMEOUT_MS });
  await decideRequest(page, decision, note);
}

/**
 * Waits until the status badge `badge` of the record's page says `status` in `words`: the
 * stored status in its data attribute, the words a person reads as its text.
 */
export async function showsStatus(badge: Locator, status: string, words: string): Promise<void> {
  const shown = badge.and(badge.page().locator(`[data-status="${status}"]`));
  await shown.waitFor({ timeout: STEP_TIMEOUT_MS });
  await expect.poll(async () => (await shown.textContent())?.trim()).toBe(words);
}
