import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findUserByUsername } from '../users/user.repository';
import { listInstalments, totalOutstandingKobo } from './loan.repository';
import { bookLoan, cancelLoan, lockLoan } from './loan.service';
import { addDays } from './loan-arithmetic';
import { currentPayoff, disburseLoan, liquidateLoan, repayLoan } from './loan-money.service';
import type { LoanProductInput } from './loan-product.rules';
import { createLoanProduct } from './loan-product.service';
import { topUpLoan } from './loan-top-up.service';

const naira = (amountNaira: number) => amountNaira * 100;

export const DEMO_LOAN_PRODUCTS: readonly LoanProductInput[] = [
  {
    code: 'SME-WC',
    name: 'SME Working Capital',
    description: 'Declining balance, monthly, for traders and small businesses.',
    interestMethod: 'DECLINING_BALANCE',
    amortization: 'EQUAL_INSTALLMENTS',
    interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
    daysInYear: '365',
    repaymentEvery: 1,
    repaymentFrequency: 'MONTHS',
    minPrincipalKobo: naira(100_000),
    defaultPrincipalKobo: naira(500_000),
    // Above the loan approvals' second level (₦5,000,000), so the demo shows both levels.
    maxPrincipalKobo: naira(20_000_000),
    minNumberOfRepayments: 3,
    defaultNumberOfRepayments: 12,
    maxNumberOfRepayments: 24,
    minAnnualInterestRate: '24',
    defaultAnnualInterestRate: '30',
    maxAnnualInterestRate: '36',
    installmentMultipleKobo: 100,
    charges: [
      {
        name: 'Processing fee',
        kind: 'PROCESSING_FEE',
        calculation: 'PERCENT_OF_PRINCIPAL',
        percent: '1',
      },
      {
        name: 'Credit life insurance',
        kind: 'INSURANCE',
        calculation: 'PERCENT_OF_PRINCIPAL',
        percent: '0.5',
      },
    ],
    penalty: { calculation: 'PERCENT_OF_OVERDUE_INSTALMENT', percent: '2', graceDays: 3 },
    earlyRepaymentInterest: 'INTEREST_TO_DATE',
    earlyRepaymentFeePercent: '1',
  },
  {
    code: 'SAL-ADV',
    name: 'Salary Advance',
    description: 'Flat interest, monthly, repaid from salary.',
    interestMethod: 'FLAT',
    amortization: 'EQUAL_INSTALLMENTS',
    interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
    daysInYear: '365',
    repaymentEvery: 1,
    repaymentFrequency: 'MONTHS',
    minPrincipalKobo: naira(20_000),
    defaultPrincipalKobo: naira(100_000),
    maxPrincipalKobo: naira(1_000_000),
    minNumberOfRepayments: 1,
    defaultNumberOfRepayments: 3,
    maxNumberOfRepayments: 6,
    minAnnualInterestRate: '18',
    defaultAnnualInterestRate: '24',
    maxAnnualInterestRate: '30',
    charges: [
      {
        name: 'Management fee',
        kind: 'MANAGEMENT_FEE',
        calculation: 'FLAT',
        amountKobo: naira(1_000),
      },
    ],
    penalty: { calculation: 'FLAT', amountKobo: naira(500), graceDays: 0 },
    earlyRepaymentInterest: 'FULL_SCHEDULED_INTEREST',
  },
  {
    code: 'MKT-WK',
    name: 'Market Women Weekly',
    description: 'Declining balance, weekly repayments for market traders.',
    interestMethod: 'DECLINING_BALANCE',
    amortization: 'EQUAL_INSTALLMENTS',
    interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
    daysInYear: '365',
    repaymentEvery: 1,
    repaymentFrequency: 'WEEKS',
    minPrincipalKobo: naira(10_000),
    defaultPrincipalKobo: naira(50_000),
    maxPrincipalKobo: naira(300_000),
    minNumberOfRepayments: 4,
    defaultNumberOfRepayments: 12,
    maxNumberOfRepayments: 26,
    minAnnualInterestRate: '30',
    defaultAnnualInterestRate: '36',
    maxAnnualInterestRate: '48',
    charges: [
      {
        name: 'Processing fee',
        kind: 'PROCESSING_FEE',
        calculation: 'FLAT',
        amountKobo: naira(500),
      },
    ],
    penalty: { calculation: 'FLAT', amountKobo: naira(200), graceDays: 2 },
    earlyRepaymentInterest: 'INTEREST_TO_DATE',
  },
];

/** Individual customers' active accounts with money, past the few the other demos use. */
async function borrowers(t: TenantTx) {
  return t.trx
    .selectFrom('deposit_account as a')
    .innerJoin('customer as c', (join) =>
      join.onRef('c.id', '=', 'a.customer_id').onRef('c.tenant_id', '=', 'a.tenant_id'),
    )
    .select(['a.id as accountId', 'a.customer_id as customerId', 'a.branch_id as branchId'])
    .where('a.tenant_id', '=', t.tenantId)
    .where('a.status', '=', 'ACTIVE')
    .where('c.customer_type', '=', 'INDIVIDUAL')
    .where('c.status', '=', 'ACTIVE')
    .where('a.ledger_balance_kobo', '>=', naira(1_000_000))
    .orderBy('a.account_number')
    .offset(10)
    .limit(7)
    .execute();
}

type Plan = {
  product: number;
  principalKobo: number;
  repayments: number;
  rate: string;
  monthsAgo: number;
};

