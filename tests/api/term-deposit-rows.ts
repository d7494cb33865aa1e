import { inTenant } from '../../server/db/tenant-scope';
import type { TestApp } from '../support/test-app';

/**
 * Term deposits written straight into `term_deposit` as the booking stores them, for the tests of
 * what reads them (the portfolio list, the certificate, the customer overview). Those reads do not
 * depend on how a deposit was funded or posted: they read the row's terms and figures, so a row
 * is all they need.
 */

export interface DepositHome {
  readonly customerId: string;
  readonly accountId: string;
  readonly branchId: string;
}

/** An active account of a demo customer at the branch with this code. */
export async function accountAt(t: TestApp, branchCode: string): Promise<DepositHome> {
  return inTenant(t.database.db, 'demo', async (tx) => {
    const row = await tx.trx
      .selectFrom('deposit_account')
      .innerJoin('branch', 'branch.id', 'deposit_account.branch_id')
      .select([
        'deposit_account.id as accountId',
        'deposit_account.customer_id as customerId',
        'deposit_account.branch_id as branchId',
      ])
      .where('deposit_account.tenant_id', '=', 'demo')
      .where('branch.code', '=', branchCode)
      .where('deposit_account.status', '=', 'ACTIVE')
      .orderBy('deposit_account.account_number')
      .executeTakeFirst();
    if (!row) throw new Error(`The demo has no active account at ${branchCode}`);
    return row;
  });
}

export interface DepositRow {
  readonly home: DepositHome;
  readonly productId: string;
  readonly status: string;
  readonly principalKobo: number;
  readonly interestKobo: number;
  readonly accruedInterestKobo?: number;
  readonly startDate: string;
  readonly maturityDate: string;
  /** Orders the list: newest first. */
  readonly createdAt: string;
  readonly lienReason?: string;
}

let serial = 0;

/** Inserts a deposit with 10 % withholding tax on its interest; answers its id and number. */
export async function insertDeposit(
  t: TestApp,
  row: DepositRow,
): Promise<{ id: string; depositNumber: string }> {
  serial += 1;
  const id = `td-test-${process.pid}-${serial}`;
  const depositNumber = `TDT${String(serial).padStart(6, '0')}`;
  const taxKobo = Math.round(row.interestKobo / 10);
  const maturityKobo = row.principalKobo + row.interestKobo;
  await inTenant(t.database.db, 'demo', (tx) =>
    tx.trx
      .insertInto('term_deposit')
      .values({
        id,
        tenant_id: 'demo',
        deposit_number: depositNumber,
        status: row.status,
        version: 1,
        customer_id: row.home.customerId,
        account_id: row.home.accountId,
        branch_id: row.home.branchId,
        product_id: row.productId,
        principal_kobo: row.principalKobo,
        annual_interest_rate: '12',
        tenor: 6,
        tenor_unit: 'MONTHS',
        interest_type: 'SIMPLE',
        compounding_period_months: null,
        days_in_year: '365',
        interest_payout: 'AT_MATURITY',
        payout_period_months: null,
        withholding_tax_rate: '10',
        penalty: JSON.stringify({ kind: 'NONE' }),
        start_date: row.startDate,
        maturity_date: row.maturityDate,
        interest_kobo: row.interestKobo,
        withholding_tax_kobo: taxKobo,
        maturity_amount_kobo: maturityKobo,
        net_maturity_amount_kobo: maturityKobo - taxKobo,
        accrued_interest_kobo: row.accruedInterestKobo ?? 0,
        last_accrued_on: null,
        interest_paid_kobo: 0,
        gl_principal_kobo: row.principalKobo,
        gl_accrued_kobo: row.accruedInterestKobo ?? 0,
        maturity_instruction: 'PAY_OUT',
        funding: 'ACCOUNT',
        till_session_id: null,
        lien_reason: row.lienReason ?? null,
        lien_loan_id: null,
        lien_placed_at: row.lienReason ? row.createdAt : null,
        lien_placed_by: row.lienReason ? 'Test' : null,
        rolled_from_id: null,
        rolled_into_id: null,
        approval_request_id: null,
        hold_id: null,
        booking_entry_id: null,
        closing_entry_id: null,
        closed_on: null,
        narration: null,
        created_by: 'test',
        created_at: row.createdAt,
        updated_at: row.createdAt,
      })
      .execute(),
  );
  return { id, depositNumber };
}

/** Gives a demo user a home branch and the optional right to read term deposits. */
export async function scopedReader(t: TestApp, username: string, branchId: string): Promise<void> {
  await inTenant(t.database.db, 'demo', (tx) =>
    tx.trx
      .updateTable('app_user')
      .set({ branch_id: branchId, branch_ids: '[]', permissions: '["term.deposits.view"]' })
      .where('tenant_id', '=', 'demo')
      .where('username', '=', username)
      .execute(),
  );
}

/** A term product of the test's own, so its deposits are the only ones its filter matches. */
export function productBody(code: string) {
  return {
    code,
    name: `Test deposit ${code}`,
    tenorUnit: 'MONTHS',
    minTenor: 1,
    maxTenor: 12,
    minAmountKobo: 1_000_000,
    maxAmountKobo: 100_000_000_000,
    interestType: 'SIMPLE',
    daysInYear: 365,
    interestPayout: 'AT_MATURITY',
    withholdingTax: true,
    penalty: { kind: 'INTEREST_SHARE', percent: '50' },
    maturityInstructions: ['PAY_OUT', 'ROLL_OVER_PRINCIPAL'],
    rateChart: [
      {
        minAmountKobo: 1_000_000,
        maxAmountKobo: null,
        minTenor: 1,
        maxTenor: 12,
        annualInterestRate: '12',
      },
    ],
  };
}
