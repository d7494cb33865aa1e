import type { components } from '../../api/schema.gen';
import { type AssetStatus, nextAssetStatus } from '../../machines/asset.machine';
import { depreciationInputProblems } from '../../policies/depreciation';
import { findBranchByCode } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { postEntry } from '../ledger/ledger.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findAssetByTag, findAssetRow, insertAsset } from './asset.repository';
import { accountForUse, mappedAccounts } from './asset-accounts';
import { assetCostLink } from './asset-subledger';

export type AssetCreateRequest = components['schemas']['AssetCreateRequest'];

/** The asset of this tenant, or 404: another tenant's id reads as no asset at all. */
export async function visibleAsset(t: TenantTx, id: string) {
  const row = await findAssetRow(t, id);
  if (!row) throw new DomainError('asset_not_found');
  return row;
}

/** The step the chart allows from the asset's status, or the refusal the caller names. */
export function assetStep(
  status: string,
  event: Parameters<typeof nextAssetStatus>[1],
  refusal: 'asset_not_depreciable' | 'asset_not_disposable',
): AssetStatus {
  const next = nextAssetStatus(status as AssetStatus, event);
  if (next === null) throw new DomainError(refusal);
  return next;
}

/** What the contract cannot check of a registration: the amounts and dates against each other. */
function checkFigures(request: AssetCreateRequest, processingDate: string): void {
  if (request.salvageValueKobo >= request.costKobo) {
    throw new DomainError('salvage_value_exceeds_cost', undefined, [
      {
        field: 'body.salvageValueKobo',
        code: 'salvage_value_exceeds_cost',
        message: 'The salvage value must be less than the cost.',
      },
    ]);
  }
  const order: [string, string, string][] = [
    ['acquisitionDate', request.acquisitionDate, processingDate],
    ['availableForUseDate', request.acquisitionDate, request.availableForUseDate],
    ['depreciationStartDate', request.availableForUseDate, request.depreciationStartDate],
  ];
  const problems = order
    .filter(([, before, after]) => before > after)
    .map(([field]) => ({
      field: `body.${field}`,
      code: 'asset_dates_out_of_order',
      message:
        field === 'acquisitionDate'
          ? 'The acquisition date cannot be after the processing date.'
          : field === 'availableForUseDate'
            ? 'An asset is available for use on or after it is acquired.'
            : 'Depreciation starts on or after the asset is available for use.',
    }));
  if (problems.length > 0) throw new DomainError('asset_dates_out_of_order', undefined, problems);
}

/** The request's field for each term of the schedule, where the two names differ. */
const TERM_FIELDS: Readonly<Record<string, string>> = {
  salvageKobo: 'salvageValueKobo',
  method: 'depreciationMethod',
  ratePercent: 'salvageValueKobo',
};

/**
 * Refuses terms the schedule cannot be drawn from, by the policy the preview and the form use,
 * so the register never holds an asset whose depreciation cannot be computed.
 */
function checkTerms(request: AssetCreateRequest): void {
  const problems = depreciationInputProblems({
    costKobo: request.costKobo,
    salvageKobo: request.salvageValueKobo,
    method: request.depreciationMethod,
    availableForUseDate: request.availableForUseDate,
    depreciationStartDate: request.depreciationStartDate,
    totalDepreciations: request.totalDepreciations,
    frequencyMonths: request.frequencyMonths,
    proRata: request.proRata ?? false,
  });
  if (problems.length === 0) return;
  const fields = problems.map((p) => ({ ...p, field: `body.${TERM_FIELDS[p.field] ?? p.field}` }));
  throw new DomainError('depreciation_terms_invalid', undefined, fields);
}

