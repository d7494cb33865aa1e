import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findAssetByTag, lockAsset } from './asset.repository';
import { type AssetCreateRequest, registerAsset } from './asset.service';
import { postDueDepreciation } from './depreciation.service';
import { disposeAsset } from './disposal.service';

const SYSTEM = 'system';

/** The day `months` after (or before) a YYYY-MM-DD date, on the last day of its month. */
function monthEnd(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

type DemoAsset = Omit<
  AssetCreateRequest,
  'acquisitionDate' | 'availableForUseDate' | 'depreciationStartDate' | 'paidFromGlAccountCode'
> & { readonly monthsAgo: number };

/** One asset of each method, some pro rata, across the branches; the generator is sold later. */
const DEMO_ASSETS: readonly DemoAsset[] = [
  {
    tag: 'FA-0001',
    name: 'Boardroom furniture',
    category: 'Furniture',
    branchCode: 'LAG-HO',
    costKobo: 8_500_000_00,
    salvageValueKobo: 500_000_00,
    totalDepreciations: 60,
    frequencyMonths: 1,
    depreciationMethod: 'STRAIGHT_LINE',
    proRata: true,
    monthsAgo: 14,
  },
  {
    tag: 'FA-0002',
    name: 'Toyota Hilux pick-up',
    category: 'Motor vehicles',
    branchCode: 'ABJ-01',
    costKobo: 32_000_000_00,
    salvageValueKobo: 4_000_000_00,
    totalDepreciations: 20,
    frequencyMonths: 3,
    depreciationMethod: 'WRITTEN_DOWN_VALUE',
    proRata: false,
    costGlAccountCode: '1502',
    monthsAgo: 20,
  },
  {
    tag: 'FA-0003',
    name: 'Core banking servers',
    category: 'Computer equipment',
    branchCode: 'LAG-HO',
    costKobo: 12_000_000_00,
    salvageValueKobo: 600_000_00,
    totalDepreciations: 36,
    frequencyMonths: 1,
    depreciationMethod: 'DOUBLE_DECLINING_BALANCE',
    proRata: true,
    costGlAccountCode: '1503',
    monthsAgo: 9,
  },
  {
    tag: 'FA-0004',
    name: 'Generator 60 kVA',
    category: 'Plant and machinery',
    branchCode: 'KAN-01',
    costKobo: 6_000_000_00,
    salvageValueKobo: 0,
    totalDepreciations: 48,
    frequencyMonths: 1,
    depreciationMethod: 'STRAIGHT_LINE',
    proRata: false,
    monthsAgo: 30,
  },
  {
    tag: 'FA-0005',
    name: 'Branch laptops',
    category: 'Computer equipment',
    branchCode: 'KAN-01',
    costKobo: 3_000_000_00,
    salvageValueKobo: 150_000_00,
    totalDepreciations: 24,
    frequencyMonths: 1,
    depreciationMethod: 'STRAIGHT_LINE',
    proRata: true,
    costGlAccountCode: '1503',
    monthsAgo: 6,
  },
];

/**
 * The demo's fixed assets, each registered with its acquisition posted from the bank's
 * account at other banks and depreciated up to the processing date, so the register equals the
 * GL from the start; the generator was sold two months ago, at a loss.
 */
export async function seedDemoAssets(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (!tenant.license.features.includes('FINANCE') || tenant.branches.length < 3) return;
  if (await findAssetByTag(t, DEMO_ASSETS[0]?.tag ?? '')) return;
  const today = await tenantProcessingDate(t);
  for (const { monthsAgo, ...asset } of DEMO_ASSETS) {
    const acquired = `${monthEnd(today, -monthsAgo).slice(0, 8)}10`;
    const id = await registerAsset(
      t,
      SYSTEM,
      {
        ...asset,
        acquisitionDate: acquired,
        availableForUseDate: acquired,
        depreciationStartDate: monthEnd(acquired, asset.proRata ? 0 : 1),
        paidFromGlAccountCode: '1110',
      },
      ctx.now,
    );
    if (asset.tag === 'FA-0004') {
      await disposeAsset(
        t,
        id,
        {
          kind: 'SALE',
          date: monthEnd(today, -2),
          proceedsKobo: 2_500_000_00,
          proceedsGlAccountCode: '1110',
        },
        SYSTEM,
        ctx.now,
      );
      continue;
    }
    const locked = await lockAsset(t, id, ctx.now);
    if (locked) await postDueDepreciation(t, locked, today, SYSTEM, ctx.now);
  }
}
