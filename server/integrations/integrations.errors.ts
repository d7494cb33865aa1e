import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the integrations area answers with (its Area record carries them). */
export const INTEGRATIONS_ERRORS = {
  nip_not_configured: {
    status: 409,
    message:
      'The connection to the NIP switch is not set up. Ask an administrator (Integrations, Payment Providers).',
  },
  nip_switch_unavailable: {
    status: 502,
    message: 'The NIP switch did not answer. Nothing was changed; try again in a moment.',
  },
  payment_endpoint_invalid: {
    status: 422,
    message: 'The endpoint must be an http or https address.',
  },
} as const satisfies ErrorSpecs;
