import type { Failure } from '../../../machines/failure';

/**
 * The server's field errors keyed by the form's own names: `body.host` and `host` both land on
 * the host field, `body.headers.0.name` on the first header's name.
 */
export function fieldErrorsOf(failure: Failure | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure?.fieldErrors ?? {})) {
    const name = field.replace(/^body\./, '');
    if (!(name in errors)) errors[name] = message;
  }
  return errors;
}

/** Whether the failure has errors that stand by fields rather than above the form. */
export function hasFieldErrors(failure: Failure | null): boolean {
  return Object.keys(failure?.fieldErrors ?? {}).length > 0;
}
