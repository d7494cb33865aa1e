import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { postEntry } from '../ledger/ledger.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { type AssetRow, insertPostedRow, moveAsset, postedRowsOf } from './asset.repository';
import { assetStep } from './asset.service';
import { type NumberedRow, scheduleOf } from './asset-schedule';
import { assetAccumulatedLink } from './asset-subledger';

/** The day depreciation is posted up to: the one asked, never after the processing date. */
export async function depreciationDay(t: TenantTx, upTo: string | undefined): Promise<string> {
  const processingDate = await tenantProcessingDate(t);
  if (upTo && upTo > processingDate) {
    throw new DomainError('depreciation_date_after_processing_date', undefined, [
      {
        field: 'body.upTo',
        code: 'depreciation_date_after_processing_date',
        message: 'Depreciation cannot be posted beyond the processing date.',
      },
    ]);
  }
  return upTo ?? processingDate;
}

/**
 * Posts each schedule row of a locked asset dated on or before `upTo` that is not posted yet, one
 * entry per row: debit its depreciation expense, credit its accumulated depreciation (through the
 * asset sub-ledger). The posted row's unique key (asset, row number) is written in the same
 * transaction, so a rerun, a retry or a run that meets a request posts each row once. Answers how
 * many rows it posted; a disposed asset is refused.
 */
export async function postDueDepreciation(
  t: TenantTx,
  asset: AssetRow,
  upTo: string,
  userId: string,
  now: Date,
): Promise<number> {
  if (asset.status === 'DISPOSED') throw new DomainError('asset_not_depreciable');
  const schedule = scheduleOf(asset);
  const posted = new Set((await postedRowsOf(t, asset.id)).map((row) => row.row_number));
  const due = schedule.filter((row) => row.date <= upTo && !posted.has(row.number));
  if (due.length === 0) return 0;
  let accumulatedKobo = Number(asset.accumulated_kobo);
  for (const row of due) {
    await postRow(t, asset, row, userId, now);
    accumulatedKobo += row.depreciationKobo;
  }
  const postedCount = posted.size + due.length;
  const last = due[due.length - 1] as NumberedRow;
  const status = assetStep(
    asset.status,
    { type: 'asset.depreciate', complete: postedCount === schedule.length },
    'asset_not_depreciable',
  );
  await moveAsset(t, asset.id, asset.status, {
    accumulated_kobo: accumulatedKobo,
    posted_row_count: postedCount,
    last_depreciated_to: last.date,
    status,
    updated_at: now.toISOString(),
  });
  return due.length;
}

async function postRow(
  t: TenantTx,
  asset: AssetRow,
  row: NumberedRow,
  userId: string,
  now: Date,
): Promise<void> {
  const entry =
    row.depreciationKobo === 0
      ? null
      : await postEntry(
          t,
          {
            narration: `Depreciation of ${asset.tag}, row ${row.number}`,
            reference: asset.tag,
            valueDate: row.date,
            source: 'DEPRECIATION',
            createdBy: userId,
            branchId: asset.branch_id,
            lines: [
              {
                accountId: asset.expense_account_id,
                debitKobo: row.depreciationKobo,
                creditKobo: 0,
              },
              {
                accountId: asset.accumulated_account_id,
                debitKobo: 0,
                creditKobo: row.depreciationKobo,
                subledger: assetAccumulatedLink(asset.id),
              },
            ],
          },
          now,
        );
  await insertPostedRow(t, {
    id: newRowId(),
    tenant_id: t.tenantId,
    asset_id: asset.id,
    row_number: row.number,
    row_date: row.date,
    amount_kobo: row.depreciationKobo,
    entry_id: entry?.id ?? null,
    created_at: now.toISOString(),
  });
}
