import type { components } from '../../api/schema.gen';
import { formatBankDate } from '../../policies/calendar';
import { enumLabel } from '../../policies/labels';
import { instalmentStateWords, loanStatusWords } from '../../policies/loan-words';
import { formatKobo } from '../../policies/money';
import { type PdfColumn, type PdfWriter, renderPdf } from '../http/pdf';

type Schemas = components['schemas'];
type Instalment = Schemas['LoanInstalment'];
type Balance = Schemas['LoanComponentBalance'];

/** What both documents print about the loan, gathered by loan-documents.ts. */
export interface LoanDocument {
  readonly bank: string;
  readonly branch: string;
  readonly customerNumber: string;
  /** When it was produced, in the bank's date-and-time format. */
  readonly producedAt: string;
  readonly loan: Schemas['Loan'];
  /** Oldest first, as a statement reads. */
  readonly transactions: readonly Schemas['LoanTransaction'][];
}

const stateWords = instalmentStateWords;
const statusWords = loanStatusWords;

const FREQUENCY_UNITS: Readonly<Record<string, [string, string]>> = {
  DAYS: ['day', 'days'],
  WEEKS: ['week', 'weeks'],
  MONTHS: ['month', 'months'],
};

/** '6 repayments, every month' or '12 repayments, every 2 weeks'. */
function termText(loan: Schemas['Loan']): string {
  const every = loan.terms.repaymentEvery;
  const [one, many] = FREQUENCY_UNITS[loan.terms.repaymentFrequency] ?? ['period', 'periods'];
  const repayments = loan.numberOfRepayments === 1 ? 'repayment' : 'repayments';
  const period = every === 1 ? one : `${every} ${many}`;
  return `${loan.numberOfRepayments} ${repayments}, every ${period}`;
}

/** The facts at the top of both documents. */
function loanFacts(pdf: PdfWriter, d: LoanDocument): void {
  const { loan } = d;
  pdf.keyValues([
    ['Customer', loan.customerName],
    ['Customer number', d.customerNumber],
    ['Branch', d.branch],
    ['Loan number', loan.loanNumber],
    ['Product', loan.productName],
    ['Status', statusWords(loan.status)],
    ['Principal', formatKobo(loan.principalKobo)],
    ['Interest rate', `${loan.annualInterestRate} % a year`],
    ['Term', termText(loan)],
    ['Disbursed', loan.disbursementDate ? formatBankDate(loan.disbursementDate) : 'Not yet'],
    ['Maturity', loan.maturityDate ? formatBankDate(loan.maturityDate) : 'Not yet'],
    ['Figures as of', formatBankDate(loan.asOfDate)],
    ['Produced', d.producedAt],
  ]);
  pdf.gap();
}

// Each table is 499 pt wide, the A4 page between its margins. Eleven columns in one row would
// print the figures too small to read, so the schedule is two tables over the same instalments.
const CHARGED_COLUMNS: readonly PdfColumn[] = [
  { header: '#', widthPt: 22 },
  { header: 'Due', widthPt: 64 },
  { header: 'Principal', widthPt: 72, align: 'right' },
  { header: 'Interest', widthPt: 68, align: 'right' },
  { header: 'Fees', widthPt: 62, align: 'right' },
  { header: 'Penalties', widthPt: 62, align: 'right' },
  { header: 'Total due', widthPt: 76, align: 'right' },
  { header: 'State', widthPt: 73 },
];

const SETTLED_COLUMNS: readonly PdfColumn[] = [
  { header: '#', widthPt: 22 },
  { header: 'Due', widthPt: 64 },
  { header: 'Total due', widthPt: 77, align: 'right' },
  { header: 'Paid', widthPt: 77, align: 'right' },
  { header: 'Waived or written off', widthPt: 112, align: 'right' },
  { header: 'Outstanding', widthPt: 77, align: 'right' },
  { header: 'State', widthPt: 70 },
];

type Amount = (row: Instalment) => number;

/**
 * The schedule's rows, each its number, due date, the given amounts and its state, then a totals
 * row summing each amount.
 */
function instalmentRows(schedule: readonly Instalment[], amounts: readonly Amount[]) {
  const total = (pick: Amount) => formatKobo(schedule.reduce((sum, row) => sum + pick(row), 0));
  return [
    ...schedule.map((row) => ({
      cells: [
        String(row.number),
        formatBankDate(row.dueDate),
        ...amounts.map((pick) => formatKobo(pick(row))),
        stateWords(row.state),
      ],
    })),
    { cells: ['', 'Total', ...amounts.map(total), ''], total: true },
  ];
}

const CHARGED_AMOUNTS: readonly Amount[] = [
  (row) => row.principalKobo,
  (row) => row.interestKobo,
  (row) => row.feeKobo,
  (row) => row.penaltyKobo,
  (row) => row.totalDueKobo,
];

