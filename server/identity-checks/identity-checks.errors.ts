import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the identity checks area answers with (its Area record carries them). */
export const IDENTITY_CHECKS_ERRORS = {
  identity_service_not_configured: {
    status: 409,
    message:
      'The connection to the BVN or NIN service is not set up. Ask an administrator (Integrations, Identity services).',
  },
  identity_check_nothing_to_check: {
    status: 422,
    message: 'Only an individual customer with a BVN or NIN can be checked.',
  },
  identity_endpoint_invalid: {
    status: 422,
    message: 'The endpoint must be an http or https address.',
  },
  identity_settings_incomplete: {
    status: 422,
    message: 'The service needs all of its credentials before it can be used.',
  },
} as const satisfies ErrorSpecs;
