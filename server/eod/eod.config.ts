import type { components } from '../../api/schema.gen';
import { EOD_CHECKS, type EodCheckKey } from '../../policies/eod-steps';
import { readConfigEntry } from '../config/config.service';
import { type ConfigKeySpec, configKey } from '../config/config-key';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';

export type EodSettings = components['schemas']['EodConfigValue'];

/** Open tills stop the day (their cash is not counted); the rest only warn until a bank says. */
export const DEFAULT_EOD_SETTINGS: EodSettings = {
  checks: {
    OPEN_TILL_SESSIONS: 'BLOCKING',
    PENDING_APPROVALS: 'WARNING',
    NIP_TRANSFERS_NOT_FINAL: 'WARNING',
  },
  dormancyMonths: 12,
};

const MAX_DORMANCY_MONTHS = 120;

function isDormancyMonths(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DORMANCY_MONTHS;
}

/** The close of business's settings (`eod`): each check's severity and the dormancy months. */
export const EOD_CONFIG: ConfigKeySpec = configKey<EodSettings>({
  key: 'eod',
  defaultValue: DEFAULT_EOD_SETTINGS,
  holds: (value): value is EodSettings => 'dormancyMonths' in value,
  check: (value) => {
    if (!isDormancyMonths(value.dormancyMonths)) {
      throw new DomainError('eod_config_invalid', undefined, [
        {
          field: 'body.value.dormancyMonths',
          code: 'dormancy_months_invalid',
          message: `A whole number of months from 1 to ${MAX_DORMANCY_MONTHS}.`,
        },
      ]);
    }
    const blocking = (Object.keys(EOD_CHECKS) as EodCheckKey[])
      .filter((key) => value.checks[key] === 'BLOCKING')
      .map((key) => EOD_CHECKS[key].toLowerCase());
    return {
      stored: value,
      summary: `close of business settings saved: ${
        blocking.length === 0 ? 'no check blocks' : `${blocking.join(', ')} block`
      }; dormancy after ${value.dormancyMonths} months`,
    };
  },
});

/** The tenant's close of business settings, or the defaults until it saves its own. */
export async function readEodSettings(t: TenantTx): Promise<EodSettings> {
  const entry = await readConfigEntry(t, 'eod');
  return 'dormancyMonths' in entry.value ? entry.value : DEFAULT_EOD_SETTINGS;
}