const SETTLED_AMOUNTS: readonly Amount[] = [
  (row) => row.totalDueKobo,
  (row) => row.paidKobo,
  (row) => row.waivedKobo + row.writtenOffKobo,
  (row) => row.outstandingKobo,
];

/** The repayment schedule: what each instalment charges, then what was paid against it. */
export function loanSchedulePdf(d: LoanDocument): Promise<Buffer> {
  const meta = {
    bankName: d.bank,
    heading: 'Loan repayment schedule',
    title: `Schedule ${d.loan.loanNumber}`,
  };
  return renderPdf(meta, (pdf) => {
    loanFacts(pdf, d);
    if (d.loan.schedule.length === 0) {
      pdf.section('The schedule is set when the loan is disbursed.');
      return;
    }
    pdf.section('Instalments');
    pdf.table(CHARGED_COLUMNS, instalmentRows(d.loan.schedule, CHARGED_AMOUNTS));
    pdf.section('Paid against each instalment');
    pdf.table(SETTLED_COLUMNS, instalmentRows(d.loan.schedule, SETTLED_AMOUNTS));
  });
}

const BALANCE_COLUMNS: readonly PdfColumn[] = [
  { header: 'Component', widthPt: 70 },
  { header: 'Due over the loan', widthPt: 100, align: 'right' },
  { header: 'Paid', widthPt: 82, align: 'right' },
  { header: 'Waived', widthPt: 74, align: 'right' },
  { header: 'Written off', widthPt: 80, align: 'right' },
  { header: 'Outstanding', widthPt: 93, align: 'right' },
];

function balanceRows(balances: Schemas['LoanBalances']) {
  const row = (name: string, b: Balance) => ({
    cells: [
      name,
      formatKobo(b.dueKobo),
      formatKobo(b.paidKobo),
      formatKobo(b.waivedKobo),
      formatKobo(b.writtenOffKobo),
      formatKobo(b.outstandingKobo),
    ],
  });
  return [
    row('Principal', balances.principal),
    row('Interest', balances.interest),
    row('Fees', balances.fees),
    row('Penalties', balances.penalties),
    {
      cells: [
        'Total',
        formatKobo(balances.totalDueKobo),
        formatKobo(balances.totalPaidKobo),
        formatKobo(balances.totalWaivedKobo),
        formatKobo(balances.totalWrittenOffKobo),
        formatKobo(balances.totalOutstandingKobo),
      ],
      total: true,
    },
  ];
}

// Who made a posting reads under what it was, so that the six figures keep their full size.
const TRANSACTION_COLUMNS: readonly PdfColumn[] = [
  { header: 'Date', widthPt: 64 },
  { header: 'Transaction', widthPt: 86 },
  { header: 'Amount', widthPt: 64, align: 'right' },
  { header: 'Principal', widthPt: 64, align: 'right' },
  { header: 'Interest', widthPt: 58, align: 'right' },
  { header: 'Fees', widthPt: 48, align: 'right' },
  { header: 'Penalties', widthPt: 51, align: 'right' },
  { header: 'Owed after', widthPt: 64, align: 'right' },
];

/** The statement: the loan's balances and figures of today, then every posting, oldest first. */
export function loanStatementPdf(d: LoanDocument): Promise<Buffer> {
  const { loan } = d;
  const meta = {
    bankName: d.bank,
    heading: 'Loan statement',
    title: `Loan statement ${loan.loanNumber}`,
  };
  return renderPdf(meta, (pdf) => {
    loanFacts(pdf, d);
    pdf.section('Balances');
    pdf.table(BALANCE_COLUMNS, balanceRows(loan.balances));
    pdf.keyValues([
      ['Due now', formatKobo(loan.dueNowKobo)],
      ['Overdue', formatKobo(loan.overdueKobo)],
      ['Payoff today', loan.payoffTodayKobo === null ? 'N/A' : formatKobo(loan.payoffTodayKobo)],
      ['Customer paid', formatKobo(loan.balances.customerPaidKobo)],
    ]);
    pdf.section('Transactions');
    if (d.transactions.length === 0) {
      pdf.keyValues([['Transactions', 'Nothing has been posted on this loan yet.']]);
      return;
    }
    pdf.table(
      TRANSACTION_COLUMNS,
      d.transactions.map((t) => ({
        cells: [
          formatBankDate(t.postingDate),
          `${enumLabel(t.type)} by ${t.createdByName}`,
          formatKobo(t.amountKobo),
          formatKobo(t.principalKobo),
          formatKobo(t.interestKobo),
          formatKobo(t.feeKobo),
          formatKobo(t.penaltyKobo),
          formatKobo(t.outstandingKobo),
        ],
      })),
    );
  });
}
