import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '../../policies/amount-words';
import { formatBankDate } from '../../policies/calendar';
import { addDays } from '../../policies/date-input';
import { formatKobo } from '../../policies/money';
import { call, signIn } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import {
  accountAt,
  type DepositHome,
  insertDeposit,
  productBody,
  scopedReader,
} from './term-deposit-rows';

/**
 * The certificate a depositor takes home: one page with the bank, the depositor, the amount in
 * figures and words, the terms and what is paid at maturity net of tax, in the bank's formats;
 * none for a deposit not funded, and none of a branch the user does not work in.
 */

afterAll(stopClusters);

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const ENUM = /\b[A-Z]{2,}_[A-Z_]+\b|\b(ACTIVE|MONTHS|DAYS|SIMPLE|COMPOUND)\b/;

describe.each(ENGINES)('a term deposit certificate on %s', (engine) => {
  let t: TestApp;
  let treasury: string;
  let productId: string;
  let lagos: DepositHome;
  let abuja: DepositHome;
  let today: string;

  const certificate = (id: string, token = treasury) =>
    t.app.inject({
      method: 'GET',
      url: `/api/term-deposits/${id}/certificate`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
    });
  const deposit = (home: DepositHome, status: string, lienReason?: string) =>
    insertDeposit(t, {
      home,
      productId,
      status,
      principalKobo: 250_000_050,
      interestKobo: 15_000_000,
      startDate: today,
      maturityDate: addDays(today, 182),
      createdAt: new Date().toISOString(),
      ...(lienReason && { lienReason }),
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    treasury = await signIn(t.app, 'treasury');
    const product = await call<{ id: string }>(t.app, 'POST', '/api/term-deposits/products', {
      token: await signIn(t.app, 'product'),
      body: productBody('TP-CERT'),
    });
    productId = product.body.id;
    const list = await call<{ asOfDate: string }>(t.app, 'GET', '/api/term-deposits', {
      token: treasury,
    });
    today = list.body.asOfDate;
    lagos = await accountAt(t, 'LAG-HO');
    abuja = await accountAt(t, 'ABJ-01');
  }, 120_000);
  afterAll(() => t.close());

  it('prints the deposit on one page, every figure in the bank formats, net of tax', async () => {
    const { id, depositNumber } = await deposit(lagos, 'ACTIVE', 'Security for a loan');
    const answer = await certificate(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(depositNumber);
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const view = await call<{
      items: { id: string; customerName: string; accountNumber: string }[];
    }>(t.app, 'GET', `/api/term-deposits?productId=${productId}`, { token: treasury });
    const row = view.body.items.find((item) => item.id === id);
    const pdf = await pdfText(answer.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(pdf.pageCount).toBe(1);
    for (const expected of [
      'Kobo Demo Microfinance Bank',
      'Term Deposit Certificate',
      depositNumber,
      row?.customerName ?? 'the depositor',
      row?.accountNumber ?? 'the account',
      formatKobo(250_000_050),
      amountInWords(250_000_050),
      '12 % a year',
      '6 months',
      formatBankDate(today),
      formatBankDate(addDays(today, 182)),
      formatKobo(1_500_000),
      // 10 % of the interest is withheld: gross ₦2,650,000.50, net ₦2,635,000.50.
      formatKobo(265_000_050),
      formatKobo(263_500_050),
      'Pay the principal and the interest, net of tax, into the account',
      'under lien',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(ISO_DATE);
    expect(text).not.toMatch(ENUM);
    expect(text).not.toContain('250000050');
  });

  it('has none for a deposit awaiting approval or rejected', async () => {
    for (const status of ['PENDING_APPROVAL', 'REJECTED']) {
      const { id } = await deposit(lagos, status);
      const answer = await certificate(id);
      expect([answer.statusCode, answer.json().code]).toEqual([
        409,
        'term_deposit_not_certifiable',
      ]);
    }
  });

  it('is not found for an unknown deposit, nor for a Lagos user asking for an Abuja deposit', async () => {
    const unknown = await certificate('no-such-deposit');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'term_deposit_not_found']);
    const { id: abujaId } = await deposit(abuja, 'ACTIVE');
    const { id: lagosId } = await deposit(lagos, 'ACTIVE');
    await scopedReader(t, 'relationship', lagos.branchId);
    const officer = await signIn(t.app, 'relationship');
    const hidden = await certificate(abujaId, officer);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'term_deposit_not_found']);
    expect((await certificate(lagosId, officer)).statusCode).toBe(200);
  });
});
