/**
 * The stable reasons a license is refused. Clients and operators match on these codes, so they
 * never change once released; the message beside them is for people and may be reworded.
 */
export const LICENSE_ERROR_CODES = [
  'license_missing',
  'license_malformed',
  'license_version_unsupported',
  'license_signature_invalid',
  'license_tenant_mismatch',
  'license_expired',
] as const;

export type LicenseErrorCode = (typeof LICENSE_ERROR_CODES)[number];

/** A license that cannot be read, trusted or used, with the reason as a stable code. */
export class LicenseError extends Error {
  readonly code: LicenseErrorCode;

  constructor(code: LicenseErrorCode, message: string) {
    super(message);
    this.name = 'LicenseError';
    this.code = code;
  }
}
