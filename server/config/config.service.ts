import type { components } from '../../api/schema.gen';
import type { Area } from '../area';
import { gatherOnce, installedAreas } from '../area-catalogue';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findConfigEntry, saveConfigEntry } from './config-entry.repository';
import type { ConfigKey, ConfigKeySpec, ConfigSaver, ConfigValue } from './config-key';

export type { ConfigKey, ConfigSaver, ConfigValue } from './config-key';
export type ConfigEntryView = components['schemas']['ConfigEntry'];

/** Every area's configuration keys; a key that two areas both declare is a build error. */
export function configKeysOf(areas: readonly Area[]): ReadonlyMap<ConfigKey, ConfigKeySpec> {
  return gatherOnce(areas, (area) => (area.config ?? []).map((spec) => [spec.key, spec]));
}

// Built on first use: the areas import this service, so the list may be incomplete while it loads.
let catalogue: ReadonlyMap<ConfigKey, ConfigKeySpec> | null = null;

function specOf(key: ConfigKey): ConfigKeySpec {
  catalogue ??= configKeysOf(installedAreas());
  const spec = catalogue.get(key);
  if (!spec) throw new Error(`The configuration key ${key} is declared by no area.`);
  return spec;
}

/** The entry as saved, or its default with no saver and no time. */
export async function readConfigEntry(t: TenantTx, key: ConfigKey): Promise<ConfigEntryView> {
  const entry = await findConfigEntry(t, key);
  if (!entry) return { key, value: specOf(key).defaultValue, updatedAt: null, updatedBy: null };
  return {
    key,
    value: entry.value as ConfigValue,
    updatedAt: entry.updatedAt,
    updatedBy: entry.updatedBy,
  };
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
  const spec = specOf(key);
  if (!spec.holds(value)) {
    throw new DomainError(
      'config_value_does_not_match_key',
      `The value is not of the kind the ${key} entry holds.`,
      [{ field: 'body.value', code: 'config_value_does_not_match_key', message: `Send ${key}.` }],
    );
  }
  const { stored, summary } = spec.check(value, saver);
  await saveConfigEntry(t, { key, value: stored, updatedBy: saver.username }, saver.now);
  const entry = {
    key,
    value: stored,
    updatedAt: saver.now.toISOString(),
    updatedBy: saver.username,
  };
  return { entry, summary };
}
