import type {
  PaymentIntegration,
  PaymentIntegrationSaveRequest,
} from '../../../api/integrations.api';

/** The form as typed: the timeout in seconds on screen (milliseconds in the API). */
export interface PaymentForm {
  readonly endpoint: string;
  readonly institutionCode: string;
  readonly channelCode: string;
  readonly timeoutSeconds: string;
  /** Empty keeps the saved secret. */
  readonly sharedSecret: string;
}

export const SECRET_MIN_LENGTH = 16;
const TIMEOUT_MIN_SECONDS = 1;
const TIMEOUT_MAX_SECONDS = 120;

export function formOf(settings: PaymentIntegration): PaymentForm {
  return {
    endpoint: settings.endpoint,
    institutionCode: settings.institutionCode,
    channelCode: settings.channelCode,
    timeoutSeconds: String(settings.timeoutMs / 1000),
    sharedSecret: '',
  };
}

/** What the secret field says is saved: "•••• abcd", or nothing. */
export function savedSecretText(settings: PaymentIntegration | null): string {
  if (!settings?.secretSet) return '';
  return `•••• ${settings.secretLastFour ?? ''}`.trim();
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Problems by API field name, so the server's field errors land in the same places. */
export function formProblems(form: PaymentForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isWebAddress(form.endpoint.trim())) {
    problems.endpoint = 'Enter an http or https address, such as https://nip.example.ng/nip.';
  }
  if (!/^\d{6}$/.test(form.institutionCode)) {
    problems.institutionCode = 'Enter the 6-digit NIP institution code of this bank.';
  }
  if (!/^\d{1,2}$/.test(form.channelCode)) {
    problems.channelCode = 'Enter the channel code: one or two digits (1 is internet banking).';
  }
  const seconds = Number(form.timeoutSeconds);
  if (
    !Number.isInteger(seconds) ||
    seconds < TIMEOUT_MIN_SECONDS ||
    seconds > TIMEOUT_MAX_SECONDS
  ) {
    problems.timeoutMs = `Enter whole seconds from ${TIMEOUT_MIN_SECONDS} to ${TIMEOUT_MAX_SECONDS}.`;
  }
  if (form.sharedSecret !== '' && form.sharedSecret.length < SECRET_MIN_LENGTH) {
    problems.sharedSecret = `The shared secret must be at least ${SECRET_MIN_LENGTH} characters.`;
  }
  return problems;
}

/** The save request; an empty secret is left out so the saved one is kept. */
export function saveRequestOf(form: PaymentForm): PaymentIntegrationSaveRequest {
  return {
    endpoint: form.endpoint.trim(),
    institutionCode: form.institutionCode,
    channelCode: form.channelCode,
    timeoutMs: Number(form.timeoutSeconds) * 1000,
    ...(form.sharedSecret !== '' && { sharedSecret: form.sharedSecret }),
  };
}
