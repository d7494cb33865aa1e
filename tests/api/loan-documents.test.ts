import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBankDate } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import { call, signIn } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A loan's schedule and statement as the customer takes them away, on both engines: the bank,
 * the customer and the loan at the top, the figures the loan's page shows, every posting with
 * who made it, nothing internal, on A4 pages, and only for staff of the loan's branch.
 */

afterAll(stopClusters);

interface Instalment {
  number: number;
  dueDate: string;
  totalDueKobo: number;
  paidKobo: number;
  outstandingKobo: number;
  state: string;
}
interface Loan {
  id: string;
  loanNumber: string;
  customerId: string;
  customerName: string;
  productName: string;
  branchId: string | null;
  status: string;
  principalKobo: number;
  disbursementDate: string | null;
  schedule: Instalment[];
  balances: { totalDueKobo: number; totalPaidKobo: number; totalOutstandingKobo: number };
  dueNowKobo: number;
  overdueKobo: number;
  payoffTodayKobo: number | null;
}
interface Transaction {
  type: string;
  postingDate: string;
  amountKobo: number;
  createdByName: string;
  outstandingKobo: number;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const ENUM =
  /\b[A-Z]{2,}_[A-Z_]+\b|\b(ACTIVE|REPAYMENT|DISBURSEMENT|PAID|OVERDUE|UPCOMING|MONTHS)\b/;
/** A figure of five or more digits with no grouping: kobo, not naira as the page shows it. */
const RAW_KOBO = /(?<![\d,.])\d{5,}(?![\d,])/;

describe.each(ENGINES)('a loan printed on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = <T>(url: string, user = 'admin') =>
    call<T>(t.app, 'GET', url, { token: tokens[user] as string });
  let loan: Loan;
  let transactions: Transaction[];
  let customerNumber: string;
  let active: Loan[];

  /** The PDF's text with its spacing made single, its page sizes, and the answer's status. */
  async function printed(kind: 'schedule' | 'statement', id: string, user = 'admin') {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/loans/${id}/${kind}.pdf`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${tokens[user]}` },
    });
    if (answer.statusCode !== 200) return { status: answer.statusCode, text: '', sizes: [] };
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = await pdfText(answer.rawPayload);
    return {
      status: 200,
      text: pdf.text.replace(/\s+/g, ' '),
      sizes: await pageSizes(answer.rawPayload),
    };
  }

  /** Nothing the machine reads: ISO dates, UUIDs, kobo figures and enum codes. */
  function expectNothingInternal(text: string) {
    const withoutNumbers = text.replaceAll(loan.loanNumber, '').replaceAll(customerNumber, '');
    expect(text).not.toMatch(UUID);
    expect(text).not.toMatch(ISO_DATE);
    expect(text).not.toMatch(ENUM);
    expect(withoutNumbers).not.toMatch(RAW_KOBO);
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'loanofficer', 'multirole']) {
      tokens[user] = await signIn(t.app, user);
    }
    const list = await get<{ items: Loan[] }>('/api/loans?status=ACTIVE&pageSize=100');
    active = list.body.items;
    // An active loan someone has repaid: its schedule shows a payment, its statement a name.
    for (const item of list.body.items) {
      const txs = await get<{ items: Transaction[] }>(`/api/loans/${item.id}/transactions`);
      if (txs.body.items.some((tx) => tx.type === 'REPAYMENT')) {
        loan = (await get<Loan>(`/api/loans/${item.id}`)).body;
        transactions = txs.body.items;
        break;
      }
    }
    if (!loan) throw new Error('The demo has no repaid active loan.');
    const customers = await get<{ items: { id: string; customerNumber: string }[] }>(
      `/api/customers?q=${encodeURIComponent(loan.customerName)}&pageSize=100`,
    );
    const customer = customers.body.items.find((item) => item.id === loan.customerId);
    customerNumber = customer?.customerNumber ?? 'no customer number';
  }, 120_000);
  afterAll(() => t?.close());

  it('prints the schedule with the bank, customer, loan, every instalment as the page shows it and the totals', async () => {
    const pdf = await printed('schedule', loan.id);
    expect(pdf.status).toBe(200);
    const first = loan.schedule[0] as Instalment;
    const sum = (pick: (row: Instalment) => number) =>
      formatKobo(loan.schedule.reduce((total, row) => total + pick(row), 0));
    for (const part of [
      'Kobo Demo Microfinance Bank',
      'Loan repayment schedule',
      loan.customerName,
      customerNumber,
      loan.loanNumber,
      loan.productName,
      formatKobo(loan.principalKobo),
      formatBankDate(loan.disbursementDate),
      `1 ${formatBankDate(first.dueDate)}`,
      formatKobo(first.totalDueKobo),
      formatKobo(first.paidKobo),
      'Paid',
      `Total ${sum((row) => row.totalDueKobo)} ${sum((row) => row.paidKobo)}`,
      sum((row) => row.outstandingKobo),
      'Produced',
    ]) {
      expect(pdf.text, part).toContain(part);
    }
    for (const row of loan.schedule) expect(pdf.text).toContain(formatBankDate(row.dueDate));
    expect(pdf.text).toMatch(/Branch (Lagos Head Office|Abuja Branch|Kano Branch) /);
    expectNothingInternal(pdf.text);
    expect(pdf.sizes.length).toBeGreaterThan(0);
    expect(pdf.sizes.every(([w, h]) => Math.round(w) === 595 && Math.round(h) === 842)).toBe(true);
  });

  it('prints the statement with the balances and every transaction with who made it', async () => {
    const pdf = await printed('statement', loan.id);
    expect(pdf.status).toBe(200);
    for (const part of [
      'Kobo Demo Microfinance Bank',
      'Loan statement',
      loan.customerName,
      customerNumber,
      loan.loanNumber,
      formatKobo(loan.balances.totalDueKobo),
      formatKobo(loan.balances.totalPaidKobo),
      formatKobo(loan.balances.totalOutstandingKobo),
      `Due now ${formatKobo(loan.dueNowKobo)}`,
      `Overdue ${formatKobo(loan.overdueKobo)}`,
      `Payoff today ${formatKobo(loan.payoffTodayKobo ?? 0)}`,
      'Repayment',
      'Disbursement',
    ]) {
      expect(pdf.text, part).toContain(part);
    }
    for (const tx of transactions) {
      expect(pdf.text).toContain(tx.createdByName);
      expect(pdf.text).toContain(formatBankDate(tx.postingDate));
      expect(pdf.text).toContain(formatKobo(tx.amountKobo));
      expect(pdf.text).toContain(formatKobo(tx.outstandingKobo));
    }
    expectNothingInternal(pdf.text);
    expect(pdf.sizes.every(([w, h]) => Math.round(w) === 595 && Math.round(h) === 842)).toBe(true);
  });

  it('refuses a user of another branch, and prints for one of the loan’s branch', async () => {
    // Grace Etim is a loan officer in Abuja, Rita Ekpo one in Kano.
    const kano = active.find((item) => item.branchId === 'demo-kano');
    if (!kano || loan.branchId === 'demo-kano') throw new Error('The demo has no such loans.');
    for (const kind of ['schedule', 'statement'] as const) {
      for (const [user, id] of [
        ['loanofficer', loan.id],
        ['loanofficer', kano.id],
        ['multirole', loan.id],
      ] as const) {
        const refused = await get<{ code: string }>(`/api/loans/${id}/${kind}.pdf`, user);
        expect([user, refused.status, refused.body.code]).toEqual([user, 404, 'loan_not_found']);
      }
      const own = await printed(kind, kano.id, 'multirole');
      expect(own.status).toBe(200);
      expect(own.text).toContain(kano.loanNumber);
    }
    expect((await get(`/api/loans/no-such-loan/schedule.pdf`)).status).toBe(404);
  });
});

/** Each page's width and height in points: A4 is 595 by 842. */
async function pageSizes(bytes: Uint8Array): Promise<[number, number][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const sizes: [number, number][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const [, , w, h] = (await doc.getPage(n)).view as [number, number, number, number];
    sizes.push([w, h]);
  }
  await doc.destroy();
  return sizes;
}
