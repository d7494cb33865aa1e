import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_COLUMNS } from '../../policies/expense-columns';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Expenses through the EXPENSE approval flow (the demo's: one level up to ₦1,000,000, two above):
 * recorded pending with nothing posted, never approved by their maker, posted once on the final
 * approval with the lines decision 062 gives (debit amount + VAT, credit paid and WHT), ended
 * without posting by a rejection or the maker's cancel; bad input refused with stable codes and
 * nothing written.
 */

afterAll(stopClusters);

interface Expense {
  id: string;
  expenseNumber: string;
  status: string;
  amountKobo: number;
  vatKobo: number;
  whtKobo: number;
  whtRateBps: number;
  paidKobo: number;
  grossKobo: number;
  branchCode: string;
  glAccountCode: string;
  paidFromAccountCode: string;
  approvalRequestId: string | null;
  awaitingLevel: number | null;
  journalEntryId: string | null;
  journalEntryNumber: string | null;
  invoice: { fileName: string; contentType: string; sizeBytes: number } | null;
  trail: { action: string; actorName: string | null; level: number | null }[];
  code: string;
  errors?: { field: string }[];
}
interface BulkResult {
  created: number;
  failed: number;
  dryRun: boolean;
  items: Expense[];
  errors: { row: number; column: string | null; code: string }[];
}
interface Entry {
  entryNumber: string;
  createdBy: string;
  lines: { accountCode: string; debitKobo: number; creditKobo: number }[];
}
interface Page {
  items: Expense[];
  total: number;
  totals: { count: number; amountKobo: number; vatKobo: number; whtKobo: number; paidKobo: number };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** ₦1,000,000 of consultancy from a company: VAT ₦75,000, WHT 5 % ₦50,000, paid ₦1,025,000. */
const CONSULTANCY = {
  payeeName: 'Adeyemi Advisory Ltd',
  payeeType: 'COMPANY',
  supplyKind: 'PROFESSIONAL_SERVICES',
  glAccountCode: '5312',
  branchCode: 'ABJ-01',
  amountKobo: 1_000_000_00,
  invoiceReference: 'AAL-2026-17',
  invoiceDate: '2026-01-05',
  description: 'Credit policy review',
};

describe.each(ENGINES)('expenses on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;

  const record = (body: object, user = 'finance') =>
    call<Expense>(t.app, 'POST', '/api/finance/expenses', { token: as(user), body });
  const approve = (user: string, id: string, key = randomUUID()) =>
    call<Expense>(t.app, 'POST', `/api/finance/expenses/${id}/approve`, {
      token: as(user),
      body: {},
      headers: { 'idempotency-key': key },
    });
  const read = (id: string, user = 'finance') =>
    call<Expense>(t.app, 'GET', `/api/finance/expenses/${id}`, { token: as(user) });
  const inbox = (user: string, requestId: string, action: string, body: object = {}) =>
    call(t.app, 'POST', `/api/approvals/requests/${requestId}/${action}`, {
      token: as(user),
      body,
    });

  /** Every GL account's balance by code, the number of entries and of expenses. */
  const books = () =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const accounts = await tx.trx
        .selectFrom('gl_account')
        .select(['code', 'balance_kobo'])
        .where('tenant_id', '=', tx.tenantId)
        .execute();
      const count = async (table: 'journal_entry' | 'expense' | 'expense_invoice') =>
        Number(
          (
            await tx.trx
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('tenant_id', '=', tx.tenantId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        balances: Object.fromEntries(accounts.map((a) => [a.code, Number(a.balance_kobo)])),
        entries: await count('journal_entry'),
        expenses: await count('expense'),
        invoices: await count('expense_invoice'),
      };
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['finance', 'approver', 'director', 'teller']) {
      tokens[user] = await signIn(t.app, user);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('records an expense pending, with its taxes and invoice, and posts nothing', async () => {
    const before = await books();
    const invoice = {
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      contentBase64: PDF.toString('base64'),
    };
    const answer = await record({ ...CONSULTANCY, invoice });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'PENDING',
      amountKobo: 1_000_000_00,
      vatKobo: 75_000_00,
      whtRateBps: 500,
      whtKobo: 50_000_00,
      grossKobo: 1_075_000_00,
      paidKobo: 1_025_000_00,
      branchCode: 'ABJ-01',
      paidFromAccountCode: '1110',
      awaitingLevel: 1,
      journalEntryId: null,
      invoice: { fileName: 'invoice.pdf', contentType: 'application/pdf', sizeBytes: PDF.length },
    });
    const after = await books();
    expect(after.balances).toEqual(before.balances);
    expect(after.entries).toBe(before.entries);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/finance/expenses/${answer.body.id}/invoice`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('finance')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('never lets its maker approve, and the approver then posts it once with the branch', async () => {
    const created = (await record({ ...CONSULTANCY, invoiceReference: 'AAL-2026-18' })).body;
    const before = await books();
    const own = await approve('finance', created.id);
    expect([own.status, own.body.code]).toEqual([403, 'approval_maker_cannot_approve']);
    expect(await books()).toEqual(before);

    // ₦1,075,000 gross is above ₦1,000,000: two levels, the second by a director.
    const key = randomUUID();
    const first = await approve('approver', created.id, key);
    expect([first.status, first.body.status, first.body.awaitingLevel]).toEqual([
      200,
      'PENDING',
      2,
    ]);
    const retry = await approve('approver', created.id, key);
    expect([retry.status, retry.body.awaitingLevel]).toEqual([200, 2]);
    const twice = await approve('approver', created.id);
    expect([twice.status, twice.body.code]).toEqual([403, 'approval_already_approved_by_you']);
    expect((await books()).entries).toBe(before.entries);

    const final = await approve('director', created.id);
    expect([final.status, final.body.status]).toEqual([200, 'POSTED']);
    expect(final.body.journalEntryNumber).toMatch(/^JE/);
    expect(final.body.trail.map((step) => [step.action, step.actorName !== null])).toEqual([
      ['SUBMITTED', true],
      ['APPROVED', true],
      ['APPROVED', true],
      ['EXECUTED', true],
    ]);
    const after = await books();
    expect(after.entries).toBe(before.entries + 1);
    expect(after.balances['5312']).toBe((before.balances['5312'] ?? 0) + 1_075_000_00);
    // Balances read debit minus credit: the liability's grows more negative.
    expect(after.balances['2170']).toBe((before.balances['2170'] ?? 0) - 50_000_00);
    expect(after.balances['1110']).toBe((before.balances['1110'] ?? 0) - 1_025_000_00);
    const entry = await call<Entry>(t.app, 'GET', `/api/journals/${final.body.journalEntryId}`, {
      token: as('finance'),
    });
    expect(entry.body.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo])).toEqual([
      ['5312', 1_075_000_00, 0],
      ['1110', 0, 1_025_000_00],
      ['2170', 0, 50_000_00],
    ]);
    const stored = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('journal_line')
        .selectAll()
        .where('tenant_id', '=', tx.tenantId)
        .where('entry_id', '=', final.body.journalEntryId as string)
        .execute(),
    );
    const branch = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('branch')
        .select('id')
        .where('code', '=', 'ABJ-01')
        .executeTakeFirstOrThrow(),
    );
    // The branch rides on the posting; the ledger keeps it on the lines where it stores one.
    for (const line of stored as Record<string, unknown>[]) {
      if ('branch_id' in line) expect(line.branch_id).toBe(branch.id);
    }

    const again = await approve('director', created.id);
    expect([again.status, again.body.code]).toEqual([409, 'expense_not_pending']);
    expect((await books()).entries).toBe(after.entries);
  });

  it('posts a small expense on one level and answers it in the list with the totals', async () => {
    const small = {
      ...CONSULTANCY,
      payeeName: 'Ikeja Stationers',
      supplyKind: 'GOODS',
      glAccountCode: '5313',
      branchCode: 'LAG-HO',
      amountKobo: 200_000_00,
      invoiceReference: 'IKS-9',
    };
    const created = (await record(small)).body;
    const posted = await approve('approver', created.id);
    expect([posted.body.status, posted.body.whtKobo, posted.body.paidKobo]).toEqual([
      'POSTED',
      4_000_00,
      211_000_00,
    ]);
    const page = await call<Page>(
      t.app,
      'GET',
      '/api/finance/expenses?payee=ikeja%20STAT&status=POSTED',
      { token: as('finance') },
    );
    expect(page.body.items.map((e) => e.id)).toEqual([created.id]);
    expect(page.body.totals).toEqual({
      count: 1,
      amountKobo: 200_000_00,
      vatKobo: 15_000_00,
      whtKobo: 4_000_00,
      paidKobo: 211_000_00,
    });
  });

  it('ends an expense without posting on a rejection or its maker’s cancel', async () => {
    const rejected = (
      await record({ ...CONSULTANCY, amountKobo: 90_000_00, invoiceReference: 'R-1' })
    ).body;
    const cancelled = (
      await record({ ...CONSULTANCY, amountKobo: 80_000_00, invoiceReference: 'C-1' })
    ).body;
    const before = await books();
    const notMaker = await inbox('approver', cancelled.approvalRequestId as string, 'cancel');
    expect(notMaker.status).toBe(403);
    await inbox('approver', rejected.approvalRequestId as string, 'reject', { reason: 'No PO.' });
    await inbox('finance', cancelled.approvalRequestId as string, 'cancel', {
      reason: 'Duplicate',
    });
    expect((await read(rejected.id)).body.status).toBe('REJECTED');
    expect((await read(cancelled.id)).body.status).toBe('CANCELLED');
    expect(await books()).toEqual(before);
    const late = await approve('approver', rejected.id);
    expect([late.status, late.body.code]).toEqual([409, 'expense_not_pending']);
  });

  it.each([
    [{ glAccountCode: '9999' }, 422, 'expense_gl_account_not_found'],
    [{ glAccountCode: '1110' }, 422, 'expense_gl_account_not_expense'],
    [{ glAccountCode: '5000' }, 422, 'expense_gl_account_is_header'],
    [{ paidFromAccountCode: '5301' }, 422, 'expense_paid_from_not_cash'],
    [{ paidFromAccountCode: '8888' }, 422, 'expense_paid_from_not_found'],
    [{ branchCode: 'NOPE-1' }, 422, 'expense_branch_not_found'],
    [{ amountKobo: -500 }, 400, 'validation_failed'],
    [{ amountKobo: 10.5 }, 400, 'validation_failed'],
    [{ amountKobo: 0 }, 400, 'validation_failed'],
    [{ invoiceDate: '2026-02-30' }, 400, 'validation_failed'],
    [{ invoiceDate: '2999-01-01' }, 422, 'expense_invoice_date_invalid'],
    [{ payeeType: 'INDIVIDUAL', supplyKind: 'DIRECTORS_FEES', payeeName: 'x' }, 201, undefined],
    [{ supplyKind: 'DIRECTORS_FEES' }, 422, 'expense_supply_not_for_payee_type'],
    [
      {
        invoice: {
          fileName: 'invoice.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('MZ not a pdf at all').toString('base64'),
        },
      },
      415,
      'expense_invoice_type_not_allowed',
    ],
    [
      {
        invoice: {
          fileName: 'big.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.concat([
            Buffer.from('%PDF-1.4\n'),
            Buffer.alloc(5 * 1024 * 1024, 0x20),
            Buffer.from('\n%%EOF\n'),
          ]).toString('base64'),
        },
      },
      413,
      'expense_invoice_too_large',
    ],
  ])('answers %i %s and writes nothing else (case %#)', async (change, status, code) => {
    const before = await books();
    const answer = await record({ ...CONSULTANCY, invoiceReference: 'BAD-1', ...change });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    const after = await books();
    expect(after.entries).toBe(before.entries);
    expect(after.balances).toEqual(before.balances);
    if (status !== 201) expect(after.expenses).toBe(before.expenses);
    expect(after.invoices).toBe(before.invoices);
  });

  it('answers 404 for an unknown expense and for another tenant’s', async () => {
    const created = (await record({ ...CONSULTANCY, invoiceReference: 'T-1' })).body;
    const foreignId = randomUUID();
    const source = await inTenant(t.database.db, 'demo', (demo) =>
      demo.trx
        .selectFrom('expense')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow(),
    );
    await inTenant(t.database.db, 'acme', (tx) =>
      tx.trx
        .insertInto('expense')
        .values({ ...source, id: foreignId, tenant_id: 'acme', expense_number: 'EXP-999999' })
        .execute(),
    );
    for (const id of [foreignId, randomUUID()]) {
      expect((await read(id)).body.code).toBe('expense_not_found');
      const approved = await approve('approver', id);
      expect([approved.status, approved.body.code]).toEqual([404, 'expense_not_found']);
    }
  });

  it('uploads rows as the single create checks them, naming each refused row and column', async () => {
    const before = await books();
    const bulk = (body: object) =>
      call<BulkResult>(t.app, 'POST', '/api/finance/expenses/bulk', {
        token: as('finance'),
        body,
      });
    const good = { ...CONSULTANCY, amountKobo: 40_000_00, invoiceReference: 'B-1' };
    const items = [good, { ...good, glAccountCode: '9999' }, { ...good, invoiceReference: 'B-3' }];
    const dry = await bulk({ items, dryRun: true });
    expect([dry.status, dry.body.created, dry.body.failed, dry.body.dryRun]).toEqual([
      200,
      2,
      1,
      true,
    ]);
    expect((await books()).expenses).toBe(before.expenses);

    const strict = await bulk({ items, mode: 'ALL_OR_NOTHING' });
    expect([strict.body.created, strict.body.failed]).toEqual([0, 1]);
    expect((await books()).expenses).toBe(before.expenses);

    const headings = EXPENSE_COLUMNS.map((c) => c.heading).join(',');
    const line = (account: string, naira: string) =>
      `Bulk Stationers,COMPANY,GOODS,${account},LAG-HO,,${naira},yes,BS-1,2026-01-06,Toner`;
    const csv = [headings, line('5313', '1000.50'), line('5313', '-5'), line('1110', '20')].join(
      '\n',
    );
    const file = { fileName: 'expenses.csv', contentBase64: Buffer.from(csv).toString('base64') };
    const uploaded = await bulk({ file });
    expect([uploaded.status, uploaded.body.created, uploaded.body.failed]).toEqual([200, 1, 2]);
    expect(uploaded.body.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'Amount before VAT (₦)', 'validation_failed'],
      [4, 'Expense account', 'expense_gl_account_not_expense'],
    ]);
    expect(uploaded.body.items[0]).toMatchObject({
      amountKobo: 100_050,
      vatKobo: 7_504,
      status: 'PENDING',
    });
    const after = await books();
    expect(after.expenses).toBe(before.expenses + 1);
    expect(after.entries).toBe(before.entries);
  });

  it('lets only staff with the ledger view read expenses, and only makers record them', async () => {
    expect(
      (await call(t.app, 'GET', '/api/finance/expenses', { token: as('teller') })).status,
    ).toBe(403);
    expect((await record(CONSULTANCY, 'approver')).status).toBe(403);
  });

  it('seeds the demo with expenses in every state across its branches', async () => {
    const page = await call<Page>(t.app, 'GET', '/api/finance/expenses?pageSize=100', {
      token: as('finance'),
    });
    const seeded = page.body.items.filter((e) =>
      /^INV-01\d\d$/.test((e as { invoiceReference?: string }).invoiceReference ?? ''),
    );
    const states = new Set(seeded.map((e) => `${e.status}${e.awaitingLevel ?? ''}`));
    expect([...states].sort()).toEqual(['CANCELLED', 'PENDING1', 'PENDING2', 'POSTED', 'REJECTED']);
    expect(new Set(seeded.map((e) => e.branchCode))).toEqual(
      new Set(['LAG-HO', 'ABJ-01', 'KAN-01']),
    );
  });
});
