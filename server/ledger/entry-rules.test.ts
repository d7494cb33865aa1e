import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JOURNAL_LINES as MAX_ENTRY_LINES } from '../../policies/journal-balance';
import { MAX_AMOUNT_KOBO } from '../../policies/money';
import {
  accountProblems,
  entryShapeProblems,
  entryTotals,
  type PostingLine,
  reversedLines,
} from './entry-rules';
import type { GlAccountRecord } from './gl-account.repository';
import { movementsByAccount } from './ledger.repository';

/** The pure rules of an entry, before any database is involved. */

const dr = (accountId: string, kobo: number): PostingLine => ({
  accountId,
  debitKobo: kobo,
  creditKobo: 0,
});
const cr = (accountId: string, kobo: number): PostingLine => ({
  accountId,
  debitKobo: 0,
  creditKobo: kobo,
});
const codes = (lines: readonly PostingLine[]) => entryShapeProblems(lines).map((p) => p.code);

/** A balanced entry of 2 to `max` lines over accounts a0..a5, amounts 1..10^9 kobo. */
function balancedLines(max = 6): fc.Arbitrary<PostingLine[]> {
  const account = fc.integer({ min: 0, max: 5 }).map((n) => `a${n}`);
  const side = (n: number) =>
    fc.array(fc.tuple(account, fc.integer({ min: 1, max: 1_000_000_000 })), {
      minLength: 1,
      maxLength: n,
    });
  return fc
    .integer({ min: 1, max: max - 1 })
    .chain((debits) => fc.tuple(side(debits), side(max - debits)))
    .map(([debits, credits]) => {
      const lines = [
        ...debits.map(([id, kobo]) => dr(id, kobo)),
        ...credits.map(([id, kobo]) => cr(id, kobo)),
      ];
      const { debitKobo, creditKobo } = entryTotals(lines);
      // Tops up the lighter side's last line so that the entry balances.
      const index = debitKobo > creditKobo ? lines.length - 1 : debits.length - 1;
      const line = lines[index] as PostingLine;
      const gap = Math.abs(debitKobo - creditKobo);
      lines[index] =
        line.debitKobo > 0
          ? dr(line.accountId, line.debitKobo + gap)
          : cr(line.accountId, line.creditKobo + gap);
      return lines;
    });
}

describe('entryShapeProblems', () => {
  it('accepts a balanced entry of two or more lines', () => {
    expect(entryShapeProblems([dr('a', 100), cr('b', 100)])).toEqual([]);
    expect(entryShapeProblems([dr('a', 60), dr('b', 40), cr('c', 100)])).toEqual([]);
    expect(entryShapeProblems([dr('a', 5), cr('a', 5)])).toEqual([]);
  });

  it('accepts exactly the most lines and the largest amount', () => {
    const lines = Array.from({ length: MAX_ENTRY_LINES }, (_, i) =>
      i % 2 === 0 ? dr(`a${i}`, MAX_AMOUNT_KOBO) : cr(`a${i}`, MAX_AMOUNT_KOBO),
    );
    expect(entryShapeProblems(lines)).toEqual([]);
  });

  it('refuses fewer than two and more than the most lines, before anything else', () => {
    expect(codes([])).toEqual(['journal_too_few_lines']);
    expect(codes([dr('a', 100)])).toEqual(['journal_too_few_lines', 'journal_not_balanced']);
    const tooMany = Array.from({ length: MAX_ENTRY_LINES + 1 }, () => dr('a', -1));
    expect(codes(tooMany)[0]).toBe('journal_too_many_lines');
  });

  it('refuses amounts that are not whole kobo within the bound, naming the line', () => {
    for (const bad of [
      -1,
      0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_AMOUNT_KOBO + 1,
      2 ** 53,
    ]) {
      const problems = entryShapeProblems([
        dr('a', 100),
        { accountId: 'b', debitKobo: 0, creditKobo: bad },
      ]);
      expect(problems).toEqual([
        { code: 'journal_line_amount_invalid', field: 'body.lines.1', message: expect.any(String) },
      ]);
    }
  });

  it('refuses a line with both sides and a line with neither, listing every bad line', () => {
    const problems = entryShapeProblems([
      { accountId: 'a', debitKobo: 100, creditKobo: 100 },
      dr('b', 100),
      cr('c', 0),
      { accountId: 'd', debitKobo: -5, creditKobo: 0 },
    ]);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['journal_line_debit_and_credit', 'body.lines.0'],
      ['journal_line_zero', 'body.lines.2'],
      ['journal_line_amount_invalid', 'body.lines.3'],
    ]);
  });

  it('refuses an unbalanced entry saying which side is ahead and by how much, with no field', () => {
    const problems = entryShapeProblems([dr('a', 10_000), cr('b', 9_999)]);
    expect(problems).toEqual([
      {
        code: 'journal_not_balanced',
        message: 'Debits exceed credits by ₦0.01; the entry must balance.',
      },
    ]);
  });

  it('accepts every balanced entry and refuses it once one amount moves by a kobo or more', () => {
    fc.assert(
      fc.property(
        balancedLines(),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lines, pick, delta) => {
          expect(entryShapeProblems(lines)).toEqual([]);
          const index = pick % lines.length;
          const line = lines[index] as PostingLine;
          const changed = [...lines];
          changed[index] =
            line.debitKobo > 0
              ? dr(line.accountId, line.debitKobo + delta)
              : cr(line.accountId, line.creditKobo + delta);
          expect(codes(changed)).toEqual(['journal_not_balanced']);
        },
      ),
    );
  });
});

