import type { components } from '../../api/schema.gen';
import { listBranches } from '../branches/branch.repository';
import type { TenantTx } from '../db/tenant-scope';
import { findGlAccounts } from '../ledger/gl-account.repository';
import { findEntryView } from '../ledger/journal-entry.repository';
import { type AssetRow, postedRowsOf } from './asset.repository';
import { scheduleOf } from './asset-schedule';

export type AssetView = components['schemas']['Asset'];
export type AssetDetailView = components['schemas']['AssetDetail'];
type AssetEntry = components['schemas']['AssetEntry'];

const kobo = (value: number | string | bigint | null): number => Number(value ?? 0);

/** The branches and GL accounts the views of some assets name, read once for all of them. */
interface ViewLookups {
  readonly branches: ReadonlyMap<string, { code: string; name: string }>;
  readonly accounts: ReadonlyMap<string, { code: string; name: string }>;
}

async function lookupsFor(t: TenantTx, rows: readonly AssetRow[]): Promise<ViewLookups> {
  const branchIds = [...new Set(rows.map((row) => row.branch_id))];
  const accountIds = rows.flatMap((row) => [
    row.cost_account_id,
    row.accumulated_account_id,
    row.expense_account_id,
  ]);
  const [branches, accounts] = await Promise.all([
    listBranches(t, branchIds),
    findGlAccounts(t, accountIds),
  ]);
  return { branches: new Map(branches.map((branch) => [branch.id, branch])), accounts };
}

/** The assets as the contract shows them, with their branches' and GL accounts' codes and names. */
export async function assetViews(t: TenantTx, rows: readonly AssetRow[]): Promise<AssetView[]> {
  const lookups = await lookupsFor(t, rows);
  return rows.map((row) => viewOf(row, lookups));
}

/** One asset as the contract shows it. */
export async function assetView(t: TenantTx, row: AssetRow): Promise<AssetView> {
  return viewOf(row, await lookupsFor(t, [row]));
}

function viewOf(row: AssetRow, { branches, accounts }: ViewLookups): AssetView {
  const branch = branches.get(row.branch_id);
  const account = (id: string) => {
    const found = accounts.get(id);
    return { id, code: found?.code ?? '', name: found?.name ?? '' };
  };
  const costKobo = kobo(row.cost_kobo);
  const accumulatedKobo = kobo(row.accumulated_kobo);
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    category: row.category,
    branchId: row.branch_id,
    branchCode: branch?.code ?? '',
    branchName: branch?.name ?? '',
    acquisitionDate: row.acquisition_date,
    availableForUseDate: row.available_for_use_date,
    depreciationStartDate: row.depreciation_start_date,
    costKobo,
    salvageValueKobo: kobo(row.salvage_kobo),
    totalDepreciations: row.total_depreciations,
    frequencyMonths: row.frequency_months,
    depreciationMethod: row.method as AssetView['depreciationMethod'],
    proRata: row.pro_rata === 1,
    costGlAccount: account(row.cost_account_id),
    accumulatedGlAccount: account(row.accumulated_account_id),
    expenseGlAccount: account(row.expense_account_id),
    accumulatedDepreciationKobo: accumulatedKobo,
    netBookValueKobo: costKobo - accumulatedKobo,
    postedRowCount: row.posted_row_count,
    lastDepreciatedTo: row.last_depreciated_to,
    status: row.status as AssetView['status'],
    disposal: disposalOf(row),
    version: row.version,
    createdAt: row.created_at,
  };
}

function disposalOf(row: AssetRow): AssetView['disposal'] {
  if (!row.disposal_kind || !row.disposal_date || !row.disposal_entry_id) return null;
  return {
    kind: row.disposal_kind as 'SALE' | 'WRITE_OFF',
    date: row.disposal_date,
    proceedsKobo: kobo(row.proceeds_kobo),
    gainKobo: kobo(row.gain_kobo),
    lossKobo: kobo(row.loss_kobo),
    entryId: row.disposal_entry_id,
  };
}

/** The asset with its schedule (posted rows marked by their entry) and its entries. */
export async function assetDetailView(t: TenantTx, row: AssetRow): Promise<AssetDetailView> {
  const posted = new Map((await postedRowsOf(t, row.id)).map((p) => [p.row_number, p]));
  const entryIds = [
    row.acquisition_entry_id,
    ...[...posted.values()].map((p) => p.entry_id),
    row.disposal_entry_id,
  ].filter((id): id is string => id !== null);
  const entries = await entriesOf(t, row, entryIds);
  const numberOf = new Map(entries.map((entry) => [entry.entryId, entry.entryNumber]));
  const costKobo = kobo(row.cost_kobo);
  const schedule = scheduleOf(row).map((line) => {
    const entryId = posted.get(line.number)?.entry_id ?? null;
    return {
      number: line.number,
      date: line.date,
      depreciationKobo: line.depreciationKobo,
      accumulatedKobo: line.accumulatedKobo,
      netBookValueKobo: costKobo - line.accumulatedKobo,
      entryId,
      entryNumber: entryId ? (numberOf.get(entryId) ?? null) : null,
    };
  });
  return { ...(await assetView(t, row)), schedule, entries };
}

async function entriesOf(
  t: TenantTx,
  row: AssetRow,
  ids: readonly string[],
): Promise<AssetEntry[]> {
  const entries: AssetEntry[] = [];
  for (const id of ids) {
    const entry = await findEntryView(t, id);
    if (!entry) continue;
    const kind =
      id === row.acquisition_entry_id
        ? 'ACQUISITION'
        : id === row.disposal_entry_id
          ? 'DISPOSAL'
          : 'DEPRECIATION';
    const amountKobo = entry.lines.reduce((sum, line) => sum + line.debitKobo, 0);
    entries.push({
      entryId: entry.id,
      entryNumber: entry.entryNumber,
      postingDate: entry.postingDate,
      kind,
      amountKobo,
      narration: entry.narration,
    });
  }
  return entries;
}
