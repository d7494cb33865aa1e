import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The chart of accounts and the GL map as a finance administrator sees them: the seeded demo
 * chart with its opening balances, searching it, adding accounts, mapping product events to
 * accounts, and every refusal leaving the chart and the map exactly as they were.
 */

afterAll(stopClusters);

interface GlAccount {
  id: string;
  code: string;
  name: string;
  type: string;
  parentId: string | null;
  header: boolean;
  status: string;
  balanceKobo: number;
}
interface GlMapping {
  id: string;
  productId: string | null;
  event: string;
  debitAccountId: string;
  creditAccountId: string;
}
interface ErrorBody {
  status: number;
  code: string;
  errors?: { field: string; code: string }[];
}

/** The cash account of a till (1102-...) or of a branch vault (1101-...), made with it. */
const TILL_CASH = /^110[12]-/;

/** The seeded demo chart in code order, headers marked. */
const SEEDED_CHART: readonly [code: string, name: string, header?: 'header'][] = [
  ['1000', 'Assets', 'header'],
  ['1100', 'Cash and cash equivalents', 'header'],
  ['1101', 'Vault cash'],
  ['1102', 'Teller cash'],
  ['1110', 'Due from banks'],
  ['1120', 'NIP settlement account'],
  ['1200', 'Loans and advances', 'header'],
  ['1201', 'Loans to customers'],
  ['1202', 'Interest receivable on loans'],
  ['1203', 'Fees receivable on loans'],
  ['1204', 'Penalties receivable on loans'],
  ['1209', 'Allowance for loan losses'],
  ['1500', 'Fixed assets', 'header'],
  ['1501', 'Furniture and equipment'],
  ['1502', 'Motor vehicles'],
  ['1503', 'Computer equipment'],
  ['1509', 'Accumulated depreciation'],
  ['2000', 'Liabilities', 'header'],
  ['2100', 'Customer deposits', 'header'],
  ['2101', 'Savings deposits'],
  ['2102', 'Current deposits'],
  ['2150', 'VAT payable'],
  ['2160', 'Unearned interest on loans'],
  ['2170', 'Withholding tax payable'],
  ['2200', 'Term deposits', 'header'],
  ['2201', 'Fixed deposits'],
  ['2210', 'Interest payable on term deposits'],
  ['2900', 'Suspense account'],
  ['3000', 'Equity', 'header'],
  ['3101', 'Share capital'],
  ['3201', 'Retained earnings'],
  ['4000', 'Income', 'header'],
  ['4101', 'Interest income on loans'],
  ['4102', 'Penalty income on loans'],
  ['4201', 'Fee and commission income'],
  ['4301', 'Cash overage'],
  ['4601', 'Gain on disposal of fixed assets'],
  ['5000', 'Expenses', 'header'],
  ['5101', 'Interest expense on deposits'],
  ['5102', 'Interest expense on term deposits'],
  ['5201', 'Staff costs'],
  ['5301', 'Operating expenses'],
  ['5311', 'Rent and premises'],
  ['5312', 'Professional and consultancy fees'],
  ['5313', 'Office supplies and stationery'],
  ['5401', 'Depreciation expense'],
  ['5402', 'Loss on disposal of fixed assets'],
  ['5501', 'Loan loss expense'],
  ['5601', 'Cash shortage'],
];

/** The opening entries in kobo, debit-positive: ₦250m capital, ₦40m to the vault. */
const OPENING_BALANCES_KOBO = {
  '1101': 4_000_000_000,
  '1110': 25_000_000_000 - 4_000_000_000,
  '3101': -25_000_000_000,
} as const;

/** The accounts the demo's fixed assets post to besides 1110, which paid for them. */
const ASSET_ACCOUNTS = ['1501', '1502', '1503', '1509', '4601', '5401', '5402'];

/** The accounts the demo's loans post to besides the customers' deposits. */
const LOAN_ACCOUNTS = [
  '1201',
  '1202',
  '1203',
  '1204',
  '1209',
  '2160',
  '4101',
  '4102',
  '4201',
  '5501',
];

/** The accounts the demo's term deposits post to besides the customers' deposits and 2170. */
const TERM_DEPOSIT_ACCOUNTS = ['2201', '2210', '5102'];

/** The accounts the demo's posted expenses moved, paid from 1110 (Due from banks). */
const EXPENSE_ACCOUNTS = ['2170', '5201', '5301', '5311', '5312', '5313'];

