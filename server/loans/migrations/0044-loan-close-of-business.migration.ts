import { sql } from 'kysely';
import type { Migration } from '../../db/migration';

/**
 * What the close of business keeps on each loan. Interest recognised as income so far (by the
 * daily accrual or by a payment) and the date it was accrued to, which guards the accrual: a date
 * accrued once is never accrued again. The loan's arrears as the delinquency step last read them
 * (days, bucket, since when) and the date it read them. Until now interest was recognised as it
 * was paid, so a loan's interest recognised starts at the interest paid on it.
 */
export const loanCloseOfBusinessMigration: Migration = {
  name: '0044-loan-close-of-business',
  async up(db) {
    const columns: [string, string, boolean][] = [
      ['interest_accrued_kobo', 'bigint', true],
      ['interest_accrued_to', 'varchar(10)', false],
      ['arrears_days', 'integer', true],
      ['arrears_bucket', 'varchar(16)', false],
      ['arrears_since', 'varchar(10)', false],
      ['arrears_on', 'varchar(10)', false],
    ];
    for (const [name, type, zero] of columns) {
      await db.schema
        .alterTable('loan')
        // biome-ignore lint/suspicious/noExplicitAny: the column types are the engines' own.
        .addColumn(name, type as any, (c) => (zero ? c.notNull().defaultTo(0) : c))
        .execute();
    }
    await sql`update loan set interest_accrued_kobo = (
      select coalesce(sum(i.interest_paid_kobo), 0) from loan_instalment i
      where i.tenant_id = loan.tenant_id and i.loan_id = loan.id)`.execute(db);
  },
};
