import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import type { LicenseDocument } from '../license/license-document';
import { LicenseError } from '../license/license-error';
import { verifyLicenseKey } from '../license/license-key';
import { findConfigEntry, saveConfigEntry } from './config-entry.repository';
import { checkTillsConfig, DEFAULT_TILLS_CONFIG } from './tills-config';

type Schemas = components['schemas'];
export type ConfigKey = Schemas['ConfigKey'];
export type ConfigValue = Schemas['ConfigValue'];
export type ConfigEntryView = Schemas['ConfigEntry'];
type FormsValue = Schemas['FormsConfigValue'];

/**
 * What an entry never saved reads as. A tenant without a license key reads an empty one, which
 * the license status reports as license_missing; a tenant without form rules has none.
 */
export const CONFIG_DEFAULTS: Readonly<Record<ConfigKey, ConfigValue>> = {
  license: { licenseKey: '' },
  forms: { forms: {} },
  tills: DEFAULT_TILLS_CONFIG,
};

/** The entry as saved, or its default with no saver and no time. */
export async function readConfigEntry(t: TenantTx, key: ConfigKey): Promise<ConfigEntryView> {
  const entry = await findConfigEntry(t, key);
  if (!entry) return { key, value: CONFIG_DEFAULTS[key], updatedAt: null, updatedBy: null };
  return {
    key,
    value: entry.value as ConfigValue,
    updatedAt: entry.updatedAt,
    updatedBy: entry.updatedBy,
  };
}

export interface ConfigSaver {
  readonly tenantId: string;
  readonly username: string;
  /** The vendor public keys a license key must be signed with. */
  readonly trustedLicenseKeys: readonly string[];
  readonly now: Date;
}

/** What was saved, for the audit log: never the value itself. */
export interface SavedConfig {
  readonly entry: ConfigEntryView;
  readonly summary: string;
}

/** Checks a value against its key's rules and saves it; refusals are DomainErrors. */
export async function saveConfig(
  t: TenantTx,
  key: ConfigKey,
  value: ConfigValue,
  saver: ConfigSaver,
): Promise<SavedConfig> {
  let stored: ConfigValue;
  let summary: string;
  if (key === 'license' && 'licenseKey' in value) {
    const licenseKey = value.licenseKey.trim();
    const document = checkLicenseKey(licenseKey, saver);
    stored = { licenseKey };
    summary =
      `installed license ${document.licenseId} (${document.status}, valid until ` +
      `${document.validUntil}, features ${document.features.join(', ') || 'none'})`;
  } else if (key === 'forms' && 'forms' in value) {
    checkFormRules(value);
    stored = value;
    summary = `saved form rules for ${Object.keys(value.forms).length} form(s)`;
  } else if (key === 'tills' && 'denominations' in value) {
    checkTillsConfig(value);
    stored = value;
    summary =
      `saved ${value.denominations.length} denomination(s) and withdrawal limits for ` +
      `${value.withdrawalLimits.length} role(s)`;
  } else {
    throw new DomainError(
      'config_value_does_not_match_key',
      `The value is not of the kind the ${key} entry holds.`,
      [{ field: 'body.value', code: 'config_value_does_not_match_key', message: `Send ${key}.` }],
    );
  }
  await saveConfigEntry(t, { key, value: stored, updatedBy: saver.username }, saver.now);
  const entry = {
    key,
    value: stored,
    updatedAt: saver.now.toISOString(),
    updatedBy: saver.username,
  };
  return { entry, summary };
}

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

/** Every rule's pattern must compile as the browser will compile it. */
export function checkFormRules(value: FormsValue): void {
  const problems: FieldProblem[] = [];
  for (const [formId, form] of Object.entries(value.forms)) {
    for (const [fieldName, rule] of Object.entries(form.fields)) {
      if (rule.pattern === undefined) continue;
      try {
        new RegExp(rule.pattern);
      } catch (error) {
        problems.push({
          field: `body.value.forms.${formId}.fields.${fieldName}.pattern`,
          code: 'form_rule_pattern_invalid',
          message: error instanceof Error ? error.message : 'Not a regular expression.',
        });
      }
    }
  }
  if (problems.length > 0) {
    throw new DomainError(
      'form_rule_pattern_invalid',
      'A form rule pattern is not a valid regular expression.',
      problems.slice(0, 100),
    );
  }
}
