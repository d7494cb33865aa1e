import { sql } from 'kysely';
import type { components } from '../../api/schema.gen';
import {
  type BulkCellProblem,
  type BulkColumn,
  isBlankBulkRow,
  MAX_BULK_ROWS,
  matchBulkHeadings,
  readBulkRow,
} from '../../policies/bulk';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import { readBulkFile } from './bulk-file';
import { itemProblems } from './bulk-items';

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

/** One row to create: where its author sees it, the item read from it, what reading it found. */
interface BulkRow {
  readonly row: number;
  readonly item: Record<string, unknown>;
  readonly problems: readonly BulkCellProblem[];
}

/**
 * Reads the upload's rows (items or a CSV/XLSX file), checks each against the item schema and
 * creates it in a savepoint of its own, so a refused row writes nothing; ALL_OR_NOTHING writes
 * no row if one is refused, and a dry run writes none at all.
 */
export async function runBulk<Created>(
  t: TenantTx,
  spec: BulkSpec<Created>,
  body: BulkUploadBody,
): Promise<BulkOutcome<Created>> {
  const rows = await rowsOf(spec, body);
  const dryRun = body.dryRun === true;
  const items: Created[] = [];
  const errors: BulkRowError[] = [];
  await sql`savepoint bulk_upload`.execute(t.trx);
  for (const [index, row] of rows.entries()) {
    const refused = await createRow(t, spec, row);
    if ('error' in refused) errors.push(toRowError(spec.columns, index, row.row, refused.error));
    else items.push(refused.created);
  }
  const allOrNothing = body.mode === 'ALL_OR_NOTHING' && errors.length > 0;
  await sql
    .raw(
      dryRun || allOrNothing
        ? 'rollback to savepoint bulk_upload'
        : 'release savepoint bulk_upload',
    )
    .execute(t.trx);
  return {
    created: allOrNothing ? 0 : items.length,
    failed: errors.length,
    rowCount: rows.length,
    dryRun,
    items: dryRun || allOrNothing ? [] : items,
    errors,
  };
}

async function createRow<Created>(
  t: TenantTx,
  spec: BulkSpec<Created>,
  row: BulkRow,
): Promise<{ created: Created } | { error: DomainError }> {
  const problems = [...row.problems, ...itemProblems(spec.itemSchema, row.item, row.problems)];
  if (problems.length > 0)
    return { error: new DomainError('validation_failed', undefined, problems) };
  await sql`savepoint bulk_row`.execute(t.trx);
  try {
    const created = await spec.create(t, row.item);
    await sql`release savepoint bulk_row`.execute(t.trx);
    return { created };
  } catch (error) {
    await sql`rollback to savepoint bulk_row`.execute(t.trx);
    await sql`release savepoint bulk_row`.execute(t.trx);
    if (error instanceof DomainError) return { error };
    throw error;
  }
}

async function rowsOf(spec: BulkSpec<unknown>, body: BulkUploadBody): Promise<BulkRow[]> {
  if (body.items && body.file) {
    throw new DomainError('validation_failed', 'Send items or a file, not both.', [
      { field: 'body.file', code: 'not_allowed', message: 'Send items or a file, not both.' },
    ]);
  }
  if (body.items) {
    return body.items.map((item, index) => ({ row: index + 1, item: { ...item }, problems: [] }));
  }
  if (!body.file) throw new DomainError('bulk_rows_missing');
  const sheet = await readBulkFile(body.file.contentBase64);
  const { order, problems } = matchBulkHeadings(spec.columns, sheet.headings);
  if (problems.length > 0)
    throw new DomainError('bulk_headings_wrong', undefined, problems.slice(0, 100));
  const rows = sheet.rows
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => !isBlankBulkRow(cells));
  if (rows.length === 0) throw new DomainError('bulk_rows_missing');
  if (rows.length > MAX_BULK_ROWS) throw new DomainError('bulk_too_many_rows');
  return rows.map(({ cells, row }) => ({ row, ...readBulkRow(order, cells) }));
}

/** The result's words for a refused row: the code, its sentence, its fields and first column. */
function toRowError(
  columns: readonly BulkColumn[],
  index: number,
  row: number,
  error: DomainError,
): BulkRowError {
  const fields: FieldProblem[] = (error.errors ?? []).map((problem) => ({
    ...problem,
    field: problem.field.replace(/^body\./, ''),
  }));
  const first = fields[0]?.field.split('.')[0];
  const column = columns.find((c) => c.field === first)?.heading ?? null;
  const message =
    fields.length > 0 && error.code === 'validation_failed'
      ? (fields[0]?.message ?? error.message)
      : error.message;
  return {
    index,
    row,
    column,
    code: error.code,
    message,
    ...(fields.length > 0 ? { errors: fields } : {}),
  };
}
