import type {
  IdentityService,
  IdentityServiceKey,
  IdentityServiceSaveRequest,
} from '../../../api/identity-checks.api';

/** One service's form as typed: the timeout in seconds on screen (milliseconds in the API). */
export interface IdentityServiceForm {
  readonly endpoint: string;
  readonly organisationCode: string;
  readonly username: string;
  readonly timeoutSeconds: string;
  /** Empty keeps the saved secret. */
  readonly password: string;
  readonly aesKey: string;
  readonly ivKey: string;
}

const TIMEOUT_MIN_SECONDS = 1;
const TIMEOUT_MAX_SECONDS = 120;
const AES_LENGTH = 16;

export function identityFormOf(settings: IdentityService): IdentityServiceForm {
  return {
    endpoint: settings.endpoint,
    organisationCode: settings.organisationCode,
    username: settings.username ?? '',
    timeoutSeconds: String(Math.max(TIMEOUT_MIN_SECONDS, Math.round(settings.timeoutMs / 1000))),
    password: '',
    aesKey: '',
    ivKey: '',
  };
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
export function identityFormProblems(
  service: IdentityServiceKey,
  form: IdentityServiceForm,
  secretsSet: boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isWebAddress(form.endpoint.trim())) {
    problems.endpoint = 'Enter an http or https address.';
  }
  if (form.organisationCode.trim() === '') {
    problems.organisationCode =
      service === 'bvn'
        ? 'Enter the organisation code NIBSS gave this bank.'
        : 'Enter the org ID NIMC gave this bank.';
  }
  if (service === 'nin' && form.username.trim() === '') {
    problems.username = 'Enter the username NIMC gave this bank.';
  }
  const seconds = Number(form.timeoutSeconds);
  if (
    !Number.isInteger(seconds) ||
    seconds < TIMEOUT_MIN_SECONDS ||
    seconds > TIMEOUT_MAX_SECONDS
  ) {
    problems.timeoutMs = `Enter whole seconds from ${TIMEOUT_MIN_SECONDS} to ${TIMEOUT_MAX_SECONDS}.`;
  }
  if (!secretsSet && form.password === '') problems.password = 'Enter the password.';
  if (service === 'bvn') {
    for (const field of ['aesKey', 'ivKey'] as const) {
      const value = form[field];
      if ((value !== '' || !secretsSet) && value.length !== AES_LENGTH) {
        problems[field] = `Enter the ${AES_LENGTH} characters NIBSS gave this bank.`;
      }
    }
  }
  return problems;
}

/** The request: empty secrets left out, so the saved ones are kept. */
export function identitySaveRequestOf(
  service: IdentityServiceKey,
  form: IdentityServiceForm,
): IdentityServiceSaveRequest {
  return {
    endpoint: form.endpoint.trim(),
    organisationCode: form.organisationCode.trim(),
    timeoutMs: Number(form.timeoutSeconds) * 1000,
    ...(service === 'nin' && { username: form.username.trim() }),
    ...(form.password !== '' && { password: form.password }),
    ...(service === 'bvn' && form.aesKey !== '' && { aesKey: form.aesKey }),
    ...(service === 'bvn' && form.ivKey !== '' && { ivKey: form.ivKey }),
  };
}
