import {
  CATEGORY_CHARACTERISTICS,
  CREDIT_GRADES,
  type CreditCharacteristic,
  type CreditDecision,
  type GradeCutoff,
  type ScoreBin,
  type ScorecardCharacteristic,
  type ScorecardDefinition,
  scorecardProblems,
} from '../../../policies/credit-score';
import { enumLabel } from '../../../policies/labels';

/**
 * A scorecard as its editor holds it: every number as the text typed, categories as one line
 * separated by commas, so a half-typed value is kept as typed until it is read.
 */
export interface BinDraft {
  readonly label: string;
  readonly min: string;
  readonly max: string;
  readonly categories: string;
  readonly points: string;
}

export interface CharacteristicDraft {
  readonly characteristic: CreditCharacteristic;
  readonly bins: readonly BinDraft[];
}

export interface CutoffDraft {
  readonly grade: GradeCutoff['grade'];
  readonly minScore: string;
  readonly decision: CreditDecision;
}

export interface ScorecardDraft {
  readonly name: string;
  readonly characteristics: readonly CharacteristicDraft[];
  readonly cutoffs: readonly CutoffDraft[];
}

/** Characteristics as staff name them. */
const CHARACTERISTIC_NAMES: Readonly<Record<CreditCharacteristic, string>> = {
  AGE: 'Age',
  EMPLOYMENT_TYPE: 'Employment type',
  MONTHLY_INCOME: 'Monthly income',
  DEBT_SERVICE_RATIO: 'Debt service ratio',
  MONTHS_AS_CUSTOMER: 'Months as customer',
  KYC_TIER: 'KYC tier',
  AVERAGE_BALANCE: 'Average balance',
  MAX_DAYS_IN_ARREARS: 'Worst days in arrears',
};

export const characteristicName = (characteristic: CreditCharacteristic): string =>
  CHARACTERISTIC_NAMES[characteristic] ?? characteristic;

export const isCategoryCharacteristic = (characteristic: CreditCharacteristic): boolean =>
  CATEGORY_CHARACTERISTICS.includes(characteristic);

/** Whole numbers shown with thousands separators, as bank staff read them; commas are read back. */
const numberText = (value: number | null | undefined) =>
  value == null ? '' : value.toLocaleString('en-NG', { maximumFractionDigits: 0 });

/**
 * Money characteristics are scored in kobo; their bounds are typed and shown in whole naira, so
 * the editor multiplies by this (an integer, never a float).
 */
const KOBO_PER_NAIRA = 100;
const MONEY_CHARACTERISTICS: readonly CreditCharacteristic[] = [
  'MONTHLY_INCOME',
  'AVERAGE_BALANCE',
];

/** How many scored units one typed unit is: 100 for naira bounds of kobo values, else 1. */
export const boundScale = (characteristic: CreditCharacteristic): number =>
  MONEY_CHARACTERISTICS.includes(characteristic) ? KOBO_PER_NAIRA : 1;

const boundText = (value: number | null | undefined, scale: number) =>
  value == null ? '' : numberText(Math.trunc(value / scale));

function binDraft(bin: ScoreBin, scale: number): BinDraft {
  return {
    label: bin.label,
    min: boundText(bin.min, scale),
    max: boundText(bin.max, scale),
    categories: (bin.categories ?? []).map(enumLabel).join(', '),
    points: String(bin.points),
  };
}

/** The editor's draft of a saved scorecard. */
export function draftOfScorecard(card: ScorecardDefinition): ScorecardDraft {
  return {
    name: card.name,
    characteristics: card.characteristics.map((entry) => ({
      characteristic: entry.characteristic,
      bins: entry.bins.map((bin) => binDraft(bin, boundScale(entry.characteristic))),
    })),
    cutoffs: CREDIT_GRADES.map((grade) => {
      const found = card.cutoffs.find((cutoff) => cutoff.grade === grade);
      return {
        grade,
        minScore: numberText(found?.minScore),
        decision: found?.decision ?? 'REFER',
      };
    }),
  };
}

export const EMPTY_BIN: BinDraft = { label: '', min: '', max: '', categories: '', points: '0' };

const INTEGER = /^-?\d{1,9}$/;

/** A whole number typed, or NaN when it is not one; blank is null (an open end). */
function readInteger(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return null;
  return INTEGER.test(value) ? Number(value) : Number.NaN;
}

function scaled(value: number | null, scale: number): number | null {
  return value === null ? null : value * scale;
}

function readBin(bin: BinDraft, category: boolean, scale: number): ScoreBin {
  const label = bin.label.trim();
  const points = readInteger(bin.points) ?? Number.NaN;
  if (category) {
    const categories = bin.categories
      .split(',')
      .map((item) =>
        item
          .trim()
          .toUpperCase()
          .replace(/[\s-]+/g, '_'),
      )
      .filter((item) => item !== '');
    return { label, categories, points };
  }
  return {
    label,
    min: scaled(readInteger(bin.min), scale),
    max: scaled(readInteger(bin.max), scale),
    points,
  };
}

/** The scorecard a draft reads as; a number that is not one reads as NaN, which the check refuses. */
function scorecardOfDraft(draft: ScorecardDraft): ScorecardDefinition {
  const characteristics: ScorecardCharacteristic[] = draft.characteristics.map((entry) => ({
    characteristic: entry.characteristic,
    bins: entry.bins.map((bin) =>
      readBin(
        bin,
        isCategoryCharacteristic(entry.characteristic),
        boundScale(entry.characteristic),
      ),
    ),
  }));
  const cutoffs: GradeCutoff[] = draft.cutoffs.map((cutoff) => ({
    grade: cutoff.grade,
    minScore: readInteger(cutoff.minScore) ?? Number.NaN,
    decision: cutoff.decision,
  }));
  return { name: draft.name.trim(), characteristics, cutoffs };
}

function minMaxProblems(draft: ScorecardDraft): Record<string, string> {
  const found: Record<string, string> = {};
  draft.characteristics.forEach((entry, i) => {
    if (isCategoryCharacteristic(entry.characteristic)) return;
    entry.bins.forEach((bin, b) => {
      if (Number.isNaN(readInteger(bin.min)) || Number.isNaN(readInteger(bin.max))) {
        found[`characteristics.${i}.bins.${b}`] = 'Bounds are whole numbers, or blank for none.';
      }
    });
  });
  return found;
}

/**
 * The draft read and checked with the same rules the server saves by: the scorecard when it may
 * be saved, and each problem keyed by where it is ('characteristics.0.bins.2', 'cutoffs.1.minScore').
 */
export function readScorecardDraft(draft: ScorecardDraft): {
  readonly card: ScorecardDefinition | null;
  readonly problems: Readonly<Record<string, string>>;
} {
  const card = scorecardOfDraft(draft);
  const problems: Record<string, string> = {};
  for (const problem of scorecardProblems(card)) {
    problems[problem.field] ??= problem.message;
  }
  Object.assign(problems, minMaxProblems(draft));
  return { card: Object.keys(problems).length === 0 ? card : null, problems };
}

/** A copy of the draft with one characteristic's bins changed by `change`. */
export function withBins(
  draft: ScorecardDraft,
  index: number,
  change: (bins: readonly BinDraft[]) => readonly BinDraft[],
): ScorecardDraft {
  return {
    ...draft,
    characteristics: draft.characteristics.map((entry, i) =>
      i === index ? { ...entry, bins: change(entry.bins) } : entry,
    ),
  };
}
