import { addDays } from '../../policies/date-input';
import { bookingProblems, type MaturityInstruction } from '../../policies/term-deposit-product';
import { approveRequest, rejectRequest } from '../approvals/approval.service';
import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { productControlAccount } from '../deposits/control-account.repository';
import { type AccountView, findAccounts } from '../deposits/deposit-account.repository';
import { depositLink } from '../deposits/deposit-subledger';
import { findGlAccountByCode } from '../ledger/gl-account.repository';
import { postEntry } from '../ledger/ledger.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findUserByUsername, type UserRecord } from '../users/user.repository';
import { findTermProductByCode, type TermProductRow } from './term-deposit.repository';
import { placeLien, requestLiquidation, stepByOf } from './term-deposit-actions';
import { bookTermDeposit } from './term-deposit-booking';
import { processTermDeposits } from './term-deposit-run';
import { instructionsOf, limitsOf } from './term-deposit-terms';

/** One demo booking: on which product, how much, how long, started how many days ago. */
interface Plan {
  readonly product: 'TD-FIXED' | 'TD-INCOME' | 'TD-30';
  readonly amountKobo: number;
  readonly tenor: number;
  readonly daysAgo: number;
  readonly instruction: MaturityInstruction;
  readonly after?: 'lien' | 'liquidate' | 'approve' | 'reject';
}

/**
 * Deposits in every state once accrued to the processing date: running ones (two maturing within
 * the week, one of them under lien), one paid out, one rolled over, one held under lien at
 * maturity, one liquidated, and two above the booking band (one waiting, one rejected).
 */
const PLANS: readonly Plan[] = [
  { product: 'TD-FIXED', amountKobo: 1_000_000_00, tenor: 12, daysAgo: 20, instruction: 'PAY_OUT' },
  { product: 'TD-INCOME', amountKobo: 1_500_000_00, tenor: 6, daysAgo: 31, instruction: 'PAY_OUT' },
  { product: 'TD-30', amountKobo: 500_000_00, tenor: 30, daysAgo: 25, instruction: 'PAY_OUT' },
  {
    product: 'TD-30',
    amountKobo: 750_000_00,
    tenor: 30,
    daysAgo: 27,
    instruction: 'PAY_OUT',
    after: 'lien',
  },
  { product: 'TD-30', amountKobo: 400_000_00, tenor: 30, daysAgo: 31, instruction: 'PAY_OUT' },
  {
    product: 'TD-30',
    amountKobo: 600_000_00,
    tenor: 30,
    daysAgo: 31,
    instruction: 'ROLL_OVER_PRINCIPAL',
  },
  {
    product: 'TD-30',
    amountKobo: 450_000_00,
    tenor: 30,
    daysAgo: 31,
    instruction: 'PAY_OUT',
    after: 'lien',
  },
  {
    product: 'TD-FIXED',
    amountKobo: 800_000_00,
    tenor: 6,
    daysAgo: 15,
    instruction: 'PAY_OUT',
    after: 'liquidate',
  },
  {
    product: 'TD-FIXED',
    amountKobo: 60_000_000_00,
    tenor: 12,
    daysAgo: 0,
    instruction: 'PAY_OUT',
  },
  {
    product: 'TD-FIXED',
    amountKobo: 55_000_000_00,
    tenor: 6,
    daysAgo: 0,
    instruction: 'PAY_OUT',
    after: 'reject',
  },
];

/** A large customer's account, topped up so that the bookings above the band can be shown. */
const LARGE_DEPOSIT_KOBO = 120_000_000_00;

async function activeAccounts(t: TenantTx): Promise<AccountView[]> {
  const rows = await t.trx
    .selectFrom('deposit_account')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('account_number')
    .limit(200)
    .execute();
  const found = await findAccounts(
    t,
    rows.map((row) => row.id),
  );
  return [...found.values()];
}

/** The opening deposit of the large customer, from the vault as the accounts' own seed does. */
async function topUp(t: TenantTx, account: AccountView, now: Date): Promise<void> {
  const vault = await findGlAccountByCode(t, '1101');
  if (!vault) return;
  await postEntry(
    t,
    {
      narration: 'Opening deposit of a large customer',
      reference: 'OPENING',
      lines: [
        { accountId: vault.id, debitKobo: LARGE_DEPOSIT_KOBO, creditKobo: 0 },
        {
          accountId: await productControlAccount(t, account.productId),
          debitKobo: 0,
          creditKobo: LARGE_DEPOSIT_KOBO,
          subledger: depositLink(account.id),
        },
      ],
      source: 'OPENING_BALANCE',
      createdBy: 'system',
    },
    now,
  );
}

