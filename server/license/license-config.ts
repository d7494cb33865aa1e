import type { components } from '../../api/schema.gen';
import { type ConfigKeySpec, type ConfigSaver, configKey } from '../config/config-key';
import { DomainError } from '../errors/domain-error';
import type { LicenseDocument } from './license-document';
import { LicenseError } from './license-error';
import { verifyLicenseKey } from './license-key';

type LicenseValue = components['schemas']['LicenseConfigValue'];

/** What a tenant without a license key reads: the license status reports it as license_missing. */
export const NO_LICENSE: LicenseValue = { licenseKey: '' };

/** The key must verify against a trusted vendor key and name this tenant; a lapsed one may. */
export function checkLicenseKey(licenseKey: string, saver: ConfigSaver): LicenseDocument {
  const invalidKey = (code: string, message: string) =>
    new DomainError('license_key_invalid', `The license key is not valid: ${message}.`, [
      { field: 'body.value.licenseKey', code, message },
    ]);
  if (licenseKey === '') throw invalidKey('license_missing', 'the license key is empty');
  let document: LicenseDocument;
  try {
    document = verifyLicenseKey(licenseKey, saver.trustedLicenseKeys).document;
  } catch (error) {
    if (error instanceof LicenseError) throw invalidKey(error.code, error.message);
    throw error;
  }
  if (document.tenantId !== saver.tenantId) {
    throw new DomainError(
      'license_key_for_other_tenant',
      `The license key is for the tenant ${document.tenantId}, not ${saver.tenantId}.`,
      [
        {
          field: 'body.value.licenseKey',
          code: 'license_key_for_other_tenant',
          message: 'The license key names another tenant.',
        },
      ],
    );
  }
  return document;
}

/** The tenant's license key, saved only when it verifies and names the tenant. */
export const LICENSE_CONFIG: ConfigKeySpec = configKey<LicenseValue>({
  key: 'license',
  defaultValue: NO_LICENSE,
  holds: (value): value is LicenseValue => 'licenseKey' in value,
  check: (value, saver) => {
    const licenseKey = value.licenseKey.trim();
    const document = checkLicenseKey(licenseKey, saver);
    return {
      stored: { licenseKey },
      summary:
        `installed license ${document.licenseId} (${document.status}, valid until ` +
        `${document.validUntil}, features ${document.features.join(', ') || 'none'})`,
    };
  },
});
