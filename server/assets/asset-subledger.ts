import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { SubledgerLink, SubledgerMovement, SubledgerPort } from '../ledger/subledger.port';
import { moveAssetBalance } from './asset.repository';

/**
 * Fixed assets as a sub-ledger of the GL (decision 058), one port per control account: a line on
 * an asset's cost account that names the asset moves its `gl_cost_kobo` (debit up), a line on
 * its accumulated depreciation account its `gl_accumulated_kobo` (credit up), in the posting's
 * transaction. The UPDATE keeps each within 0 and the asset's cost, or the whole entry is
 * refused. So the register's totals always equal their part of the control accounts, and the
 * journals cannot reverse an asset's entry without its port.
 */
function assetPort(kind: 'ASSET_COST' | 'ASSET_ACCUM'): SubledgerPort {
  const column = kind === 'ASSET_COST' ? 'gl_cost_kobo' : 'gl_accumulated_kobo';
  return {
    kind,
    async apply(t: TenantTx, movements: readonly SubledgerMovement[]) {
      for (const move of movements) {
        const deltaKobo =
          kind === 'ASSET_COST'
            ? move.debitKobo - move.creditKobo
            : move.creditKobo - move.debitKobo;
        if (deltaKobo === 0) continue;
        if (!(await moveAssetBalance(t, move.accountId, column, deltaKobo))) {
          throw new DomainError(
            'asset_not_depreciable',
            'The entry would take the asset beyond its cost or below nothing.',
          );
        }
      }
    },
  };
}

export const ASSET_SUBLEDGERS = {
  cost: assetPort('ASSET_COST'),
  accumulated: assetPort('ASSET_ACCUM'),
} as const;

export function assetCostLink(assetId: string): SubledgerLink {
  return { port: ASSET_SUBLEDGERS.cost, accountId: assetId };
}

export function assetAccumulatedLink(assetId: string): SubledgerLink {
  return { port: ASSET_SUBLEDGERS.accumulated, accountId: assetId };
}
