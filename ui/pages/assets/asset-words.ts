import type { AssetDetail, AssetStatus } from '../../../api/assets.api';
import type { DepreciationMethod } from '../../../policies/depreciation';

type Tone = 'good' | 'warning' | 'danger' | 'neutral';

/** An asset's status as the register shows it, with the pill's tone. */
export const ASSET_STATUS_WORDS: Readonly<Record<AssetStatus, { label: string; tone: Tone }>> = {
  ACTIVE: { label: 'In use', tone: 'good' },
  FULLY_DEPRECIATED: { label: 'Fully depreciated', tone: 'neutral' },
  DISPOSED: { label: 'Disposed', tone: 'warning' },
};

export const METHOD_WORDS: Readonly<Record<DepreciationMethod, string>> = {
  STRAIGHT_LINE: 'Straight line',
  WRITTEN_DOWN_VALUE: 'Written-down value',
  DOUBLE_DECLINING_BALANCE: 'Double declining balance',
};

export const ENTRY_KIND_WORDS: Readonly<Record<AssetDetail['entries'][number]['kind'], string>> = {
  ACQUISITION: 'Acquisition',
  DEPRECIATION: 'Depreciation',
  DISPOSAL: 'Disposal',
};

export const DISPOSAL_KIND_WORDS = { SALE: 'Sale', WRITE_OFF: 'Write-off' } as const;

/** "Every month", "Every 3 months". */
export function frequencyWords(months: number): string {
  return months === 1 ? 'Every month' : `Every ${months} months`;
}
