import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  ENGINES,
  stopClusters,
  type TestDatabase,
} from '../../tests/support/test-app';
import type { Db } from '../db/database';
import { inTenant, type TenantTx } from '../db/tenant-scope';
import { seedDemoData } from '../demo/demo-seed';
import { DomainError } from '../errors/domain-error';
import { listLedgerLines, trialBalance } from '../journals/ledger-report.repository';
import type { PostingLine } from './entry-rules';
import { postEntry, reverseEntry } from './ledger.service';

/**
 * The ledger engine against a real, seeded database: random sequences of balanced postings,
 * postings that break a rule, and reversals of earlier entries. After every step the books must
 * hold their invariants (each entry balances, each balance is the sum of its lines and of its
 * daily totals, all balances sum to zero, the trial balance balances, nothing is reversed twice)
 * and agree with a model that knows which steps should have posted and which should have
 * changed nothing.
 *
 * The runs are seeded, so a failure replays: LEDGER_PROPERTY_SEED=<seed> reproduces a run.
 */

afterAll(stopClusters);

const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? 20_260_601);
const NOW = new Date('2026-06-01T09:00:00.000Z');
const MAX_LINES = 5;
const MAX_KOBO = 1_000_000_000;

/** A line by the index of a postable account. */
interface LineSpec {
  account: number;
  debitKobo: number;
  creditKobo: number;
}
type Invalid =
  | 'unbalanced'
  | 'header'
  | 'unknown'
  | 'other-tenant'
  | 'both-sides'
  | 'zero'
  | 'one-line';
type Op =
  | { kind: 'post'; lines: LineSpec[] }
  | { kind: 'invalid'; variant: Invalid; lines: LineSpec[]; pick: number; delta: number }
  | { kind: 'reverse'; pick: number; twice: boolean }
  | { kind: 'reverse-unknown' };

const EXPECTED_CODE: Record<Invalid, string> = {
  unbalanced: 'journal_not_balanced',
  header: 'gl_account_is_header',
  unknown: 'gl_account_not_found',
  'other-tenant': 'gl_account_not_found',
  'both-sides': 'journal_line_debit_and_credit',
  zero: 'journal_line_zero',
  'one-line': 'journal_too_few_lines',
};

/** 2 to 5 balanced lines: debits and credits drawn apart, the lighter side topped up. */
function balancedLines(accounts: number): fc.Arbitrary<LineSpec[]> {
  const line = fc.record({
    account: fc.integer({ min: 0, max: accounts - 1 }),
    kobo: fc.integer({ min: 1, max: MAX_KOBO }),
  });
  return fc
    .integer({ min: 1, max: MAX_LINES - 1 })
    .chain((debits) =>
      fc.tuple(
        fc.array(line, { minLength: 1, maxLength: debits }),
        fc.array(line, { minLength: 1, maxLength: MAX_LINES - debits }),
      ),
    )
    .map(([debits, credits]) => {
      const lines: LineSpec[] = [
        ...debits.map((l) => ({ account: l.account, debitKobo: l.kobo, creditKobo: 0 })),
        ...credits.map((l) => ({ account: l.account, debitKobo: 0, creditKobo: l.kobo })),
      ];
      const gap =
        lines.reduce((sum, l) => sum + l.debitKobo, 0) -
        lines.reduce((sum, l) => sum + l.creditKobo, 0);
      const last = gap > 0 ? (lines.at(-1) as LineSpec) : (lines[debits.length - 1] as LineSpec);
      if (gap > 0) last.creditKobo += gap;
      else last.debitKobo -= gap;
      return lines;
    });
}

