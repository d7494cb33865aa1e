import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { upsertNipSettings } from '../../server/integrations/payment-integration.repository';
import { createNipClient } from '../../server/nip/nip-client';
import {
  DEFAULT_DIRECTORY,
  type DirectoryAccount,
  type NipSwitch,
} from '../../stand-ins/nip-switch/nip-switch';
import {
  buildSettlementReport,
  type SettlementLine,
} from '../../stand-ins/nip-switch/settlement-report';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import {
  connectTenantToSwitch,
  OUR_INSTITUTION_CODE,
  TEST_SHARED_SECRET,
} from '../support/nip-switch';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Run {
  id: string;
  date: string;
  source: string;
  counts: Record<string, number>;
  switchTotalKobo: number;
  ourTotalKobo: number;
  settlementGlBalanceKobo: number;
  openExceptions: number;
  createdBy: string;
}
interface Item {
  id: string;
  sessionId: string;
  result: string;
  switchAmountKobo: number | null;
  ourAmountKobo: number | null;
  switchStatus: string | null;
  ourStatus: string | null;
  transferId: string | null;
  resolution: string | null;
  resolvedBy: string | null;
  reason: string | null;
}
interface ErrorBody {
  code: string;
  message: string;
}
interface Page<T> {
  items: T[];
  total: number;
}

const [adaeze] = DEFAULT_DIRECTORY as [DirectoryAccount];
let sequence = 0;
/** A session ID of ours, unique within the file. */
const sessionId = () =>
  `${OUR_INSTITUTION_CODE}261125101500${String(++sequence).padStart(12, '0')}`;

interface TransferRow {
  readonly sessionId: string;
  readonly status: string;
  readonly amountKobo: number;
  readonly createdAt: Date;
}

/**
 * These rows are written straight into the outward transfers' table (the reconciliation only
 * reads it), leased for ever so that the background sender never takes them up.
 */
const NEVER = '9999-12-31T00:00:00.000Z';

async function insertTransfer(t: TestApp, row: TransferRow): Promise<string> {
  const id = `nt-${row.sessionId.slice(-8)}`;
  const at = row.createdAt.toISOString();
  await inTenant(t.database.db, 'demo', (tx) =>
    sql`insert into nip_transfer (id, tenant_id, reference, session_id, name_enquiry_session_id,
        status, debit_account_id, customer_id, beneficiary_bank_code, beneficiary_account_number,
        beneficiary_account_name, beneficiary_bvn, beneficiary_kyc_level, amount_kobo, fee_kobo,
        vat_kobo, narration, maker_id, created_at, updated_at, query_attempts, lease_until)
      values (${id}, 'demo', ${`REF-${row.sessionId.slice(-6)}`}, ${row.sessionId}, ${row.sessionId},
        ${row.status}, 'account', 'customer', ${adaeze.institutionCode}, ${adaeze.accountNumber},
        ${adaeze.accountName}, ${adaeze.bankVerificationNumber}, ${adaeze.kycLevel},
        ${row.amountKobo}, 0, 0, 'Reconciliation test', 'maker', ${at}, ${at}, 0, ${NEVER})`.execute(
      tx.trx,
    ),
  );
  return id;
}

const reportLine = (id: string, amountKobo: number, responseCode: string): SettlementLine => ({
  sessionId: id,
  sourceInstitutionCode: OUR_INSTITUTION_CODE,
  destinationInstitutionCode: adaeze.institutionCode,
  beneficiaryAccountNumber: adaeze.accountNumber,
  amountKobo,
  responseCode,
  transactionDate: '2026-11-25 10:15:00',
});

