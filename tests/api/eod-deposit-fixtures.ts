import type { Db } from '../../server/db/database';
import { newRowId } from '../../server/db/row-id';
import { insertProduct } from '../../server/deposit-products/deposit-product.repository';
import { productControlAccount } from '../../server/deposits/control-account.repository';
import { insertAccount } from '../../server/deposits/deposit-account.repository';
import { depositLink } from '../../server/deposits/deposit-subledger';
import { findGlAccountByCode } from '../../server/ledger/gl-account.repository';
import { postEntry } from '../../server/ledger/ledger.service';
import { read } from './eod-books';
import { setProcessingDate } from './eod-step-driver';

let serial = 0;

/** A deposit product of the demo tenant with the given rate, period and charges. */
export async function makeProduct(
  db: Db,
  spec: { rateBps: number; period: string; chargeIds?: string[]; minimumKobo?: number },
): Promise<string> {
  const id = newRowId();
  serial += 1;
  await read(db, (t) =>
    insertProduct(t, {
      id,
      type: 'DEPOSIT',
      subtype: 'SAVINGS',
      code: `EOD${serial}`,
      name: `Close of business savings ${serial}`,
      currency: 'NGN',
      interestRateBps: spec.rateBps,
      interestPostingPeriod: spec.period as 'MONTHLY',
      minimumBalanceKobo: spec.minimumKobo ?? 0,
      overdraftAllowed: false,
      overdraftLimitKobo: 0,
      chargeIds: spec.chargeIds ?? [],
      status: 'ACTIVE',
      createdAt: new Date().toISOString(),
    }),
  );
  return id;
}

/** An active account of a demo customer on the product, opened at `openedAt`. */
export async function openAccount(
  db: Db,
  productId: string,
  openedAt: string,
  minimumKobo = 0,
): Promise<string> {
  const id = newRowId();
  serial += 1;
  await read(db, async (t) => {
    const holder = await t.trx
      .selectFrom('deposit_account')
      .select(['customer_id', 'branch_id'])
      .where('tenant_id', '=', t.tenantId)
      .executeTakeFirstOrThrow();
    await insertAccount(
      t,
      {
        id,
        accountNumber: `99${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(2, '0')}`,
        name: `Close of business test ${serial}`,
        customerId: holder.customer_id,
        productId,
        branchId: holder.branch_id,
        status: 'ACTIVE',
        overdraftLimitKobo: 0,
        minimumBalanceKobo: minimumKobo,
      },
      new Date(`${openedAt}T09:00:00.000Z`),
    );
  });
  return id;
}

/** Cash paid in (positive) or taken out (negative) at the counter on `date`. */
export async function cash(db: Db, accountId: string, date: string, kobo: number): Promise<void> {
  await setProcessingDate(db, 'demo', date);
  await read(db, async (t) => {
    const account = await t.trx
      .selectFrom('deposit_account')
      .select('product_id')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const control = await productControlAccount(t, account.product_id);
    const vault = await findGlAccountByCode(t, '1101');
    if (!vault) throw new Error('No vault account.');
    const amount = Math.abs(kobo);
    const customer = {
      accountId: control,
      debitKobo: kobo < 0 ? amount : 0,
      creditKobo: kobo > 0 ? amount : 0,
      subledger: depositLink(accountId),
    };
    const till = {
      accountId: vault.id,
      debitKobo: kobo > 0 ? amount : 0,
      creditKobo: kobo < 0 ? amount : 0,
    };
    await postEntry(
      t,
      {
        narration: kobo > 0 ? 'Cash deposit' : 'Cash withdrawal',
        reference: null,
        lines: [customer, till],
        source: kobo > 0 ? 'DEPOSIT' : 'WITHDRAWAL',
        createdBy: 'system',
      },
      new Date(`${date}T10:00:00.000Z`),
    );
  });
}

/** The account's row as stored. */
export function accountRow(db: Db, id: string) {
  return read(db, (t) =>
    t.trx.selectFrom('deposit_account').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}
