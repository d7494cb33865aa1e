import { permissionLabel } from './permission-labels';

export { permissionLabel };

/**
 * Words for the values the contract spells for machines: enum values in capitals
 * ('MANUAL_REVIEW'), licensed features and permission codes ('loan.approve.level1'). Pages show
 * these, never the values themselves. Permissions read by the labels of permission-labels.ts. An area with a better word for one of its values (a status
 * the bank names differently) keeps its own label and falls back to these.
 */

/** Abbreviations bank staff read in capitals. */
const ABBREVIATIONS = new Set([
  'ATM',
  'BVN',
  'CBN',
  'GL',
  'HR',
  'ID',
  'IT',
  'KYC',
  'AML',
  'MFB',
  'MIS',
  'NIN',
  'NIP',
  'NUBAN',
  'POS',
  'SMS',
  'SMTP',
  'VAT',
]);

function sentence(words: readonly string[]): string {
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'level1' reads 'level 1'. */
function spaced(word: string): string {
  return word.replace(/([a-z])(\d)/g, '$1 $2');
}

/**
 * An enum value in words: 'MANUAL_REVIEW' gives 'Manual review', 'PENDING_LEVEL1' 'Pending level
 * 1', 'NIP_OUTWARD' 'NIP outward' and 'TERM_DEPOSITS' 'Term deposits'. Text that is not in
 * capitals is returned as it is.
 */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return '—';
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) return value;
  const words = value
    .split('_')
    .filter((word) => word !== '')
    .map((word) => (ABBREVIATIONS.has(word) ? word : spaced(word.toLowerCase())));
  return sentence(words);
}

/** Several permissions as one phrase: 'View loans or Disburse, repay and close loans'. */
export function permissionsLabel(codes: string | readonly string[], joiner = 'or'): string {
  const list = typeof codes === 'string' ? [codes] : codes;
  return list.map(permissionLabel).join(` ${joiner} `);
}

/** What happens to a term deposit at maturity, in the words the console shows. */
export const MATURITY_INSTRUCTION_LABELS = {
  PAY_OUT: 'Pay out to the account',
  ROLL_OVER_PRINCIPAL: 'Roll over the principal, pay the interest out',
  ROLL_OVER_PRINCIPAL_AND_INTEREST: 'Roll over principal and interest',
} as const;

/** What an early liquidation of a term deposit forfeits. */
export const TERM_PENALTY_LABELS = {
  NONE: 'No penalty',
  INTEREST_SHARE: 'A share of the interest earned',
  REDUCED_RATE: 'A reduced rate',
} as const;
