import type { components } from '../../api/schema.gen';
import type { BulkColumn } from '../../policies/bulk';
import type { TenantTx } from '../db/tenant-scope';

export type BulkUploadBody = components['schemas']['BulkUploadRequest'];
export type BulkRowError = components['schemas']['BulkError'];

/** What one kind of record needs to be uploaded in bulk. */
export interface BulkSpec<Created> {
  /** The template's columns, in order. */
  readonly columns: readonly BulkColumn[];
  /** The contract schema a row must satisfy once read (`ExpenseCreateRequest`). */
  readonly itemSchema: string;
  /**
   * Creates one row exactly as the single create does (same checks, same audit), inside the
   * upload's transaction; a refused row throws its DomainError.
   */
  create(t: TenantTx, item: Record<string, unknown>): Promise<Created>;
}

export interface BulkOutcome<Created> {
  readonly created: number;
  readonly failed: number;
  readonly rowCount: number;
  readonly dryRun: boolean;
  readonly items: Created[];
  readonly errors: BulkRowError[];
}

/**
 * Reads the upload's rows (items or a CSV/XLSX file), checks each against the item schema and
 * creates it in a savepoint of its own, so a refused row writes nothing; ALL_OR_NOTHING writes
 * no row if one is refused, and a dry run writes none at all.
 */
export async function runBulk<Created>(
  _t: TenantTx,
  _spec: BulkSpec<Created>,
  _body: BulkUploadBody,
): Promise<BulkOutcome<Created>> {
  throw new Error('Bulk uploads are not built yet.');
}
