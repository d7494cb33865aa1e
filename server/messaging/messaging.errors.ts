import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the messaging area answers with (its Area record carries them). */
export const MESSAGING_ERRORS = {
  message_template_placeholder_unknown: {
    status: 422,
    message: 'The template uses a placeholder this kind of message does not have.',
  },
  message_not_failed: {
    status: 409,
    message: 'Only a message that failed can be sent again.',
  },
  message_not_found: { status: 404, message: 'The message was not found.' },
  email_not_configured: {
    status: 409,
    message: 'The mail server is not set up. Save its settings first.',
  },
  sms_not_configured: {
    status: 409,
    message: 'The SMS webhook is not set up. Save its settings first.',
  },
} as const satisfies ErrorSpecs;
