import type { LicenseViewStatus } from '../license/license-status';

const WORDS: Readonly<Record<LicenseViewStatus, string>> = {
  ACTIVE: 'Active',
  TRIAL: 'Trial',
  EXPIRED: 'Expired',
};

/** The license's status as a word. */
export const licenseStatusOf = (status: LicenseViewStatus): string => WORDS[status] ?? 'Unknown';
