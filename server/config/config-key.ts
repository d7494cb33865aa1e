import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type ConfigKey = Schemas['ConfigKey'];
export type ConfigValue = Schemas['ConfigValue'];

export interface ConfigSaver {
  readonly tenantId: string;
  readonly username: string;
  /** The vendor public keys a license key must be signed with. */
  readonly trustedLicenseKeys: readonly string[];
  readonly now: Date;
}

/**
 * One entry of a tenant's configuration, as the area it belongs to declares it on its Area
 * record: what it reads as before anyone saves it, whether a value is of its kind (the contract's
 * ConfigValue is a union of every key's), and the check that refuses a bad value with a
 * DomainError and answers what to store and a summary for the audit log (never the value).
 */
export interface ConfigKeySpec<Value extends ConfigValue = ConfigValue> {
  readonly key: ConfigKey;
  readonly defaultValue: Value;
  readonly holds: (value: ConfigValue) => value is Value;
  readonly check: (value: Value, saver: ConfigSaver) => { stored: Value; summary: string };
}

/** A spec of a narrower value as one of the list's: its functions only ever see their own kind. */
export function configKey<Value extends ConfigValue>(spec: ConfigKeySpec<Value>): ConfigKeySpec {
  return spec as unknown as ConfigKeySpec;
}
