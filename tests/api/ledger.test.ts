import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { findTenant } from '../../server/tenancy/tenant.repository';
import { type Answer, call, signIn } from '../support/api-client';
import { postJournalsWithoutApproval } from '../support/journal-approvals';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The general ledger as finance staff use it: manual journals that post or are refused with
 * nothing written, reversals, an account's ledger with its running balance, and the trial
 * balance as JSON and CSV. Every figure is checked against the chart's balances.
 */

afterAll(stopClusters);

interface GlAccount {
  id: string;
  code: string;
  name: string;
  header: boolean;
  balanceKobo: number;
}
interface JournalLine {
  id: string;
  glAccountId: string;
  accountCode: string;
  accountName: string;
  debitKobo: number;
  creditKobo: number;
  narration: string;
}
interface JournalEntry {
  id: string;
  entryNumber: string;
  postingDate: string;
  valueDate: string;
  narration: string;
  reference: string | null;
  status: 'POSTED' | 'REVERSED';
  reversalOfId: string | null;
  reversedById: string | null;
  lines: JournalLine[];
  createdBy: string;
  createdAt: string;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface LedgerLine {
  entryId: string;
  lineId: string;
  entryNumber: string;
  accountId: string;
  accountCode: string;
  postingDate: string;
  narration: string;
  reference: string | null;
  debitKobo: number;
  creditKobo: number;
  runningBalanceKobo: number | null;
}
interface TrialBalance {
  asOf: string;
  rows: {
    accountId: string;
    code: string;
    name: string;
    type: string;
    debitKobo: number;
    creditKobo: number;
  }[];
  totalDebitKobo: number;
  totalCreditKobo: number;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string }[];
}
/** The fields of an error body besides `status`, which a JournalEntry has too. */
type Refusal = Omit<ErrorBody, 'status'>;
interface LineInput {
  glAccountId: unknown;
  debitKobo: unknown;
  creditKobo: unknown;
  narration?: string;
}

