import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKobo } from '../../policies/money';
import { buildApp } from '../../server/app';
import { inTenant } from '../../server/db/tenant-scope';
import type { AppServices } from '../../server/http/operation';
import { requeryNipTransferNow } from '../../server/nip-transfers/nip-status.service';
import { DEFAULT_DIRECTORY, type NipSwitch } from '../../stand-ins/nip-switch/nip-switch';
import { type Answer, call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { connectTenantToSwitch } from '../support/nip-switch';
import { pdfText } from '../support/pdf-text';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Outward NIP transfers against the switch stand-in on a real socket: name enquiry, the debit
 * with fee and VAT, the background sender and its status queries, automatic reversals, manual
 * review, approval, and refusals that write nothing.
 */

afterAll(stopClusters);

interface Transfer {
  id: string;
  status: string;
  sessionId: string;
  amountKobo: number;
  feeKobo: number;
  vatKobo: number;
  responseCode: string | null;
  entryId: string | null;
  reversalEntryId: string | null;
  approvalRequestId: string | null;
  history: { action: string; status: string; actor: string | null; detail: string | null }[];
  beneficiaryBankName: string;
  code?: string;
}
interface Account {
  id: string;
  accountNumber: string;
  customerId: string;
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  holdsKobo: number;
}
interface TrialBalance {
  rows: { code: string; debitKobo: number; creditKobo: number }[];
  totalDebitKobo: number;
  totalCreditKobo: number;
}

const [ADAEZE, BABATUNDE, CHIOMA, DANLADI] = DEFAULT_DIRECTORY as unknown as [
  (typeof DEFAULT_DIRECTORY)[number],
  (typeof DEFAULT_DIRECTORY)[number],
  (typeof DEFAULT_DIRECTORY)[number],
  (typeof DEFAULT_DIRECTORY)[number],
];
const FINAL = ['SUCCESSFUL', 'REVERSED', 'MANUAL_REVIEW', 'REJECTED'];

describe.each(ENGINES)('NIP outward transfers on %s', (engine) => {
  let t: TestApp;
  let nip: NipSwitch;
  const tokens: Record<string, string> = {};
  let from: Account;
  /** The server under test; the restart test replaces it with a new one on the same database. */
  let app: FastifyInstance;
  let restarted = false;

  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'admin') => call<T>(app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user = 'admin', key?: string) =>
    call<T>(app, 'POST', url, {
      token: as(user),
      body,
      ...(key && { headers: { 'idempotency-key': key } }),
    });
  const setTier = (kycTier: number) =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('customer')
        .select('profile')
        .where('id', '=', from.customerId)
        .executeTakeFirstOrThrow();
      const profile = { ...JSON.parse(row.profile), kycTier };
      await tx.trx
        .updateTable('customer')
        .set({ profile: JSON.stringify(profile) })
        .where('id', '=', from.customerId)
        .execute();
    });
  const account = async () => (await get<Account>(`/api/accounts/${from.id}`)).body;
  const trial = async () => {
    const body = (await get<TrialBalance>('/api/ledger/trial-balance')).body;
    const net = (code: string) => {
      const row = body.rows.find((r) => r.code === code);
      return row ? row.debitKobo - row.creditKobo : 0;
    };
    return { body, net };
  };
  const enquire = (who: (typeof DEFAULT_DIRECTORY)[number]) =>
    post<{ sessionId: string; accountName: string; code?: string }>('/api/nip/name-enquiry', {
      bankCode: who.institutionCode,
      accountNumber: who.accountNumber,
    });
  const send = async (
    who: (typeof DEFAULT_DIRECTORY)[number],
    amountKobo: number,
    overrides: Record<string, unknown> = {},
  ): Promise<Answer<Transfer>> => {
    const enquiry = await enquire(who);
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(200);
    return post<Transfer>(
      '/api/nip/transfers',
      {
        debitAccountId: from.id,
        beneficiaryBankCode: who.institutionCode,
        beneficiaryAccountNumber: who.accountNumber,
        beneficiaryAccountName: enquiry.body.accountName,
        nameEnquirySessionId: enquiry.body.sessionId,
        amountKobo,
        narration: 'Rent for December',
        ...overrides,
      },
      'admin',
      randomUUID(),
    );
  };
  const transfer = async (id: string) => (await get<Transfer>(`/api/nip/transfers/${id}`)).body;
  /** Waits for the background sender, moving the clock so due status queries come round. */
  const settle = async (id: string, awaited: readonly string[] = FINAL, stepMs = 0) => {
    await until(
      async () => {
        if (awaited.includes((await transfer(id)).status)) return true;
        if (stepMs) t.clock.advanceMs(stepMs);
        return false;
      },
      { intervalMs: 150 },
    );
    return transfer(id);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    app = t.app;
    for (const user of ['admin', 'approver', 'teller']) tokens[user] = await signIn(t.app, user);
    nip = await connectTenantToSwitch(t, 'demo', { timeoutMs: 400 });
    const accounts = await get<{ items: Account[] }>('/api/accounts?pageSize=100');
    from = [...accounts.body.items].sort(
      (a, b) => b.ledgerBalanceKobo - a.ledgerBalanceKobo,
    )[0] as Account;
    // The richest demo customer holds full KYC (tier 3) for the larger transfers below.
    await inTenant(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('customer')
        .select('profile')
        .where('id', '=', from.customerId)
        .executeTakeFirstOrThrow();
      const profile = { ...JSON.parse(row.profile), kycTier: 3 };
      // Its product levies the demo's flat ₦25 NIP fee, so fee and VAT lines are posted.
      const fee = await tx.trx
        .selectFrom('charge')
        .select('id')
        .where('tenant_id', '=', 'demo')
        .where('code', '=', 'NIP-OUT')
        .executeTakeFirstOrThrow();
      const product = await tx.trx
        .selectFrom('deposit_account as a')
        .innerJoin('deposit_product as p', 'p.id', 'a.product_id')
        .select(['p.id', 'p.charge_ids'])
        .where('a.id', '=', from.id)
        .executeTakeFirstOrThrow();
      const chargeIds = [...(JSON.parse(product.charge_ids) as string[]), fee.id];
      await tx.trx
        .updateTable('deposit_product')
        .set({ charge_ids: JSON.stringify(chargeIds) })
        .where('id', '=', product.id)
        .execute();
      await tx.trx
        .updateTable('customer')
        .set({ profile: JSON.stringify(profile) })
        .where('id', '=', from.customerId)
        .execute();
    });
  }, 60_000);
  afterAll(async () => {
    await nip?.stop();
    if (restarted) {
      await app.close();
      await t.database.close();
    } else await t?.close();
  });

  it('sends a transfer end to end: customer, settlement, fee and VAT move, and the books balance', async () => {
    const before = await account();
    const gl = await trial();
    const answer = await send(ADAEZE, 20_000_00);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.status).toBe('DEBITED');
    const { feeKobo, vatKobo } = answer.body;
    const done = await settle(answer.body.id);
    expect(done.status).toBe('SUCCESSFUL');
    expect(done.responseCode).toBe('00');
    expect((await account()).ledgerBalanceKobo).toBe(
      before.ledgerBalanceKobo - 20_000_00 - feeKobo - vatKobo,
    );
    const after = await trial();
    expect(after.net('1120') - gl.net('1120')).toBe(-20_000_00);
    expect(gl.net('2150') - after.net('2150')).toBe(vatKobo);
    expect([feeKobo, vatKobo]).toEqual([25_00, 1_88]); // ₦25 and 7.5% of it, 187.5 kobo up
    expect(gl.net('4201') - after.net('4201')).toBe(feeKobo);
    expect(after.body.totalDebitKobo).toBe(after.body.totalCreditKobo);
    expect(done.history.map((h) => h.action)).toEqual(['CREATED', 'DEBITED', 'SENT', 'ANSWERED']);
  });

  it('queries a 01 until the switch says 00', async () => {
    nip.script(BABATUNDE.accountNumber, 'pending-then-success');
    const answer = await send(BABATUNDE, 5_000_00);
    expect(answer.status).toBe(201);
    const sent = await settle(answer.body.id, ['SENT']);
    expect(sent.responseCode).toBe('01');
    const done = await settle(answer.body.id, FINAL, 6_000);
    expect(done.status).toBe('SUCCESSFUL');
    expect(done.history.map((h) => h.action)).toContain('STATUS_QUERY');
  }, 30_000);

  it('queries after no reply, and reverses when the switch never found the transfer (25)', async () => {
    const before = await account();
    nip.script(CHIOMA.accountNumber, 'timeout', { statusAfter: '25' });
    const answer = await send(CHIOMA, 3_000_00);
    const done = await settle(answer.body.id, FINAL, 6_000);
    expect(done.status).toBe('REVERSED');
    expect(done.responseCode).toBe('25');
    expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    nip.script(CHIOMA.accountNumber, 'success');
  }, 30_000);

  it('queries after no reply, and finishes when the status query says 00', async () => {
    nip.script(CHIOMA.accountNumber, 'timeout', { statusAfter: '00' });
    const answer = await send(CHIOMA, 2_000_00);
    const done = await settle(answer.body.id, FINAL, 6_000);
    expect(done.status).toBe('SUCCESSFUL');
    expect(nip.sent().filter((x) => x.request.sessionId === done.sessionId)).toHaveLength(1);
    nip.script(CHIOMA.accountNumber, 'success');
  }, 30_000);

  it('reverses a 51 at once with a new entry', async () => {
    const before = await account();
    nip.script(DANLADI.accountNumber, '51');
    const answer = await send(DANLADI, 4_000_00);
    const done = await settle(answer.body.id);
    expect(done.status).toBe('REVERSED');
    expect(done.responseCode).toBe('51');
    expect(done.reversalEntryId).not.toBeNull();
    expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    nip.script(DANLADI.accountNumber, 'success');
  });

  it('leaves a 34 to review, and reverses it on request', async () => {
    const before = await account();
    nip.script(ADAEZE.accountNumber, '34');
    const answer = await send(ADAEZE, 6_000_00);
    const review = await settle(answer.body.id);
    expect(review.status).toBe('MANUAL_REVIEW');
    expect((await account()).ledgerBalanceKobo).toBeLessThan(before.ledgerBalanceKobo);
    // The reconciliation area's way in: one status query outside any request.
    const services = { db: t.database.db, now: () => t.clock.now } as unknown as AppServices;
    await requeryNipTransferNow(services, 'demo', review.id);
    expect((await transfer(review.id)).status).toBe('MANUAL_REVIEW');
    const requeried = await post<Transfer>(`/api/nip/transfers/${review.id}/requery`, {});
    expect(requeried.status, JSON.stringify(requeried.body)).toBe(200);
    expect(requeried.body.status).toBe('MANUAL_REVIEW');
    expect(requeried.body.history.at(-1)?.action).toBe('STATUS_QUERY');
    const reversed = await post<Transfer>(`/api/nip/transfers/${review.id}/reverse`, {
      reason: 'Beneficiary bank confirmed no credit',
    });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.status).toBe('REVERSED');
    expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    nip.script(ADAEZE.accountNumber, 'success');
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await account();
    const list = async () =>
      (await get<{ total: number }>('/api/nip/transfers?pageSize=1')).body.total;
    const count = await list();
    const wrongDigit = `${ADAEZE.accountNumber.slice(0, 9)}${(Number(ADAEZE.accountNumber[9]) + 1) % 10}`;
    const checkDigit = await post<{ code: string }>('/api/nip/name-enquiry', {
      bankCode: ADAEZE.institutionCode,
      accountNumber: wrongDigit,
    });
    expect([checkDigit.status, checkDigit.body.code]).toEqual([422, 'nuban_check_digit_invalid']);
    const unknown = await post<{ code: string }>('/api/nip/name-enquiry', {
      bankCode: '000999',
      accountNumber: ADAEZE.accountNumber,
    });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'bank_not_found']);
    const mismatch = await send(ADAEZE, 1_000_00, { beneficiaryAccountName: 'SOMEONE ELSE' });
    expect([mismatch.status, mismatch.body.code]).toEqual([422, 'nip_beneficiary_name_mismatch']);
    const overLimit = await send(ADAEZE, 5_000_000_01);
    expect([overLimit.status, overLimit.body.code]).toEqual([
      422,
      'nip_amount_over_transaction_limit',
    ]);
    const enquiry = await enquire(ADAEZE);
    t.clock.advanceMs(31 * 60 * 1000);
    const stale = await post<{ code: string }>(
      '/api/nip/transfers',
      {
        debitAccountId: from.id,
        beneficiaryBankCode: ADAEZE.institutionCode,
        beneficiaryAccountNumber: ADAEZE.accountNumber,
        beneficiaryAccountName: enquiry.body.accountName,
        nameEnquirySessionId: enquiry.body.sessionId,
        amountKobo: 1_000_00,
        narration: 'Late',
      },
      'admin',
      randomUUID(),
    );
    expect([stale.status, stale.body.code]).toEqual([422, 'nip_name_enquiry_not_found']);
    expect(await list()).toBe(count);
    expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
  });
  it('reverses a 91 (beneficiary bank not available) as a final failure', async () => {
    const before = await account();
    nip.script(DANLADI.accountNumber, '91');
    const answer = await send(DANLADI, 2_500_00);
    const done = await settle(answer.body.id);
    expect([done.status, done.responseCode]).toEqual(['REVERSED', '91']);
    expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    nip.script(DANLADI.accountNumber, 'success');
  });

  it('sends a reversal of a large transfer in review through the NIP_REVERSAL flow', async () => {
    const before = await account();
    nip.script(CHIOMA.accountNumber, '34');
    const answer = await send(CHIOMA, 150_000_00);
    const review = await settle(answer.body.id);
    expect(review.status).toBe('MANUAL_REVIEW');
    const waiting = await post<Transfer & { reversalRequestId: string }>(
      `/api/nip/transfers/${review.id}/reverse`,
      { reason: 'Beneficiary bank confirmed no credit' },
    );
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(202);
    expect(waiting.body.status).toBe('MANUAL_REVIEW');
    const again = await post<{ code: string }>(`/api/nip/transfers/${review.id}/reverse`, {
      reason: 'Twice',
    });
    expect([again.status, again.body.code]).toEqual([409, 'nip_transfer_not_reversible']);
    const approved = await post(
      `/api/approvals/requests/${waiting.body.reversalRequestId}/approve`,
      {},
      'approver',
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const done = await transfer(review.id);
    expect(done.status).toBe('REVERSED');
    expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    nip.script(CHIOMA.accountNumber, 'success');
  });

  it('answers a retry with the same Idempotency-Key with the first transfer, made once', async () => {
    const enquiry = await enquire(ADAEZE);
    const key = randomUUID();
    const body = {
      debitAccountId: from.id,
      beneficiaryBankCode: ADAEZE.institutionCode,
      beneficiaryAccountNumber: ADAEZE.accountNumber,
      beneficiaryAccountName: enquiry.body.accountName,
      nameEnquirySessionId: enquiry.body.sessionId,
      amountKobo: 1_500_00,
      narration: 'Once only',
    };
    const first = await post<Transfer>('/api/nip/transfers', body, 'admin', key);
    const second = await post<Transfer>('/api/nip/transfers', body, 'admin', key);
    expect(first.status).toBe(201);
    expect([second.status, second.body.id]).toEqual([201, first.body.id]);
    const done = await settle(first.body.id);
    expect(done.status).toBe('SUCCESSFUL');
    expect(nip.sent().filter((x) => x.request.sessionId === done.sessionId)).toHaveLength(1);
  });

  it("refuses a transfer over the customer's daily limit and writes nothing", async () => {
    await setTier(1);
    try {
      const before = await account();
      const quote = await post<{ usedTodayKobo: number; dailyLimitKobo: number; kycTier: number }>(
        '/api/nip/quote',
        { debitAccountId: from.id, amountKobo: 1_000_00 },
      );
      expect(quote.body.kycTier).toBe(1);
      expect(quote.body.usedTodayKobo).toBeGreaterThan(0);
      // Within the per-transaction limit, but one naira over what is left of the day's.
      const left = quote.body.dailyLimitKobo - quote.body.usedTodayKobo;
      const over = await send(ADAEZE, left + 1_00);
      expect([over.status, over.body.code]).toEqual([422, 'nip_amount_over_daily_limit']);
      expect((await account()).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    } finally {
      await setTier(3);
    }
  });

  /** Moves money in from the other demo accounts until `from` has this much available. */
  const topUp = async (availableKobo: number) => {
    const others = await get<{ items: Account[] }>('/api/accounts?pageSize=100');
    let needed = availableKobo - (await account()).availableBalanceKobo;
    for (const other of others.body.items) {
      if (needed <= 0) break;
      if (other.id === from.id || other.availableBalanceKobo <= 10_000_00) continue;
      const amountKobo = Math.min(needed, other.availableBalanceKobo - 10_000_00);
      const body = {
        fromAccountId: other.id,
        toAccountId: from.id,
        amountKobo,
        narration: 'Funding',
      };
      const moved = await post('/api/transfers', body, 'admin', randomUUID());
      if (moved.status === 201) needed -= amountKobo;
    }
  };

  it('holds a transfer over the band, and sends it once when two approvers race', async () => {
    nip.script(BABATUNDE.accountNumber, 'success');
    await topUp(1_600_000_00);
    const before = await account();
    const answer = await send(BABATUNDE, 1_500_000_00);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.status).toBe('AWAITING_APPROVAL');
    const totalKobo = 1_500_000_00 + answer.body.feeKobo + answer.body.vatKobo;
    const held = await account();
    expect(held.holdsKobo - before.holdsKobo).toBe(totalKobo);
    expect(held.ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    const approve = (user: string) =>
      post<{ status: string }>(
        `/api/approvals/requests/${answer.body.approvalRequestId}/approve`,
        {},
        user,
      );
    const [one, two] = await Promise.all([approve('approver'), approve('director')]);
    expect([one.status, two.status].filter((s) => s === 200)).toHaveLength(1);
    const done = await settle(answer.body.id, FINAL, 6_000);
    expect(done.status).toBe('SUCCESSFUL');
    const after = await account();
    expect(after.holdsKobo).toBe(before.holdsKobo);
    expect(after.ledgerBalanceKobo).toBe(before.ledgerBalanceKobo - totalKobo);
    expect(nip.sent().filter((x) => x.request.sessionId === done.sessionId)).toHaveLength(1);
  }, 30_000);

  it('writes the approval into the history and names the approver as the one who debited', async () => {
    nip.script(BABATUNDE.accountNumber, 'success');
    await topUp(1_600_000_00);
    const answer = await send(BABATUNDE, 1_100_000_00);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const approved = await post(
      `/api/approvals/requests/${answer.body.approvalRequestId}/approve`,
      { reason: 'Customer known' },
      'approver',
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const done = (await settle(answer.body.id, FINAL, 6_000)) as Transfer & {
      entryNumber: string | null;
    };
    expect(done.history.map((h) => h.action)).toEqual([
      'CREATED',
      'APPROVED',
      'DEBITED',
      'SENT',
      'ANSWERED',
    ]);
    const by = Object.fromEntries(done.history.map((h) => [h.action, h.actor]));
    expect(by.APPROVED).toBe('Aisha Bello');
    expect(by.DEBITED).toBe('Aisha Bello');
    expect(by.CREATED).not.toBe('Aisha Bello');
    expect(done.history.find((h) => h.action === 'APPROVED')?.detail).toBe(
      'Approved: Customer known',
    );
    expect(done.entryNumber).toMatch(/^JE-\d{8}$/);
    expect(done.history.find((h) => h.action === 'DEBITED')?.detail).toBe(done.entryNumber);
  }, 30_000);

  it('gives whoever sends transfers the active banks by name, and keeps the Banks list closed to them', async () => {
    const banks = await get<{ items: { name: string; nipCode: string; active: boolean }[] }>(
      '/api/nip/banks?q=guaranty',
      'teller',
    );
    expect(banks.status, JSON.stringify(banks.body)).toBe(200);
    expect(banks.body.items.map((b) => [b.name, b.nipCode])).toContainEqual([
      'Guaranty Trust Bank',
      '000013',
    ]);
    expect(banks.body.items.every((b) => b.active)).toBe(true);
    expect((await get('/api/banks', 'teller')).status).toBe(403);
  });

  it('exports the transfers the filters find as CSV, with labels and naira, and prints an advice', async () => {
    const csv = await app.inject({
      method: 'GET',
      url: '/api/nip/transfers.csv?status=SUCCESSFUL',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('admin')}` },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Time,Reference,Session ID,Debit account,Debit account name,Beneficiary,Beneficiary account,Beneficiary bank,Amount (NGN),Fee (NGN),VAT (NGN),Total debit (NGN),Status,Narration,Made by',
    );
    const listed = await get<{ total: number; items: Transfer[] }>(
      '/api/nip/transfers?status=SUCCESSFUL&pageSize=100',
    );
    expect(rows).toHaveLength(listed.body.total + 1);
    for (const row of rows.slice(1)) {
      expect(row).toContain(',Successful,');
      expect(row).not.toMatch(/SUCCESSFUL|\d{4}-\d{2}-\d{2}/);
    }
    const first = listed.body.items[0] as Transfer & { reference: string };
    expect(rows[1]).toContain(`,${first.reference},${first.sessionId},`);
    const teller = await app.inject({
      method: 'GET',
      url: '/api/nip/transfers.csv',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('teller')}` },
    });
    expect(teller.statusCode).toBe(200);
    expect(teller.body).not.toContain(first.sessionId);

    const advice = await app.inject({
      method: 'GET',
      url: `/api/nip/transfers/${first.id}/advice.pdf`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('admin')}` },
    });
    expect(advice.statusCode).toBe(200);
    expect(advice.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(advice.rawPayload)).text.replace(/\s+/g, ' ');
    for (const part of [
      'NIP transfer advice',
      `Session ID ${first.sessionId}`,
      'Status Successful',
      `Amount ${formatKobo(first.amountKobo)}`,
      'Amount in words',
      'naira',
      `Fee ${formatKobo(first.feeKobo)}`,
      `Bank ${first.beneficiaryBankName}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/SUCCESSFUL|\d{4}-\d{2}-\d{2}/);
    const notTellers = await app.inject({
      method: 'GET',
      url: `/api/nip/transfers/${first.id}/advice.pdf`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('teller')}` },
    });
    expect(notTellers.statusCode).toBe(404);
  });

  it('ends a rejected transfer REJECTED with the hold released and nothing posted', async () => {
    await topUp(1_600_000_00);
    const before = await account();
    const answer = await send(BABATUNDE, 1_200_000_00);
    expect(answer.status).toBe(202);
    const rejected = await post(
      `/api/approvals/requests/${answer.body.approvalRequestId}/reject`,
      { reason: 'Customer called to cancel' },
      'approver',
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const done = await transfer(answer.body.id);
    expect([done.status, done.entryId]).toEqual(['REJECTED', null]);
    const after = await account();
    expect([after.holdsKobo, after.ledgerBalanceKobo]).toEqual([
      before.holdsKobo,
      before.ledgerBalanceKobo,
    ]);
  });

  it('shows a user without txn.view.all only their own transfers', async () => {
    const all = await get<{ items: (Transfer & { makerId: string })[] }>(
      '/api/nip/transfers?pageSize=100',
    );
    const admins = all.body.items.find((x) => x.makerId === 'demo-admin') as Transfer;
    const list = await get<{ items: { makerId: string }[] }>(
      '/api/nip/transfers?pageSize=100',
      'teller',
    );
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0); // the demo's own, made by the teller
    expect(new Set(list.body.items.map((x) => x.makerId))).toEqual(new Set(['demo-teller']));
    const one = await get<{ code: string }>(`/api/nip/transfers/${admins.id}`, 'teller');
    expect([one.status, one.body.code]).toEqual([404, 'nip_transfer_not_found']);
  });
  it('after a restart between the funds transfer and its status query, only queries', async () => {
    nip.script(CHIOMA.accountNumber, 'timeout', { statusAfter: '00' });
    const answer = await send(CHIOMA, 1_000_00);
    const sent = await settle(answer.body.id, ['SENT']);
    // Wait for the sender to give up on the answer (the client's timeout), then stop the server.
    await until(async () => (await transfer(answer.body.id)).history.length >= 4, {
      intervalMs: 100,
    });
    await app.close();
    restarted = true;
    app = await buildApp({ db: t.database.db, config: t.config, now: () => t.clock.now });
    await app.ready();
    const done = await settle(sent.id, FINAL, 6_000);
    expect(done.status).toBe('SUCCESSFUL');
    expect(nip.sent().filter((x) => x.request.sessionId === sent.sessionId)).toHaveLength(1);
    nip.script(CHIOMA.accountNumber, 'success');
  }, 30_000);
});
