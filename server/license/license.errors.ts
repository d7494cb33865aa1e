import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the license area answers with (its Area record carries them). */
export const LICENSE_ERRORS = {
  license_key_invalid: { status: 422, message: 'The license key is not valid.' },
  license_key_for_other_tenant: {
    status: 422,
    message: 'The license key was issued to another tenant.',
  },
} as const satisfies ErrorSpecs;
