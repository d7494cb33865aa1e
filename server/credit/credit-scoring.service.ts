import { bankDate } from '../../policies/calendar';
import {
  ageInYears,
  debtServiceRatioBp,
  monthlyEquivalentKobo,
  monthsBetween,
  type ScoringFacts,
  scoreApplication,
} from '../../policies/credit-score';
import { computeLoanSchedule } from '../../policies/loan-schedule';
import { roundHalfEven } from '../../policies/money';
import { findCustomer } from '../customers/customer.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { StoredLoanProduct } from '../loans/loan-product.repository';
import {
  type CreditApplicationRow,
  dailyBalanceTotal,
  type StoredCreditScore,
} from './credit-application.repository';
import { currentScorecard } from './scorecard.repository';

/** How many days the average balance looks back over, today included. */
export const AVERAGE_BALANCE_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * The new loan's largest instalment as a monthly amount, from the product's own schedule rules
 * (the largest, so a grace period does not flatter the ratio).
 */
export function newInstalmentMonthlyKobo(
  row: CreditApplicationRow,
  product: StoredLoanProduct,
  today: string,
): number {
  const d = product.definition;
  const schedule = computeLoanSchedule({
    principalKobo: Number(row.principal_kobo),
    annualInterestRate: row.annual_interest_rate,
    interestMethod: d.interestMethod,
    amortization: d.amortization,
    interestCalculationPeriod: d.interestCalculationPeriod,
    daysInYear: d.daysInYear,
    repaymentEvery: d.repaymentEvery,
    repaymentFrequency: d.repaymentFrequency,
    numberOfRepayments: Number(row.number_of_repayments),
    disbursementDate: today,
    installmentMultipleKobo: d.installmentMultipleKobo ?? 0,
    graceOnPrincipalPeriods: d.graceOnPrincipalPeriods ?? 0,
    graceOnInterestPeriods: d.graceOnInterestPeriods ?? 0,
  });
  const largest = Math.max(0, ...schedule.periods.map((period) => period.totalDueKobo));
  return monthlyEquivalentKobo(largest, d.repaymentEvery, d.repaymentFrequency);
}

/** The account's average end-of-day balance over the last AVERAGE_BALANCE_DAYS days. */
async function averageBalanceKobo(t: TenantTx, accountId: string, now: Date): Promise<number> {
  const today = bankDate(now.getTime());
  const from = bankDate(now.getTime() - (AVERAGE_BALANCE_DAYS - 1) * DAY_MS);
  const { openingKobo, netByDay } = await dailyBalanceTotal(t, accountId, from, today);
  let balance = openingKobo;
  let total = 0n;
  for (let day = 0; day < AVERAGE_BALANCE_DAYS; day += 1) {
    balance +=
      netByDay.get(bankDate(now.getTime() - (AVERAGE_BALANCE_DAYS - 1 - day) * DAY_MS)) ?? 0n;
    total += balance;
  }
  return Number(roundHalfEven(total, BigInt(AVERAGE_BALANCE_DAYS)));
}

/** The applicant's facts as the scorecard reads them, from the application and the bank's books. */
async function factsOf(
  t: TenantTx,
  row: CreditApplicationRow,
  newInstalmentKobo: number,
  now: Date,
): Promise<ScoringFacts> {
  const today = bankDate(now.getTime());
  const customer = await findCustomer(t, row.customer_id);
  const dateOfBirth = typeof customer?.dateOfBirth === 'string' ? customer.dateOfBirth : null;
  const tier = customer?.kycTier;
  const incomeKobo = Number(row.monthly_income_kobo);
  return {
    AGE: ageInYears(dateOfBirth, today),
    EMPLOYMENT_TYPE: row.employment_type,
    MONTHLY_INCOME: incomeKobo,
    DEBT_SERVICE_RATIO: debtServiceRatioBp(
      incomeKobo,
      Number(row.existing_obligations_kobo),
      newInstalmentKobo,
    ),
    MONTHS_AS_CUSTOMER: customer ? monthsBetween(customer.createdAt, today) : null,
    KYC_TIER: tier === 1 || tier === 2 || tier === 3 ? String(tier) : null,
    AVERAGE_BALANCE: await averageBalanceKobo(t, row.account_id, now),
    MAX_DAYS_IN_ARREARS:
      row.bureau_max_days_in_arrears === null ? null : Number(row.bureau_max_days_in_arrears),
  };
}

/** Scores an application against the tenant's current scorecard. */
export async function scoreStoredApplication(
  t: TenantTx,
  row: CreditApplicationRow,
  product: StoredLoanProduct,
  now: Date,
): Promise<StoredCreditScore> {
  const card = await currentScorecard(t);
  if (!card) throw new DomainError('credit_scorecard_missing');
  const newInstalmentKobo = newInstalmentMonthlyKobo(row, product, bankDate(now.getTime()));
  const facts = await factsOf(t, row, newInstalmentKobo, now);
  return {
    ...scoreApplication(card.definition, facts),
    scorecardId: card.id,
    scorecardVersion: card.version,
    newInstalmentKobo,
    scoredAt: now.toISOString(),
  };
}
