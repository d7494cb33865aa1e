import { randomUUID } from 'node:crypto';
import { inTenant } from '../../server/db/tenant-scope';
import type { TestApp } from '../support/test-app';

/**
 * Term deposit products for the deposits' tests, written as rows in the contract's shape (the
 * products' own service and seed are another part of the area).
 */
export interface ProductFixture {
  readonly code: string;
  readonly status?: 'ACTIVE' | 'INACTIVE';
  readonly tenorUnit: 'DAYS' | 'MONTHS';
  readonly minTenor: number;
  readonly maxTenor: number;
  readonly minAmountKobo: number;
  readonly maxAmountKobo: number;
  readonly interestPayout?: 'AT_MATURITY' | 'PERIODIC';
  readonly payoutPeriodMonths?: number;
  readonly penalty: { kind: string; percent?: string; annualInterestRate?: string };
  readonly maturityInstructions?: readonly string[];
  readonly rateChart: readonly {
    minAmountKobo: number;
    maxAmountKobo: number | null;
    minTenor: number;
    maxTenor: number | null;
    annualInterestRate: string;
  }[];
}

const ALL_INSTRUCTIONS = ['PAY_OUT', 'ROLL_OVER_PRINCIPAL', 'ROLL_OVER_PRINCIPAL_AND_INTEREST'];

/** Inserts a product for `tenantId` and answers its id. */
export async function insertTermProduct(
  t: TestApp,
  tenantId: string,
  product: ProductFixture,
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await inTenant(t.database.db, tenantId, async (tx) => {
    await tx.trx
      .insertInto('term_deposit_product')
      .values({
        id,
        tenant_id: tenantId,
        code: product.code,
        name: `Fixture ${product.code}`,
        status: product.status ?? 'ACTIVE',
        version: 1,
        tenor_unit: product.tenorUnit,
        min_tenor: product.minTenor,
        max_tenor: product.maxTenor,
        min_amount_kobo: product.minAmountKobo,
        max_amount_kobo: product.maxAmountKobo,
        interest_type: 'SIMPLE',
        compounding_period_months: null,
        days_in_year: '365',
        interest_payout: product.interestPayout ?? 'AT_MATURITY',
        payout_period_months: product.payoutPeriodMonths ?? null,
        withholding_tax: 1,
        penalty: JSON.stringify(product.penalty),
        maturity_instructions: JSON.stringify(product.maturityInstructions ?? ALL_INSTRUCTIONS),
        rate_chart: JSON.stringify(product.rateChart),
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  return id;
}

/** ₦10,000 to ₦1,000,000,000 for 1 to 24 months: 10% up to ₦50,000,000, 12% above. */
export const MONTHS_PRODUCT: ProductFixture = {
  code: 'FX-MONTHS',
  tenorUnit: 'MONTHS',
  minTenor: 1,
  maxTenor: 24,
  minAmountKobo: 10_000_00,
  maxAmountKobo: 1_000_000_000_00,
  penalty: { kind: 'INTEREST_SHARE', percent: '50' },
  rateChart: [
    {
      minAmountKobo: 10_000_00,
      maxAmountKobo: 50_000_000_00,
      minTenor: 1,
      maxTenor: 24,
      annualInterestRate: '10',
    },
    {
      minAmountKobo: 50_000_000_01,
      maxAmountKobo: null,
      minTenor: 1,
      maxTenor: 24,
      annualInterestRate: '12',
    },
  ],
};

/** 30 to 180 days, ₦10,000 to ₦100,000,000; bands only up to ₦20,000,000; a reduced-rate penalty. */
export const DAYS_PRODUCT: ProductFixture = {
  code: 'FX-DAYS',
  tenorUnit: 'DAYS',
  minTenor: 30,
  maxTenor: 180,
  minAmountKobo: 10_000_00,
  maxAmountKobo: 100_000_000_00,
  penalty: { kind: 'REDUCED_RATE', annualInterestRate: '2' },
  rateChart: [
    {
      minAmountKobo: 10_000_00,
      maxAmountKobo: 20_000_000_00,
      minTenor: 30,
      maxTenor: 180,
      annualInterestRate: '8',
    },
  ],
};

/** Monthly interest paid out over 3 to 12 months. */
export const PERIODIC_PRODUCT: ProductFixture = {
  ...MONTHS_PRODUCT,
  code: 'FX-INCOME',
  interestPayout: 'PERIODIC',
  payoutPeriodMonths: 1,
  maturityInstructions: ['PAY_OUT'],
};
