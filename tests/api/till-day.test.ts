import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DENOMINATIONS } from '../../policies/denominations';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The teller's day as the teller may see it: nothing that tells what the till should hold until
 * the closing count is in, an account of another branch named as such and nothing more, the
 * variance approval in words and naira, the till's cash back in the vault after reconciliation,
 * and the printed report with everything the two signatories need.
 */

afterAll(stopClusters);

interface Line {
  kind: string;
  runningCashKobo: number | null;
}
interface Session {
  id: string;
  status: string;
  expectedCashKobo: number | null;
  varianceKobo: number | null;
  varianceRequestId: string | null;
  closingCountKobo: number | null;
  cashToReturnKobo: number | null;
  lines: Line[];
  allowedActions: string[];
}
interface Failure {
  code: string;
  message: string;
}

/** The fewest notes and coins that make an amount, largest first. */
function countOf(amountKobo: number) {
  let left = amountKobo;
  const count = [];
  for (const { valueKobo } of DEFAULT_DENOMINATIONS) {
    const pieces = Math.floor(left / valueKobo);
    if (pieces > 0) count.push({ valueKobo, pieces });
    left -= pieces * valueKobo;
  }
  expect(left).toBe(0);
  return count;
}

describe.each(ENGINES)('the teller’s day on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let sessionId = '';
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user: string) => call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user: string) =>
    call<T>(t.app, 'POST', url, { token: as(user), ...(body !== undefined && { body }) });
  const session = async (user: string) =>
    (await get<Session>(`/api/till-sessions/${sessionId}`, user)).body;
  const t01 = async (user: string) =>
    (
      await get<{ items: { code: string; balanceKobo: number | null }[] }>('/api/tills', user)
    ).body.items.find((x) => x.code === 'LAG-T01');
  const vaultKobo = async () =>
    (
      await get<{ items: { balanceKobo: number }[] }>(
        '/api/vaults?branchId=demo-lagos',
        'headteller',
      )
    ).body.items[0]?.balanceKobo;

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['headteller', 'teller', 'admin']) tokens[user] = await signIn(t.app, user);
    const open = await get<{ items: { id: string }[] }>(
      '/api/till-sessions?status=ACTIVE',
      'teller',
    );
    sessionId = open.body.items[0]?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps what the till should hold from the teller all day, and shows it to the head teller', async () => {
    const teller = await session('teller');
    expect(teller.status).toBe('ACTIVE');
    expect(teller.expectedCashKobo).toBeNull();
    expect(teller.lines.length).toBeGreaterThan(1);
    expect(teller.lines.every((line) => line.runningCashKobo === null)).toBe(true);
    expect((await t01('teller'))?.balanceKobo).toBeNull();
    const position = async (user: string) =>
      (
        await get<{ rows: Record<string, unknown>[] }>(
          '/api/cash/position?branchId=demo-lagos',
          user,
        )
      ).body.rows.find((row) => row.tillCode === 'LAG-T01');
    expect(await position('teller')).toMatchObject({
      openingKobo: null,
      depositsKobo: null,
      withdrawalsKobo: null,
      expectedCashKobo: null,
      balanceKobo: null,
    });
    const head = await session('headteller');
    expect(head.expectedCashKobo).toBeGreaterThan(0);
    expect(head.lines.at(-1)?.runningCashKobo).toBe(head.expectedCashKobo);
    expect((await t01('headteller'))?.balanceKobo).toBe(head.expectedCashKobo);
    expect((await position('headteller'))?.depositsKobo).toBeGreaterThan(0);
  });

  it('tells the teller an account is held at another branch, and nothing else about it', async () => {
    const abuja = (
      await get<{ items: { accountNumber: string; name: string }[] }>(
        '/api/accounts?branchId=demo-abuja&pageSize=1',
        'admin',
      )
    ).body.items[0];
    expect(abuja).toBeDefined();
    const number = abuja?.accountNumber as string;
    const found = await get<{ items: unknown[]; heldElsewhere?: string }>(
      `/api/accounts?q=${number}`,
      'teller',
    );
    expect(found.body.items).toEqual([]);
    expect(found.body.heldElsewhere).toBe(number);
    expect(JSON.stringify(found.body)).not.toContain(abuja?.name as string);
    const nowhere = await get<{ heldElsewhere?: string }>('/api/accounts?q=9999999999', 'teller');
    expect(nowhere.body.heldElsewhere).toBeUndefined();
    const byAdmin = await get<{ items: unknown[] }>(`/api/accounts?q=${number}`, 'admin');
    expect(byAdmin.body.items).toHaveLength(1);
  });

  it('puts a shortage to the head teller in naira, words and the bank’s date', async () => {
    expect(
      (await post(`/api/till-sessions/${sessionId}/start-close`, undefined, 'teller')).status,
    ).toBe(200);
    const expectedKobo = (await session('headteller')).expectedCashKobo as number;
    const counted = await post<Session>(
      `/api/till-sessions/${sessionId}/closing-count`,
      { count: countOf(expectedKobo - 500_00) },
      'teller',
    );
    expect(counted.body.status).toBe('VARIANCE_PENDING');
    expect(counted.body.varianceKobo).toBe(-500_00);
    const request = await get<{ summary: string; details: { label: string; value: string }[] }>(
      `/api/approvals/requests/${counted.body.varianceRequestId}`,
      'headteller',
    );
    expect(request.body.summary).toBe('Till LAG-T01 shortage of ₦500.00');
    const details = Object.fromEntries(request.body.details.map((d) => [d.label, d.value]));
    expect(details).toMatchObject({
      'Expected cash': expect.stringMatching(/^₦[\d,]+\.\d\d$/),
      'Counted cash': expect.stringMatching(/^₦[\d,]+\.\d\d$/),
      Shortage: '₦500.00',
    });
    expect(details['Business date']).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(JSON.stringify(request.body.details)).not.toMatch(
      /kobo|\d{4}-\d\d-\d\d|[A-Z]{2,}_[A-Z]/,
    );
    const approved = await post(
      `/api/approvals/requests/${counted.body.varianceRequestId}/approve`,
      {},
      'headteller',
    );
    expect(approved.status).toBe(200);
    expect((await session('headteller')).status).toBe('CLOSED');
    // The shortage's entry is the approver's, not the teller's who counted it.
    const posted = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('journal_entry')
        .select('created_by')
        .where('tenant_id', '=', 'demo')
        .where('source', '=', 'TILL_SHORTAGE')
        .execute(),
    );
    expect(posted.map((row) => row.created_by)).toContain('demo-headteller');
    expect(posted.map((row) => row.created_by)).not.toContain('demo-teller');
  });

  it('returns the reconciled till’s cash to the vault through the ledger, once', async () => {
    const reconciled = await post<Session>(
      `/api/till-sessions/${sessionId}/reconcile`,
      undefined,
      'headteller',
    );
    expect(reconciled.body.status).toBe('RECONCILED');
    const cashKobo = reconciled.body.closingCountKobo as number;
    expect(reconciled.body.cashToReturnKobo).toBe(cashKobo);
    expect(reconciled.body.allowedActions).toContain('returnCash');
    const teller = await session('teller');
    expect(teller.cashToReturnKobo).toBe(cashKobo);
    expect(teller.allowedActions).not.toContain('returnCash');
    const byTeller = await post<Failure>(
      `/api/till-sessions/${sessionId}/return-cash`,
      undefined,
      'teller',
    );
    expect(byTeller.status).toBe(403);
    const vaultBefore = (await vaultKobo()) as number;
    const returned = await post<Session>(
      `/api/till-sessions/${sessionId}/return-cash`,
      undefined,
      'headteller',
    );
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.cashToReturnKobo).toBeNull();
    expect(returned.body.allowedActions).not.toContain('returnCash');
    expect(returned.body.lines.at(-1)).toMatchObject({ kind: 'DROP', runningCashKobo: 0 });
    expect((await t01('headteller'))?.balanceKobo).toBe(0);
    expect(await vaultKobo()).toBe(vaultBefore + cashKobo);
    const again = await post<Failure>(
      `/api/till-sessions/${sessionId}/return-cash`,
      undefined,
      'headteller',
    );
    expect([again.status, again.body.code]).toEqual([409, 'till_cash_not_returnable']);
    const tb = (
      await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
        '/api/ledger/trial-balance',
        'admin',
      )
    ).body;
    expect(tb.totalDebitKobo).toBe(tb.totalCreditKobo);
  });

  it('prints the session report on A4 with names, counts, the variance’s approver and signatures', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/till-sessions/${sessionId}/report.pdf`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('teller')}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    const pdf = await pdfText(answer.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const part of [
      'Till session report',
      'Lagos',
      'LAG-T01',
      'Teller',
      'Head teller',
      'Closing count by denomination',
      'Variance approved by Funmi Adebayo',
      'Cash after',
      'Signatures',
      'Produced',
      '-₦500.00',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toMatch(/\d{4}-\d\d-\d\d|AWAITING_APPROVAL|RECONCILED/);
    const pages = await pdfPageSizes(answer.rawPayload);
    expect(pages.every(([w, h]) => Math.round(w) === 595 && Math.round(h) === 842)).toBe(true);
  });
});

/** Each page's width and height in points: A4 is 595 by 842. */
async function pdfPageSizes(bytes: Uint8Array): Promise<[number, number][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const sizes: [number, number][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const [, , w, h] = (await doc.getPage(n)).view as [number, number, number, number];
    sizes.push([w, h]);
  }
  await doc.destroy();
  return sizes;
}
