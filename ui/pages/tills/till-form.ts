import type { Till, TillRequest, TillUpdate } from '../../../api/tills.api';
import { positiveKoboOf } from '../../../policies/deposit-inputs';
import { koboToDecimalText } from '../../../policies/money';

/** What the till dialog holds while it is typed in. */
export interface TillDraft {
  readonly code: string;
  readonly name: string;
  readonly active: boolean;
  readonly softLimit: string;
  readonly hardLimit: string;
}

export const EMPTY_TILL_DRAFT: TillDraft = {
  code: '',
  name: '',
  active: true,
  softLimit: '2,000,000.00',
  hardLimit: '3,000,000.00',
};

export function draftOfTill(till: Till): TillDraft {
  return {
    code: till.code,
    name: till.name,
    active: till.status === 'ACTIVE',
    softLimit: koboToDecimalText(till.softLimitKobo),
    hardLimit: koboToDecimalText(till.hardLimitKobo),
  };
}

const CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;

export interface TillCheck {
  readonly problems: Readonly<Record<string, string>>;
  readonly softLimitKobo: number | null;
  readonly hardLimitKobo: number | null;
}

/** A till's code, name and limits: the soft limit (drop cash) must sit under the hard one. */
export function checkTill(draft: TillDraft): TillCheck {
  const problems: Record<string, string> = {};
  if (!CODE.test(draft.code.trim().toUpperCase())) {
    problems.code = 'Use capital letters, digits, - or _, like LAG-T03.';
  }
  if (!draft.name.trim()) problems.name = 'Name the till, like Counter 3.';
  const softLimitKobo = positiveKoboOf(draft.softLimit);
  const hardLimitKobo = positiveKoboOf(draft.hardLimit);
  if (softLimitKobo === null) problems.softLimit = 'Enter an amount above ₦0.00.';
  if (hardLimitKobo === null) problems.hardLimit = 'Enter an amount above ₦0.00.';
  if (softLimitKobo !== null && hardLimitKobo !== null && softLimitKobo > hardLimitKobo) {
    problems.softLimit = 'The soft limit cannot be above the hard limit.';
  }
  return { problems, softLimitKobo, hardLimitKobo };
}

export function tillRequestOf(draft: TillDraft, branchId: string): TillRequest | null {
  const check = checkTill(draft);
  if (Object.keys(check.problems).length > 0 || !check.softLimitKobo || !check.hardLimitKobo) {
    return null;
  }
  return {
    branchId,
    code: draft.code.trim().toUpperCase(),
    name: draft.name.trim(),
    softLimitKobo: check.softLimitKobo,
    hardLimitKobo: check.hardLimitKobo,
  };
}

export function tillUpdateOf(draft: TillDraft): TillUpdate | null {
  const request = tillRequestOf(draft, 'unused');
  if (!request) return null;
  return {
    name: request.name,
    status: draft.active ? 'ACTIVE' : 'INACTIVE',
    softLimitKobo: request.softLimitKobo,
    hardLimitKobo: request.hardLimitKobo,
  };
}
