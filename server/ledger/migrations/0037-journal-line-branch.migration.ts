import type { Migration } from '../../db/migration';

/**
 * A journal line keeps the branch its entry belongs to (an expense's, an asset's), so that a
 * branch's budget is read against that branch's own actuals. Lines posted before this step
 * belong to no branch and count for the whole bank only. The index serves the budget's read:
 * one branch's lines of one year, summed by account and month, without reading the table (the
 * amounts are in the index). The whole bank's sums come from the daily totals instead.
 */
export const journalLineBranchMigration: Migration = {
  name: '0037-journal-line-branch',
  async up(db) {
    await db.schema.alterTable('journal_line').addColumn('branch_id', 'varchar(64)').execute();
    await db.schema
      .createIndex('journal_line_branch_date_index')
      .on('journal_line')
      .columns([
        'tenant_id',
        'branch_id',
        'posting_date',
        'account_id',
        'debit_kobo',
        'credit_kobo',
      ])
      .execute();
  },
};
