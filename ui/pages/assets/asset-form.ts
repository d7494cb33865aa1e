import type { AssetCreateRequest } from '../../../api/assets.api';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import {
  DEPRECIATION_METHODS,
  type DepreciationInput,
  type DepreciationMethod,
  depreciationInputProblems,
} from '../../../policies/depreciation';

/** The registration form as typed: amounts in naira, counts as text. */
export interface AssetDraft {
  readonly tag: string;
  readonly name: string;
  readonly category: string;
  readonly branchCode: string;
  readonly cost: string;
  readonly salvage: string;
  readonly acquisitionDate: string;
  readonly availableForUseDate: string;
  readonly depreciationStartDate: string;
  readonly totalDepreciations: string;
  readonly frequencyMonths: string;
  readonly method: DepreciationMethod;
  readonly proRata: boolean;
  readonly paidFromGlAccountCode: string;
}

export function emptyAssetDraft(today: string, branchCode: string): AssetDraft {
  return {
    tag: '',
    name: '',
    category: '',
    branchCode,
    cost: '',
    salvage: '0.00',
    acquisitionDate: today,
    availableForUseDate: today,
    depreciationStartDate: '',
    totalDepreciations: '60',
    frequencyMonths: '1',
    method: 'STRAIGHT_LINE',
    proRata: false,
    paidFromGlAccountCode: '1110',
  };
}

const TAG = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}

export interface AssetFormCheck {
  readonly body: AssetCreateRequest | null;
  readonly problems: Readonly<Record<string, string>>;
}

function textProblems(draft: AssetDraft, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!TAG.test(draft.tag.trim()) || draft.tag.trim().length > 32) {
    problems.tag = 'Enter the tag written on the asset: letters, digits, / _ . or -.';
  }
  if (!draft.name.trim()) problems.name = 'Enter what the asset is.';
  if (!draft.category.trim()) problems.category = 'Enter a category, such as Furniture.';
  if (!draft.branchCode) problems.branchCode = 'Choose the branch that holds the asset.';
  if (!draft.paidFromGlAccountCode.trim())
    problems.paidFromGlAccountCode = 'Enter a GL account code.';
  if (!draft.acquisitionDate || draft.acquisitionDate > today) {
    problems.acquisitionDate = 'Enter a date on or before the processing date.';
  }
  if (!draft.availableForUseDate || draft.availableForUseDate < draft.acquisitionDate) {
    problems.availableForUseDate = 'Enter a date on or after the acquisition.';
  }
  if (!draft.depreciationStartDate || draft.depreciationStartDate < draft.availableForUseDate) {
    problems.depreciationStartDate = 'Enter a date on or after the asset is available for use.';
  }
  return problems;
}

/** The request a draft makes, or the problems that stop it, by field. */
export function readAssetForm(draft: AssetDraft, today: string): AssetFormCheck {
  const problems = textProblems(draft, today);
  const cost = readNairaAmount(draft.cost);
  const salvage = readNairaAmount(draft.salvage, { allowZero: true });
  if ('error' in cost) problems.cost = cost.error;
  if ('error' in salvage) problems.salvage = salvage.error;
  else if ('kobo' in cost && salvage.kobo >= cost.kobo) {
    problems.salvage = 'The salvage value must be less than the cost.';
  }
  const total = wholeNumber(draft.totalDepreciations, 600);
  const every = wholeNumber(draft.frequencyMonths, 120);
  if (total === null) problems.totalDepreciations = 'Enter a whole number from 1 to 600.';
  if (every === null) problems.frequencyMonths = 'Enter a whole number of months from 1 to 120.';
  if (!DEPRECIATION_METHODS.includes(draft.method)) problems.method = 'Choose a method.';
  const terms = readTerms(draft);
  if (terms) Object.assign(problems, termProblems(terms), { ...problems });
  if (Object.keys(problems).length > 0 || !('kobo' in cost) || !('kobo' in salvage)) {
    return { body: null, problems };
  }
  return {
    body: {
      tag: draft.tag.trim(),
      name: draft.name.trim(),
      category: draft.category.trim(),
      branchCode: draft.branchCode,
      costKobo: cost.kobo,
      salvageValueKobo: salvage.kobo,
      acquisitionDate: draft.acquisitionDate,
      availableForUseDate: draft.availableForUseDate,
      depreciationStartDate: draft.depreciationStartDate,
      totalDepreciations: total as number,
      frequencyMonths: every as number,
      depreciationMethod: draft.method,
      proRata: draft.proRata,
      paidFromGlAccountCode: draft.paidFromGlAccountCode.trim(),
    },
    problems,
  };
}

/** The form's field for each term of the schedule. */
const TERM_FIELDS: Readonly<Record<string, keyof AssetDraft>> = {
  costKobo: 'cost',
  salvageKobo: 'salvage',
  ratePercent: 'salvage',
  method: 'method',
  availableForUseDate: 'availableForUseDate',
  depreciationStartDate: 'depreciationStartDate',
  totalDepreciations: 'totalDepreciations',
  frequencyMonths: 'frequencyMonths',
};

/** The schedule's own refusals of these terms (the policy the server registers with), by field. */
function termProblems(input: DepreciationInput): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const problem of depreciationInputProblems(input)) {
    const field = TERM_FIELDS[problem.field] ?? problem.field;
    problems[field] ??= problem.message;
  }
  return problems;
}

/** The terms the schedule beside the form is drawn from, once they can be read. */
function readTerms(draft: AssetDraft): DepreciationInput | null {
  const cost = readNairaAmount(draft.cost);
  const salvage = readNairaAmount(draft.salvage, { allowZero: true });
  const total = wholeNumber(draft.totalDepreciations, 600);
  const every = wholeNumber(draft.frequencyMonths, 120);
  if (!('kobo' in cost) || !('kobo' in salvage) || salvage.kobo >= cost.kobo) return null;
  if (total === null || every === null || !draft.depreciationStartDate) return null;
  if (!draft.availableForUseDate) return null;
  return {
    costKobo: cost.kobo,
    salvageKobo: salvage.kobo,
    method: draft.method,
    availableForUseDate: draft.availableForUseDate,
    depreciationStartDate: draft.depreciationStartDate,
    totalDepreciations: total,
    frequencyMonths: every,
    proRata: draft.proRata,
  };
}

/** What the schedule beside the form is drawn from: terms the policy can draw a schedule from. */
export function scheduleInputOfDraft(draft: AssetDraft): DepreciationInput | null {
  const input = readTerms(draft);
  return input && depreciationInputProblems(input).length === 0 ? input : null;
}
