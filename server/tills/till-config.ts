import { type Denomination, denominationLabel } from '../../policies/denominations';
import { readConfigEntry } from '../config/config.service';
import type { TenantTx } from '../db/tenant-scope';
import { DEFAULT_TILLS_CONFIG, type TillsConfigValue } from './tills-config-rules';

/** The tills configuration a tenant works with: its own when saved, the defaults otherwise. */
export interface TillConfig {
  /** The denominations a count may hold, largest first; inactive ones are left out. */
  readonly denominations: readonly Denomination[];
  readonly withdrawalLimitsKobo: Readonly<Record<string, number>>;
}

export async function tillConfigOf(t: TenantTx): Promise<TillConfig> {
  const entry = await readConfigEntry(t, 'tills');
  const value =
    'denominations' in entry.value ? (entry.value as TillsConfigValue) : DEFAULT_TILLS_CONFIG;
  const denominations = value.denominations
    .filter((d) => d.active)
    .map((d) => ({ valueKobo: d.valueKobo, kind: d.kind, label: denominationLabel(d.valueKobo) }))
    .sort((a, b) => b.valueKobo - a.valueKobo);
  const withdrawalLimitsKobo = Object.fromEntries(
    value.withdrawalLimits.map((limit) => [limit.roleKey, limit.limitKobo]),
  );
  return { denominations, withdrawalLimitsKobo };
}