/** The calendar day before an ISO date, as an ISO date. */
function dayBefore(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

describe.each(ENGINES)('the general ledger on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let processingDate: string;
  const ids = new Map<string, string>();
  const id = (code: string) => {
    const found = ids.get(code);
    if (!found) throw new Error(`no GL account ${code}`);
    return found;
  };
  const dr = (code: string, kobo: number): LineInput => ({
    glAccountId: id(code),
    debitKobo: kobo,
    creditKobo: 0,
  });
  const cr = (code: string, kobo: number): LineInput => ({
    glAccountId: id(code),
    debitKobo: 0,
    creditKobo: kobo,
  });

  const get = <T>(url: string, token = admin) => call<T>(t.app, 'GET', url, { token });
  const post = (
    body: unknown,
    options: { token?: string; key?: string | null } = {},
  ): Promise<Answer<JournalEntry & Refusal>> => {
    const key = options.key === undefined ? randomUUID() : options.key;
    return call(t.app, 'POST', '/api/journals/manual', {
      token: options.token ?? admin,
      body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  };
  const journal = (lines: LineInput[], extra: Record<string, unknown> = {}) =>
    post({ narration: 'Manual adjustment', lines, ...extra });
  const reverse = (entryId: string, body: Record<string, unknown> = {}, key = randomUUID()) =>
    call<JournalEntry & Refusal>(t.app, 'POST', `/api/journals/${entryId}/reverse`, {
      token: admin,
      body,
      headers: { 'idempotency-key': key },
    });
  const balances = async () => {
    const answer = await get<{ items: GlAccount[] }>('/api/coa');
    expect(answer.status).toBe(200);
    return new Map(answer.body.items.map((a) => [a.code, a.balanceKobo]));
  };
  /** Each account's change between two readings of the chart, leaving out those that did not move. */
  const moved = (before: Map<string, number>, after: Map<string, number>) =>
    Object.fromEntries(
      [...after]
        .map(([code, balance]) => [code, balance - (before.get(code) ?? 0)] as const)
        .filter(([, delta]) => delta !== 0),
    );
  const trialBalance = async (query = '') => {
    const answer = await get<TrialBalance>(`/api/ledger/trial-balance${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** Everything a refused posting must leave as it was. */
  const books = async () => ({
    balances: await balances(),
    trialBalance: await trialBalance(),
    journals: (await get<Page<JournalEntry>>('/api/journals?pageSize=1')).body.total,
    ledgerLines: (await get<Page<LedgerLine>>('/api/ledger?pageSize=1')).body.total,
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    // The ledger's own rules are tested here; journals held for approval are tested apart.
    await postJournalsWithoutApproval(t.database.db);
    admin = await signIn(t.app, 'admin');
    const tenant = await inTenant(t.database.db, 'demo', (tx) => findTenant(tx));
    processingDate = tenant?.processingDate as string;
    const chart = await get<{ items: GlAccount[] }>('/api/coa');
    for (const account of chart.body.items) ids.set(account.code, account.id);
  }, 60_000);
  afterAll(() => t.close());

  describe('manual journals', () => {
    it('posts a balanced two-line entry dated with the processing date', async () => {
      const before = await balances();
      const journalsBefore = (await get<Page<JournalEntry>>('/api/journals')).body.total;
      const answer = await journal([dr('1102', 500_000_00), cr('1101', 500_000_00)], {
        narration: 'Till funding, Lagos',
      });
      expect(answer.status).toBe(201);
      const entry = answer.body;
      expect(entry).toMatchObject({
        entryNumber: expect.stringMatching(/^JE-\d{8}$/),
        postingDate: processingDate,
        valueDate: processingDate,
        narration: 'Till funding, Lagos',
        reference: null,
        status: 'POSTED',
        reversalOfId: null,
        reversedById: null,
        createdBy: 'demo-admin',
        createdAt: t.clock.now.toISOString(),
      });
      expect(entry.lines).toEqual([
        {
          id: expect.any(String),
          glAccountId: id('1102'),
          accountCode: '1102',
          accountName: 'Teller cash',
          debitKobo: 500_000_00,
          creditKobo: 0,
          narration: 'Till funding, Lagos',
        },
        {
          id: expect.any(String),
          glAccountId: id('1101'),
          accountCode: '1101',
          accountName: 'Vault cash',
          debitKobo: 0,
          creditKobo: 500_000_00,
          narration: 'Till funding, Lagos',
        },
      ]);
      expect(moved(before, await balances())).toEqual({ '1102': 500_000_00, '1101': -500_000_00 });
      const read = await get<JournalEntry>(`/api/journals/${entry.id}`);
      expect(read.body).toEqual(entry);
      const list = await get<Page<JournalEntry>>('/api/journals');
      expect(list.body.total).toBe(journalsBefore + 1);
      expect(list.body.items[0]).toEqual(entry);
    });

    it('posts a three-line entry with its reference, value date and line narrations', async () => {
      const before = await balances();
      const answer = await journal(
        [
          { ...dr('5301', 120_000_00), narration: 'Diesel for the generator' },
          dr('5201', 80_000_01),
          cr('1110', 200_000_01),
        ],
        { narration: 'Petty expenses', reference: 'PV-0001', valueDate: '2026-01-15' },
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        postingDate: processingDate,
        valueDate: '2026-01-15',
        reference: 'PV-0001',
      });
      expect(
        answer.body.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo, l.narration]),
      ).toEqual([
        ['5301', 120_000_00, 0, 'Diesel for the generator'],
        ['5201', 80_000_01, 0, 'Petty expenses'],
        ['1110', 0, 200_000_01, 'Petty expenses'],
      ]);
      expect(moved(before, await balances())).toEqual({
        '5301': 120_000_00,
        '5201': 80_000_01,
        '1110': -200_000_01,
      });
    });

    it('numbers entries one after another', async () => {
      const first = await journal([dr('1102', 1), cr('1101', 1)]);
      const second = await journal([dr('1101', 1), cr('1102', 1)]);
      const number = (entry: JournalEntry) => Number(entry.entryNumber.slice(3));
      expect(number(second.body)).toBe(number(first.body) + 1);
    });

    it('lets the same account take both sides of an entry, and nets it', async () => {
      const before = await balances();
      const answer = await journal([dr('2900', 7_00), cr('2900', 5_00), cr('2101', 2_00)]);
      expect(answer.status).toBe(201);
      expect(moved(before, await balances())).toEqual({ '2900': 2_00, '2101': -2_00 });
    });

    it('refuses an entry that breaks the rules with a stable code, and writes nothing', async () => {
      const acme = await signIn(t.app, 'admin', 'acme');
      const acmeChart = await call<{ items: GlAccount[] }>(t.app, 'GET', '/api/coa', {
        token: acme,
        tenant: 'acme',
      });
      const acmeVault = acmeChart.body.items.find((a) => a.code === '1101')?.id as string;
      expect(acmeVault).not.toBe(id('1101'));
      const refusals: [string, LineInput[], string, string | undefined][] = [
        ['unbalanced', [dr('1102', 100_00), cr('1101', 99_99)], 'journal_not_balanced', undefined],
        [
          'both sides on one line',
          [
            { glAccountId: id('1102'), debitKobo: 100, creditKobo: 100 },
            dr('1120', 50),
            cr('1101', 50),
          ],
          'journal_line_debit_and_credit',
          'body.lines.0',
        ],
        [
          'a zero line',
          [dr('1102', 100), cr('1101', 100), dr('1120', 0)],
          'journal_line_zero',
          'body.lines.2',
        ],
        [
          'a header account',
          [dr('1102', 100), cr('1100', 100)],
          'gl_account_is_header',
          'body.lines.1.glAccountId',
        ],
        [
          'an unknown account',
          [{ glAccountId: 'no-such-account', debitKobo: 100, creditKobo: 0 }, cr('1101', 100)],
          'gl_account_not_found',
          'body.lines.0.glAccountId',
        ],
        [
          "another tenant's account",
          [dr('1102', 100), { glAccountId: acmeVault, debitKobo: 0, creditKobo: 100 }],
          'gl_account_not_found',
          'body.lines.1.glAccountId',
        ],
      ];
      const before = await books();
      for (const [label, lines, code, field] of refusals) {
        const answer = await journal(lines);
        expect({ label, status: answer.status, code: answer.body.code }).toEqual({
          label,
          status: 422,
          code,
        });
        if (field)
          expect(answer.body.errors, label).toContainEqual(
            expect.objectContaining({ field, code }),
          );
      }
      expect(await books()).toEqual(before);
      // acme's books are untouched too: its vault still holds only its opening balance.
      const acmeAfter = await call<{ items: GlAccount[] }>(t.app, 'GET', '/api/coa', {
        token: acme,
        tenant: 'acme',
      });
      expect(acmeAfter.body).toEqual(acmeChart.body);
    });

    it('refuses malformed amounts, line counts and a missing Idempotency-Key by the schema', async () => {
      const good = [dr('1102', 100), cr('1101', 100)];
      const withFirst = (change: Record<string, unknown>) => [{ ...good[0], ...change }, good[1]];
      const malformed: [string, unknown, string | null][] = [
        ['a negative amount', { narration: 'x', lines: [dr('1102', -100), cr('1101', -100)] }, 'k'],
        [
          'a fraction of a kobo',
          { narration: 'x', lines: [dr('1102', 100.5), cr('1101', 100.5)] },
          'k',
        ],
        [
          'an amount over ₦1 trillion',
          {
            narration: 'x',
            lines: [dr('1102', 100_000_000_000_001), cr('1101', 100_000_000_000_001)],
          },
          'k',
        ],
        ['an amount as text', { narration: 'x', lines: withFirst({ debitKobo: '100' }) }, 'k'],
        ['an amount as null', { narration: 'x', lines: withFirst({ creditKobo: null }) }, 'k'],
        [
          'a missing amount',
          { narration: 'x', lines: [{ glAccountId: id('1102'), debitKobo: 100 }, good[1]] },
          'k',
        ],
        [
          'an account id as a number',
          { narration: 'x', lines: withFirst({ glAccountId: 1102 }) },
          'k',
        ],
        ['an unknown field on a line', { narration: 'x', lines: withFirst({ memo: 'x' }) }, 'k'],
        ['one line', { narration: 'x', lines: [dr('1102', 0)] }, 'k'],
        ['no lines', { narration: 'x', lines: [] }, 'k'],
        [
          '101 lines',
          {
            narration: 'x',
            lines: Array.from({ length: 101 }, (_, i) =>
              i === 0 ? cr('1101', 100) : dr('1102', i === 1 ? 100 : 0),
            ),
          },
          'k',
        ],
        ['a blank narration', { narration: '', lines: good }, 'k'],
        ['no narration', { lines: good }, 'k'],
        ['a bad value date', { narration: 'x', valueDate: '2026-02-30', lines: good }, 'k'],
        ['lines as an object', { narration: 'x', lines: { 0: good[0], 1: good[1] } }, 'k'],
        ['no Idempotency-Key', { narration: 'x', lines: good }, null],
        ['a short Idempotency-Key', { narration: 'x', lines: good }, 'short'],
        ['an Idempotency-Key with spaces', { narration: 'x', lines: good }, 'has a space in it'],
      ];
      const before = await books();
      for (const [label, body, key] of malformed) {
        const answer = await post(body, { key: key === 'k' ? randomUUID() : key });
        expect({ label, status: answer.status, code: answer.body.code }).toEqual({
          label,
          status: 400,
          code: 'validation_failed',
        });
      }
      expect(await books()).toEqual(before);
    });

    it('posts an entry of 100 lines and the largest single amount', async () => {
      const before = await balances();
      const lines = Array.from({ length: 100 }, (_, i) => (i < 50 ? dr('1120', 3) : cr('2102', 3)));
      const hundred = await journal(lines);
      expect(hundred.status).toBe(201);
      expect(hundred.body.lines).toHaveLength(100);
      const largest = await journal([
        dr('1120', 100_000_000_000_000),
        cr('2102', 100_000_000_000_000),
      ]);
      expect(largest.status).toBe(201);
      const back = await journal([
        cr('1120', 100_000_000_000_000),
        dr('2102', 100_000_000_000_000),
      ]);
      expect(back.status).toBe(201);
      expect(moved(before, await balances())).toEqual({ '1120': 150, '2102': -150 });
    });
  });

  describe('reversal', () => {
    it('posts the opposite entry, marks the original reversed and restores the balances', async () => {
      const before = await balances();
      const original = await journal([dr('1201', 1_000_000_00), cr('2101', 1_000_000_00)], {
        narration: 'Loan booked in error',
        reference: 'LN-42',
      });
      expect(original.status).toBe(201);
      const answer = await reverse(original.body.id);
      expect(answer.status).toBe(201);
      const reversal = answer.body;
      expect(reversal).toMatchObject({
        narration: `Reversal of ${original.body.entryNumber}`,
        reference: 'LN-42',
        postingDate: processingDate,
        valueDate: processingDate,
        status: 'POSTED',
        reversalOfId: original.body.id,
        reversedById: null,
      });
      expect(reversal.id).not.toBe(original.body.id);
      expect(reversal.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo])).toEqual([
        ['1201', 0, 1_000_000_00],
        ['2101', 1_000_000_00, 0],
      ]);
      const reread = await get<JournalEntry>(`/api/journals/${original.body.id}`);
      expect(reread.body).toEqual({
        ...original.body,
        status: 'REVERSED',
        reversedById: reversal.id,
      });
      expect(moved(before, await balances())).toEqual({});
    });

    it('takes its own narration', async () => {
      const original = await journal([dr('5301', 10_00), cr('1110', 10_00)]);
      const answer = await reverse(original.body.id, { narration: 'Duplicate voucher PV-0007' });
      expect(answer.status).toBe(201);
      expect(answer.body.narration).toBe('Duplicate voucher PV-0007');
    });

    it('refuses a second reversal, reversing a reversal and an unknown entry, writing nothing', async () => {
      const original = await journal([dr('1102', 25_00), cr('1101', 25_00)]);
      const reversal = await reverse(original.body.id);
      expect(reversal.status).toBe(201);
      const before = await books();
      const again = await reverse(original.body.id);
      expect(again.status).toBe(422);
      expect(again.body.code).toBe('journal_already_reversed');
      const ofReversal = await reverse(reversal.body.id);
      expect(ofReversal.status).toBe(422);
      expect(ofReversal.body.code).toBe('journal_is_reversal');
      for (const unknown of ['no-such-entry', randomUUID()]) {
        const answer = await reverse(unknown);
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('journal_not_found');
      }
      expect((await get<ErrorBody>('/api/journals/no-such-entry')).body.code).toBe(
        'journal_not_found',
      );
      expect(await books()).toEqual(before);
    });

    it("neither reads nor reverses another tenant's entry", async () => {
      const acme = await signIn(t.app, 'admin', 'acme');
      const acmeRead = (url: string) =>
        call<Page<JournalEntry> & JournalEntry>(t.app, 'GET', url, { token: acme, tenant: 'acme' });
      const acmeEntry = (await acmeRead('/api/journals')).body.items[0] as JournalEntry;
      expect(acmeEntry.status).toBe('POSTED');
      const before = await books();
      const read = await get<ErrorBody>(`/api/journals/${acmeEntry.id}`);
      expect([read.status, read.body.code]).toEqual([404, 'journal_not_found']);
      const reversal = await reverse(acmeEntry.id);
      expect([reversal.status, reversal.body.code]).toEqual([404, 'journal_not_found']);
      const ledger = await get<Page<LedgerLine>>(
        `/api/ledger?accountId=${acmeEntry.lines[0]?.glAccountId}`,
      );
      expect(ledger.body).toMatchObject({ items: [], total: 0 });
      expect(await books()).toEqual(before);
      expect((await acmeRead(`/api/journals/${acmeEntry.id}`)).body).toEqual(acmeEntry);
    });

    it('reverses an entry once when two reversals arrive at the same moment', async () => {
      const original = await journal([dr('1102', 33_00), cr('1101', 33_00)]);
      const before = await books();
      const answers = await Promise.all([reverse(original.body.id), reverse(original.body.id)]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)?.body.code).toBe('journal_already_reversed');
      const after = await books();
      expect(after.journals).toBe(before.journals + 1);
      expect(after.ledgerLines).toBe(before.ledgerLines + 2);
      expect(moved(before.balances, after.balances)).toEqual({ '1102': -33_00, '1101': 33_00 });
      const reread = await get<JournalEntry>(`/api/journals/${original.body.id}`);
      expect(reread.body.reversedById).toBe(answers.find((a) => a.status === 201)?.body.id);
    });
  });

  describe('ledger lines and the trial balance', () => {
    it("gives one account's lines in posting order with a running balance across pages", async () => {
      for (const kobo of [1_000_00, 2_000_00, 3_000_00]) {
        expect((await journal([dr('1110', kobo), cr('3201', kobo)])).status).toBe(201);
      }
      expect((await journal([dr('5301', 4_000_00), cr('1110', 4_000_00)])).status).toBe(201);
      const all = await get<Page<LedgerLine>>(`/api/ledger?accountId=${id('1110')}&pageSize=100`);
      expect(all.status).toBe(200);
      const lines = all.body.items;
      expect(all.body.total).toBe(lines.length);
      expect(lines.length).toBeGreaterThanOrEqual(7);
      // The opening entries come first: ₦250m in, then ₦40m to the vault.
      expect(lines.slice(0, 2).map((l) => [l.reference, l.debitKobo, l.creditKobo])).toEqual([
        ['OPENING', 25_000_000_000, 0],
        ['OPENING', 0, 4_000_000_000],
      ]);
      let running = 0;
      for (const line of lines) {
        expect(line.accountCode).toBe('1110');
        running += line.debitKobo - line.creditKobo;
        expect(line.runningBalanceKobo).toBe(running);
      }
      expect(running).toBe((await balances()).get('1110'));
      const numbers = lines.map((l) => l.entryNumber);
      expect(numbers).toEqual([...numbers].sort());
      const pageSize = 3;
      const paged: LedgerLine[] = [];
      for (let page = 1; page <= Math.ceil(lines.length / pageSize); page += 1) {
        const answer = await get<Page<LedgerLine>>(
          `/api/ledger?accountId=${id('1110')}&page=${page}&pageSize=${pageSize}`,
        );
        expect(answer.body).toMatchObject({ page, pageSize, total: lines.length });
        paged.push(...answer.body.items);
      }
      expect(paged).toEqual(lines);
    });

    it('gives no running balance across accounts, and filters by reference', async () => {
      const all = await get<Page<LedgerLine>>('/api/ledger?pageSize=100');
      expect(all.body.items.length).toBeGreaterThan(0);
      expect(new Set(all.body.items.map((l) => l.runningBalanceKobo))).toEqual(new Set([null]));
      const reference = `PV-${randomUUID().slice(0, 8)}`;
      await journal([dr('5201', 9_00), cr('1110', 9_00)], { reference });
      await journal([dr('5301', 8_00), cr('1110', 8_00)], { reference });
      const byReference = await get<Page<LedgerLine>>(`/api/ledger?reference=${reference}`);
      expect(byReference.body.total).toBe(4);
      expect(
        byReference.body.items.map((l) => [l.accountCode, l.debitKobo, l.creditKobo, l.reference]),
      ).toEqual([
        ['5201', 9_00, 0, reference],
        ['1110', 0, 9_00, reference],
        ['5301', 8_00, 0, reference],
        ['1110', 0, 8_00, reference],
      ]);
      const oneAccount = await get<Page<LedgerLine>>(
        `/api/ledger?reference=${reference}&accountId=${id('1110')}`,
      );
      expect(oneAccount.body.items.map((l) => [l.creditKobo, l.runningBalanceKobo])).toEqual([
        [9_00, null],
        [8_00, null],
      ]);
      const journals = await get<Page<JournalEntry>>(`/api/journals?reference=${reference}`);
      expect(journals.body.total).toBe(2);
      expect(journals.body.items.map((e) => e.lines[0]?.accountCode)).toEqual(['5301', '5201']);
    });

    it('limits ledger lines to the dates asked for', async () => {
      const everything = (await get<Page<LedgerLine>>('/api/ledger?pageSize=1')).body.total;
      expect(everything).toBeGreaterThan(0);
      // The demo posts today, and its older loans' steps on their own past days: the two date
      // ranges part the ledger without a line in both or in neither.
      const today = await get<Page<LedgerLine>>(
        `/api/ledger?from=${processingDate}&to=${processingDate}&pageSize=1`,
      );
      const earlier = await get<Page<LedgerLine>>(
        `/api/ledger?to=${dayBefore(processingDate)}&pageSize=1`,
      );
      expect(today.body.total).toBeGreaterThan(0);
      expect(earlier.body.total).toBeGreaterThan(0);
      expect(today.body.total + earlier.body.total).toBe(everything);
      const before2000 = await get<Page<LedgerLine>>('/api/ledger?to=2000-01-01');
      expect(before2000.body).toMatchObject({ items: [], total: 0 });
      const after2999 = await get<Page<LedgerLine>>(
        `/api/ledger?from=2999-01-01&accountId=${id('1110')}`,
      );
      expect(after2999.body).toMatchObject({ items: [], total: 0 });
    });

    it('limits journals to the dates asked for', async () => {
      const everything = (await get<Page<JournalEntry>>('/api/journals?pageSize=1')).body.total;
      const today = await get<Page<JournalEntry>>(
        `/api/journals?from=${processingDate}&to=${processingDate}&pageSize=1`,
      );
      const earlier = await get<Page<JournalEntry>>(
        `/api/journals?to=${dayBefore(processingDate)}&pageSize=1`,
      );
      expect(today.body.total).toBeGreaterThan(0);
      expect(earlier.body.total).toBeGreaterThan(0);
      expect(today.body.total + earlier.body.total).toBe(everything);
      const oldJournals = await get<Page<JournalEntry>>('/api/journals?to=2000-01-01');
      expect(oldJournals.body).toMatchObject({ items: [], total: 0 });
      const futureJournals = await get<Page<JournalEntry>>('/api/journals?from=2999-01-01');
      expect(futureJournals.body).toMatchObject({ items: [], total: 0 });
    });

    it('balances the trial balance and agrees with the chart, side by side', async () => {
      const report = await trialBalance();
      expect(report.asOf).toBe(processingDate);
      expect(report.totalDebitKobo).toBe(report.totalCreditKobo);
      expect(report.totalDebitKobo).toBeGreaterThanOrEqual(25_000_000_000);
      const chart = (await get<{ items: GlAccount[] }>('/api/coa')).body.items;
      const nonZero = chart.filter((a) => a.balanceKobo !== 0);
      expect(report.rows.map((r) => [r.code, r.debitKobo, r.creditKobo])).toEqual(
        nonZero.map((a) => [a.code, Math.max(a.balanceKobo, 0), Math.max(-a.balanceKobo, 0)]),
      );
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      expect(report.totalDebitKobo).toBe(sum(nonZero.map((a) => Math.max(a.balanceKobo, 0))));
      expect(report.totalCreditKobo).toBe(sum(nonZero.map((a) => Math.max(-a.balanceKobo, 0))));
      expect(sum(report.rows.map((r) => r.debitKobo))).toBe(report.totalDebitKobo);
      expect(report.rows.find((r) => r.code === '3101')).toEqual({
        accountId: id('3101'),
        code: '3101',
        name: 'Share capital',
        type: 'EQUITY',
        debitKobo: 0,
        creditKobo: 25_000_000_000,
      });
      expect(await trialBalance(`?asOf=${processingDate}`)).toEqual(report);
      expect(await trialBalance('?asOf=2999-12-31')).toEqual({ ...report, asOf: '2999-12-31' });
    });

    it('is empty as of a date before anything was posted', async () => {
      expect(await trialBalance('?asOf=2000-01-01')).toEqual({
        asOf: '2000-01-01',
        rows: [],
        totalDebitKobo: 0,
        totalCreditKobo: 0,
      });
      expect((await get<ErrorBody>('/api/ledger/trial-balance?asOf=yesterday')).status).toBe(400);
    });

    it('exports the same figures as CSV, quoting names that need it', async () => {
      const created = await call<GlAccount>(t.app, 'POST', '/api/coa', {
        token: admin,
        body: {
          code: '5302',
          name: 'Rent, rates and "levies"',
          type: 'EXPENSE',
          parentId: id('5000'),
        },
      });
      expect(created.status).toBe(201);
      ids.set('5302', created.body.id);
      expect((await journal([dr('5302', 12_345_67), cr('1110', 12_345_67)])).status).toBe(201);
      const report = await trialBalance();
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/ledger/trial-balance.csv',
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${admin}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="trial-balance-${processingDate}.csv"`,
      );
      expect(answer.body.endsWith('\r\n')).toBe(true);
      const rows = answer.body.slice(0, -2).split('\r\n');
      expect(rows[0]).toBe('Code,Account,Type,Debit (NGN),Credit (NGN)');
      expect(rows).toHaveLength(report.rows.length + 2);
      expect(rows).toContain('3101,Share capital,EQUITY,0.00,250000000.00');
      expect(rows).toContain('5302,"Rent, rates and ""levies""",EXPENSE,12345.67,0.00');
      const naira = (kobo: number) =>
        `${Math.trunc(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
      expect(rows.at(-1)).toBe(
        `,Total,,${naira(report.totalDebitKobo)},${naira(report.totalCreditKobo)}`,
      );
      report.rows.forEach((row, index) => {
        expect(rows[index + 1]?.startsWith(`${row.code},`)).toBe(true);
        expect(rows[index + 1]?.endsWith(`,${naira(row.debitKobo)},${naira(row.creditKobo)}`)).toBe(
          true,
        );
      });
      const empty = await t.app.inject({
        method: 'GET',
        url: '/api/ledger/trial-balance.csv?asOf=2000-01-01',
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${admin}` },
      });
      expect(empty.body).toBe(
        'Code,Account,Type,Debit (NGN),Credit (NGN)\r\n,Total,,0.00,0.00\r\n',
      );
    });
  });

  describe('access', () => {
    it('refuses a teller the journal and the trial balance, and writes nothing', async () => {
      const teller = await signIn(t.app, 'teller');
      const before = await books();
      const posted = await post(
        { narration: 'x', lines: [dr('1102', 100), cr('1101', 100)] },
        { token: teller },
      );
      expect(posted.status).toBe(403);
      const report = await get<ErrorBody>('/api/ledger/trial-balance', teller);
      expect(report.status).toBe(403);
      const csv = await get<ErrorBody>('/api/ledger/trial-balance.csv', teller);
      expect(csv.status).toBe(403);
      expect(await books()).toEqual(before);
    });

    it('lets the GL accountant post a manual journal', async () => {
      const finance = await signIn(t.app, 'finance');
      const before = await balances();
      const answer = await post(
        { narration: 'Accrued audit fee', lines: [dr('5301', 50_000_00), cr('2900', 50_000_00)] },
        { token: finance },
      );
      expect(answer.status).toBe(201);
      expect(answer.body.createdBy).toBe('demo-finance');
      expect(moved(before, await balances())).toEqual({ '5301': 50_000_00, '2900': -50_000_00 });
    });
  });

  describe('bounds', () => {
    // Runs last: the balances it builds up are enormous.
    it("refuses a posting that would carry a balance past the contract's ±₦90 trillion", async () => {
      const open = async (code: string, type: string, parent: string) => {
        const answer = await call<GlAccount>(t.app, 'POST', '/api/coa', {
          token: admin,
          body: { code, name: `Bound test ${code}`, type, parentId: id(parent) },
        });
        expect(answer.status).toBe(201);
        ids.set(code, answer.body.id);
      };
      await open('1190', 'ASSET', '1100');
      await open('2190', 'LIABILITY', '2100');
      // 45 lines of ₦1 trillion each side: ₦45 trillion an entry, each line within its bound.
      const big = Array.from({ length: 90 }, (_, i) =>
        i < 45 ? dr('1190', 100_000_000_000_000) : cr('2190', 100_000_000_000_000),
      );
      expect((await journal(big)).status).toBe(201);
      expect((await journal(big)).status).toBe(201);
      const atBound = await balances();
      expect([atBound.get('1190'), atBound.get('2190')]).toEqual([
        9_000_000_000_000_000, -9_000_000_000_000_000,
      ]);
      const past = await journal(big);
      expect(past.status).toBeGreaterThanOrEqual(400);
      expect(past.status).toBeLessThan(500);
      const after = await balances();
      expect([after.get('1190'), after.get('2190')]).toEqual([
        9_000_000_000_000_000, -9_000_000_000_000_000,
      ]);
    });

    it('keeps every digit of an entry number past JE-99999999, on the entry and its lines', async () => {
      await inTenant(t.database.db, 'demo', (tx) =>
        tx.trx
          .updateTable('ledger_counter')
          .set({ value: 99_999_999 })
          .where('tenant_id', '=', 'demo')
          .where('name', '=', 'journal_entry')
          .execute(),
      );
      const reference = `BIG-${randomUUID().slice(0, 8)}`;
      const answer = await journal([dr('1102', 1), cr('1101', 1)], { reference });
      expect(answer.status).toBe(201);
      expect(answer.body.entryNumber).toBe('JE-100000000');
      const lines = await get<Page<LedgerLine>>(`/api/ledger?reference=${reference}`);
      expect(lines.body.items.map((l) => l.entryNumber)).toEqual(['JE-100000000', 'JE-100000000']);
    });
  });
});