/** The seeded tenant-wide GL map: event → [debit code, credit code]. */
const SEEDED_MAP: Record<string, readonly [string, string]> = {
  DEPOSIT: ['1102', '2101'],
  ASSET_ACQUISITION: ['1501', '1110'],
  DEPRECIATION: ['5401', '1509'],
  DISPOSAL: ['5402', '4601'],
  EXPENSE: ['5301', '1110'],
  FEE: ['2101', '4201'],
  INTEREST_POSTING: ['5101', '2101'],
  LOAN_DISBURSEMENT: ['1201', '2101'],
  LOAN_REPAYMENT_INTEREST: ['2101', '4101'],
  LOAN_REPAYMENT_PRINCIPAL: ['2101', '1201'],
  LOAN_INTEREST_RECEIVABLE: ['1202', '2160'],
  LOAN_INTEREST_INCOME: ['2160', '4101'],
  LOAN_FEE: ['1203', '4201'],
  LOAN_PENALTY: ['1204', '4102'],
  LOAN_WRITE_OFF: ['5501', '1201'],
  LOAN_PROVISION: ['5501', '1209'],
  NIP_INWARD: ['1120', '2101'],
  NIP_OUTWARD: ['2101', '1120'],
  OPENING_BALANCE: ['1110', '3101'],
  TILL_CASH_IN: ['1102', '1101'],
  TILL_CASH_OUT: ['1101', '1102'],
  TILL_OVERAGE: ['1102', '4301'],
  TILL_SHORTAGE: ['5601', '1102'],
  TRANSFER: ['2101', '2102'],
  VAT: ['2101', '2150'],
  WITHDRAWAL: ['2101', '1102'],
  WITHHOLDING_TAX: ['1110', '2170'],
  TERM_DEPOSIT: ['2101', '2201'],
  TERM_DEPOSIT_INTEREST: ['5102', '2210'],
  TERM_DEPOSIT_WITHHOLDING_TAX: ['2210', '2170'],
};

