/**
 * Credit scoring: an application's facts scored against a scorecard. A scorecard gives each
 * characteristic (age, monthly income, debt service ratio...) bins of values with points; the
 * total of the points falls between cut-offs that give a grade A (best) to E, and each grade has
 * a decision. Pure, so the server scores and the console previews with the same code.
 */
import { roundHalfEven } from './money';

export const CREDIT_CHARACTERISTICS = [
  'AGE',
  'EMPLOYMENT_TYPE',
  'MONTHLY_INCOME',
  'DEBT_SERVICE_RATIO',
  'MONTHS_AS_CUSTOMER',
  'KYC_TIER',
  'AVERAGE_BALANCE',
  'MAX_DAYS_IN_ARREARS',
] as const;
export type CreditCharacteristic = (typeof CREDIT_CHARACTERISTICS)[number];

/** Characteristics whose values are categories; every other one is an integer. */
export const CATEGORY_CHARACTERISTICS: readonly CreditCharacteristic[] = [
  'EMPLOYMENT_TYPE',
  'KYC_TIER',
];

export const EMPLOYMENT_TYPES = [
  'SALARIED',
  'SELF_EMPLOYED',
  'BUSINESS_OWNER',
  'CONTRACT',
  'RETIRED',
  'UNEMPLOYED',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const CREDIT_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type CreditGrade = (typeof CREDIT_GRADES)[number];
export const CREDIT_DECISIONS = ['APPROVE', 'REFER', 'DECLINE'] as const;
export type CreditDecision = (typeof CREDIT_DECISIONS)[number];

/** Limits on a scorecard, so one stored row and one screen stay small. */
export const SCORECARD_LIMITS = {
  binsPerCharacteristic: 12,
  categoriesPerBin: 12,
  categoryLength: 40,
  labelLength: 60,
  nameLength: 100,
  pointsAbs: 1000,
  scoreAbs: 100_000,
} as const;

/**
 * One bin: an integer range [min, max) (null is open-ended) for a numeric characteristic, or a
 * list of categories for a category one; a value in it earns its points.
 */
export interface ScoreBin {
  readonly label: string;
  readonly min?: number | null;
  readonly max?: number | null;
  readonly categories?: readonly string[];
  readonly points: number;
}

export interface ScorecardCharacteristic {
  readonly characteristic: CreditCharacteristic;
  readonly bins: readonly ScoreBin[];
}

/** A grade is given to every total of at least minScore that a better grade did not take. */
export interface GradeCutoff {
  readonly grade: CreditGrade;
  readonly minScore: number;
  readonly decision: CreditDecision;
}

export interface ScorecardDefinition {
  readonly name: string;
  readonly characteristics: readonly ScorecardCharacteristic[];
  /** A to E, best first, minScore strictly falling; a total below E's minScore is still E. */
  readonly cutoffs: readonly GradeCutoff[];
}

/** An application's facts; null when unknown (it then earns no points). */
export type ScoringFacts = Readonly<Record<CreditCharacteristic, number | string | null>>;

export interface ScoreLine {
  readonly characteristic: CreditCharacteristic;
  readonly value: number | string | null;
  /** The bin the value fell in, or null when it fell in none (no points). */
  readonly binLabel: string | null;
  readonly points: number;
}

export interface CreditScore {
  readonly lines: readonly ScoreLine[];
  readonly totalPoints: number;
  readonly grade: CreditGrade;
  readonly decision: CreditDecision;
}

const isCategory = (c: CreditCharacteristic) => CATEGORY_CHARACTERISTICS.includes(c);

function inBin(bin: ScoreBin, value: number | string): boolean {
  if (typeof value === 'string') return (bin.categories ?? []).includes(value);
  const min = bin.min ?? null;
  const max = bin.max ?? null;
  return (min === null || value >= min) && (max === null || value < max);
}

/** The grade and decision of a total: the first cut-off (best first) it reaches. */
export function gradeOf(
  cutoffs: readonly GradeCutoff[],
  totalPoints: number,
): { grade: CreditGrade; decision: CreditDecision } {
  const reached = cutoffs.find((cutoff) => totalPoints >= cutoff.minScore) ?? cutoffs.at(-1);
  if (!reached) throw new Error('A scorecard without cut-offs cannot grade.');
  return { grade: reached.grade, decision: reached.decision };
}

/** Scores the facts against the scorecard, one line per characteristic the scorecard has. */
export function scoreApplication(card: ScorecardDefinition, facts: ScoringFacts): CreditScore {
  const lines = card.characteristics.map(({ characteristic, bins }): ScoreLine => {
    const value = facts[characteristic] ?? null;
    const bin = value === null ? undefined : bins.find((b) => inBin(b, value));
    return { characteristic, value, binLabel: bin?.label ?? null, points: bin?.points ?? 0 };
  });
  const totalPoints = lines.reduce((sum, line) => sum + line.points, 0);
  return { lines, totalPoints, ...gradeOf(card.cutoffs, totalPoints) };
}

/**
 * The debt service ratio in basis points: what the applicant pays each month on existing debt
 * and the new instalment, over the monthly income. Null without an income to divide by.
 */
export function debtServiceRatioBp(
  monthlyIncomeKobo: number,
  existingObligationsKobo: number,
  newInstalmentMonthlyKobo: number,
): number | null {
  if (monthlyIncomeKobo <= 0) return null;
  const owed = BigInt(existingObligationsKobo) + BigInt(newInstalmentMonthlyKobo);
  return Number(roundHalfEven(owed * 10_000n, BigInt(monthlyIncomeKobo)));
}

const PERIODS_PER_YEAR = { DAYS: 365n, WEEKS: 52n, MONTHS: 12n } as const;

/** An instalment due every `every` days, weeks or months, as a monthly amount. */
export function monthlyEquivalentKobo(
  instalmentKobo: number,
  every: number,
  frequency: keyof typeof PERIODS_PER_YEAR,
): number {
  const perYear = PERIODS_PER_YEAR[frequency];
  return Number(roundHalfEven(BigInt(instalmentKobo) * perYear, 12n * BigInt(Math.max(1, every))));
}

/** Whole years between a date of birth and a day, both YYYY-MM-DD; null when unknown. */
export function ageInYears(dateOfBirth: string | null, onDay: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return null;
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDay.slice(0, 10).split('-').map(Number) as [number, number, number];
  const birthdayPassed = m > bm || (m === bm && d >= bd);
  return y - by - (birthdayPassed ? 0 : 1);
}

/** Whole months from one day to another (YYYY-MM-DD), never below 0. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

export interface ScorecardProblem {
  readonly field: string;
  readonly message: string;
}

function binProblems(entry: ScorecardCharacteristic, at: string): ScorecardProblem[] {
  const problems: ScorecardProblem[] = [];
  const L = SCORECARD_LIMITS;
  if (entry.bins.length < 1 || entry.bins.length > L.binsPerCharacteristic) {
    problems.push({ field: `${at}.bins`, message: `Give 1 to ${L.binsPerCharacteristic} bins.` });
  }
  entry.bins.forEach((bin, b) => {
    const field = `${at}.bins.${b}`;
    if (!Number.isInteger(bin.points) || Math.abs(bin.points) > L.pointsAbs) {
      problems.push({ field, message: `Points are whole numbers within ±${L.pointsAbs}.` });
    }
    if (bin.label.trim().length < 1 || bin.label.length > L.labelLength) {
      problems.push({ field, message: `A label of 1 to ${L.labelLength} characters.` });
    }
  });
  return [
    ...problems,
    ...(isCategory(entry.characteristic) ? categoryProblems(entry, at) : rangeProblems(entry, at)),
  ];
}

function categoryProblems(entry: ScorecardCharacteristic, at: string): ScorecardProblem[] {
  const problems: ScorecardProblem[] = [];
  const seen = new Set<string>();
  const L = SCORECARD_LIMITS;
  entry.bins.forEach((bin, b) => {
    const categories = bin.categories ?? [];
    if (categories.length < 1 || categories.length > L.categoriesPerBin) {
      problems.push({
        field: `${at}.bins.${b}`,
        message: `Give 1 to ${L.categoriesPerBin} categories.`,
      });
    }
    for (const category of categories) {
      if (category.length < 1 || category.length > L.categoryLength) {
        problems.push({ field: `${at}.bins.${b}`, message: 'A category is 1 to 40 characters.' });
      }
      if (seen.has(category)) {
        problems.push({ field: `${at}.bins.${b}`, message: `${category} is in two bins.` });
      }
      seen.add(category);
    }
  });
  return problems;
}

function rangeProblems(entry: ScorecardCharacteristic, at: string): ScorecardProblem[] {
  const problems: ScorecardProblem[] = [];
  const ranges = entry.bins.map((bin, b) => ({
    b,
    min: bin.min ?? Number.NEGATIVE_INFINITY,
    max: bin.max ?? Number.POSITIVE_INFINITY,
  }));
  for (const r of ranges) {
    if (entry.bins[r.b]?.categories?.length) {
      problems.push({ field: `${at}.bins.${r.b}`, message: 'A numeric bin has no categories.' });
    }
    if (!(r.min < r.max)) {
      problems.push({ field: `${at}.bins.${r.b}`, message: 'The minimum is below the maximum.' });
    }
  }
  const sorted = [...ranges].sort((x, y) => x.min - y.min);
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1];
    const after = sorted[i];
    if (before && after && after.min < before.max) {
      problems.push({ field: `${at}.bins.${after.b}`, message: 'Bins may not overlap.' });
    }
  }
  return problems;
}

function cutoffProblems(cutoffs: readonly GradeCutoff[]): ScorecardProblem[] {
  const problems: ScorecardProblem[] = [];
  const grades = cutoffs.map((c) => c.grade).join('');
  if (grades !== CREDIT_GRADES.join('')) {
    problems.push({ field: 'cutoffs', message: 'Give the grades A, B, C, D and E in that order.' });
  }
  cutoffs.forEach((cutoff, i) => {
    if (
      !Number.isInteger(cutoff.minScore) ||
      Math.abs(cutoff.minScore) > SCORECARD_LIMITS.scoreAbs
    ) {
      problems.push({ field: `cutoffs.${i}.minScore`, message: 'A whole number of points.' });
    }
    const better = cutoffs[i - 1];
    if (better && !(cutoff.minScore < better.minScore)) {
      problems.push({
        field: `cutoffs.${i}.minScore`,
        message: `Grade ${cutoff.grade} needs fewer points than grade ${better.grade}.`,
      });
    }
  });
  return problems;
}

/** Every problem of a scorecard, [] when it may be saved. */
export function scorecardProblems(card: ScorecardDefinition): ScorecardProblem[] {
  const problems: ScorecardProblem[] = [];
  if (card.name.trim().length < 1 || card.name.length > SCORECARD_LIMITS.nameLength) {
    problems.push({ field: 'name', message: 'A name of 1 to 100 characters.' });
  }
  const seen = new Set<CreditCharacteristic>();
  if (card.characteristics.length < 1) {
    problems.push({ field: 'characteristics', message: 'Score at least one characteristic.' });
  }
  card.characteristics.forEach((entry, i) => {
    const at = `characteristics.${i}`;
    if (!CREDIT_CHARACTERISTICS.includes(entry.characteristic)) {
      problems.push({ field: at, message: 'An unknown characteristic.' });
      return;
    }
    if (seen.has(entry.characteristic)) {
      problems.push({ field: at, message: `${entry.characteristic} appears twice.` });
    }
    seen.add(entry.characteristic);
    problems.push(...binProblems(entry, at));
  });
  return [...problems, ...cutoffProblems(card.cutoffs)];
}
