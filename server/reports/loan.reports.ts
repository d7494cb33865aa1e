import {
  daysPastDueByLoan,
  LOAN_NAMES,
  loanCells,
  loansOf,
  overdueInstalments,
  statusWords,
  UNPAID,
} from './loan-rows.repository';
import {
  BRANCH,
  column,
  percentText,
  type ReportDefinition,
  type ReportRow,
  sumOf,
} from './report-definition';

const LOAN_COLUMNS = [
  column('loanNumber', 'Loan number'),
  column('customer', 'Customer'),
  column('product', 'Product'),
  column('branch', 'Branch'),
  column('officer', 'Officer'),
];

/** A loan's four components, as columns, in the order every loan report shows them. */
const COMPONENT_COLUMNS = [
  column('principalKobo', 'Principal', 'MONEY'),
  column('interestKobo', 'Interest', 'MONEY'),
  column('feeKobo', 'Fees', 'MONEY'),
  column('penaltyKobo', 'Penalties', 'MONEY'),
];

/** The totals of the four components over every row. */
function componentTotals(rows: readonly ReportRow[]) {
  return {
    principalKobo: sumOf(rows, 'principalKobo'),
    interestKobo: sumOf(rows, 'interestKobo'),
    feeKobo: sumOf(rows, 'feeKobo'),
    penaltyKobo: sumOf(rows, 'penaltyKobo'),
  };
}

const FILTERS = ['branchId', 'productId', 'officerId'] as const;

/**
 * What each loan owes by component, from the loans' sub-ledger columns (which the ledger moves
 * with every posting), so its totals equal the four loan control accounts of the GL.
 */
export const loanPortfolioReport: ReportDefinition = {
  key: 'loan-portfolio',
  name: 'Loan portfolio',
  group: 'LOANS',
  description: 'What every loan owes now, by principal, interest, fees and penalties.',
  parameters: FILTERS,
  requiredParameters: [],
  maxRangeDays: null,
  permission: BRANCH,
  landscape: true,
  chart: {
    kind: 'STACKED_BAR',
    categoryKey: 'product',
    valueKeys: ['principalKobo', 'interestKobo', 'feeKobo', 'penaltyKobo'],
  },
  async run(t, params, rowLimit) {
    const loans = await loansOf(t, params)
      .select([
        ...LOAN_NAMES,
        'l.status',
        'l.disbursement_date',
        'l.principal_outstanding_kobo',
        'l.interest_outstanding_kobo',
        'l.fee_outstanding_kobo',
        'l.penalty_outstanding_kobo',
      ])
      .where((eb) =>
        eb.or([
          eb('l.principal_outstanding_kobo', '<>', 0),
          eb('l.interest_outstanding_kobo', '<>', 0),
          eb('l.fee_outstanding_kobo', '<>', 0),
          eb('l.penalty_outstanding_kobo', '<>', 0),
        ]),
      )
      .orderBy('l.loan_number')
      .limit(rowLimit + 1)
      .execute();
    const rows: ReportRow[] = loans.map((loan) => {
      const principalKobo = Number(loan.principal_outstanding_kobo);
      const interestKobo = Number(loan.interest_outstanding_kobo);
      const feeKobo = Number(loan.fee_outstanding_kobo);
      const penaltyKobo = Number(loan.penalty_outstanding_kobo);
      return {
        ...loanCells(loan),
        status: statusWords(loan.status),
        disbursedOn: loan.disbursement_date,
        principalKobo,
        interestKobo,
        feeKobo,
        penaltyKobo,
        outstandingKobo: principalKobo + interestKobo + feeKobo + penaltyKobo,
      };
    });
    return {
      columns: [
        ...LOAN_COLUMNS,
        column('status', 'Status'),
        column('disbursedOn', 'Disbursed', 'DATE'),
        ...COMPONENT_COLUMNS,
        column('outstandingKobo', 'Outstanding', 'MONEY'),
      ],
      rows,
      totals: {
        loanCount: rows.length,
        ...componentTotals(rows),
        outstandingKobo: sumOf(rows, 'outstandingKobo'),
      },
    };
  },
};

/**
 * Portfolio at risk: the principal outstanding of loans late by more than N days over the
 * principal outstanding. PAR 1 counts a loan one day late; PAR 30, 60 and 90 count loans late
 * more than 30, 60 and 90 days, the CBN's substandard, doubtful and lost classes and worse.
 */
const PAR = [
  ['par1', 1],
  ['par30', 31],
  ['par60', 61],
  ['par90', 91],
] as const;

