import {
  type BudgetPeriodKind,
  type BudgetSide,
  type BudgetVariance,
  budgetVariance,
  periodCount,
  periodOfMonth,
} from '../../policies/budget-variance';
import type { TenantTx } from '../db/tenant-scope';
import { findGlAccounts } from '../ledger/gl-account.repository';
import { budgetByAccountMonth } from './budget.repository';
import {
  bankMovementsByMonth,
  branchMovementsByMonth,
  type MonthMovement,
} from './budget-actuals.repository';

type Figures = BudgetVariance & { period: number };

export interface FiguresSeries {
  periods: Figures[];
  total: Figures;
}

export interface ActualsRow extends FiguresSeries {
  glAccountId: string;
  glAccountCode: string;
  glAccountName: string;
  glAccountType: 'INCOME' | 'EXPENSE';
}

export interface BudgetActualsReport {
  year: number;
  period: BudgetPeriodKind;
  branch: { id: string; code: string; name: string; status: 'ACTIVE' | 'INACTIVE' } | null;
  rows: ActualsRow[];
  income: FiguresSeries;
  expense: FiguresSeries;
  net: FiguresSeries;
}

/** Budget and actual of one account, month by month (index 0 is January). */
interface Months {
  budget: number[];
  actual: number[];
}

const twelve = () => Array.from({ length: 12 }, () => 0);

/**
 * Budget against actual of a year for a branch (its own lines and postings) or the whole bank
 * (its lines against every posting). An expense account's actual is its net debits, an income
 * account's its net credits; accounts of other types are not budgeted and are left out.
 */
export async function budgetActuals(
  t: TenantTx,
  request: { year: number; period: BudgetPeriodKind; branch: BudgetActualsReport['branch'] },
): Promise<BudgetActualsReport> {
  const { year, period, branch } = request;
  const budgets = await budgetByAccountMonth(t, year, branch?.id ?? null);
  const movements = branch
    ? await branchMovementsByMonth(t, year, branch.id)
    : await bankMovementsByMonth(t, year);
  const ids = [...budgets.map((b) => b.accountId), ...movements.map((m) => m.accountId)];
  const accounts = [...(await findGlAccounts(t, ids)).values()]
    .filter((a) => a.type === 'INCOME' || a.type === 'EXPENSE')
    .sort((a, b) =>
      a.type === b.type ? (a.code < b.code ? -1 : 1) : a.type === 'INCOME' ? -1 : 1,
    );
  const months = monthsByAccount(budgets, movements, accounts);
  const rows: ActualsRow[] = accounts.map((account) => {
    const type = account.type === 'INCOME' ? 'INCOME' : 'EXPENSE';
    return {
      glAccountId: account.id,
      glAccountCode: account.code,
      glAccountName: account.name,
      glAccountType: type,
      ...series(type, period, months.get(account.id) ?? { budget: twelve(), actual: twelve() }),
    };
  });
  const income = sumMonths(rows, months, 'INCOME');
  const expense = sumMonths(rows, months, 'EXPENSE');
  const net = {
    budget: income.budget.map((b, i) => b - (expense.budget[i] ?? 0)),
    actual: income.actual.map((a, i) => a - (expense.actual[i] ?? 0)),
  };
  return {
    year,
    period,
    branch,
    rows,
    income: series('INCOME', period, income),
    expense: series('EXPENSE', period, expense),
    net: series('NET', period, net),
  };
}

function monthsByAccount(
  budgets: readonly { accountId: string; month: number; amountKobo: number }[],
  movements: readonly MonthMovement[],
  accounts: readonly { id: string; type: string }[],
): Map<string, Months> {
  const byAccount = new Map<string, Months>();
  for (const account of accounts) byAccount.set(account.id, { budget: twelve(), actual: twelve() });
  const types = new Map(accounts.map((a) => [a.id, a.type]));
  for (const line of budgets) {
    const months = byAccount.get(line.accountId);
    if (months)
      months.budget[line.month - 1] = (months.budget[line.month - 1] ?? 0) + line.amountKobo;
  }
  for (const move of movements) {
    const months = byAccount.get(move.accountId);
    if (!months) continue;
    // An expense grows with debits, an income with credits.
    const net =
      types.get(move.accountId) === 'EXPENSE'
        ? move.debitKobo - move.creditKobo
        : move.creditKobo - move.debitKobo;
    months.actual[move.month - 1] = (months.actual[move.month - 1] ?? 0) + net;
  }
  return byAccount;
}

function sumMonths(
  rows: readonly ActualsRow[],
  months: Map<string, Months>,
  type: BudgetSide,
): Months {
  const total = { budget: twelve(), actual: twelve() };
  for (const row of rows) {
    const own = months.get(row.glAccountId);
    if (row.glAccountType !== type || !own) continue;
    own.budget.forEach((v, i) => {
      total.budget[i] = (total.budget[i] ?? 0) + v;
    });
    own.actual.forEach((v, i) => {
      total.actual[i] = (total.actual[i] ?? 0) + v;
    });
  }
  return total;
}

/** Folds twelve months into the periods asked for, with the year's total. */
function series(side: BudgetSide, kind: BudgetPeriodKind, months: Months): FiguresSeries {
  const budget = Array.from({ length: periodCount(kind) }, () => 0);
  const actual = Array.from({ length: periodCount(kind) }, () => 0);
  for (let month = 1; month <= 12; month += 1) {
    const index = periodOfMonth(kind, month) - 1;
    budget[index] = (budget[index] ?? 0) + (months.budget[month - 1] ?? 0);
    actual[index] = (actual[index] ?? 0) + (months.actual[month - 1] ?? 0);
  }
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return {
    periods: budget.map((b, i) => ({ period: i + 1, ...budgetVariance(side, b, actual[i] ?? 0) })),
    total: { period: 1, ...budgetVariance(side, sum(budget), sum(actual)) },
  };
}
