/**
 * A fixed asset of the register. Its status is a state of machines/asset.machine.ts.
 * `gl_cost_kobo` and `gl_accumulated_kobo` are its share of the cost and accumulated depreciation
 * control accounts, moved only by the asset sub-ledger inside a posting (asset-subledger.ts);
 * `accumulated_kobo` is the depreciation posted over its life, kept after a disposal.
 */
export interface FixedAssetTable {
  id: string;
  tenant_id: string;
  tag: string;
  name: string;
  category: string;
  branch_id: string;
  cost_kobo: number | string | bigint;
  salvage_kobo: number | string | bigint;
  acquisition_date: string;
  available_for_use_date: string;
  depreciation_start_date: string;
  total_depreciations: number;
  frequency_months: number;
  method: string;
  pro_rata: number;
  cost_account_id: string;
  accumulated_account_id: string;
  expense_account_id: string;
  gl_cost_kobo: number | string | bigint;
  gl_accumulated_kobo: number | string | bigint;
  accumulated_kobo: number | string | bigint;
  posted_row_count: number;
  last_depreciated_to: string | null;
  status: string;
  version: number;
  acquisition_entry_id: string | null;
  disposal_kind: string | null;
  disposal_date: string | null;
  proceeds_kobo: number | string | bigint | null;
  gain_kobo: number | string | bigint | null;
  loss_kobo: number | string | bigint | null;
  disposal_entry_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One schedule row of an asset posted (append-only); the key (asset, row) posts it once. */
export interface FixedAssetDepreciationTable {
  id: string;
  tenant_id: string;
  asset_id: string;
  row_number: number;
  row_date: string;
  amount_kobo: number | string | bigint;
  /** Null for a row of nothing to post. */
  entry_id: string | null;
  created_at: string;
}

/** A run that depreciates every asset due up to a date, batch by batch. */
export interface DepreciationRunTable {
  id: string;
  tenant_id: string;
  up_to: string;
  /** RUNNING or DONE. */
  status: string;
  /** The tenant's id while RUNNING, else null: its unique index allows one run at a time. */
  running_key: string | null;
  /** The id of the last asset worked; the next batch starts after it. */
  cursor_id: string;
  total_count: number;
  done_count: number;
  posted_count: number;
  failed_count: number;
  created_by: string;
  created_at: string;
  finished_at: string | null;
}

/** The tenants with a run to work, read by the background work across tenants. */
export interface DepreciationRunTenantTable {
  tenant_id: string;
}

declare module '../db/schema' {
  interface DB {
    fixed_asset: FixedAssetTable;
    fixed_asset_depreciation: FixedAssetDepreciationTable;
    depreciation_run: DepreciationRunTable;
    depreciation_run_tenant: DepreciationRunTenantTable;
  }
}
