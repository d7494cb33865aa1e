import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { type Answer, call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Manual journals and journal reversals through the approvals engine: the demo's flows hold
 * either from ₦1,000,000 (one level; two from ₦10,000,000). A held call answers 202 with the
 * request and posts nothing; the final approval by another eligible user posts it once, as the
 * maker's; a rejection posts nothing.
 */

afterAll(stopClusters);

interface JournalEntry {
  id: string;
  entryNumber: string;
  status: string;
  createdBy: string;
  reversalOfId: string | null;
  reversedById: string | null;
}
interface ApprovalRequest {
  id: string;
  operationType: string;
  status: string;
  amountKobo: number;
  summary: string;
  maker: { username: string };
  resultReference: string | null;
  details: { label: string; value: string }[];
}
type Body = JournalEntry & ApprovalRequest & { code: string };

const HELD_KOBO = 2_000_000_00;
const SMALL_KOBO = 50_000_00;

describe.each(ENGINES)('journals held for approval on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const codes = new Map<string, string>();
  let financeId: string;

  const as = (user: string) => tokens[user] as string;
  const journal = (kobo: number, narration = 'Vault to tills') => ({
    narration,
    lines: [
      { glAccountId: codes.get('1102'), debitKobo: kobo, creditKobo: 0 },
      { glAccountId: codes.get('1101'), debitKobo: 0, creditKobo: kobo },
    ],
  });
  const post = (body: unknown, key = randomUUID()): Promise<Answer<Body>> =>
    call(t.app, 'POST', '/api/journals/manual', {
      token: as('finance'),
      body,
      headers: { 'idempotency-key': key },
    });
  const reverse = (entryId: string, key = randomUUID()): Promise<Answer<Body>> =>
    call(t.app, 'POST', `/api/journals/${entryId}/reverse`, {
      token: as('finance'),
      body: { narration: 'Posted to the wrong till' },
      headers: { 'idempotency-key': key },
    });
  const act = (user: string, id: string, action: string, body: object = {}) =>
    call<Body>(t.app, 'POST', `/api/approvals/requests/${id}/${action}`, {
      token: as(user),
      body,
    });
  const getEntry = (id: string) =>
    call<Body>(t.app, 'GET', `/api/journals/${id}`, { token: as('finance') });
  /** The ledger as a whole: the trial balance and how many entries it holds. */
  const ledger = async () => {
    const trial = await call(t.app, 'GET', '/api/ledger/trial-balance', { token: as('admin') });
    const journals = await call<{ total: number }>(t.app, 'GET', '/api/journals?pageSize=1', {
      token: as('admin'),
    });
    return { trial: trial.body, entries: journals.body.total };
  };
  /** A journal over the band, approved by the approver: posted, answering its entry. */
  async function postedHeldJournal(kobo = HELD_KOBO): Promise<JournalEntry> {
    const held = await post(journal(kobo));
    expect(held.status).toBe(202);
    const approved = await act('approver', held.body.id, 'approve');
    expect(approved.body.status).toBe('EXECUTED');
    return (await getEntry(approved.body.resultReference as string)).body;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'finance', 'approver', 'teller']) {
      tokens[user] = await signIn(t.app, user);
    }
    await inTenant(t.database.db, 'demo', async (tx) => {
      const accounts = await tx.trx
        .selectFrom('gl_account')
        .select(['id', 'code'])
        .where('tenant_id', '=', tx.tenantId)
        .execute();
      for (const account of accounts) codes.set(account.code, account.id);
      const finance = await tx.trx
        .selectFrom('app_user')
        .select('id')
        .where('username', '=', 'finance')
        .where('tenant_id', '=', tx.tenantId)
        .executeTakeFirstOrThrow();
      financeId = finance.id;
    });
  }, 60_000);
  afterAll(() => t.close());

  it('posts a journal under the band at once', async () => {
    const answer = await post(journal(SMALL_KOBO));
    expect([answer.status, answer.body.status]).toEqual([201, 'POSTED']);
  });

  it('holds a journal over the band, posts nothing, and a retry answers the same 202', async () => {
    const before = await ledger();
    const key = randomUUID();
    const held = await post(journal(HELD_KOBO), key);
    expect(held.status).toBe(202);
    expect(held.body).toMatchObject({
      operationType: 'MANUAL_JOURNAL',
      status: 'PENDING_LEVEL1',
      amountKobo: HELD_KOBO,
      maker: { username: 'finance' },
      resultReference: null,
    });
    expect(held.body.summary).toContain('Vault to tills');
    expect(await ledger()).toEqual(before);
    const retry = await post(journal(HELD_KOBO), key);
    expect([retry.status, retry.body]).toEqual([202, held.body]);
    const inbox = await call<{ items: { id: string }[] }>(
      t.app,
      'GET',
      '/api/approvals/requests?awaitingMe=true&type=MANUAL_JOURNAL',
      { token: as('approver') },
    );
    expect(inbox.body.items.map((item) => item.id)).toContain(held.body.id);
  });

  it('refuses an entry the ledger would refuse before it waits for approval', async () => {
    const unbalanced = journal(HELD_KOBO);
    (unbalanced.lines[1] as { creditKobo: number }).creditKobo = HELD_KOBO - 1;
    const answer = await post(unbalanced);
    expect([answer.status, answer.body.code]).toEqual([422, 'journal_not_balanced']);
  });

  it('posts the held journal once, as the maker’s, on approval by another user', async () => {
    const before = await ledger();
    const held = await post(journal(HELD_KOBO));
    const own = await act('finance', held.body.id, 'approve');
    expect([own.status, own.body.code]).toEqual([403, 'approval_maker_cannot_approve']);
    const teller = await act('teller', held.body.id, 'approve');
    expect(teller.status).toBe(403);
    expect(await ledger()).toEqual(before);

    const approved = await act('approver', held.body.id, 'approve', { reason: 'Voucher seen' });
    expect([approved.status, approved.body.status]).toEqual([200, 'EXECUTED']);
    const entry = await getEntry(approved.body.resultReference as string);
    expect(entry.body).toMatchObject({ status: 'POSTED', createdBy: financeId });
    expect((await ledger()).entries).toBe(before.entries + 1);

    const again = await act('approver', held.body.id, 'approve');
    expect([again.status, again.body.code]).toEqual([409, 'approval_request_not_pending']);
    expect((await ledger()).entries).toBe(before.entries + 1);
  });

  it('posts nothing when the held journal is rejected', async () => {
    const before = await ledger();
    const held = await post(journal(HELD_KOBO));
    const rejected = await act('approver', held.body.id, 'reject', { reason: 'No voucher' });
    expect([rejected.status, rejected.body.status]).toEqual([200, 'REJECTED']);
    expect(await ledger()).toEqual(before);
  });

  it('holds a reversal over the band and posts it once on approval', async () => {
    const original = await postedHeldJournal();
    const before = await ledger();
    const key = randomUUID();
    const held = await reverse(original.id, key);
    expect(held.status).toBe(202);
    expect(held.body).toMatchObject({
      operationType: 'JOURNAL_REVERSAL',
      status: 'PENDING_LEVEL1',
      amountKobo: HELD_KOBO,
    });
    expect(held.body.summary).toContain(original.entryNumber);
    expect(await ledger()).toEqual(before);
    expect((await getEntry(original.id)).body.status).toBe('POSTED');
    expect(await reverse(original.id, key)).toMatchObject({ status: 202, body: held.body });

    const approved = await act('approver', held.body.id, 'approve');
    expect([approved.status, approved.body.status]).toEqual([200, 'EXECUTED']);
    const reversal = await getEntry(approved.body.resultReference as string);
    expect(reversal.body).toMatchObject({ reversalOfId: original.id, createdBy: financeId });
    expect((await getEntry(original.id)).body).toMatchObject({
      status: 'REVERSED',
      reversedById: reversal.body.id,
    });
    expect((await ledger()).entries).toBe(before.entries + 1);
  });

  it('posts no reversal when it is rejected, or when the original was reversed meanwhile', async () => {
    const original = await postedHeldJournal();
    const before = await ledger();
    const first = await reverse(original.id);
    const second = await reverse(original.id);
    expect([first.status, second.status]).toEqual([202, 202]);

    const rejected = await act('approver', first.body.id, 'reject', { reason: 'Not needed' });
    expect(rejected.body.status).toBe('REJECTED');
    expect(await ledger()).toEqual(before);
    expect((await getEntry(original.id)).body.status).toBe('POSTED');

    // The second request reverses it; a third, made while the second waited, can no longer run.
    const third = await reverse(original.id);
    expect((await act('approver', second.body.id, 'approve')).body.status).toBe('EXECUTED');
    const late = await act('approver', third.body.id, 'approve');
    expect([late.status, late.body.code]).toEqual([422, 'journal_already_reversed']);
    expect((await ledger()).entries).toBe(before.entries + 1);
    const refusedNow = await reverse(original.id);
    expect([refusedNow.status, refusedNow.body.code]).toEqual([422, 'journal_already_reversed']);
  });
});
