import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalOverview } from '../../server/capital/capital.service';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The bank's capital on both engines: the equity accounts' balances equal the ledger after the
 * opening position and after an injection; an injection is a manual journal that waits for a
 * checker (never its maker), listed as pending until it posts; another bank sees none of it.
 */

afterAll(stopClusters);

interface Capital {
  from: string;
  to: string;
  accounts: {
    glAccountId: string;
    code: string;
    openingKobo: number;
    debitsKobo: number;
    creditsKobo: number;
    closingKobo: number;
  }[];
  totals: { closingKobo: number; creditsKobo: number };
  movements: { entryNumber: string; narration: string; creditKobo: number; accountCode: string }[];
  pending: {
    approvalRequestId: string;
    amountKobo: number;
    accountCode: string;
    narration: string;
    requestedBy: string;
  }[];
  code: string;
}
interface GlAccount {
  code: string;
  type: string;
  header: boolean;
  balanceKobo: number;
}
interface Request {
  id: string;
  status: string;
  details: { label: string; value: string }[];
  resultReference: string | null;
  code: string;
}

const INJECTION_KOBO = 5_000_000_00;
const OPENING_SHARE_CAPITAL_KOBO = 250_000_000_00;

describe.each(ENGINES)('the bank’s capital on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const codes = new Map<string, string>();
  const as = (user: string) => tokens[user] as string;
  const capital = (query = '', user = 'finance') =>
    call<Capital>(t.app, 'GET', `/api/finance/capital${query}`, { token: as(user) });
  const shareCapital = (body: Capital) => body.accounts.find((a) => a.code === '3101');
  /** The ledger's own balance of each equity account, credit-positive. */
  const ledgerEquity = async () => {
    const answer = await call<{ items: GlAccount[] }>(t.app, 'GET', '/api/coa?type=EQUITY', {
      token: as('finance'),
    });
    return new Map(
      answer.body.items.filter((a) => !a.header).map((a) => [a.code, 0 - a.balanceKobo]),
    );
  };
  const inject = (narration: string) =>
    call<Request>(t.app, 'POST', '/api/journals/manual', {
      token: as('finance'),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        narration,
        reference: 'BOARD-RES-2026-07',
        lines: [
          { glAccountId: codes.get('1110'), debitKobo: INJECTION_KOBO, creditKobo: 0 },
          { glAccountId: codes.get('3101'), debitKobo: 0, creditKobo: INJECTION_KOBO },
        ],
      },
    });
  const approve = (user: string, id: string) =>
    call<Request>(t.app, 'POST', `/api/approvals/requests/${id}/approve`, {
      token: as(user),
      body: {},
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['finance', 'approver', 'teller']) tokens[user] = await signIn(t.app, user);
    await inTenant(t.database.db, 'demo', async (tx) => {
      const accounts = await tx.trx
        .selectFrom('gl_account')
        .select(['id', 'code'])
        .where('tenant_id', '=', tx.tenantId)
        .execute();
      for (const account of accounts) codes.set(account.code, account.id);
    });
  }, 120_000);
  afterAll(() => t.close());

  it('answers each equity account with the balance the ledger holds after the opening position', async () => {
    const answer = await capital();
    expect(answer.status).toBe(200);
    expect(shareCapital(answer.body)?.closingKobo).toBe(OPENING_SHARE_CAPITAL_KOBO);
    const ledger = await ledgerEquity();
    expect(new Map(answer.body.accounts.map((a) => [a.code, a.closingKobo]))).toEqual(ledger);
    expect(answer.body.totals.closingKobo).toBe([...ledger.values()].reduce((s, v) => s + v, 0));
    for (const account of answer.body.accounts) {
      expect(account.closingKobo).toBe(
        account.openingKobo + account.creditsKobo - account.debitsKobo,
      );
    }
    expect((await capital('?from=2026-12-31&to=2026-01-01')).body.code).toBe(
      'capital_period_invalid',
    );
    expect((await capital('', 'teller')).status).toBe(403);
  });

  it('holds an injection for a checker, lists it as pending, and posts it on approval by another user', async () => {
    const before = await capital();
    const held = await inject('Capital injection by the shareholders');
    expect(held.status).toBe(202);
    // The checker reads the accounts by code and name, never an id.
    expect(held.body.details).toEqual(
      expect.arrayContaining([
        { label: 'Line 1', value: 'Dr ₦5,000,000.00 — 1110 Due from banks' },
        { label: 'Line 2', value: 'Cr ₦5,000,000.00 — 3101 Share capital' },
      ]),
    );
    expect(JSON.stringify(held.body.details)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    const waiting = await capital();
    expect(shareCapital(waiting.body)?.closingKobo).toBe(shareCapital(before.body)?.closingKobo);
    expect(waiting.body.pending).toEqual([
      expect.objectContaining({
        approvalRequestId: held.body.id,
        amountKobo: INJECTION_KOBO,
        accountCode: '3101',
        narration: 'Capital injection by the shareholders',
        requestedBy: 'Bisi Alade',
      }),
    ]);

    const byMaker = await approve('finance', held.body.id);
    expect(byMaker.status).toBeGreaterThanOrEqual(400);
    expect(byMaker.body.code).toBe('approval_maker_cannot_approve');
    expect((await capital()).body.pending).toHaveLength(1);

    const approved = await approve('approver', held.body.id);
    expect(approved.body.status).toBe('EXECUTED');
    const after = await capital();
    expect(after.body.pending).toEqual([]);
    expect(shareCapital(after.body)?.closingKobo).toBe(
      (shareCapital(before.body)?.closingKobo ?? 0) + INJECTION_KOBO,
    );
    expect(shareCapital(after.body)?.creditsKobo).toBe(
      (shareCapital(before.body)?.creditsKobo ?? 0) + INJECTION_KOBO,
    );
    expect(after.body.movements[0]).toMatchObject({
      narration: 'Capital injection by the shareholders',
      creditKobo: INJECTION_KOBO,
      accountCode: '3101',
    });
    const ledger = await ledgerEquity();
    expect(new Map(after.body.accounts.map((a) => [a.code, a.closingKobo]))).toEqual(ledger);
  });

  it('shows another bank none of it', async () => {
    const acme = await inTenant(t.database.db, 'acme', (tx) => capitalOverview(tx, {}));
    expect(acme.pending).toEqual([]);
    expect(acme.movements.map((m) => m.narration)).not.toContain(
      'Capital injection by the shareholders',
    );
    expect(acme.accounts.find((a) => a.code === '3101')?.closingKobo).not.toBe(
      OPENING_SHARE_CAPITAL_KOBO + INJECTION_KOBO,
    );
  });
});
