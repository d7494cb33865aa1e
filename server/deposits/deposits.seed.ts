import { makeNuban } from '../../policies/nuban';
import type { DemoSeedContext } from '../area';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import {
  type DepositProductView,
  insertProduct,
  listProducts,
} from '../deposit-products/deposit-product.repository';
import { findGlAccountByCode } from '../ledger/gl-account.repository';
import { postEntry } from '../ledger/ledger.service';
import { productControlAccount } from './control-account.repository';
import { insertAccount } from './deposit-account.repository';
import { depositLink } from './deposit-subledger';

const PRODUCTS = [
  {
    code: 'SAV01',
    name: 'Regular Savings',
    subtype: 'SAVINGS',
    rate: 400,
    minimum: 100_000,
    overdraft: 0,
  },
  {
    code: 'CUR01',
    name: 'Business Current',
    subtype: 'CURRENT',
    rate: 0,
    minimum: 500_000,
    overdraft: 50_000_000,
  },
] as const;

/** Credit lines per opening entry: an entry holds at most 100 lines, one of them the debit. */
const OPENING_BATCH = 99;

async function seedProducts(t: TenantTx, now: Date): Promise<Map<string, DepositProductView>> {
  const products = new Map<string, DepositProductView>();
  for (const spec of PRODUCTS) {
    const product: DepositProductView = {
      id: newRowId(),
      type: 'DEPOSIT',
      subtype: spec.subtype,
      code: spec.code,
      name: spec.name,
      currency: 'NGN',
      interestRateBps: spec.rate,
      interestPostingPeriod: 'MONTHLY',
      minimumBalanceKobo: spec.minimum,
      overdraftAllowed: spec.overdraft > 0,
      overdraftLimitKobo: spec.overdraft,
      chargeIds: [],
      status: 'ACTIVE',
      createdAt: now.toISOString(),
    };
    await insertProduct(t, product);
    products.set(spec.code, product);
  }
  return products;
}

/**
 * Opens an account for every customer of the tenant (savings for people, current for companies)
 * and funds each from the vault through the ledger, a batch of accounts per entry, so that the
 * trial balance and every account balance are real.
 */
export async function seedDemoDeposits(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (tenant.id !== 'demo' || (await listProducts(t)).length > 0) return;
  await seedAccounts(t, tenant.bankCode, ctx.now);
}

async function seedAccounts(t: TenantTx, bankCode: string, now: Date): Promise<void> {
  const products = await seedProducts(t, now);
  const customers = await t.trx
    .selectFrom('customer')
    .select(['id', 'display_name', 'customer_type', 'branch_id'])
    .where('tenant_id', '=', t.tenantId)
    .orderBy('customer_number')
    .execute();
  const funded: { accountId: string; productId: string; amountKobo: number }[] = [];
  for (const [index, customer] of customers.entries()) {
    const product = products.get(
      customer.customer_type === 'CORPORATE' ? 'CUR01' : 'SAV01',
    ) as DepositProductView;
    const id = newRowId();
    await insertAccount(
      t,
      {
        id,
        accountNumber: makeNuban(bankCode, await nextCounter(t, 'deposit_account')),
        name: customer.display_name,
        customerId: customer.id,
        productId: product.id,
        branchId: customer.branch_id as string,
        status: 'ACTIVE',
        overdraftLimitKobo: product.overdraftLimitKobo,
        minimumBalanceKobo: product.minimumBalanceKobo,
      },
      now,
    );
    // Between ₦5,000 and about ₦2.5 million, the same on every run.
    funded.push({
      accountId: id,
      productId: product.id,
      amountKobo: (5_000 + ((index * 7_919) % 2_500_000)) * 100,
    });
  }
  const vault = await findGlAccountByCode(t, '1101');
  if (!vault) throw new Error('The demo chart has no vault cash account.');
  for (let start = 0; start < funded.length; start += OPENING_BATCH) {
    const batch = funded.slice(start, start + OPENING_BATCH);
    const credits = [];
    for (const account of batch) {
      credits.push({
        accountId: await productControlAccount(t, account.productId),
        debitKobo: 0,
        creditKobo: account.amountKobo,
        subledger: depositLink(account.accountId),
        narration: 'Opening deposit',
      });
    }
    const total = batch.reduce((sum, account) => sum + account.amountKobo, 0);
    await postEntry(
      t,
      {
        narration: 'Opening deposits of customer accounts',
        reference: 'OPENING',
        lines: [{ accountId: vault.id, debitKobo: total, creditKobo: 0 }, ...credits],
        source: 'OPENING_BALANCE',
        createdBy: 'system',
      },
      now,
    );
  }
}
