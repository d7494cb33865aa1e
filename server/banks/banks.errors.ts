import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the banks area answers with (its Area record carries them). */
export const BANKS_ERRORS = {
  bank_not_found: { status: 422, message: 'There is no bank with that NIP code.' },
  bank_inactive: { status: 422, message: 'Transfers no longer go to that bank.' },
  nuban_check_digit_invalid: {
    status: 422,
    message:
      "The account number's check digit is wrong for that bank. Check the number and the bank.",
  },
} as const satisfies ErrorSpecs;