describe.each(ENGINES)('chart of accounts and GL map on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let acme: string;
  /** Demo's accounts by code, as seeded. */
  const byCode = new Map<string, GlAccount>();
  const codeOf = (id: string) => [...byCode.values()].find((a) => a.id === id)?.code;
  const id = (code: string) => byCode.get(code)?.id as string;

  /**
   * The chart without the tills' and vaults' own cash accounts (decision 037), which the demo's
   * tills bring beside the seeded chart; `withTills` keeps them.
   */
  const listCoa = async (query = '', token = admin, tenant = 'demo', withTills = false) => {
    const answer = await call<{ items: GlAccount[] }>(t.app, 'GET', `/api/coa${query}`, {
      token,
      tenant,
    });
    expect(answer.status).toBe(200);
    return answer.body.items.filter((a) => withTills || !TILL_CASH.test(a.code));
  };
  const codes = async (query: string) => (await listCoa(query)).map((a) => a.code);
  const createAccount = (body: Record<string, unknown>) =>
    call<GlAccount & ErrorBody>(t.app, 'POST', '/api/coa', { token: admin, body });
  const listMap = async () => {
    const answer = await call<{ items: GlMapping[] }>(t.app, 'GET', '/api/glmap', {
      token: admin,
    });
    expect(answer.status).toBe(200);
    return answer.body.items;
  };
  /** The tax withheld from term deposit interest, which shares 2170 with the expenses' tax. */
  const termDepositTaxKobo = () =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('journal_line as l')
        .innerJoin('journal_entry as e', 'e.id', 'l.entry_id')
        .innerJoin('gl_account as a', 'a.id', 'l.account_id')
        .select((eb) => [
          eb.fn.sum<string>('l.credit_kobo').as('credit'),
          eb.fn.sum<string>('l.debit_kobo').as('debit'),
        ])
        .where('e.tenant_id', '=', 'demo')
        .where('a.code', '=', '2170')
        .where('e.source', 'like', 'TERM_DEPOSIT%')
        .executeTakeFirst();
      return Number(row?.debit ?? 0) - Number(row?.credit ?? 0);
    });
  const saveMapping = (body: Record<string, unknown>) =>
    call<GlMapping & ErrorBody>(t.app, 'POST', '/api/glmap', { token: admin, body });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    acme = await signIn(t.app, 'admin', 'acme');
    for (const account of await listCoa()) byCode.set(account.code, account);
  }, 60_000);
  afterAll(() => t.close());

  describe('the chart of accounts', () => {
    it('lists the seeded chart in code order with its headers and parents', async () => {
      const items = await listCoa();
      expect(items.map((a) => [a.code, a.name, a.header])).toEqual(
        SEEDED_CHART.map(([code, name, header]) => [code, name, header === 'header']),
      );
      expect(new Set(items.map((a) => a.status))).toEqual(new Set(['ACTIVE']));
      const parentCode = (code: string) => {
        const parentId = byCode.get(code)?.parentId;
        return parentId ? codeOf(parentId) : null;
      };
      expect(parentCode('1000')).toBeNull();
      expect(parentCode('1101')).toBe('1100');
      expect(parentCode('1100')).toBe('1000');
      expect(parentCode('2900')).toBe('2000');
      expect(parentCode('5401')).toBe('5000');
    });

    it('shows the opening balances in kobo, debit-positive, summing to zero', async () => {
      const items = await listCoa();
      const balances = Object.fromEntries(
        items.filter((a) => a.balanceKobo !== 0).map((a) => [a.code, a.balanceKobo]),
      );
      // The customers' opening deposits came out of the vault into the deposit control accounts,
      // and the demo's outward NIP transfers moved part of them on to the NIP settlement account.
      // The demo's loans moved money between the deposits and their own accounts, so what they
      // hold is added back to find the opening deposits.
      const lending = LOAN_ACCOUNTS.reduce((sum, code) => sum + (balances[code] ?? 0), 0);
      // The branch vaults and tills hold cash that left head office vault cash through the ledger.
      const all = await listCoa('', admin, 'demo', true);
      const tillCash = all
        .filter((a) => TILL_CASH.test(a.code))
        .reduce((sum, a) => sum + a.balanceKobo, 0);
      expect(tillCash).toBeGreaterThan(0);
      // Term deposits moved money from the deposits to their own accounts and paid interest back
      // (its expense and the tax withheld from it included), so what they hold is added back too.
      const termTaxKobo = await termDepositTaxKobo();
      const termDeposits =
        TERM_DEPOSIT_ACCOUNTS.reduce((sum, code) => sum + (balances[code] ?? 0), 0) + termTaxKobo;
      const deposits =
        -((balances['2101'] ?? 0) + (balances['2102'] ?? 0)) - lending - termDeposits;
      const expensed =
        EXPENSE_ACCOUNTS.reduce((sum, code) => sum + (balances[code] ?? 0), 0) - termTaxKobo;
      expect(expensed).toBeGreaterThan(0);
      const sentOverNip = -(balances['1120'] ?? 0);
      // What the demo's fixed assets cost less what the sold one fetched, paid from 1110.
      const assetsBought = ASSET_ACCOUNTS.reduce((sum, code) => sum + (balances[code] ?? 0), 0);
      expect(balances['1501']).toBeGreaterThan(0);
      expect(deposits).toBeGreaterThan(0);
      expect(sentOverNip).toBeGreaterThan(0);
      expect(balances['1201']).toBeGreaterThan(0);
      expect(balances).toEqual({
        ...OPENING_BALANCES_KOBO,
        ...Object.fromEntries(
          [...LOAN_ACCOUNTS, ...ASSET_ACCOUNTS, ...TERM_DEPOSIT_ACCOUNTS]
            .filter((code) => balances[code] !== undefined)
            .map((code) => [code, balances[code]]),
        ),
        ...Object.fromEntries(EXPENSE_ACCOUNTS.map((code) => [code, balances[code]])),
        '1101': OPENING_BALANCES_KOBO['1101'] + deposits + sentOverNip - tillCash,
        '1110': OPENING_BALANCES_KOBO['1110'] - assetsBought - expensed,
        '1120': -sentOverNip,
        '2101': balances['2101'],
        '2102': balances['2102'],
      });
      expect(byCode.get('3101')?.balanceKobo).toBe(-25_000_000_000);
      expect(all.reduce((sum, a) => sum + a.balanceKobo, 0)).toBe(0);
    });

    it('filters by type', async () => {
      expect(await codes('?type=EQUITY')).toEqual(['3000', '3101', '3201']);
      expect(await codes('?type=INCOME')).toEqual(['4000', '4101', '4102', '4201', '4301', '4601']);
      const assets = await listCoa('?type=ASSET');
      expect(new Set(assets.map((a) => a.type))).toEqual(new Set(['ASSET']));
      expect(assets).toHaveLength(17);
      const bad = await call<ErrorBody>(t.app, 'GET', '/api/coa?type=asset', { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_failed');
    });

    it('searches codes and names case-insensitively', async () => {
      expect(await codes('?q=cash')).toEqual(['1100', '1101', '1102', '4301', '5601']);
      expect(await codes('?q=VAULT%20CaSh')).toEqual(['1101']);
      expect(await codes('?q=110')).toEqual(['1100', '1101', '1102', '1110']);
      expect(await codes('?q=deposits')).toEqual([
        '2100',
        '2101',
        '2102',
        '2200',
        '2201',
        '2210',
        '5101',
        '5102',
      ]);
      expect(await codes('?q=deposits&type=LIABILITY')).toEqual([
        '2100',
        '2101',
        '2102',
        '2200',
        '2201',
        '2210',
      ]);
      expect(await codes('?q=nothing-like-this')).toEqual([]);
    });

    it('takes LIKE wildcards in the search text literally, as the user search does', async () => {
      // No code or name holds a % or an _, so a search for them finds nothing.
      expect(await codes('?q=%25')).toEqual([]);
      expect(await codes('?q=_')).toEqual([]);
      expect(await codes('?q=1_01')).toEqual([]);
    });

    it('adds a header and a postable child under it', async () => {
      const header = await createAccount({
        code: '1600',
        name: '  Intangible assets ',
        type: 'ASSET',
        parentId: id('1000'),
        header: true,
      });
      expect(header.status).toBe(201);
      expect(header.body).toMatchObject({
        code: '1600',
        name: 'Intangible assets',
        type: 'ASSET',
        parentId: id('1000'),
        header: true,
        status: 'ACTIVE',
        balanceKobo: 0,
      });
      const child = await createAccount({
        code: '1601',
        name: 'Computer software',
        type: 'ASSET',
        parentId: header.body.id,
      });
      expect(child.status).toBe(201);
      expect(child.body).toMatchObject({ code: '1601', header: false, parentId: header.body.id });
      const top = await createAccount({ code: '6000', name: 'Memorandum', type: 'EXPENSE' });
      expect(top.status).toBe(201);
      expect(top.body).toMatchObject({ parentId: null, header: false });
      const items = await listCoa();
      expect(items.map((a) => a.code).slice(15, 20)).toEqual([
        '1503',
        '1509',
        '1600',
        '1601',
        '2000',
      ]);
      expect(items.at(-1)).toMatchObject({ code: '6000', name: 'Memorandum' });
      expect(items.find((a) => a.code === '1601')).toEqual(child.body);
    });

    it('refuses a taken code, a bad parent and a blank name, and writes nothing', async () => {
      const before = await listCoa();
      const refusals: [Record<string, unknown>, number, string][] = [
        [
          { code: '1101', name: 'Vault cash again', type: 'ASSET', parentId: id('1100') },
          409,
          'gl_code_taken',
        ],
        [{ code: '1600', name: 'Taken header', type: 'ASSET' }, 409, 'gl_code_taken'],
        [
          { code: '1190', name: 'Orphan', type: 'ASSET', parentId: 'no-such-account' },
          422,
          'parent_not_found',
        ],
        [
          { code: '1190', name: 'Under a leaf', type: 'ASSET', parentId: id('1101') },
          422,
          'parent_not_header',
        ],
        [
          { code: '2190', name: 'Wrong side', type: 'LIABILITY', parentId: id('1100') },
          422,
          'parent_type_mismatch',
        ],
        [
          {
            code: '4190',
            name: 'Wrong header',
            type: 'INCOME',
            parentId: id('5000'),
            header: true,
          },
          422,
          'parent_type_mismatch',
        ],
        [{ code: '1190', name: '   ', type: 'ASSET' }, 422, 'name_blank'],
      ];
      for (const [body, status, code] of refusals) {
        const answer = await createAccount(body);
        expect({ body, status: answer.status, code: answer.body.code }).toEqual({
          body,
          status,
          code,
        });
      }
      expect(await listCoa()).toEqual(before);
    });

    it("does not take another tenant's header as a parent", async () => {
      const acmeChart = await listCoa('', acme, 'acme');
      const acmeAssets = acmeChart.find((a) => a.code === '1000');
      expect(acmeAssets?.header).toBe(true);
      expect(acmeAssets?.id).not.toBe(id('1000'));
      const before = await listCoa();
      const answer = await createAccount({
        code: '1190',
        name: 'Planted',
        type: 'ASSET',
        parentId: acmeAssets?.id,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('parent_not_found');
      expect(await listCoa()).toEqual(before);
      expect(await listCoa('', acme, 'acme')).toEqual(acmeChart);
    });

    it('refuses malformed requests by the schema', async () => {
      const before = await listCoa();
      const malformed: Record<string, unknown>[] = [
        { code: 'abc', name: 'Lower-case code', type: 'ASSET' },
        { code: '', name: 'Empty code', type: 'ASSET' },
        { code: '1191', name: 'Odd type', type: 'ASSETS' },
        { code: '1191', type: 'ASSET' },
        { code: '1191', name: 'Extra', type: 'ASSET', balanceKobo: 5 },
        { code: '1191', name: 'x'.repeat(121), type: 'ASSET' },
      ];
      for (const body of malformed) {
        const answer = await createAccount(body);
        expect({ body, status: answer.status, code: answer.body.code }).toEqual({
          body,
          status: 400,
          code: 'validation_failed',
        });
      }
      expect(await listCoa()).toEqual(before);
    });
  });

  describe('the GL map', () => {
    const asCodes = (items: GlMapping[]) =>
      Object.fromEntries(
        items.map((m) => [m.event, [codeOf(m.debitAccountId), codeOf(m.creditAccountId)]]),
      );

    it('lists the seeded tenant-wide mappings', async () => {
      const items = await listMap();
      expect(items.map((m) => m.event)).toEqual(Object.keys(SEEDED_MAP).sort());
      expect(asCodes(items)).toEqual(SEEDED_MAP);
      expect(new Set(items.map((m) => m.productId))).toEqual(new Set([null]));
    });

    it('replaces the mapping of an event that is saved again, and adds a new one', async () => {
      const before = await listMap();
      const fee = before.find((m) => m.event === 'FEE') as GlMapping;
      const saved = await saveMapping({
        event: 'FEE',
        debitAccountId: id('2102'),
        creditAccountId: id('4201'),
      });
      expect(saved.status).toBe(201);
      expect(saved.body).toEqual({
        id: fee.id,
        productId: null,
        event: 'FEE',
        debitAccountId: id('2102'),
        creditAccountId: id('4201'),
      });
      const accrual = await saveMapping({
        productId: null,
        event: 'INTEREST_ACCRUAL',
        debitAccountId: id('5101'),
        creditAccountId: id('2900'),
      });
      expect(accrual.status).toBe(201);
      const after = await listMap();
      expect(after).toHaveLength(before.length + 1);
      expect(asCodes(after)).toEqual({
        ...SEEDED_MAP,
        FEE: ['2102', '4201'],
        INTEREST_ACCRUAL: ['5101', '2900'],
      });
    });

    it('refuses the same account twice, headers, unknown accounts and products, and writes nothing', async () => {
      const acmeChart = await listCoa('', acme, 'acme');
      const acmeSavings = acmeChart.find((a) => a.code === '2101')?.id;
      const before = await listMap();
      const refusals: [Record<string, unknown>, string][] = [
        [
          { event: 'DEPOSIT', debitAccountId: id('1102'), creditAccountId: id('1102') },
          'debit_and_credit_account_same',
        ],
        [
          { event: 'DEPOSIT', debitAccountId: id('1100'), creditAccountId: id('2101') },
          'gl_account_is_header',
        ],
        [
          { event: 'DEPOSIT', debitAccountId: id('1102'), creditAccountId: id('2100') },
          'gl_account_is_header',
        ],
        [
          { event: 'DEPOSIT', debitAccountId: 'no-such-account', creditAccountId: id('2101') },
          'gl_account_not_found',
        ],
        [
          { event: 'DEPOSIT', debitAccountId: id('1102'), creditAccountId: acmeSavings },
          'gl_account_not_found',
        ],
        [
          {
            productId: 'SAVINGS-01',
            event: 'DEPOSIT',
            debitAccountId: id('1102'),
            creditAccountId: id('2101'),
          },
          'product_not_found',
        ],
      ];
      for (const [body, code] of refusals) {
        const answer = await saveMapping(body);
        expect({ body, status: answer.status, code: answer.body.code }).toEqual({
          body,
          status: 422,
          code,
        });
      }
      const unknownEvent = await saveMapping({
        event: 'LOTTERY',
        debitAccountId: id('1102'),
        creditAccountId: id('2101'),
      });
      expect(unknownEvent.status).toBe(400);
      expect(await listMap()).toEqual(before);
    });
  });
});
