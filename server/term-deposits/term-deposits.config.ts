import type { components } from '../../api/schema.gen';
import { readConfigEntry } from '../config/config.service';
import { type ConfigKeySpec, configKey } from '../config/config-key';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';

export type TermDepositsConfigValue = components['schemas']['TermDepositsConfigValue'];

/** Nigeria's withholding tax on deposit interest, until the tenant saves its own rate. */
export const DEFAULT_TERM_DEPOSITS_CONFIG: TermDepositsConfigValue = { withholdingTaxRate: '10' };

const RATE_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;

/** Whether a percent is decimal text from 0 to 100 with at most 4 decimals. */
export function isWithholdingTaxRate(text: string): boolean {
  return RATE_PATTERN.test(text) && Number(text) >= 0 && Number(text) <= 100;
}

/** The tenant's withholding tax rate on term deposit interest (`termDeposits.withholdingTaxRate`). */
export const TERM_DEPOSITS_CONFIG: ConfigKeySpec = configKey<TermDepositsConfigValue>({
  key: 'termDeposits',
  defaultValue: DEFAULT_TERM_DEPOSITS_CONFIG,
  holds: (value): value is TermDepositsConfigValue => 'withholdingTaxRate' in value,
  check: (value) => {
    if (!isWithholdingTaxRate(value.withholdingTaxRate)) {
      throw new DomainError('term_deposits_config_invalid', undefined, [
        {
          field: 'body.value.withholdingTaxRate',
          code: 'withholding_tax_rate_invalid',
          message: 'A percent from 0 to 100 with at most 4 decimals.',
        },
      ]);
    }
    return {
      stored: value,
      summary: `withholding tax on term deposit interest set to ${value.withholdingTaxRate} %`,
    };
  },
});

/** The percent (decimal text) taken from term deposit interest: the tenant's, or "10". */
export async function readWithholdingTaxRate(t: TenantTx): Promise<string> {
  const entry = await readConfigEntry(t, 'termDeposits');
  return 'withholdingTaxRate' in entry.value
    ? entry.value.withholdingTaxRate
    : DEFAULT_TERM_DEPOSITS_CONFIG.withholdingTaxRate;
}
