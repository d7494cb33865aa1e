import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the config area answers with (its Area record carries them). */
export const CONFIG_ERRORS = {
  config_value_does_not_match_key: {
    status: 422,
    message: 'The value does not have the shape this configuration key takes.',
  },
  form_rule_pattern_invalid: { status: 422, message: 'A form rule has an invalid pattern.' },
  form_rule_contradicts_server: {
    status: 422,
    message: "A form rule loosens or contradicts the server's own limits.",
  },
  form_rule_unknown_field: { status: 422, message: 'A form rule names a field its form lacks.' },
  form_rule_unknown_form: { status: 422, message: 'Form rules name a form the product lacks.' },
  form_rule_violated: { status: 422, message: "The form breaks the bank's rules for it." },
} as const satisfies ErrorSpecs;
