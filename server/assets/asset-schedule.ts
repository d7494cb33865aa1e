import { type DepreciationMethod, depreciationSchedule } from '../../policies/depreciation';
import type { AssetRow } from './asset.repository';

/** One row of an asset's schedule with its number in the schedule (from 1). */
export interface NumberedRow {
  readonly number: number;
  readonly date: string;
  readonly depreciationKobo: number;
  readonly accumulatedKobo: number;
}

/** The asset's schedule from the policy the console draws too, so both read the same figures. */
export function scheduleOf(row: AssetRow): NumberedRow[] {
  return depreciationSchedule({
    costKobo: Number(row.cost_kobo),
    salvageKobo: Number(row.salvage_kobo),
    method: row.method as DepreciationMethod,
    availableForUseDate: row.available_for_use_date,
    depreciationStartDate: row.depreciation_start_date,
    totalDepreciations: row.total_depreciations,
    frequencyMonths: row.frequency_months,
    proRata: row.pro_rata === 1,
  }).map((entry, index) => ({ number: index + 1, ...entry }));
}