/** The plan's instruction if the product offers it, else paying out. */
function instructionOn(product: TermProductRow, plan: Plan): MaturityInstruction {
  return instructionsOf(product).includes(plan.instruction) ? plan.instruction : 'PAY_OUT';
}

async function bookPlan(
  t: TenantTx,
  users: { treasury: UserRecord; approver: UserRecord },
  plan: Plan,
  product: TermProductRow,
  account: AccountView,
  ctx: DemoSeedContext,
) {
  const today = await tenantProcessingDate(t);
  const { row, waiting } = await bookTermDeposit(
    t,
    users.treasury,
    {
      productId: product.id,
      accountId: account.id,
      amountKobo: plan.amountKobo,
      tenor: plan.tenor,
      funding: 'ACCOUNT',
      maturityInstruction: instructionOn(product, plan),
      startDate: addDays(today, -plan.daysAgo),
    },
    ctx.now,
  );
  const approver = {
    id: users.approver.id,
    user: users.approver,
    branchId: users.approver.branchId,
    branchIds: users.approver.branchIds,
  };
  if (waiting && plan.after === 'reject' && row.approval_request_id) {
    await rejectRequest(
      t,
      row.approval_request_id,
      approver,
      'Above the customer’s limit',
      ctx.now,
    );
  }
  if (plan.after === 'lien') {
    await placeLien(
      t,
      row,
      { reason: 'Collateral for a credit facility' },
      stepByOf(users.treasury),
      ctx.now,
    );
  }
  if (plan.after === 'liquidate') {
    await requestLiquidation(
      t,
      row,
      'The customer needs the funds',
      stepByOf(users.treasury),
      ctx.now,
    );
    const asked = await t.trx
      .selectFrom('term_deposit')
      .select(['status', 'approval_request_id'])
      .where('tenant_id', '=', t.tenantId)
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (asked.status === 'LIQUIDATION_PENDING' && asked.approval_request_id) {
      await approveRequest(t, asked.approval_request_id, approver, null, ctx.now);
    }
  }
}

/**
 * The demo's term deposits, booked through the services on the products TD-FIXED, TD-INCOME and
 * TD-30 (skipped when a product is missing), then accrued and matured to the processing date.
 * Skipped when the tenant already has deposits, so a restart changes nothing.
 */
export async function seedDemoTermDeposits(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (!tenant.license.features.includes('TERM_DEPOSITS')) return;
  const existing = await t.trx
    .selectFrom('term_deposit')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const treasury = await findUserByUsername(t, 'treasury');
  const approver = await findUserByUsername(t, 'approver');
  if (!treasury || !approver) return;
  const products = new Map<string, TermProductRow>();
  for (const code of ['TD-FIXED', 'TD-INCOME', 'TD-30'] as const) {
    const product = await findTermProductByCode(t, code);
    if (product?.status === 'ACTIVE') products.set(code, product);
  }
  if (products.size === 0) return;
  const accounts = await activeAccounts(t);
  const large = accounts.at(-1);
  if (!large) return;
  await topUp(t, large, ctx.now);
  const availableKobo = new Map(accounts.map((a) => [a.id, a.availableBalanceKobo]));
  availableKobo.set(large.id, large.availableBalanceKobo + LARGE_DEPOSIT_KOBO);
  let next = 0;
  for (const plan of PLANS) {
    const product = products.get(plan.product);
    if (!product || bookingProblems(limitsOf(product), plan.amountKobo, plan.tenor).length > 0) {
      continue;
    }
    const account = [...accounts.slice(next), ...accounts.slice(0, next)].find(
      (a) => (availableKobo.get(a.id) ?? 0) >= plan.amountKobo,
    );
    if (!account) continue;
    next = (accounts.indexOf(account) + 1) % accounts.length;
    availableKobo.set(account.id, (availableKobo.get(account.id) ?? 0) - plan.amountKobo);
    await bookPlan(t, { treasury, approver }, plan, product, account, ctx);
  }
  await processTermDeposits(t, await tenantProcessingDate(t), ctx.now);
}
