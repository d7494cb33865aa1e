import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkJournalDraft,
  emptyJournalDraft,
  emptyJournalLine,
  imbalanceMessage,
  type JournalBody,
  type JournalDraft,
  journalProblems,
  journalTotals,
  MAX_JOURNAL_LINES,
  MAX_LINE_AMOUNT_KOBO,
  readAmount,
} from './journal-balance';

const line = (accountId: string, debit: string, credit: string, narration = '') => ({
  accountId,
  debit,
  credit,
  narration,
});

function draft(lines: JournalDraft['lines'], narration = 'Office rent for May'): JournalDraft {
  return { narration, reference: '', valueDate: '', lines };
}

const codes = (check: { problems: readonly { code: string }[] }) =>
  check.problems.map((problem) => problem.code);

describe('readAmount', () => {
  it.each<[string, number]>([
    ['', 0],
    ['  ', 0],
    ['1500', 150000],
    ['1,500.50', 150050],
    ['₦ 2,000', 200000],
    ['0.01', 1],
    ['1000000000000', MAX_LINE_AMOUNT_KOBO],
  ])('reads %j as %s kobo', (text, kobo) => {
    expect(readAmount(text)).toEqual({ kobo });
  });

  it.each([['abc'], ['1.234'], ['-5'], ['1000000000000.01'], ['1e5']])('refuses %j', (text) => {
    expect(readAmount(text)).toHaveProperty('error');
  });
});

describe('journalTotals', () => {
  it('sums each side and gives debits minus credits', () => {
    expect(
      journalTotals([
        { debitKobo: 150000, creditKobo: 0 },
        { debitKobo: 0, creditKobo: 100000 },
      ]),
    ).toEqual({ debitKobo: 150000n, creditKobo: 100000n, differenceKobo: 50000n });
  });

  it('stays exact past 2^53 kobo, where a float sum would not', () => {
    const lines = Array.from({ length: MAX_JOURNAL_LINES }, () => ({
      debitKobo: MAX_LINE_AMOUNT_KOBO,
      creditKobo: 0,
    }));
    expect(journalTotals(lines).debitKobo).toBe(10_000_000_000_000_000n);
  });

  it('balances exactly when the sides are equal, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: MAX_LINE_AMOUNT_KOBO }), {
          minLength: 1,
          maxLength: 50,
        }),
        (amounts) => {
          const lines = [
            ...amounts.map((debitKobo) => ({ debitKobo, creditKobo: 0 })),
            ...[...amounts].reverse().map((creditKobo) => ({ debitKobo: 0, creditKobo })),
          ];
          expect(journalTotals(lines).differenceKobo).toBe(0n);
        },
      ),
    );
  });
});

describe('imbalanceMessage', () => {
  it('names the side that is ahead and the difference in naira', () => {
    expect(imbalanceMessage(50000n)).toBe(
      'Debits exceed credits by ₦500.00; the entry must balance.',
    );
    expect(imbalanceMessage(-1n)).toBe('Credits exceed debits by ₦0.01; the entry must balance.');
  });
});

describe('journalProblems', () => {
  const balanced: JournalBody = {
    narration: 'Rent',
    lines: [
      { glAccountId: 'a', debitKobo: 100, creditKobo: 0 },
      { glAccountId: 'b', debitKobo: 0, creditKobo: 100 },
    ],
  };

  it('has nothing against a balanced entry of two lines', () => {
    expect(journalProblems(balanced)).toEqual([]);
  });

  it('refuses fewer than 2 and more than 100 lines', () => {
    expect(journalProblems({ ...balanced, lines: [] }).map((p) => p.code)).toEqual([
      'journal_too_few_lines',
    ]);
    const many = Array.from({ length: MAX_JOURNAL_LINES + 1 }, (_, index) => ({
      glAccountId: 'a',
      debitKobo: index % 2 === 0 ? 100 : 0,
      creditKobo: index % 2 === 0 ? 0 : 100,
    }));
    expect(journalProblems({ ...balanced, lines: many }).map((p) => p.code)).toEqual([
      'journal_too_many_lines',
      'journal_not_balanced',
    ]);
  });

  it('refuses a line with both sides, a line with neither, and a line without an account', () => {
    const problems = journalProblems({
      narration: ' ',
      lines: [
        { glAccountId: 'a', debitKobo: 100, creditKobo: 100 },
        { glAccountId: '', debitKobo: 0, creditKobo: 0 },
      ],
    });
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['journal_narration_missing', undefined],
      ['journal_line_debit_and_credit', 0],
      ['journal_line_account_missing', 1],
      ['journal_line_zero', 1],
    ]);
  });
});

