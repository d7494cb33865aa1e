import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPRECIATION_METHODS,
  type DepreciationInput,
  depreciationInputProblems,
  depreciationSchedule,
} from './depreciation';

const DAY_MS = 86_400_000;
const isoDay = (days: number) =>
  new Date(Date.UTC(2000, 0, 1) + days * DAY_MS).toISOString().slice(0, 10);

/** Any input the problems check accepts. */
const validInput: fc.Arbitrary<DepreciationInput> = fc
  .record({
    costKobo: fc.integer({ min: 1, max: 1_000_000_000_00 }),
    salvageShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
    method: fc.constantFrom(...DEPRECIATION_METHODS),
    availableDay: fc.integer({ min: 0, max: 20_000 }),
    startAfterDays: fc.integer({ min: 0, max: 800 }),
    totalDepreciations: fc.integer({ min: 1, max: 120 }),
    frequencyMonths: fc.integer({ min: 1, max: 12 }),
    proRata: fc.boolean(),
    ratePercent: fc.option(
      fc.integer({ min: 1, max: 100_000 }).map((m) => m / 1000),
      {
        nil: undefined,
      },
    ),
  })
  .map((r) => {
    const salvageKobo = Math.min(Math.floor(r.costKobo * r.salvageShare), r.costKobo - 1);
    const needsRate = r.method === 'WRITTEN_DOWN_VALUE' && salvageKobo === 0;
    return {
      costKobo: r.costKobo,
      salvageKobo,
      method: r.method,
      availableForUseDate: isoDay(r.availableDay),
      depreciationStartDate: isoDay(r.availableDay + r.startAfterDays),
      totalDepreciations: r.totalDepreciations,
      frequencyMonths: r.frequencyMonths,
      proRata: r.proRata,
      ratePercent: needsRate ? (r.ratePercent ?? 25) : r.ratePercent,
    };
  })
  .filter((input) => depreciationInputProblems(input).length === 0);

describe('any valid schedule', () => {
  it('depreciates exactly cost − salvage, never below salvage, no row negative, dates rising', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const rows = depreciationSchedule(input);
        const depreciable = input.costKobo - input.salvageKobo;
        let sum = 0;
        let lastDate = '';
        for (const row of rows) {
          expect(Number.isSafeInteger(row.depreciationKobo)).toBe(true);
          expect(row.depreciationKobo).toBeGreaterThan(0);
          sum += row.depreciationKobo;
          expect(row.accumulatedKobo).toBe(sum);
          expect(row.accumulatedKobo).toBeLessThanOrEqual(depreciable);
          expect(row.date > lastDate).toBe(true);
          lastDate = row.date;
        }
        expect(sum).toBe(depreciable);
        expect(rows.length).toBeLessThanOrEqual(input.totalDepreciations + 1);
      }),
      { numRuns: 400 },
    );
  });

  it('the longest life still computes quickly', () => {
    const rows = depreciationSchedule({
      costKobo: 987_654_321_00,
      salvageKobo: 1_234_56,
      method: 'WRITTEN_DOWN_VALUE',
      availableForUseDate: '2026-01-17',
      depreciationStartDate: '2026-01-31',
      totalDepreciations: 600,
      frequencyMonths: 1,
      proRata: true,
    });
    expect(rows.at(-1)?.accumulatedKobo).toBe(987_654_321_00 - 1_234_56);
    expect(rows.at(-1)?.date).toBe('2076-01-17');
  });
});