/** One loan for each state of the chart, with the money posted through the ledger. */
const PLANS: readonly (Plan & {
  end: 'approved' | 'current' | 'arrears' | 'repaid' | 'liquidated' | 'topped-up' | 'cancelled';
})[] = [
  {
    end: 'approved',
    product: 0,
    principalKobo: naira(750_000),
    repayments: 12,
    rate: '30',
    monthsAgo: 0,
  },
  {
    end: 'current',
    product: 0,
    principalKobo: naira(1_200_000),
    repayments: 12,
    rate: '28',
    monthsAgo: 0,
  },
  {
    end: 'arrears',
    product: 0,
    principalKobo: naira(600_000),
    repayments: 6,
    rate: '30',
    monthsAgo: 4,
  },
  {
    end: 'repaid',
    product: 1,
    principalKobo: naira(100_000),
    repayments: 3,
    rate: '24',
    monthsAgo: 0,
  },
  {
    end: 'liquidated',
    product: 2,
    principalKobo: naira(80_000),
    repayments: 12,
    rate: '36',
    monthsAgo: 1,
  },
  {
    end: 'topped-up',
    product: 0,
    principalKobo: naira(300_000),
    repayments: 6,
    rate: '30',
    monthsAgo: 2,
  },
  {
    end: 'cancelled',
    product: 1,
    principalKobo: naira(50_000),
    repayments: 2,
    rate: '24',
    monthsAgo: 0,
  },
];

/**
 * The demo's loan products and a loan in every state of the chart, made through the same steps
 * the operations take, so the sub-ledger, the GL and the schedules agree. Loans "disbursed months
 * ago" are backdated by value date so that their early instalments are overdue today.
 */
export async function seedDemoLoans(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (tenant.id !== 'demo') return;
  const existing = await t.trx
    .selectFrom('loan_product')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing || !(await findGlMapping(t, null, 'LOAN_INTEREST_RECEIVABLE'))) return;
  const products = [];
  for (const input of DEMO_LOAN_PRODUCTS) products.push(await createLoanProduct(t, input, ctx.now));
  const officer = await findUserByUsername(t, 'loanofficer');
  const accounts = await borrowers(t);
  if (!officer || accounts.length < PLANS.length) return;
  const today = await tenantProcessingDate(t);
  const actor = { userId: officer.id };
  for (const [index, plan] of PLANS.entries()) {
    const account = accounts[index] as (typeof accounts)[number];
    const product = products[plan.product] as (typeof products)[number];
    const { loanId } = await bookLoan(
      t,
      {
        applicationId: null,
        customerId: account.customerId,
        productId: product.id,
        accountId: account.accountId,
        principalKobo: plan.principalKobo,
        annualInterestRate: plan.rate,
        numberOfRepayments: plan.repayments,
        expectedDisbursementDate: today,
        officerId: officer.id,
        branchId: account.branchId,
        purpose: `${product.name} for the demo`,
        createdBy: officer.id,
      },
      ctx.now,
    );
    await finish(t, loanId, plan, addDays(today, -30 * plan.monthsAgo), actor, ctx.now);
  }
}

/**
 * Runs a step as if on `date`: the processing date is moved there and back, so the step's entry
 * and the loan's transaction carry the day it happened rather than the day the demo was seeded.
 */
async function onDate<T>(
  t: TenantTx,
  date: string,
  now: Date,
  step: (at: Date) => Promise<T>,
): Promise<T> {
  const today = await tenantProcessingDate(t);
  if (date >= today) return step(now);
  const move = (to: string) =>
    t.trx.updateTable('tenant').set({ processing_date: to }).where('id', '=', t.tenantId).execute();
  await move(date);
  // Mid-morning in Lagos on that day, so the history reads the day it happened too.
  const result = await step(new Date(`${date}T09:30:00Z`));
  await move(today);
  return result;
}

async function finish(
  t: TenantTx,
  loanId: string,
  plan: (typeof PLANS)[number],
  disbursedOn: string,
  actor: { userId: string },
  now: Date,
): Promise<void> {
  if (plan.end === 'approved') return;
  if (plan.end === 'cancelled') return cancelLoan(t, loanId, disbursedOn, now);
  const disbursed = await onDate(t, disbursedOn, now, (at) =>
    disburseLoan(t, loanId, disbursedOn, actor, at, true),
  );
  if (plan.end === 'repaid') {
    const loan = await lockLoan(t, loanId);
    await repayLoan(t, loanId, { amountKobo: totalOutstandingKobo(loan) }, actor, now);
  } else if (plan.end === 'arrears') {
    // Part of the first instalment, paid on its due date; nothing since.
    const [first] = await listInstalments(t, loanId);
    const paidOn = first?.dueDate ?? disbursed.disbursementDate ?? disbursedOn;
    const paid = { amountKobo: naira(100_000), narration: 'First instalment' };
    await onDate(t, paidOn, now, (at) => repayLoan(t, loanId, paid, actor, at));
  } else if (plan.end === 'liquidated') {
    const { payoff } = await currentPayoff(t, await lockLoan(t, loanId));
    await liquidateLoan(t, loanId, { expectedTotalKobo: payoff.totalKobo }, actor, now);
  } else if (plan.end === 'topped-up') {
    await topUpLoan(
      t,
      loanId,
      { principalKobo: naira(600_000), numberOfRepayments: 12 },
      actor,
      now,
    );
  }
}
