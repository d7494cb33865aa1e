import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the config area answers with (its Area record carries them). */
export const CONFIG_ERRORS = {
  config_value_does_not_match_key: {
    status: 422,
    message: 'The value does not have the shape this configuration key takes.',
  },
  form_rule_pattern_invalid: { status: 422, message: 'A form rule has an invalid pattern.' },
} as const satisfies ErrorSpecs;
