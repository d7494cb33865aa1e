import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationContext } from '../../db/migration';

/**
 * A journal line names the sub-ledger account it moves by two columns of its own, the
 * sub-ledger's kind and the account's id, instead of a column per product: the ledger stores and
 * reverses the link without knowing which product keeps the account. The lines posted before this
 * step moved deposit accounts only; they are copied over, and `deposit_account_id` is no longer
 * written (SQLite cannot drop a column that a foreign key names). Lines are append-only, so the
 * copy lifts that guard for its own statement and puts it back.
 */
export const subledgerLinesMigration: Migration = {
  name: '0011-subledger-lines',
  async up(db, ctx) {
    await db.schema.alterTable('journal_line').addColumn('subledger', 'varchar(16)').execute();
    await db.schema
      .alterTable('journal_line')
      .addColumn('subledger_account_id', 'varchar(64)')
      .execute();
    await copyDepositLinks(db, ctx);
    await db.schema.dropIndex('journal_line_deposit_account_index').execute();
    await db.schema
      .createIndex('journal_line_subledger_account_index')
      .on('journal_line')
      .columns(['tenant_id', 'subledger_account_id', 'posting_date', 'entry_number', 'line_number'])
      .execute();
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
async function copyDepositLinks(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  const copy = sql`update journal_line set subledger = 'DEPOSIT',
    subledger_account_id = deposit_account_id where deposit_account_id is not null`;
  if (ctx.engine === 'sqlite') {
    await sql`drop trigger "journal_line_no_update"`.execute(db);
    await copy.execute(db);
    await sql`create trigger "journal_line_no_update" before update on "journal_line"
      begin select raise(abort, 'journal_line is append-only'); end`.execute(db);
    return;
  }
  // Row-level security is forced on the owner too, so the update would see no line without this.
  await sql`alter table journal_line no force row level security`.execute(db);
  await sql`alter table journal_line disable trigger journal_line_append_only`.execute(db);
  await copy.execute(db);
  await sql`alter table journal_line enable trigger journal_line_append_only`.execute(db);
  await sql`alter table journal_line force row level security`.execute(db);
}
