/**
 * The answers a tester can choose for funds transfers to one account, and what a status query
 * says afterwards. Each is named by the NIP response code the switch answers, or by what happens
 * instead of an answer: none at all ('timeout'), or one that comes after the console has stopped
 * waiting ('late'). These are the paths an outward transfer can take; every one must end in a
 * known state in the console without anyone touching code.
 */
export const OUTCOMES = [
  '00',
  '01',
  '09',
  '25',
  '34',
  '51',
  '91',
  '96',
  'timeout',
  'late',
] as const;

export type Outcome = (typeof OUTCOMES)[number];

/** What the control port and the README say each outcome does. */
export const OUTCOME_MEANINGS: Readonly<Record<Outcome, string>> = {
  '00': 'approved; a status query says 00',
  '01': 'status unknown; a status query then says 00',
  '09': 'processing in progress; a status query then says 00',
  '25': 'unable to locate record; a status query says 25 too',
  '34': 'suspected fraud; a status query repeats it',
  '51': 'no sufficient funds; a status query repeats it',
  '91': 'beneficiary bank not available; a status query repeats it',
  '96': 'system malfunction; a status query then says 00 (or 25 if scripted)',
  timeout: 'no answer at all; a status query then says 00 (or 25 if scripted)',
  late: 'answers 00 only after the console has stopped waiting; a status query says 00',
};

/**
 * The names the first scripts used, kept because tests script with them: 'success' is 00 and
 * 'pending-then-success' is 01.
 */
export type NipBehaviour = Outcome | 'success' | 'pending-then-success';

/** What a status query answers after a 96 or no answer: 00 credited, 25 never arrived. */
export type StatusAfter = '00' | '25';

export interface Script {
  readonly outcome: Outcome;
  readonly statusAfter: StatusAfter;
}

export function isOutcome(value: unknown): value is Outcome {
  return (OUTCOMES as readonly unknown[]).includes(value);
}

export function outcomeOf(behaviour: NipBehaviour): Outcome {
  if (behaviour === 'success') return '00';
  if (behaviour === 'pending-then-success') return '01';
  return behaviour;
}

/** How the switch answers the transfer itself: at once, never, or after a delay. */
export type Answer =
  | { readonly when: 'now'; readonly code: string }
  | { readonly when: 'never' }
  | { readonly when: 'late'; readonly code: string };

/** The answer to a transfer under `script`, and the code later status queries give. */
export function scriptedAnswer(script: Script): { answer: Answer; status: string } {
  switch (script.outcome) {
    case '01':
    case '09':
      return { answer: { when: 'now', code: script.outcome }, status: '00' };
    case '96':
      return { answer: { when: 'now', code: '96' }, status: script.statusAfter };
    case 'timeout':
      return { answer: { when: 'never' }, status: script.statusAfter };
    case 'late':
      return { answer: { when: 'late', code: '00' }, status: '00' };
    default:
      return { answer: { when: 'now', code: script.outcome }, status: script.outcome };
  }
}