/** The asset's GL accounts: those the request names by code, else the GL map's. */
async function assetAccounts(t: TenantTx, request: AssetCreateRequest) {
  const paidFrom = await accountForUse(t, {
    field: 'paidFromGlAccountCode',
    code: request.paidFromGlAccountCode,
    type: 'ASSET',
  });
  const acquisition = request.costGlAccountCode
    ? null
    : await mappedAccounts(t, 'ASSET_ACQUISITION');
  const depreciation =
    request.accumulatedGlAccountCode && request.expenseGlAccountCode
      ? null
      : await mappedAccounts(t, 'DEPRECIATION');
  const use = (
    field: string,
    code: string | undefined,
    fallback: string,
    type: 'ASSET' | 'EXPENSE',
  ) => accountForUse(t, { field, code: code ?? fallback, type });
  const cost = await use(
    'costGlAccountCode',
    request.costGlAccountCode,
    acquisition?.debit.code ?? '',
    'ASSET',
  );
  const accumulated = await use(
    'accumulatedGlAccountCode',
    request.accumulatedGlAccountCode,
    depreciation?.credit.code ?? '',
    'ASSET',
  );
  const expense = await use(
    'expenseGlAccountCode',
    request.expenseGlAccountCode,
    depreciation?.debit.code ?? '',
    'EXPENSE',
  );
  return { paidFrom, cost, accumulated, expense };
}

/**
 * Registers an asset and posts its acquisition in the same transaction: debit its cost account
 * (through the asset sub-ledger), credit the account it was paid from. Nothing is written when a
 * check fails; a second registration of the same tag is refused, so a retry never posts twice.
 */
export async function registerAsset(
  t: TenantTx,
  userId: string,
  request: AssetCreateRequest,
  now: Date,
): Promise<string> {
  checkFigures(request, await tenantProcessingDate(t));
  checkTerms(request);
  const branch = await findBranchByCode(t, request.branchCode);
  if (!branch)
    throw new DomainError('branch_not_found', `There is no branch ${request.branchCode}.`);
  if (await findAssetByTag(t, request.tag)) throw new DomainError('asset_tag_taken');
  const accounts = await assetAccounts(t, request);
  const id = newRowId();
  const at = now.toISOString();
  try {
    await insertAsset(t, {
      id,
      tenant_id: t.tenantId,
      tag: request.tag,
      name: request.name,
      category: request.category,
      branch_id: branch.id,
      cost_kobo: request.costKobo,
      salvage_kobo: request.salvageValueKobo,
      acquisition_date: request.acquisitionDate,
      available_for_use_date: request.availableForUseDate,
      depreciation_start_date: request.depreciationStartDate,
      total_depreciations: request.totalDepreciations,
      frequency_months: request.frequencyMonths,
      method: request.depreciationMethod,
      pro_rata: request.proRata ? 1 : 0,
      cost_account_id: accounts.cost.id,
      accumulated_account_id: accounts.accumulated.id,
      expense_account_id: accounts.expense.id,
      gl_cost_kobo: 0,
      gl_accumulated_kobo: 0,
      accumulated_kobo: 0,
      posted_row_count: 0,
      last_depreciated_to: null,
      status: 'ACTIVE',
      version: 1,
      acquisition_entry_id: null,
      disposal_kind: null,
      disposal_date: null,
      proceeds_kobo: null,
      gain_kobo: null,
      loss_kobo: null,
      disposal_entry_id: null,
      created_by: userId,
      created_at: at,
      updated_at: at,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('asset_tag_taken');
    throw error;
  }
  const entry = await postEntry(
    t,
    {
      narration: `Acquisition of ${request.tag} ${request.name}`.slice(0, 255),
      reference: request.tag,
      valueDate: request.acquisitionDate,
      source: 'ASSET_ACQUISITION',
      createdBy: userId,
      branchId: branch.id,
      lines: [
        {
          accountId: accounts.cost.id,
          debitKobo: request.costKobo,
          creditKobo: 0,
          subledger: assetCostLink(id),
        },
        { accountId: accounts.paidFrom.id, debitKobo: 0, creditKobo: request.costKobo },
      ],
    },
    now,
  );
  await t.trx
    .updateTable('fixed_asset')
    .set({ acquisition_entry_id: entry.id })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
  return id;
}
