import type { SmsHeader, SmsSettings, SmsSettingsSaveRequest } from '../../../api/messaging.api';

/** The SMS webhook form as typed. */
export interface SmsForm {
  readonly url: string;
  readonly method: 'POST' | 'PUT';
  readonly headers: readonly SmsHeader[];
  readonly bodyTemplate: string;
  /** Empty keeps the saved secret. */
  readonly sharedSecret: string;
  readonly senderId: string;
  readonly enabled: boolean;
}

export const METHOD_OPTIONS = [
  { value: 'POST', label: 'Post' },
  { value: 'PUT', label: 'Put' },
] as const;

/** What the body template may use, filled in as the contents of JSON strings. */
export const BODY_PLACEHOLDERS = [
  { name: 'to', meaning: 'the phone number' },
  { name: 'text', meaning: 'the message' },
  { name: 'senderId', meaning: 'the sender ID' },
] as const;

export const MAX_HEADERS = 10;
export const SECRET_MIN_LENGTH = 16;
export const SECRET_KEPT = 'Saved — leave blank to keep';
/** Header names the console writes itself. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'x-kobo-signature']);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function smsFormOf(settings: SmsSettings): SmsForm {
  return {
    url: settings.url,
    method: settings.method,
    headers: settings.headers,
    bodyTemplate: settings.bodyTemplate,
    sharedSecret: '',
    senderId: settings.senderId,
    enabled: settings.enabled,
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

function headerProblems(headers: readonly SmsHeader[]): Record<string, string> {
  const problems: Record<string, string> = {};
  headers.forEach((header, index) => {
    const name = header.name.trim();
    if (!TOKEN.test(name)) {
      problems[`headers.${index}.name`] = 'Enter a header name: letters, digits and dashes.';
    } else if (RESERVED_HEADERS.has(name.toLowerCase())) {
      problems[`headers.${index}.name`] = 'The console sets this header itself.';
    }
  });
  return problems;
}

/** The template filled with sample values must be JSON, and must use the number and the text. */
function bodyTemplateProblem(template: string): string | null {
  if (!template.includes('{{to}}') || !template.includes('{{text}}')) {
    return 'The body must use {{to}} and {{text}}.';
  }
  const filled = template.replace(/\{\{\s*(to|text|senderId)\s*\}\}/g, 'x');
  try {
    JSON.parse(filled);
    return null;
  } catch {
    return 'The body must be JSON once the placeholders are filled in (put them inside quotes).';
  }
}

/** Problems by the API's field names, so the server's field errors land in the same places. */
export function smsFormProblems(form: SmsForm): Record<string, string> {
  const problems: Record<string, string> = headerProblems(form.headers);
  if (!isWebAddress(form.url.trim())) {
    problems.url = 'Enter an http or https address, such as https://sms.example.ng/send.';
  }
  const body = bodyTemplateProblem(form.bodyTemplate);
  if (body) problems.bodyTemplate = body;
  if (!/^[A-Za-z0-9 ]{1,11}$/.test(form.senderId.trim())) {
    problems.senderId = 'Enter at most 11 letters, digits or spaces.';
  }
  if (form.sharedSecret !== '' && form.sharedSecret.length < SECRET_MIN_LENGTH) {
    problems.sharedSecret = `The shared secret must be at least ${SECRET_MIN_LENGTH} characters.`;
  }
  return problems;
}

/** The save request; an empty secret is left out so the saved one is kept. */
export function smsSaveRequestOf(form: SmsForm): SmsSettingsSaveRequest {
  return {
    url: form.url.trim(),
    method: form.method,
    headers: form.headers.map((header) => ({ name: header.name.trim(), value: header.value })),
    bodyTemplate: form.bodyTemplate,
    ...(form.sharedSecret !== '' && { sharedSecret: form.sharedSecret }),
    senderId: form.senderId.trim(),
    enabled: form.enabled,
  };
}
