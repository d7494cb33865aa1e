import { sql } from 'kysely';
import type { Migration } from '../../db/migration';

/**
 * A deposit account keeps its product's minimum balance, as it keeps its overdraft limit, so the
 * balance rule is one UPDATE of the account row. Existing accounts take their product's figure.
 */
export const accountMinimumBalanceMigration: Migration = {
  name: '0007-account-minimum-balance',
  async up(db, ctx) {
    await sql`alter table deposit_account add column minimum_balance_kobo bigint not null default 0`.execute(
      db,
    );
    // Row-level security is forced on the owner too; the backfill reads every tenant's rows.
    if (ctx.engine === 'postgres') {
      await sql`alter table deposit_account no force row level security`.execute(db);
      await sql`alter table deposit_product no force row level security`.execute(db);
    }
    await sql`
      update deposit_account set minimum_balance_kobo = (
        select p.minimum_balance_kobo from deposit_product p where p.id = deposit_account.product_id
      )`.execute(db);
    if (ctx.engine === 'postgres') {
      await sql`alter table deposit_account force row level security`.execute(db);
      await sql`alter table deposit_product force row level security`.execute(db);
    }
  },
};
