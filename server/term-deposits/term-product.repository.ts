import type { Selectable } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import type { TermDepositProductTable } from './term-deposit.table';

type Schemas = components['schemas'];
export type TermProductView = Schemas['TermDepositProduct'];
export type TermProductInputBody = Schemas['TermDepositProductInput'];
export type TermProductRow = Selectable<TermDepositProductTable>;

/** The most products a tenant's list answers (the contract's cap). */
export const MAX_TERM_PRODUCTS = 500;

const daysInYearOf = (text: string): TermProductView['daysInYear'] =>
  text === 'ACTUAL' ? 'ACTUAL' : text === '360' ? 360 : 365;

/** The row as the contract's TermDepositProduct; the tenant's tax rate when it withholds tax. */
export function termProductView(row: TermProductRow, withholdingTaxRate: string): TermProductView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    version: row.version,
    currency: 'NGN',
    tenorUnit: row.tenor_unit as TermProductView['tenorUnit'],
    minTenor: row.min_tenor,
    maxTenor: row.max_tenor,
    minAmountKobo: Number(row.min_amount_kobo),
    maxAmountKobo: Number(row.max_amount_kobo),
    interestType: row.interest_type as TermProductView['interestType'],
    ...(row.compounding_period_months !== null && {
      compoundingPeriodMonths: row.compounding_period_months as 1 | 3 | 6 | 12,
    }),
    daysInYear: daysInYearOf(row.days_in_year),
    interestPayout: row.interest_payout as TermProductView['interestPayout'],
    ...(row.payout_period_months !== null && {
      payoutPeriodMonths: row.payout_period_months as 1 | 3 | 6 | 12,
    }),
    withholdingTax: row.withholding_tax === 1,
    ...(row.withholding_tax === 1 && { withholdingTaxRate }),
    penalty: JSON.parse(row.penalty) as TermProductView['penalty'],
    maturityInstructions: JSON.parse(row.maturity_instructions),
    rateChart: JSON.parse(row.rate_chart),
    createdAt: row.created_at,
  };
}

/** The stored columns of a product's terms, as the contract's input gives them. */
export function termProductColumns(input: TermProductInputBody) {
  return {
    code: input.code,
    name: input.name.trim(),
    tenor_unit: input.tenorUnit,
    min_tenor: input.minTenor,
    max_tenor: input.maxTenor,
    min_amount_kobo: input.minAmountKobo,
    max_amount_kobo: input.maxAmountKobo,
    interest_type: input.interestType,
    // A simple product has no compounding, an at-maturity one no payout period: none is stored.
    compounding_period_months:
      input.interestType === 'COMPOUND' ? (input.compoundingPeriodMonths ?? null) : null,
    days_in_year: String(input.daysInYear),
    interest_payout: input.interestPayout,
    payout_period_months:
      input.interestPayout === 'PERIODIC' ? (input.payoutPeriodMonths ?? null) : null,
    withholding_tax: input.withholdingTax ? 1 : 0,
    penalty: JSON.stringify(input.penalty),
    maturity_instructions: JSON.stringify(input.maturityInstructions),
    rate_chart: JSON.stringify(input.rateChart),
  };
}

export async function listTermProductRows(t: TenantTx, status?: string): Promise<TermProductRow[]> {
  let query = t.trx
    .selectFrom('term_deposit_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('code')
    .limit(MAX_TERM_PRODUCTS);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

export async function findTermProductRow(t: TenantTx, id: string): Promise<TermProductRow | null> {
  const row = await t.trx
    .selectFrom('term_deposit_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findTermProductIdByCode(t: TenantTx, code: string): Promise<string | null> {
  const row = await t.trx
    .selectFrom('term_deposit_product')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertTermProductRow(
  t: TenantTx,
  id: string,
  input: TermProductInputBody,
  nowIso: string,
): Promise<void> {
  await t.trx
    .insertInto('term_deposit_product')
    .values({
      id,
      tenant_id: t.tenantId,
      status: 'ACTIVE',
      version: 1,
      ...termProductColumns(input),
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
}

/** Rewrites the product when it is still at `version`; false when someone changed it meanwhile. */
export async function rewriteTermProductRow(
  t: TenantTx,
  id: string,
  version: number,
  input: TermProductInputBody & { status: 'ACTIVE' | 'INACTIVE' },
  nowIso: string,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('term_deposit_product')
    .set({
      ...termProductColumns(input),
      status: input.status,
      version: version + 1,
      updated_at: nowIso,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The products in the catalogue's Product shape, for the GL map's product picker: the deposit
 * products' subtype and balance fields are null, as for loan products; the rate lives in the chart.
 */
export async function termProductsAsCatalogue(t: TenantTx, status?: string) {
  return (await listTermProductRows(t, status)).map((row) => ({
    id: row.id,
    type: 'TERM' as const,
    subtype: null,
    code: row.code,
    name: row.name,
    currency: 'NGN' as const,
    interestRateBps: 0,
    interestPostingPeriod: null,
    minimumBalanceKobo: null,
    overdraftAllowed: false,
    overdraftLimitKobo: null,
    chargeIds: [],
    status: row.status === 'INACTIVE' ? ('INACTIVE' as const) : ('ACTIVE' as const),
    createdAt: row.created_at,
  }));
}