describe.each(ENGINES)('the NIP settlement reconciliation on %s', (engine) => {
  let t: TestApp;
  let nipSwitch: NipSwitch;
  let ops: string;
  let finance: string;
  let date: string;
  let reportDate: string;

  const post = <T>(url: string, body: unknown, token = ops) =>
    call<T & ErrorBody>(t.app, 'POST', `/api${url}`, { token, body });
  const get = <T>(url: string, token = ops) =>
    call<T & ErrorBody>(t.app, 'GET', `/api${url}`, { token });
  const runCount = async () => (await get<Page<Run>>('/nip/recon/runs')).body.total;
  const itemsOf = async (runId: string, query = 'pageSize=100') =>
    (await get<Page<Item>>(`/nip/recon/runs/${runId}/items?${query}`)).body.items;

  beforeAll(async () => {
    t = await startTestApp(engine);
    nipSwitch = await connectTenantToSwitch(t, 'demo', { now: () => t.clock.now });
    ops = await signIn(t.app, 'ops');
    finance = await signIn(t.app, 'finance');
    date = t.clock.now.toISOString().slice(0, 10);
    // The demo seed sends transfers today; the uploaded report's date is one of our own.
    reportDate = new Date(Date.parse(`${date}T00:00:00Z`) - 5 * 86_400_000)
      .toISOString()
      .slice(0, 10);
  }, 60_000);
  afterAll(async () => {
    await nipSwitch.stop();
    await t.close();
  });

  describe('an uploaded report', () => {
    const s = Array.from({ length: 9 }, sessionId);
    let run: Run;

    beforeAll(async () => {
      const today = new Date(`${reportDate}T08:00:00Z`);
      const yesterday = new Date(today.getTime() - 86_400_000);
      const ours: [number, string, number, Date][] = [
        [0, 'SUCCESSFUL', 100_000, today],
        [1, 'REVERSED', 50_000, today],
        [2, 'SUCCESSFUL', 70_000, today],
        [3, 'REVERSED', 30_000, today],
        [4, 'SENT', 20_000, today],
        [5, 'DEBITED', 40_000, today],
        [7, 'FAILED', 10_000, today],
        [8, 'SUCCESSFUL', 60_000, yesterday],
      ];
      for (const [index, status, amountKobo, createdAt] of ours) {
        await insertTransfer(t, { sessionId: s[index] as string, status, amountKobo, createdAt });
      }
      const csv = buildSettlementReport([
        reportLine(s[0] as string, 100_000, '00'),
        reportLine(s[1] as string, 50_000, '51'),
        reportLine(s[2] as string, 80_000, '00'),
        reportLine(s[3] as string, 30_000, '00'),
        reportLine(s[4] as string, 20_000, '00'),
        reportLine(s[6] as string, 90_000, '00'),
        reportLine(s[8] as string, 60_000, '00'),
      ]);
      const answer = await post<Run>('/nip/recon/runs', { date: reportDate, csv });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      run = answer.body;
    });

    it('counts every kind of result, with both totals and the settlement account', async () => {
      expect(run).toMatchObject({
        date: reportDate,
        source: 'UPLOAD',
        createdBy: 'Tolu Ogunleye',
        counts: {
          matched: 3,
          onlyAtSwitch: 1,
          onlyWithUs: 1,
          mismatchedValue: 1,
          mismatchedStatus: 2,
        },
        // The switch's settled lines; ours are the date's SUCCESSFUL transfers only.
        switchTotalKobo: 100_000 + 80_000 + 30_000 + 20_000 + 90_000 + 60_000,
        ourTotalKobo: 100_000 + 70_000,
        openExceptions: 5,
      });
      // The settlement account (1120, NIP_OUTWARD's credit side) as the trial balance has it.
      const trial = await get<{ rows: { code: string; debitKobo: number; creditKobo: number }[] }>(
        `/ledger/trial-balance?asOf=${reportDate}`,
        await signIn(t.app, 'super'),
      );
      expect(trial.status).toBe(200);
      const row = trial.body.rows.find((r) => r.code === '1120');
      expect(run.settlementGlBalanceKobo).toBe(row ? row.debitKobo - row.creditKobo : 0);
      const read = await get<Run & { glExplanation: { kind: string; amountKobo: number }[] }>(
        `/nip/recon/runs/${run.id}`,
      );
      const { glExplanation, ...stored } = read.body;
      expect(stored).toEqual(run);
      // The parts start from the day before and add up to the balance shown.
      expect(glExplanation[0]?.kind).toBe('BROUGHT_FORWARD');
      expect(glExplanation.reduce((sum, part) => sum + part.amountKobo, 0)).toBe(
        run.settlementGlBalanceKobo,
      );
    });

    it('lists the lines exceptions first, each with both sides', async () => {
      const items = await itemsOf(run.id);
      expect(items.map((item) => item.result)).toEqual([
        'ONLY_WITH_US',
        'ONLY_AT_SWITCH',
        'AMOUNT_MISMATCH',
        'STATUS_MISMATCH',
        'STATUS_MISMATCH',
        'MATCHED',
        'MATCHED',
        'MATCHED',
      ]);
      const bySession = new Map(items.map((item) => [item.sessionId, item]));
      expect(bySession.get(s[5] as string)).toMatchObject({
        result: 'ONLY_WITH_US',
        switchAmountKobo: null,
        ourAmountKobo: 40_000,
        ourStatus: 'DEBITED',
        switchStatus: null,
      });
      expect(bySession.get(s[6] as string)).toMatchObject({
        result: 'ONLY_AT_SWITCH',
        transferId: null,
        switchStatus: '00',
      });
      expect(bySession.get(s[2] as string)).toMatchObject({
        result: 'AMOUNT_MISMATCH',
        switchAmountKobo: 80_000,
        ourAmountKobo: 70_000,
      });
      expect(bySession.get(s[3] as string)).toMatchObject({ result: 'STATUS_MISMATCH' });
      expect(bySession.get(s[4] as string)).toMatchObject({ result: 'STATUS_MISMATCH' });
      expect(bySession.get(s[8] as string)).toMatchObject({ result: 'MATCHED' });
      // A failed transfer the switch never had settles nothing: no line.
      expect(bySession.has(s[7] as string)).toBe(false);
      expect(await itemsOf(run.id, 'result=STATUS_MISMATCH')).toHaveLength(2);
      expect(await itemsOf(run.id, 'open=true')).toHaveLength(5);
    });

    it('closes an exception marked resolved, once, and audits each action', async () => {
      const items = await itemsOf(run.id);
      const atSwitch = items.find((item) => item.result === 'ONLY_AT_SWITCH') as Item;
      const matched = items.find((item) => item.result === 'MATCHED') as Item;
      const resolve = (id: string, action: string, token = finance) =>
        post<Item>(
          `/nip/recon/items/${id}/resolve`,
          { action, reason: 'Confirmed with NIBSS' },
          token,
        );

      const reverse = await resolve(atSwitch.id, 'REVERSE');
      expect(reverse.status).toBe(409);
      expect(reverse.body.code).toBe('nip_recon_action_not_allowed');
      const requery = await resolve(atSwitch.id, 'REQUERY');
      expect(requery.body.code).toBe('nip_recon_action_not_allowed');
      const onMatched = await resolve(matched.id, 'MARK_RESOLVED');
      expect(onMatched.status).toBe(409);
      expect(onMatched.body.code).toBe('nip_recon_action_not_allowed');

      const marked = await resolve(atSwitch.id, 'MARK_RESOLVED');
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({
        id: atSwitch.id,
        resolution: 'MARKED_RESOLVED',
        resolvedBy: 'Bisi Alade',
        reason: 'Confirmed with NIBSS',
      });
      const again = await resolve(atSwitch.id, 'MARK_RESOLVED');
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('nip_recon_item_resolved');
      expect((await resolve('no-such-line', 'MARK_RESOLVED')).body.code).toBe(
        'nip_recon_item_not_found',
      );
      expect((await get<Run>(`/nip/recon/runs/${run.id}`)).body.openExceptions).toBe(4);
      expect(await itemsOf(run.id, 'open=false')).toHaveLength(1);

      const audits = await inTenant(t.database.db, 'demo', (tx) =>
        tx.trx
          .selectFrom('audit_log')
          .select(['outcome', 'error_code', 'summary', 'target'])
          .where('tenant_id', '=', 'demo')
          .where('operation_id', '=', 'resolveNipReconItem')
          .orderBy('at')
          .execute(),
      );
      expect(audits.map((audit) => audit.error_code ?? audit.outcome)).toEqual(
        expect.arrayContaining([
          'nip_recon_action_not_allowed',
          'success',
          'nip_recon_item_resolved',
        ]),
      );
      const success = audits.find((audit) => audit.outcome === 'success');
      expect(success?.target).toBe(atSwitch.id);
      expect(success?.summary).toContain('MARK_RESOLVED');
    });
  });

  describe('actions that reach the transfer', () => {
    let run: Run;
    let pending: Item;
    let review: Item;
    const resolve = (id: string, action: string) =>
      post<Item>(
        `/nip/recon/items/${id}/resolve`,
        { action, reason: 'Worked with NIBSS' },
        finance,
      );

    beforeAll(async () => {
      // Two days before, so that the other runs' dates hold none of these.
      const earlier = new Date(Date.parse(`${reportDate}T09:00:00Z`) - 2 * 86_400_000);
      const day = earlier.toISOString().slice(0, 10);
      const client = createNipClient({
        endpoint: nipSwitch.url,
        institutionCode: OUR_INSTITUTION_CODE,
        sharedSecret: TEST_SHARED_SECRET,
        timeoutMs: 2_000,
      });
      const sent = client.newSessionId();
      // The switch credited it (00) but we never heard: we still say SENT.
      await client.fundsTransfer({
        sessionId: sent,
        nameEnquiryRef: sent,
        destinationInstitutionCode: adaeze.institutionCode,
        beneficiaryAccountName: adaeze.accountName,
        beneficiaryAccountNumber: adaeze.accountNumber,
        beneficiaryBankVerificationNumber: adaeze.bankVerificationNumber,
        beneficiaryKycLevel: adaeze.kycLevel,
        originatorAccountName: 'KOBO DEMO CUSTOMER',
        originatorAccountNumber: '0100000017',
        originatorBankVerificationNumber: '22200000001',
        originatorKycLevel: '3',
        narration: 'Reconciliation test',
        paymentReference: 'RECON',
        amountKobo: 5_000,
      });
      await insertTransfer(t, {
        sessionId: sent,
        status: 'SENT',
        amountKobo: 5_000,
        createdAt: earlier,
      });
      const reviewed = sessionId();
      await insertTransfer(t, {
        sessionId: reviewed,
        status: 'MANUAL_REVIEW',
        amountKobo: 7_000,
        createdAt: earlier,
      });
      const csv = buildSettlementReport([
        reportLine(sent, 5_000, '00'),
        reportLine(reviewed, 7_000, '25'),
      ]);
      const answer = await post<Run>('/nip/recon/runs', { date: day, csv });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      run = answer.body;
      const items = await itemsOf(run.id);
      pending = items.find((item) => item.sessionId === sent) as Item;
      review = items.find((item) => item.sessionId === reviewed) as Item;
    });

    it('re-queries a transfer the switch settled, and closes the line once it matches', async () => {
      expect(pending).toMatchObject({ result: 'STATUS_MISMATCH', ourStatus: 'SENT' });
      const answer = await resolve(pending.id, 'REQUERY');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        result: 'MATCHED',
        ourStatus: 'SUCCESSFUL',
        resolution: 'REQUERIED',
        resolvedBy: 'Bisi Alade',
        reason: 'Worked with NIBSS',
      });
      expect((await resolve(pending.id, 'REQUERY')).body.code).toBe('nip_recon_item_resolved');
    });

    it("passes on the transfers' refusal of a reversal and leaves the line open", async () => {
      expect(review).toMatchObject({ result: 'STATUS_MISMATCH', ourStatus: 'MANUAL_REVIEW' });
      // This row has no debit entry of its own, so the transfers area refuses to reverse it.
      const answer = await resolve(review.id, 'REVERSE');
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('nip_transfer_not_reversible');
      const [line] = await itemsOf(run.id, 'open=true');
      expect(line).toMatchObject({ id: review.id, resolution: null });
      // A re-query of a transfer the switch says it never completed leaves it open too.
      const requery = await resolve(review.id, 'REQUERY');
      expect(requery.status, JSON.stringify(requery.body)).toBe(200);
      expect(requery.body).toMatchObject({ result: 'STATUS_MISMATCH', resolution: null });
      const audits = await inTenant(t.database.db, 'demo', (tx) =>
        tx.trx
          .selectFrom('audit_log')
          .select(['outcome', 'error_code', 'target'])
          .where('tenant_id', '=', 'demo')
          .where('operation_id', '=', 'resolveNipReconItem')
          .where('target', 'in', [pending.id, review.id])
          .execute(),
      );
      expect(audits.map((audit) => audit.error_code ?? audit.outcome).sort()).toEqual([
        'nip_recon_item_resolved',
        'nip_transfer_not_reversible',
        'success',
        'success',
      ]);
    });
  });

  it('reverses a transfer in review through the reversal flow', async () => {
    const admin = await signIn(t.app, 'admin');
    const accounts = await get<Page<{ id: string; ledgerBalanceKobo: number }>>(
      '/accounts?pageSize=100',
      admin,
    );
    const from = [...accounts.body.items].sort(
      (a, b) => b.ledgerBalanceKobo - a.ledgerBalanceKobo,
    )[0] as { id: string };
    nipSwitch.script(adaeze.accountNumber, '34');
    const enquiry = await post<{ sessionId: string; accountName: string }>(
      '/nip/name-enquiry',
      { bankCode: adaeze.institutionCode, accountNumber: adaeze.accountNumber },
      admin,
    );
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(200);
    const created = await call<{ id: string; sessionId: string } & ErrorBody>(
      t.app,
      'POST',
      '/api/nip/transfers',
      {
        token: admin,
        headers: { 'idempotency-key': `recon-${engine}-reverse` },
        body: {
          debitAccountId: from.id,
          beneficiaryBankCode: adaeze.institutionCode,
          beneficiaryAccountNumber: adaeze.accountNumber,
          beneficiaryAccountName: enquiry.body.accountName,
          nameEnquirySessionId: enquiry.body.sessionId,
          amountKobo: 150_000,
          narration: 'School fees',
        },
      },
    );
    expect([201, 202], JSON.stringify(created.body)).toContain(created.status);
    let status = '';
    await until(
      async () => {
        status = (await get<{ status: string }>(`/nip/transfers/${created.body.id}`, admin)).body
          .status;
        return status === 'MANUAL_REVIEW';
      },
      { intervalMs: 150 },
    );
    expect(status).toBe('MANUAL_REVIEW');
    nipSwitch.script(adaeze.accountNumber, 'success');

    const csv = buildSettlementReport([reportLine(created.body.sessionId, 150_000, '34')]);
    const run = await post<Run>('/nip/recon/runs', { date, csv });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const line = (await itemsOf(run.body.id, 'result=STATUS_MISMATCH')).find(
      (item) => item.sessionId === created.body.sessionId,
    ) as Item;
    expect(line).toMatchObject({ ourStatus: 'MANUAL_REVIEW', switchStatus: '34' });
    const reversed = await post<Item & { reversalRequestId: string | null }>(
      `/nip/recon/items/${line.id}/resolve`,
      { action: 'REVERSE', reason: 'NIBSS confirmed no credit' },
      finance,
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    if (reversed.body.resolution === 'REVERSED') {
      expect(reversed.body).toMatchObject({ ourStatus: 'REVERSED', reversalRequestId: null });
    } else {
      expect(reversed.body.resolution).toBe('REVERSAL_REQUESTED');
      expect(reversed.body.reversalRequestId).toEqual(expect.any(String));
    }
  }, 60_000);

  it('refuses a report it cannot read with the line, and stores nothing', async () => {
    const before = await runCount();
    const good = buildSettlementReport([reportLine(sessionId(), 1_000, '00')]);
    const csv = `${good}${sessionId()},${OUR_INSTITUTION_CODE},000013,0123456789,ten naira,00,2026-11-25\r\n`;
    const answer = await post<Run>('/nip/recon/runs', { date, csv });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('nip_recon_report_invalid');
    expect(answer.body.message).toContain('Line 3');
    expect(await runCount()).toBe(before);
  });

  it('fetches the date from the switch and matches what it settled', async () => {
    // The next day, so that the switch's report and our transfers hold these two alone.
    t.clock.now = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000);
    ops = await signIn(t.app, 'ops');
    const client = createNipClient({
      endpoint: nipSwitch.url,
      institutionCode: OUR_INSTITUTION_CODE,
      sharedSecret: TEST_SHARED_SECRET,
      timeoutMs: 2_000,
      now: () => t.clock.now,
    });
    const settledId = client.newSessionId();
    const refusedId = client.newSessionId();
    nipSwitch.script('0000000000', 'success');
    for (const [id, amountKobo] of [
      [settledId, 12_345],
      [refusedId, 99],
    ] as const) {
      await client.fundsTransfer({
        sessionId: id,
        nameEnquiryRef: id,
        destinationInstitutionCode: adaeze.institutionCode,
        beneficiaryAccountName: adaeze.accountName,
        beneficiaryAccountNumber: id === refusedId ? '0000000000' : adaeze.accountNumber,
        beneficiaryBankVerificationNumber: adaeze.bankVerificationNumber,
        beneficiaryKycLevel: adaeze.kycLevel,
        originatorAccountName: 'KOBO DEMO CUSTOMER',
        originatorAccountNumber: '0100000017',
        originatorBankVerificationNumber: '22200000001',
        originatorKycLevel: '3',
        narration: 'Reconciliation test',
        paymentReference: 'RECON',
        amountKobo,
      });
    }
    await insertTransfer(t, {
      sessionId: settledId,
      status: 'SUCCESSFUL',
      amountKobo: 12_345,
      createdAt: t.clock.now,
    });
    await insertTransfer(t, {
      sessionId: refusedId,
      status: 'REVERSED',
      amountKobo: 99,
      createdAt: t.clock.now,
    });
    const fetchDate = t.clock.now.toISOString().slice(0, 10);
    const answer = await post<Run>('/nip/recon/runs', { date: fetchDate });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      source: 'SWITCH',
      counts: { matched: 2, onlyAtSwitch: 0, onlyWithUs: 0 },
      switchTotalKobo: 12_345,
      ourTotalKobo: 12_345,
      openExceptions: 0,
    });
  });

  it('answers 502 when the switch does not answer, and stores nothing', async () => {
    const before = await runCount();
    await inTenant(t.database.db, 'demo', (tx) =>
      upsertNipSettings(tx, {
        endpoint: 'http://127.0.0.1:9/nip',
        institutionCode: OUR_INSTITUTION_CODE,
        channelCode: '1',
        timeoutMs: 1_000,
        sharedSecret: TEST_SHARED_SECRET,
        updatedAt: t.clock.now.toISOString(),
        updatedBy: 'test',
      }),
    );
    const answer = await post<Run>('/nip/recon/runs', { date });
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('nip_switch_unavailable');
    expect(await runCount()).toBe(before);
  });

  it('is for finance and operations staff only', async () => {
    const teller = await signIn(t.app, 'teller');
    expect((await get<Page<Run>>('/nip/recon/runs', teller)).status).toBe(403);
    expect((await post<Run>('/nip/recon/runs', { date, csv: '' }, teller)).status).toBe(403);
  });
});