const DIMENSIONS = [
  ['Branch', 'branch'],
  ['Officer', 'officer'],
  ['Product', 'product'],
] as const;

export const portfolioAtRiskReport: ReportDefinition = {
  key: 'portfolio-at-risk',
  name: 'Portfolio at risk',
  group: 'LOANS',
  description:
    'PAR 1, 30, 60 and 90: the share of principal outstanding on loans that late, by branch, officer and product.',
  parameters: ['asOf', ...FILTERS],
  requiredParameters: [],
  maxRangeDays: null,
  permission: BRANCH,
  landscape: true,
  chart: { kind: 'BAR', categoryKey: 'name', valueKeys: ['par1Kobo', 'par30Kobo', 'par90Kobo'] },
  async run(t, params) {
    const loans = await loansOf(t, params)
      .select([...LOAN_NAMES, 'l.principal_outstanding_kobo'])
      .where('l.principal_outstanding_kobo', '>', 0)
      .orderBy('l.loan_number')
      .execute();
    const late = daysPastDueByLoan(
      await overdueInstalments(t, params, params.asOf, 1_000_000),
      params.asOf,
    );
    const groups = new Map<string, ReportRow>();
    const add = (row: ReportRow, principalKobo: number, days: number) => {
      row.loans = Number(row.loans) + 1;
      row.outstandingKobo = Number(row.outstandingKobo) + principalKobo;
      for (const [name, from] of PAR) {
        if (days >= from) row[`${name}Kobo`] = Number(row[`${name}Kobo`]) + principalKobo;
      }
    };
    const totals: ReportRow = emptyParRow('Bank', 'Whole bank');
    for (const loan of loans) {
      const principalKobo = Number(loan.principal_outstanding_kobo);
      const days = late.get(loan.loan_id) ?? 0;
      const cells = loanCells(loan);
      for (const [dimension, key] of DIMENSIONS) {
        const name = cells[key];
        const id = `${dimension}:${name}`;
        if (!groups.has(id)) groups.set(id, emptyParRow(dimension, name));
        add(groups.get(id) as ReportRow, principalKobo, days);
      }
      add(totals, principalKobo, days);
    }
    const order = (row: ReportRow) =>
      DIMENSIONS.findIndex(([dimension]) => dimension === row.dimension);
    const rows = [...groups.values()]
      .sort((a, b) => order(a) - order(b) || String(a.name).localeCompare(String(b.name), 'en'))
      .map(withPercents);
    return {
      columns: [
        column('dimension', 'By'),
        column('name', 'Name'),
        column('loans', 'Loans', 'NUMBER'),
        column('outstandingKobo', 'Outstanding', 'MONEY'),
        ...PAR.flatMap(([name]) => [
          column(`${name}Kobo`, `${name.toUpperCase().replace('PAR', 'PAR ')}`, 'MONEY'),
          column(`${name}Percent`, `${name.toUpperCase().replace('PAR', 'PAR ')} %`, 'PERCENT'),
        ]),
      ],
      rows,
      totals: {
        outstandingKobo: Number(totals.outstandingKobo),
        ...Object.fromEntries(PAR.map(([name]) => [`${name}Kobo`, Number(totals[`${name}Kobo`])])),
      },
    };
  },
};

function emptyParRow(dimension: string, name: string): ReportRow {
  const row: ReportRow = { dimension, name, loans: 0, outstandingKobo: 0 };
  for (const [par] of PAR) row[`${par}Kobo`] = 0;
  return row;
}

function withPercents(row: ReportRow): ReportRow {
  const out = { ...row };
  for (const [par] of PAR) {
    out[`${par}Percent`] = percentText(Number(row[`${par}Kobo`]), Number(row.outstandingKobo));
  }
  return out;
}

