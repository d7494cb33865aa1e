import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { PostingLine } from '../ledger/entry-rules';
import { postEntry } from '../ledger/ledger.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { type AssetRow, findAssetRow, lockAsset, moveAsset } from './asset.repository';
import { assetStep } from './asset.service';
import { accountForUse, mappedAccounts } from './asset-accounts';
import { assetAccumulatedLink, assetCostLink } from './asset-subledger';
import { postDueDepreciation } from './depreciation.service';

export type AssetDisposeRequest = components['schemas']['AssetDisposeRequest'];

/** What a disposal gains or loses against the asset's net book value. */
export function disposalResult(netBookValueKobo: number, proceedsKobo: number) {
  return {
    gainKobo: Math.max(proceedsKobo - netBookValueKobo, 0),
    lossKobo: Math.max(netBookValueKobo - proceedsKobo, 0),
  };
}

async function checkRequest(t: TenantTx, asset: AssetRow, request: AssetDisposeRequest) {
  assetStep(asset.status, { type: 'asset.dispose' }, 'asset_not_disposable');
  const processingDate = await tenantProcessingDate(t);
  if (request.date < asset.acquisition_date || request.date > processingDate) {
    throw new DomainError('disposal_date_invalid', undefined, [
      { field: 'body.date', code: 'disposal_date_invalid', message: 'The date is out of range.' },
    ]);
  }
  const sale = request.kind === 'SALE';
  if (sale !== request.proceedsKobo > 0 || (sale && !request.proceedsGlAccountCode)) {
    throw new DomainError('disposal_proceeds_invalid', undefined, [
      {
        field:
          sale && request.proceedsKobo > 0 ? 'body.proceedsGlAccountCode' : 'body.proceedsKobo',
        code: 'disposal_proceeds_invalid',
        message: sale
          ? 'A sale needs its proceeds and the account they were paid into.'
          : 'A write-off has no proceeds.',
      },
    ]);
  }
  const proceeds = sale
    ? await accountForUse(t, {
        field: 'proceedsGlAccountCode',
        code: request.proceedsGlAccountCode ?? '',
        type: 'ASSET',
      })
    : null;
  return { proceeds, mapping: await mappedAccounts(t, 'DISPOSAL') };
}

/**
 * Sells or writes off an asset: the depreciation due up to the disposal's date first, then one
 * entry that clears its cost and accumulated depreciation (through the asset sub-ledger), takes
 * the proceeds in, and books the difference as a gain or a loss. Its figures are kept.
 */
export async function disposeAsset(
  t: TenantTx,
  id: string,
  request: AssetDisposeRequest,
  userId: string,
  now: Date,
): Promise<void> {
  const locked = await lockAsset(t, id, now);
  if (!locked) throw new DomainError('asset_not_found');
  const { proceeds, mapping } = await checkRequest(t, locked, request);
  if (locked.status === 'ACTIVE') await postDueDepreciation(t, locked, request.date, userId, now);
  const asset = (await findAssetRow(t, id)) as AssetRow;
  const costKobo = Number(asset.gl_cost_kobo);
  const accumulatedKobo = Number(asset.gl_accumulated_kobo);
  const { gainKobo, lossKobo } = disposalResult(costKobo - accumulatedKobo, request.proceedsKobo);
  const lines: PostingLine[] = [
    {
      accountId: asset.accumulated_account_id,
      debitKobo: accumulatedKobo,
      creditKobo: 0,
      subledger: assetAccumulatedLink(id),
    },
    ...(proceeds
      ? [{ accountId: proceeds.id, debitKobo: request.proceedsKobo, creditKobo: 0 }]
      : []),
    { accountId: mapping.debit.id, debitKobo: lossKobo, creditKobo: 0 },
    {
      accountId: asset.cost_account_id,
      debitKobo: 0,
      creditKobo: costKobo,
      subledger: assetCostLink(id),
    },
    { accountId: mapping.credit.id, debitKobo: 0, creditKobo: gainKobo },
  ].filter((line) => line.debitKobo + line.creditKobo > 0);
  const entry = await postEntry(
    t,
    {
      narration:
        `${request.kind === 'SALE' ? 'Sale' : 'Write-off'} of ${asset.tag} ${asset.name}`.slice(
          0,
          255,
        ),
      reference: asset.tag,
      valueDate: request.date,
      source: 'DISPOSAL',
      createdBy: userId,
      branchId: asset.branch_id,
      lines,
    },
    now,
  );
  await moveAsset(t, id, asset.status, {
    status: assetStep(asset.status, { type: 'asset.dispose' }, 'asset_not_disposable'),
    disposal_kind: request.kind,
    disposal_date: request.date,
    proceeds_kobo: request.proceedsKobo,
    gain_kobo: gainKobo,
    loss_kobo: lossKobo,
    disposal_entry_id: entry.id,
    updated_at: now.toISOString(),
  });
}