describe('entryTotals', () => {
  it('sums each side', () => {
    expect(entryTotals([])).toEqual({ debitKobo: 0, creditKobo: 0 });
    expect(entryTotals([dr('a', 7), dr('b', 3), cr('c', 4)])).toEqual({
      debitKobo: 10,
      creditKobo: 4,
    });
  });
});

describe('accountProblems', () => {
  const account = (
    id: string,
    code: string,
    extra: Partial<GlAccountRecord> = {},
  ): GlAccountRecord => ({
    id,
    code,
    name: `Account ${code}`,
    type: 'ASSET',
    parentId: null,
    header: false,
    status: 'ACTIVE',
    balanceKobo: 0,
    ...extra,
  });
  const accounts = new Map([
    ['vault', account('vault', '1101')],
    ['cash', account('cash', '1100', { header: true })],
    ['old', account('old', '1199', { status: 'INACTIVE' })],
  ]);

  it('accepts active postable accounts of the tenant', () => {
    expect(accountProblems([dr('vault', 1), cr('vault', 1)], accounts)).toEqual([]);
  });

  it('refuses unknown, header and inactive accounts, naming each line', () => {
    const problems = accountProblems(
      [dr('vault', 1), cr('elsewhere', 1), dr('cash', 1), cr('old', 1)],
      accounts,
    );
    expect(problems).toEqual([
      {
        code: 'gl_account_not_found',
        field: 'body.lines.1.glAccountId',
        message: 'No such GL account.',
      },
      {
        code: 'gl_account_is_header',
        field: 'body.lines.2.glAccountId',
        message: '1100 is a header account and takes no postings.',
      },
      {
        code: 'gl_account_inactive',
        field: 'body.lines.3.glAccountId',
        message: '1199 is inactive.',
      },
    ]);
  });
});

describe('reversedLines', () => {
  it('swaps each line to the other side, keeping accounts, order and narration', () => {
    const lines = [{ ...dr('a', 100), narration: 'Rent' }, cr('b', 60), cr('c', 40)];
    expect(reversedLines(lines)).toEqual([
      { accountId: 'a', debitKobo: 0, creditKobo: 100, narration: 'Rent' },
      { accountId: 'b', debitKobo: 60, creditKobo: 0, narration: undefined },
      { accountId: 'c', debitKobo: 40, creditKobo: 0, narration: undefined },
    ]);
  });

  it('gives a balanced entry whose movements cancel the original, and undoes itself', () => {
    fc.assert(
      fc.property(balancedLines(), (lines) => {
        const reversal = reversedLines(lines);
        expect(entryShapeProblems(reversal)).toEqual([]);
        const net = new Map<string, number>();
        for (const move of [...movementsByAccount(lines), ...movementsByAccount(reversal)]) {
          net.set(
            move.accountId,
            (net.get(move.accountId) ?? 0) + move.debitKobo - move.creditKobo,
          );
        }
        expect([...net.values()].every((n) => n === 0)).toBe(true);
        expect(reversedLines(reversal).map(({ narration: _, ...line }) => line)).toEqual(
          lines.map(({ narration: _, ...line }) => line),
        );
      }),
    );
  });
});

describe('movementsByAccount', () => {
  it('sums the lines of each account, accounts in id order', () => {
    expect(
      movementsByAccount([cr('b', 5), dr('a', 7), dr('b', 2), cr('a', 1), dr('c', 0)]),
    ).toEqual([
      { accountId: 'a', debitKobo: 7, creditKobo: 1 },
      { accountId: 'b', debitKobo: 2, creditKobo: 5 },
      { accountId: 'c', debitKobo: 0, creditKobo: 0 },
    ]);
    expect(movementsByAccount([])).toEqual([]);
  });

  it('orders ids by code unit, the same on every engine and in every locale', () => {
    const ids = movementsByAccount([
      dr('b', 1),
      dr('B', 1),
      dr('a', 1),
      dr('10', 1),
      dr('9', 1),
    ]).map((m) => m.accountId);
    expect(ids).toEqual(['10', '9', 'B', 'a', 'b']);
  });

  it('keeps every kobo of every account and lists each account once', () => {
    fc.assert(
      fc.property(balancedLines(), (lines) => {
        const moves = movementsByAccount(lines);
        const ids = moves.map((m) => m.accountId);
        expect(ids).toEqual([...new Set(lines.map((l) => l.accountId))].sort());
        for (const move of moves) {
          const own = lines.filter((l) => l.accountId === move.accountId);
          expect(move).toEqual({ accountId: move.accountId, ...entryTotals(own) });
        }
        expect(entryTotals(moves)).toEqual(entryTotals(lines));
      }),
    );
  });
});