describe('checkJournalDraft', () => {
  it('starts empty with two lines, which cannot be posted yet', () => {
    const empty = emptyJournalDraft('2026-05-04');
    expect(empty.lines).toEqual([emptyJournalLine(), emptyJournalLine()]);
    expect(empty.valueDate).toBe('2026-05-04');
    expect(codes(checkJournalDraft(empty))).toEqual([
      'journal_narration_missing',
      'journal_line_account_missing',
      'journal_line_zero',
      'journal_line_account_missing',
      'journal_line_zero',
    ]);
  });

  it('reads a balanced draft into the body to post, trimmed, blanks left out', () => {
    const check = checkJournalDraft({
      narration: '  Office rent  ',
      reference: ' PV-0042 ',
      valueDate: '2026-05-04',
      lines: [line('gl-rent', '1,500.00', '', ' May '), line('gl-bank', '', '1500')],
    });
    expect(check.problems).toEqual([]);
    expect(check.totals).toEqual({ debitKobo: 150000n, creditKobo: 150000n, differenceKobo: 0n });
    expect(check.body).toEqual({
      narration: 'Office rent',
      reference: 'PV-0042',
      valueDate: '2026-05-04',
      lines: [
        { glAccountId: 'gl-rent', debitKobo: 150000, creditKobo: 0, narration: 'May' },
        { glAccountId: 'gl-bank', debitKobo: 0, creditKobo: 150000 },
      ],
    });
  });

  it('keeps totals live while unbalanced and says by how much', () => {
    const check = checkJournalDraft(draft([line('a', '1500', ''), line('b', '', '1000')]));
    expect(check.totals.differenceKobo).toBe(50000n);
    expect(check.problems.map((p) => p.message)).toEqual([
      'Debits exceed credits by ₦500.00; the entry must balance.',
    ]);
  });

  it('reports an unreadable amount once, counts it as 0, and puts the balance last', () => {
    const check = checkJournalDraft(draft([line('a', '12.345', ''), line('b', '', '10')]));
    expect(check.problems.map((p) => [p.code, p.line, p.field])).toEqual([
      ['journal_line_amount_invalid', 0, 'debit'],
      ['journal_not_balanced', undefined, undefined],
    ]);
    expect(check.totals).toEqual({ debitKobo: 0n, creditKobo: 1000n, differenceKobo: -1000n });
  });

  it('refuses a line with both sides typed, and one line alone', () => {
    expect(codes(checkJournalDraft(draft([line('a', '10', '10'), line('b', '', '')])))).toEqual([
      'journal_line_debit_and_credit',
      'journal_line_zero',
    ]);
    expect(codes(checkJournalDraft(draft([line('a', '10', '')])))).toEqual([
      'journal_too_few_lines',
      'journal_not_balanced',
    ]);
  });

  it('refuses a value date that is not a date', () => {
    const check = checkJournalDraft({
      ...draft([line('a', '10', ''), line('b', '', '10')]),
      valueDate: '04/05/2026',
    });
    expect(codes(check)).toEqual(['journal_value_date_invalid']);
  });

  it('posts only drafts whose debits equal their credits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            side: fc.constantFrom('debit', 'credit'),
            kobo: fc.integer({ min: 1, max: 10_000_000 }),
          }),
          { minLength: 2, maxLength: 20 },
        ),
        (typed) => {
          const lines = typed.map(({ side, kobo }, index) => {
            const naira = `${Math.trunc(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
            return line(
              `gl-${index}`,
              side === 'debit' ? naira : '',
              side === 'credit' ? naira : '',
            );
          });
          const check = checkJournalDraft(draft(lines));
          const debit = typed.filter((t) => t.side === 'debit').reduce((s, t) => s + t.kobo, 0);
          const credit = typed.filter((t) => t.side === 'credit').reduce((s, t) => s + t.kobo, 0);
          expect(check.problems.length === 0).toBe(debit === credit);
          expect(check.totals.debitKobo).toBe(BigInt(debit));
        },
      ),
    );
  });
});