/** The loans paid out in a range, with what each paid out. */
export const disbursementsReport: ReportDefinition = {
  key: 'disbursements',
  name: 'Disbursements',
  group: 'LOANS',
  description: 'Loans paid out in a range.',
  parameters: ['from', 'to', ...FILTERS],
  requiredParameters: [],
  maxRangeDays: 366,
  permission: BRANCH,
  landscape: true,
  chart: { kind: 'BAR', categoryKey: 'product', valueKeys: ['principalKobo'] },
  async run(t, params, rowLimit) {
    const found = await loansOf(t, params)
      .innerJoin('loan_transaction as x', 'x.loan_id', 'l.id')
      .select([...LOAN_NAMES, 'x.posting_date', 'x.principal_kobo'])
      .where('x.tenant_id', '=', t.tenantId)
      .where('x.type', '=', 'DISBURSEMENT')
      .where('x.posting_date', '>=', params.from)
      .where('x.posting_date', '<=', params.to)
      .orderBy('x.posting_date')
      .orderBy('l.loan_number')
      .limit(rowLimit + 1)
      .execute();
    const rows = found.map((row) => ({
      postingDate: row.posting_date,
      ...loanCells(row),
      principalKobo: Number(row.principal_kobo),
    }));
    return {
      columns: [
        column('postingDate', 'Date', 'DATE'),
        ...LOAN_COLUMNS,
        column('principalKobo', 'Principal', 'MONEY'),
      ],
      rows,
      totals: { loanCount: rows.length, principalKobo: sumOf(rows, 'principalKobo') },
    };
  },
};

const PAYMENT_TYPES = ['REPAYMENT', 'LIQUIDATION', 'TOP_UP_PAYOFF'];

/** What borrowers paid in a range, split as each payment was allocated. */
export const repaymentsReport: ReportDefinition = {
  key: 'repayments',
  name: 'Repayments',
  group: 'LOANS',
  description: 'Repayments and payoffs received in a range, by component.',
  parameters: ['from', 'to', ...FILTERS],
  requiredParameters: [],
  maxRangeDays: 366,
  permission: BRANCH,
  landscape: true,
  chart: {
    kind: 'STACKED_BAR',
    categoryKey: 'postingDate',
    valueKeys: ['principalKobo', 'interestKobo', 'feeKobo', 'penaltyKobo'],
  },
  async run(t, params, rowLimit) {
    const found = await loansOf(t, params)
      .innerJoin('loan_transaction as x', 'x.loan_id', 'l.id')
      .select([
        ...LOAN_NAMES,
        'x.posting_date',
        'x.type',
        'x.amount_kobo',
        'x.principal_kobo',
        'x.interest_kobo',
        'x.fee_kobo',
        'x.penalty_kobo',
      ])
      .where('x.tenant_id', '=', t.tenantId)
      .where('x.type', 'in', PAYMENT_TYPES)
      .where('x.posting_date', '>=', params.from)
      .where('x.posting_date', '<=', params.to)
      .orderBy('x.posting_date')
      .orderBy('l.loan_number')
      .limit(rowLimit + 1)
      .execute();
    const rows = found.map((row) => ({
      postingDate: row.posting_date,
      ...loanCells(row),
      type: statusWords(row.type),
      amountKobo: Number(row.amount_kobo),
      principalKobo: Number(row.principal_kobo),
      interestKobo: Number(row.interest_kobo),
      feeKobo: Number(row.fee_kobo),
      penaltyKobo: Number(row.penalty_kobo),
    }));
    return {
      columns: [
        column('postingDate', 'Date', 'DATE'),
        ...LOAN_COLUMNS,
        column('type', 'Type'),
        column('amountKobo', 'Amount', 'MONEY'),
        ...COMPONENT_COLUMNS,
      ],
      rows,
      totals: {
        amountKobo: sumOf(rows, 'amountKobo'),
        ...componentTotals(rows),
      },
    };
  },
};

/** Instalments falling due in a range against what was paid of them, day by day. */
export const expectedVsActualReport: ReportDefinition = {
  key: 'expected-vs-actual-collections',
  name: 'Expected against actual collections',
  group: 'LOANS',
  description: 'What instalments due in a range asked for, and what was paid of them.',
  parameters: ['from', 'to', ...FILTERS],
  requiredParameters: [],
  maxRangeDays: 366,
  permission: BRANCH,
  chart: { kind: 'BAR', categoryKey: 'dueDate', valueKeys: ['expectedKobo', 'collectedKobo'] },
  async run(t, params) {
    const found = await loansOf(t, params)
      .innerJoin('loan_instalment as i', 'i.loan_id', 'l.id')
      .select((eb) => [
        'i.due_date',
        eb.fn.countAll<number>().as('instalments'),
        eb.fn
          .sum<number>(
            eb.parens(
              eb(
                'i.principal_kobo',
                '+',
                eb('i.interest_kobo', '-', eb.ref('i.interest_waived_kobo')),
              ),
            ),
          )
          .as('due_pi'),
        eb.fn.sum<number>(eb('i.fee_kobo', '+', eb.ref('i.penalty_kobo'))).as('due_fp'),
        eb.fn.sum<number>(UNPAID).as('unpaid'),
      ])
      .where('i.tenant_id', '=', t.tenantId)
      .where('i.due_date', '>=', params.from)
      .where('i.due_date', '<=', params.to)
      .groupBy('i.due_date')
      .orderBy('i.due_date')
      .execute();
    const rows = found.map((row) => {
      const expectedKobo = Number(row.due_pi) + Number(row.due_fp);
      const collectedKobo = expectedKobo - Number(row.unpaid);
      return {
        dueDate: row.due_date,
        instalments: Number(row.instalments),
        expectedKobo,
        collectedKobo,
        shortfallKobo: expectedKobo - collectedKobo,
        collectedPercent: percentText(collectedKobo, expectedKobo),
      };
    });
    return {
      columns: [
        column('dueDate', 'Due date', 'DATE'),
        column('instalments', 'Instalments', 'NUMBER'),
        column('expectedKobo', 'Expected', 'MONEY'),
        column('collectedKobo', 'Collected', 'MONEY'),
        column('shortfallKobo', 'Shortfall', 'MONEY'),
        column('collectedPercent', 'Collected %', 'PERCENT'),
      ],
      rows,
      totals: {
        expectedKobo: sumOf(rows, 'expectedKobo'),
        collectedKobo: sumOf(rows, 'collectedKobo'),
        shortfallKobo: sumOf(rows, 'shortfallKobo'),
      },
    };
  },
};

