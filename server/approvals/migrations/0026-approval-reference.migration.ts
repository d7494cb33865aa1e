import { sql } from 'kysely';
import type { Migration } from '../../db/migration';

/** The per-tenant counter the references are numbered from (the ledger_counter row's name). */
const COUNTER = 'approval_request';

/**
 * Gives every approval request a reference people can read and quote (APR-000123), numbered per
 * tenant from a counter, instead of its row id. Requests made before this step are numbered in
 * the order they were made, and the counter continues after them.
 */
export const approvalReferenceMigration: Migration = {
  name: '0026-approval-reference',
  async up(db, ctx) {
    await db.schema.alterTable('approval_request').addColumn('reference', 'varchar(16)').execute();
    const rows = await db
      .selectFrom('approval_request')
      .select(['id', 'tenant_id'])
      .orderBy('tenant_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const numbers = new Map<string, number>();
    for (const row of rows as { id: string; tenant_id: string }[]) {
      const next = (numbers.get(row.tenant_id) ?? 0) + 1;
      numbers.set(row.tenant_id, next);
      if (ctx.engine === 'postgres') {
        await sql`select set_config('app.tenant_id', ${row.tenant_id}, false)`.execute(db);
      }
      await db
        .updateTable('approval_request')
        .set({ reference: `APR-${String(next).padStart(6, '0')}` })
        .where('id', '=', row.id)
        .execute();
    }
    for (const [tenantId, value] of numbers) {
      if (ctx.engine === 'postgres') {
        await sql`select set_config('app.tenant_id', ${tenantId}, false)`.execute(db);
      }
      await db
        .insertInto('ledger_counter')
        .values({ tenant_id: tenantId, name: COUNTER, value })
        .execute();
    }
    if (ctx.engine === 'postgres') {
      await sql`select set_config('app.tenant_id', '', false)`.execute(db);
    }
    await db.schema
      .createIndex('approval_request_reference_unique')
      .on('approval_request')
      .columns(['tenant_id', 'reference'])
      .unique()
      .execute();
  },
};
