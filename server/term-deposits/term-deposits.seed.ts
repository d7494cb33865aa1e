import type { DemoSeedContext } from '../area';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import {
  findTermProductIdByCode,
  insertTermProductRow,
  type TermProductInputBody,
} from './term-product.repository';

const NAIRA = 100;
const ALL_INSTRUCTIONS = [
  'PAY_OUT',
  'ROLL_OVER_PRINCIPAL',
  'ROLL_OVER_PRINCIPAL_AND_INTEREST',
] as const;

/** Rates rising with the amount (rows) and the tenor (columns). */
function fixedDepositChart(): TermProductInputBody['rateChart'] {
  const amountBands = [
    [10_000 * NAIRA, 999_999_99],
    [1_000_000 * NAIRA, 9_999_999_99],
    [10_000_000 * NAIRA, null],
  ] as const;
  const tenorBands = [
    [1, 2],
    [3, 5],
    [6, 12],
  ] as const;
  return amountBands.flatMap(([minAmountKobo, maxAmountKobo], a) =>
    tenorBands.map(([minTenor, maxTenor], n) => ({
      minAmountKobo,
      maxAmountKobo,
      minTenor,
      maxTenor,
      annualInterestRate: String(8 + a + 2 * n),
    })),
  );
}

/** The demo's three products: a classic fixed deposit, a monthly income one, a short-term one. */
export const DEMO_TERM_PRODUCTS: readonly TermProductInputBody[] = [
  {
    code: 'TD-FIXED',
    name: 'Fixed Deposit',
    tenorUnit: 'MONTHS',
    minTenor: 1,
    maxTenor: 12,
    minAmountKobo: 10_000 * NAIRA,
    maxAmountKobo: 1_000_000_000 * NAIRA,
    interestType: 'SIMPLE',
    daysInYear: 365,
    interestPayout: 'AT_MATURITY',
    withholdingTax: true,
    penalty: { kind: 'INTEREST_SHARE', percent: '50' },
    maturityInstructions: [...ALL_INSTRUCTIONS],
    rateChart: fixedDepositChart(),
  },
  {
    code: 'TD-INCOME',
    name: 'Monthly Income Deposit',
    tenorUnit: 'MONTHS',
    minTenor: 3,
    maxTenor: 24,
    minAmountKobo: 500_000 * NAIRA,
    maxAmountKobo: 1_000_000_000 * NAIRA,
    interestType: 'SIMPLE',
    daysInYear: 365,
    interestPayout: 'PERIODIC',
    payoutPeriodMonths: 1,
    withholdingTax: true,
    penalty: { kind: 'REDUCED_RATE', annualInterestRate: '4' },
    maturityInstructions: ['PAY_OUT', 'ROLL_OVER_PRINCIPAL'],
    rateChart: [
      {
        minAmountKobo: 500_000 * NAIRA,
        maxAmountKobo: null,
        minTenor: 3,
        maxTenor: 5,
        annualInterestRate: '11',
      },
      {
        minAmountKobo: 500_000 * NAIRA,
        maxAmountKobo: null,
        minTenor: 6,
        maxTenor: 11,
        annualInterestRate: '12',
      },
      {
        minAmountKobo: 500_000 * NAIRA,
        maxAmountKobo: null,
        minTenor: 12,
        maxTenor: 24,
        annualInterestRate: '13',
      },
    ],
  },
  {
    code: 'TD-30',
    name: 'Short-term Deposit',
    tenorUnit: 'DAYS',
    minTenor: 30,
    maxTenor: 180,
    minAmountKobo: 50_000 * NAIRA,
    maxAmountKobo: 1_000_000_000 * NAIRA,
    interestType: 'COMPOUND',
    compoundingPeriodMonths: 1,
    daysInYear: 'ACTUAL',
    interestPayout: 'AT_MATURITY',
    withholdingTax: true,
    penalty: { kind: 'NONE' },
    maturityInstructions: [...ALL_INSTRUCTIONS],
    rateChart: [
      {
        minAmountKobo: 50_000 * NAIRA,
        maxAmountKobo: null,
        minTenor: 30,
        maxTenor: 89,
        annualInterestRate: '7',
      },
      {
        minAmountKobo: 50_000 * NAIRA,
        maxAmountKobo: null,
        minTenor: 90,
        maxTenor: 180,
        annualInterestRate: '9',
      },
    ],
  },
];

/** The demo's term deposit products (before its deposits, which book on them); kept when present. */
export async function seedDemoTermProducts(
  t: TenantTx,
  _tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  for (const product of DEMO_TERM_PRODUCTS) {
    if ((await findTermProductIdByCode(t, product.code)) !== null) continue;
    await insertTermProductRow(t, newRowId(ctx.now.getTime()), product, ctx.now.toISOString());
  }
}
