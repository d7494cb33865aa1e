import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { PERMISSIONS } from '../../policies/permissions';
import { ROLE_CATALOGUE } from '../../policies/roles';

/**
 * Recognises values that belong to the machine, not to the people reading the console: kobo
 * figures, ISO dates, enum values, UUIDs and permission codes. Values that only look like them
 * (an account number, a BVN, a bank code, a switch's session ID) are told apart by their shape,
 * never by the page they are on.
 */

export interface InternalValue {
  readonly kind: string;
  readonly text: string;
}

/** Every string value of an `enum` in the contract: statuses, types, error codes. */
function contractEnumValues(): Set<string> {
  const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
  const values = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (typeof node === 'object' && node !== null) {
      const { enum: members } = node as { enum?: unknown };
      if (Array.isArray(members)) {
        for (const member of members) if (typeof member === 'string') values.add(member);
      }
      for (const child of Object.values(node)) visit(child);
    }
  };
  visit(contract);
  return values;
}

const ENUM_VALUES = contractEnumValues();
const ROLE_KEYS = new Set<string>(ROLE_CATALOGUE.map((role) => role.key));
const PERMISSION_CODES = new Set<string>(PERMISSIONS);

/** A word in capitals as a whole, digits and underscores allowed inside. */
const CAPITALS_WORD = /(?<![\w.-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*(?![\w-])/g;
/** A dotted lower-case word (`loan.approve.level1`) or a snake_case one (`permission_denied`). */
const CODE_WORD = /(?<![\w.@-])[a-z][a-z0-9]*(?:[._][a-z0-9]+)+(?![\w@-]|\.\w)/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ISO_DATE = /(?<![\w-])\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w-])/g;
/** A run of digits standing alone: not inside a reference (JE-00000040) or a formatted amount. */
const BARE_NUMBER = /(?<![\w.,₦/:-])\d{5,}(?![\w,/:-]|\.\d)/g;
/** Money spelt in units rather than formatted: '(kobo)', '85000000 kobo', '500 naira'. */
const UNITS = /\(kobo\)|\bin kobo\b|\d\s*(?:kobo|naira)\b/gi;

/**
 * An enum value in capitals: any word joined by underscores (MANUAL_REVIEW, BRANCH_TELLER), and a
 * single word of four letters or more that the contract or the role catalogue names (SUCCESSFUL,
 * AUDITOR). Three capitals or fewer read as an abbreviation people use (VAT, NGN, FCT).
 */
function isEnumWord(word: string): boolean {
  if (word.includes('_')) return true;
  if (word.length < 4) return false;
  return ENUM_VALUES.has(word) || ROLE_KEYS.has(word);
}

/**
 * A figure is an identifier by its length: 10 digits an account number (NUBAN), 11 a BVN, NIN or
 * phone number, 12 or more a switch's session ID or reference, and 6 starting with 0 a CBN
 * institution code. Any other run of five digits or more stands where an amount was meant.
 */
function isIdentifierDigits(digits: string): boolean {
  if (digits.length >= 10) return true;
  return digits.length === 6 && digits.startsWith('0');
}

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

/**
 * A label that says its value is an identifier (a column 'Reference', a field 'Bank code', 'Account
 * number', 'Session ID'): what it heads is a code someone chose, not a figure or a status.
 */
const IDENTIFIER_LABEL =
  /\b(?:reference|ref|code|number|no\.?|id|session|bvn|nin|nuban|phone)\s*$/i;

/** The internal values in one piece of visible text, shown under the label `where`. */
export function internalValuesIn(text: string, where = ''): InternalValue[] {
  const identifier = IDENTIFIER_LABEL.test(where.trim());
  const found: InternalValue[] = [];
  const add = (kind: string, values: readonly string[]) => {
    for (const value of values) found.push({ kind, text: value });
  };
  add('UUID', matches(UUID, text));
  add('ISO date', matches(ISO_DATE, text));
  add('kobo figure', matches(UNITS, text));
  add(
    'kobo figure',
    matches(BARE_NUMBER, text).filter((digits) => !identifier && !isIdentifierDigits(digits)),
  );
  add(
    'enum value',
    matches(CAPITALS_WORD, text).filter((word) => !identifier && isEnumWord(word)),
  );
  const codes = matches(CODE_WORD, text);
  add(
    'permission code',
    codes.filter((code) => PERMISSION_CODES.has(code)),
  );
  add(
    'error code',
    codes.filter((code) => code.includes('_') && ENUM_VALUES.has(code)),
  );
  return found;
}

/** A piece of text the page shows, and under which label: its column's head, its term, its field's label. */
export interface ShownText {
  readonly text: string;
  readonly where: string;
}

/**
 * The text a person sees in the elements `selector` finds, read in the page: each element's own
 * text (its text nodes joined, as written, not as CSS capitalises it), the values of text fields
 * and the titles shown on hover. Hidden elements are left out.
 */
export function shownTexts(selector: string): ShownText[] {
  // No named helper inside: the function is sent to the page as text, without its module.
  const texts: ShownText[] = [];
  for (const root of document.querySelectorAll(selector)) {
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      // The label the value stands under: its column's head, its term or its badge's caption.
      const cell = element.closest('td');
      const head = cell?.closest('table')?.querySelector('thead tr')?.children[cell.cellIndex];
      const dd = element.closest('dd');
      const term = dd?.previousElementSibling?.tagName === 'DT' ? dd.previousElementSibling : null;
      const where =
        head?.textContent ??
        term?.textContent ??
        element.closest('[data-badge]')?.getAttribute('data-badge') ??
        '';
      if (own) texts.push({ text: own, where: where.trim() });
      const title = element.getAttribute('title');
      if (title) texts.push({ text: title, where: 'title' });
      if (
        (element instanceof HTMLInputElement &&
          ['text', 'search', 'number', 'email', 'tel', 'url'].includes(element.type)) ||
        element instanceof HTMLTextAreaElement
      ) {
        const field = element.labels?.[0]?.textContent?.trim() ?? '';
        if (element.value) texts.push({ text: element.value, where: field });
      }
    }
  }
  return texts;
}