const BUCKETS = [
  ['days1To30Kobo', '1–30 days', 30],
  ['days31To60Kobo', '31–60 days', 60],
  ['days61To90Kobo', '61–90 days', 90],
  ['over90DaysKobo', 'Over 90 days', Number.POSITIVE_INFINITY],
] as const;

/** Arrears of each late loan, each unpaid instalment in the band of its own age. */
export const agedArrearsReport: ReportDefinition = {
  key: 'aged-arrears',
  name: 'Aged arrears',
  group: 'LOANS',
  description: 'What late loans owe past due, by how long each instalment has been late.',
  parameters: ['asOf', ...FILTERS],
  requiredParameters: [],
  maxRangeDays: null,
  permission: BRANCH,
  landscape: true,
  chart: { kind: 'STACKED_BAR', categoryKey: 'loanNumber', valueKeys: BUCKETS.map(([key]) => key) },
  async run(t, params, rowLimit) {
    const overdue = await overdueInstalments(t, params, params.asOf, rowLimit * 20);
    const loans = await loansOf(t, params)
      .select([...LOAN_NAMES, 'l.principal_outstanding_kobo'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('loan_instalment as i')
            .select('i.id')
            .whereRef('i.loan_id', '=', 'l.id')
            .where('i.due_date', '<', params.asOf)
            .where(UNPAID, '>', 0),
        ),
      )
      .orderBy('l.loan_number')
      .limit(rowLimit + 1)
      .execute();
    const byLoan = new Map<string, ReportRow>();
    const days = daysPastDueByLoan(overdue, params.asOf);
    for (const loan of loans) {
      const row: ReportRow = {
        ...loanCells(loan),
        daysPastDue: days.get(loan.loan_id) ?? 0,
        principalOutstandingKobo: Number(loan.principal_outstanding_kobo),
        arrearsKobo: 0,
      };
      for (const [key] of BUCKETS) row[key] = 0;
      byLoan.set(loan.loan_id, row);
    }
    for (const item of overdue) {
      const row = byLoan.get(item.loanId);
      if (!row) continue;
      const age = daysPastDueByLoan([item], params.asOf).get(item.loanId) ?? 0;
      const bucket = BUCKETS.find(([, , upTo]) => age <= upTo) ?? BUCKETS[3];
      row[bucket[0]] = Number(row[bucket[0]]) + item.unpaidKobo;
      row.arrearsKobo = Number(row.arrearsKobo) + item.unpaidKobo;
    }
    const rows = [...byLoan.values()];
    return {
      columns: [
        ...LOAN_COLUMNS,
        column('daysPastDue', 'Days late', 'NUMBER'),
        ...BUCKETS.map(([key, label]) => column(key, label, 'MONEY')),
        column('arrearsKobo', 'Arrears', 'MONEY'),
        column('principalOutstandingKobo', 'Principal outstanding', 'MONEY'),
      ],
      rows,
      totals: {
        ...Object.fromEntries(BUCKETS.map(([key]) => [key, sumOf(rows, key)])),
        arrearsKobo: sumOf(rows, 'arrearsKobo'),
        principalOutstandingKobo: sumOf(rows, 'principalOutstandingKobo'),
      },
    };
  },
};
