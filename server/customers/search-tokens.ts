/**
 * The words a customer can be found by, and the words of a search. A search matches a customer
 * when every word of the search is the start of one of the customer's words, so "oko" finds
 * Okonkwo and "0803" finds 08031234567, while a substring inside a word ("konk") finds nothing.
 * Pure: no I/O, the same for the API, the migration that backfills the words and the benchmark.
 */

import type { CustomerSearchTokenTable, CustomerTable } from './customer.table';

/** What a customer is searched by. */
export interface SearchableCustomer {
  customerNumber: string;
  /** The name as shown: an individual's names, or the company's name. */
  displayName: string;
  phone: string;
  email: string | null;
  bvn: string | null;
  rcNumber: string | null;
  tin: string | null;
}

/** Longer words are cut to this many characters; a search word is at most 120 (the contract's q). */
export const SEARCH_TOKEN_MAX_CHARS = 128;

/** A search of more words than this is refused: each word is one more range scan. */
export const MAX_SEARCH_WORDS = 5;

const NIGERIAN_PHONE = /^(?:\+?234|0)(\d{10})$/;
const RC_NUMBER = /^(?:rc|bn|it)(\d+)$/;

/** Every distinct lower-cased word a customer can be found by, in first-seen order. */
export function customerSearchTokens(customer: SearchableCustomer): string[] {
  const tokens = new Set<string>();
  const add = (word: string) => {
    if (word !== '') tokens.add(truncate(word));
  };
  add(customer.customerNumber.toLowerCase());
  for (const word of words(customer.displayName)) {
    add(word);
    // A double-barrelled name (Tinubu-Ade, O'Neil) is found by each of its parts as well.
    for (const part of word.split(/[-'’]/)) add(part);
  }
  for (const form of phoneForms(customer.phone)) add(form);
  if (customer.email) {
    const email = customer.email.trim().toLowerCase();
    add(email);
    add(email.slice(0, Math.max(0, email.lastIndexOf('@'))));
  }
  if (customer.bvn) add(customer.bvn.trim());
  if (customer.rcNumber) {
    const rc = customer.rcNumber.trim().toLowerCase();
    add(rc);
    // Staff often type only the digits of a CAC number.
    add(RC_NUMBER.exec(rc)?.[1] ?? '');
  }
  if (customer.tin) {
    const tin = customer.tin.trim().toLowerCase();
    add(tin);
    for (const part of tin.split('-')) add(part);
  }
  return [...tokens];
}

/**
 * A Nigerian mobile number in the forms people type it: 08031234567, 2348031234567 and
 * +2348031234567, so that a search by any of the prefixes finds it. Anything else is kept as given.
 */
export function phoneForms(phone: string): string[] {
  const trimmed = phone.trim();
  const national = NIGERIAN_PHONE.exec(trimmed)?.[1];
  if (national === undefined) return [trimmed.toLowerCase()];
  return [`0${national}`, `234${national}`, `+234${national}`];
}

/** The words of a search: lower-cased, split on white space, each once. */
export function queryWords(q: string | undefined): string[] {
  return [...new Set(words(q ?? ''))];
}

/**
 * The least string greater than every string that starts with `word`, for the range
 * `token >= word AND token < bound`: the word with its last character moved one code point up.
 * Comparisons are by code point on both engines (SQLite's BINARY, PostgreSQL's "C" collation of
 * the token column), and unlike LIKE the range is an index range under PostgreSQL's row-level
 * security, because the comparison operators are leakproof. Null when there is no such string
 * (the word is only U+10FFFF characters); then `token >= word` alone is the range.
 */
export function prefixUpperBound(word: string): string | null {
  const chars = Array.from(word);
  while (chars.length > 0) {
    const last = (chars.pop() as string).codePointAt(0) as number;
    if (last < 0x10ffff) {
      // Surrogate code points are not characters; the next character after U+D7FF is U+E000.
      const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
      return chars.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}

function words(text: string): string[] {
  return wellFormed(text)
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** A lone surrogate reaches the database as U+FFFD, so it is compared as one here too. */
function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

function truncate(word: string): string {
  return Array.from(wellFormed(word)).slice(0, SEARCH_TOKEN_MAX_CHARS).join('');
}

/** The columns of a stored customer that its search tokens are made from or carry. */
export type StoredCustomer = Pick<
  CustomerTable,
  | 'id'
  | 'tenant_id'
  | 'customer_number'
  | 'customer_type'
  | 'display_name'
  | 'phone'
  | 'bvn'
  | 'rc_number'
  | 'branch_id'
  | 'profile'
>;

/**
 * The customer_search_token rows of a stored customer. Each row carries what a search filters
 * and sorts by, so a search reads only this table until it has its page of customer ids.
 */
export function searchTokenRows(customer: StoredCustomer): CustomerSearchTokenTable[] {
  const profile = JSON.parse(customer.profile) as Record<string, unknown>;
  const tokens = customerSearchTokens({
    customerNumber: customer.customer_number,
    displayName: customer.display_name,
    phone: customer.phone,
    email: textOrNull(profile.email),
    bvn: customer.bvn,
    rcNumber: customer.rc_number,
    tin: textOrNull(profile.tin),
  });
  return tokens.map((token) => ({
    tenant_id: customer.tenant_id,
    token,
    customer_id: customer.id,
    display_name: customer.display_name,
    customer_number: customer.customer_number,
    customer_type: customer.customer_type,
    branch_id: customer.branch_id,
  }));
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
