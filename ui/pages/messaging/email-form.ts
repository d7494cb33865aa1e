import type {
  EmailSettings,
  EmailSettingsSaveRequest,
  SmtpTlsMode,
} from '../../../api/messaging.api';

/** The mail server form as typed; the port as text until it is saved. */
export interface EmailForm {
  readonly host: string;
  readonly port: string;
  readonly tlsMode: SmtpTlsMode;
  readonly username: string;
  /** Empty keeps the saved password. */
  readonly password: string;
  readonly fromAddress: string;
  readonly fromName: string;
  readonly enabled: boolean;
}

export const TLS_MODE_OPTIONS: readonly { value: SmtpTlsMode; label: string }[] = [
  { value: 'STARTTLS', label: 'StartTLS (port 587)' },
  { value: 'TLS', label: 'TLS (port 465)' },
  { value: 'NONE', label: 'None (in the clear)' },
];

/** The port each mode is usually served on, offered when the mode changes. */
export const USUAL_PORT: Record<SmtpTlsMode, string> = { STARTTLS: '587', TLS: '465', NONE: '25' };

export const PASSWORD_KEPT = 'Saved — leave blank to keep';

export function emailFormOf(settings: EmailSettings): EmailForm {
  return {
    host: settings.host,
    port: settings.configured ? String(settings.port) : USUAL_PORT[settings.tlsMode],
    tlsMode: settings.tlsMode,
    username: settings.username ?? '',
    password: '',
    fromAddress: settings.fromAddress,
    fromName: settings.fromName,
    enabled: settings.enabled,
  };
}

const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems by the API's field names, so the server's field errors land in the same places. */
export function emailFormProblems(form: EmailForm): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!HOST.test(form.host.trim())) {
    problems.host = 'Enter the mail server’s host name or address, such as smtp.example.ng.';
  }
  const port = Number(form.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    problems.port = 'Enter a port from 1 to 65535.';
  }
  if (!EMAIL.test(form.fromAddress.trim())) {
    problems.fromAddress = 'Enter the address mail is sent from, such as alerts@example.ng.';
  }
  if (form.fromName.trim() === '') problems.fromName = 'Enter the name mail is sent from.';
  return problems;
}

/** The save request; an empty password is left out so the saved one is kept. */
export function emailSaveRequestOf(form: EmailForm): EmailSettingsSaveRequest {
  const username = form.username.trim();
  return {
    host: form.host.trim(),
    port: Number(form.port),
    tlsMode: form.tlsMode,
    username: username === '' ? null : username,
    ...(form.password !== '' && { password: form.password }),
    fromAddress: form.fromAddress.trim(),
    fromName: form.fromName.trim(),
    enabled: form.enabled,
  };
}
