import type { ErrorSpecs } from '../errors/error-registry';

/** The codes the close of business answers with. */
export const EOD_ERRORS = {
  eod_run_not_found: { status: 404, message: 'No such close of business.' },
  eod_run_in_progress: {
    status: 409,
    message: 'A close of business is already running or waiting to be resumed; see it first.',
  },
  eod_run_not_failed: { status: 409, message: 'Only a failed close of business can be resumed.' },
  eod_checks_blocking: {
    status: 422,
    message: 'The close of business cannot start: clear the blocking checks first.',
  },
  eod_warnings_not_acknowledged: {
    status: 422,
    message: 'The close of business has warnings: read them and confirm to go on.',
  },
  eod_config_invalid: {
    status: 422,
    message: 'The close of business settings are not valid.',
  },
} as const satisfies ErrorSpecs;
