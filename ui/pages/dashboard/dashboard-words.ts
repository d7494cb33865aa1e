import type { Feature } from '../../../policies/features';

/** The licensed features as the bank's staff name the parts of the product. */
export const FEATURE_WORDS: Readonly<Record<Feature, string>> = {
  ACCOUNTS: 'Customers and accounts',
  TILLS: 'Tills',
  OPERATIONS: 'Operations',
  NIP: 'NIP transfers',
  LOANS: 'Lending',
  TERM_DEPOSITS: 'Term deposits',
  FINANCE: 'Finance',
  REPORTS: 'Reports',
};

/** A feature's name; one this build does not know reads in sentence case, never as a code. */
export function featureWords(feature: string): string {
  const known = FEATURE_WORDS[feature as Feature];
  if (known) return known;
  const words = feature.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The license's status (ACTIVE, TRIAL, EXPIRED...) as a word. */
export function licenseStatusWords(status: string): string {
  return featureWords(status);
}