function operations(accounts: number): fc.Arbitrary<Op> {
  const lines = balancedLines(accounts);
  return fc.oneof(
    { weight: 5, arbitrary: lines.map((l): Op => ({ kind: 'post', lines: l })) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('invalid' as const),
        variant: fc.constantFrom<Invalid>(
          'unbalanced',
          'header',
          'unknown',
          'other-tenant',
          'both-sides',
          'zero',
          'one-line',
        ),
        lines,
        pick: fc.nat(),
        delta: fc.integer({ min: 1, max: MAX_KOBO }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('reverse' as const),
        pick: fc.nat(),
        twice: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constant<Op>({ kind: 'reverse-unknown' }) },
  );
}

interface ModelEntry {
  id: string;
  reversalOfId: string | null;
  reversed: boolean;
  /**
   * True for a demo entry that moved a product's balances (a customer's deposit, a loan): its
   * product may rightly refuse the reversal (the money has been spent since, a loan has moved
   * on), and each product's own suite tests that. The engine's reversals are tried on the rest.
   */
  movesSubledger?: boolean;
  lines: PostingLine[];
}
interface Model {
  balances: Map<string, number>;
  entries: ModelEntry[];
}

/** What the books hold now, read back from the database: the model a run starts from. */
async function loadModel(db: Db): Promise<Model> {
  return inTenant(db, 'demo', async ({ trx, tenantId }) => {
    const accounts = await trx
      .selectFrom('gl_account')
      .select(['id', 'balance_kobo'])
      .where('tenant_id', '=', tenantId)
      .execute();
    const heads = await trx
      .selectFrom('journal_entry as e')
      .leftJoin('journal_reversal as r', 'r.original_id', 'e.id')
      .select(['e.id', 'e.reversal_of_id', 'r.reversal_id'])
      .where('e.tenant_id', '=', tenantId)
      .orderBy('e.entry_number')
      .execute();
    const lines = await trx
      .selectFrom('journal_line')
      .select(['entry_id', 'account_id', 'debit_kobo', 'credit_kobo', 'subledger'])
      .where('tenant_id', '=', tenantId)
      .orderBy('entry_id')
      .orderBy('line_number')
      .execute();
    return {
      balances: new Map(accounts.map((a) => [a.id, Number(a.balance_kobo)])),
      entries: heads.map((head) => ({
        id: head.id,
        reversalOfId: head.reversal_of_id,
        reversed: head.reversal_id !== null,
        movesSubledger: lines.some((l) => l.entry_id === head.id && l.subledger !== null),
        lines: lines
          .filter((l) => l.entry_id === head.id)
          .map((l) => ({
            accountId: l.account_id,
            debitKobo: Number(l.debit_kobo),
            creditKobo: Number(l.credit_kobo),
          })),
      })),
    };
  });
}

function book(model: Model, lines: readonly PostingLine[]): void {
  for (const line of lines) {
    model.balances.set(
      line.accountId,
      (model.balances.get(line.accountId) ?? 0) + line.debitKobo - line.creditKobo,
    );
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Every invariant of the books, read from the tables themselves, and the model's figures. */
async function assertBooks(t: TenantTx, model: Model, touched: readonly string[]): Promise<void> {
  const { trx, tenantId } = t;
  const perEntry = await trx
    .selectFrom('journal_line')
    .select((eb) => [
      'entry_id',
      eb.fn.sum<number>('debit_kobo').as('debit'),
      eb.fn.sum<number>('credit_kobo').as('credit'),
      eb.fn.countAll<number>().as('lines'),
    ])
    .where('tenant_id', '=', tenantId)
    .groupBy('entry_id')
    .execute();
  for (const entry of perEntry) {
    expect(Number(entry.debit), `entry ${entry.entry_id}`).toBe(Number(entry.credit));
    expect(Number(entry.lines)).toBeGreaterThanOrEqual(2);
  }
  expect(perEntry).toHaveLength(model.entries.length);
  const oneSided = await trx
    .selectFrom('journal_line')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('debit_kobo', '>', 0), eb('credit_kobo', '>', 0)]),
        eb.and([eb('debit_kobo', '=', 0), eb('credit_kobo', '=', 0)]),
        eb('debit_kobo', '<', 0),
        eb('credit_kobo', '<', 0),
      ]),
    )
    .executeTakeFirstOrThrow();
  expect(Number(oneSided.n)).toBe(0);

  const accounts = await trx
    .selectFrom('gl_account')
    .select(['id', 'code', 'header', 'balance_kobo'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const net = (rows: { account_id: string; net: number }[]) =>
    new Map(rows.map((r) => [r.account_id, Number(r.net)]));
  const fromLines = net(
    await trx
      .selectFrom('journal_line')
      .select(['account_id', sql<number>`sum(debit_kobo - credit_kobo)`.as('net')])
      .where('tenant_id', '=', tenantId)
      .groupBy('account_id')
      .execute(),
  );
  const fromDays = net(
    await trx
      .selectFrom('gl_daily_balance')
      .select(['account_id', sql<number>`sum(debit_kobo - credit_kobo)`.as('net')])
      .where('tenant_id', '=', tenantId)
      .groupBy('account_id')
      .execute(),
  );
  for (const account of accounts) {
    const balance = Number(account.balance_kobo);
    const figures = {
      code: account.code,
      balance,
      lines: fromLines.get(account.id) ?? 0,
      days: fromDays.get(account.id) ?? 0,
      model: model.balances.get(account.id) ?? 0,
    };
    expect(figures).toEqual({
      code: account.code,
      balance,
      lines: balance,
      days: balance,
      model: balance,
    });
    if (account.header === 1) expect(balance).toBe(0);
  }
  const balances = accounts.map((a) => Number(a.balance_kobo));
  expect(sum(balances)).toBe(0);

  const report = await trialBalance(t, '9999-12-31');
  expect(report.totalDebitKobo).toBe(report.totalCreditKobo);
  expect(report.totalDebitKobo).toBe(sum(balances.filter((b) => b > 0)));
  expect(report.rows).toHaveLength(balances.filter((b) => b !== 0).length);

  const reversals = await trx
    .selectFrom('journal_entry as e')
    .leftJoin('journal_reversal as r', 'r.reversal_id', 'e.id')
    .select(['e.id', 'e.reversal_of_id', 'r.original_id'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.reversal_of_id', 'is not', null)
    .execute();
  // One reversal per original, and each reversal entry is the one its link names.
  expect(new Set(reversals.map((r) => r.reversal_of_id)).size).toBe(reversals.length);
  for (const reversal of reversals) expect(reversal.original_id).toBe(reversal.reversal_of_id);
  const links = await trx
    .selectFrom('journal_reversal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  expect(Number(links.n)).toBe(reversals.length);
  expect(reversals.length).toBe(model.entries.filter((e) => e.reversalOfId !== null).length);

  // An account's ledger ends on its balance.
  for (const accountId of new Set(touched)) {
    const first = await listLedgerLines(t, { accountId, page: 1, pageSize: 1 });
    const last = await listLedgerLines(t, { accountId, page: first.total, pageSize: 1 });
    expect(last.items[0]?.runningBalanceKobo).toBe(model.balances.get(accountId));
  }
}

describe.each(ENGINES)('the ledger engine under random operations on %s', (engine) => {
  let database: TestDatabase;
  const postable: string[] = [];
  const headers: string[] = [];
  let acmeAccount = '';
  let acmeBooks: unknown;

  const acmeSnapshot = (db: Db) =>
    inTenant(db, 'acme', async ({ trx, tenantId }) => ({
      accounts: await trx
        .selectFrom('gl_account')
        .select(['id', 'balance_kobo'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
      lines: await trx
        .selectFrom('journal_line')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    }));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoData(database.db, NOW);
    const accounts = await inTenant(database.db, 'demo', ({ trx }) =>
      trx
        .selectFrom('gl_account')
        .select(['id', 'header'])
        .where('tenant_id', '=', 'demo')
        .orderBy('code')
        .execute(),
    );
    for (const account of accounts) (account.header === 1 ? headers : postable).push(account.id);
    acmeAccount = await inTenant(database.db, 'acme', async ({ trx }) => {
      const row = await trx
        .selectFrom('gl_account')
        .select('id')
        .where('tenant_id', '=', 'acme')
        .where('header', '=', 0)
        .executeTakeFirstOrThrow();
      return row.id;
    });
    acmeBooks = await acmeSnapshot(database.db);
  }, 60_000);
  afterAll(() => database.close());

  const toLines = (specs: readonly LineSpec[]): PostingLine[] =>
    specs.map((s) => ({
      accountId: postable[s.account] as string,
      debitKobo: s.debitKobo,
      creditKobo: s.creditKobo,
    }));

  /** The lines of an invalid variant, built from a balanced entry. */
  function broken(op: Extract<Op, { kind: 'invalid' }>): PostingLine[] {
    const lines = toLines(op.lines);
    const index = op.pick % lines.length;
    const line = lines[index] as PostingLine;
    switch (op.variant) {
      case 'unbalanced':
        lines[index] =
          line.debitKobo > 0
            ? { ...line, debitKobo: line.debitKobo + op.delta }
            : { ...line, creditKobo: line.creditKobo + op.delta };
        return lines;
      case 'header':
        lines[index] = { ...line, accountId: headers[op.pick % headers.length] as string };
        return lines;
      case 'unknown':
        lines[index] = { ...line, accountId: `no-such-account-${op.pick}` };
        return lines;
      case 'other-tenant':
        lines[index] = { ...line, accountId: acmeAccount };
        return lines;
      case 'both-sides':
        lines[index] = { ...line, debitKobo: op.delta, creditKobo: op.delta };
        return lines;
      case 'zero':
        lines.splice(index, 0, { accountId: line.accountId, debitKobo: 0, creditKobo: 0 });
        return lines;
      case 'one-line':
        return lines.slice(0, 1);
    }
  }

  const post = (lines: readonly PostingLine[]) =>
    inTenant(database.db, 'demo', (t) =>
      postEntry(
        t,
        {
          narration: 'Property test',
          reference: null,
          lines,
          source: 'MANUAL',
          createdBy: 'demo-finance',
        },
        NOW,
      ),
    );
  const reverse = (id: string) =>
    inTenant(database.db, 'demo', (t) =>
      reverseEntry(t, id, { narration: null, createdBy: 'demo-finance' }, NOW, []),
    );
  const refusal = async (work: Promise<unknown>): Promise<string> => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  };

  /** Applies one operation and updates the model with what it should have done. */
  async function apply(op: Op, model: Model): Promise<string[]> {
    if (op.kind === 'post') {
      const lines = toLines(op.lines);
      const entry = await post(lines);
      expect(entry.lines.map((l) => [l.glAccountId, l.debitKobo, l.creditKobo])).toEqual(
        lines.map((l) => [l.accountId, l.debitKobo, l.creditKobo]),
      );
      model.entries.push({ id: entry.id, reversalOfId: null, reversed: false, lines });
      book(model, lines);
      return lines.map((l) => l.accountId);
    }
    if (op.kind === 'invalid') {
      expect(await refusal(post(broken(op)))).toBe(EXPECTED_CODE[op.variant]);
      return [];
    }
    if (op.kind === 'reverse-unknown') {
      expect(await refusal(reverse('no-such-entry'))).toBe('journal_not_found');
      return [];
    }
    const reversible = model.entries.filter((entry) => !entry.movesSubledger);
    const target = reversible[op.pick % reversible.length] as ModelEntry;
    const touched = target.lines.map((l) => l.accountId);
    for (let attempt = 0; attempt < (op.twice ? 2 : 1); attempt += 1) {
      if (target.reversalOfId !== null) {
        expect(await refusal(reverse(target.id))).toBe('journal_is_reversal');
      } else if (target.reversed) {
        expect(await refusal(reverse(target.id))).toBe('journal_already_reversed');
      } else {
        const reversal = await reverse(target.id);
        expect(reversal.reversalOfId).toBe(target.id);
        const lines = target.lines.map((l) => ({
          accountId: l.accountId,
          debitKobo: l.creditKobo,
          creditKobo: l.debitKobo,
        }));
        target.reversed = true;
        model.entries.push({ id: reversal.id, reversalOfId: target.id, reversed: false, lines });
        book(model, lines);
      }
    }
    return touched;
  }

  it('holds every invariant after every step of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operations(postable.length), { minLength: 1, maxLength: 12 }),
        async (ops) => {
          const model = await loadModel(database.db);
          for (const op of ops) {
            const touched = await apply(op, model);
            await inTenant(database.db, 'demo', (t) => assertBooks(t, model, touched));
          }
        },
      ),
      { seed: SEED, numRuns: engine === 'sqlite' ? 60 : 20 },
    );
    // Nothing of this reached the other tenant.
    expect(await acmeSnapshot(database.db)).toEqual(acmeBooks);
  }, 60_000);
});
