import { describe, expect, it } from 'vitest';
import type { TermDepositProduct } from '../../../api/term-deposits.api';
import { maturityFigures } from '../../../policies/term-deposit-interest';
import type { PickedAccount } from '../../components/account-picker';
import { type BookingDraft, checkBooking, EMPTY_BOOKING, liveFigures } from './booking-form';
import { depositActions, settleInstructions } from './term-deposit-steps';

const product = {
  id: 'p1',
  code: 'TD-30',
  name: 'Fixed 30–180 days',
  tenorUnit: 'DAYS',
  minTenor: 30,
  maxTenor: 180,
  minAmountKobo: 1_000_000,
  maxAmountKobo: 10_000_000_000,
  interestType: 'SIMPLE',
  daysInYear: 365,
  interestPayout: 'AT_MATURITY',
  withholdingTax: true,
  withholdingTaxRate: '10',
  penalty: { kind: 'NONE' },
  maturityInstructions: ['PAY_OUT', 'ROLL_OVER_PRINCIPAL'],
  rateChart: [
    {
      minAmountKobo: 1_000_000,
      maxAmountKobo: null,
      minTenor: 30,
      maxTenor: 90,
      annualInterestRate: '10',
    },
    {
      minAmountKobo: 1_000_000,
      maxAmountKobo: null,
      minTenor: 91,
      maxTenor: null,
      annualInterestRate: '12',
    },
  ],
  status: 'ACTIVE',
  version: 1,
  currency: 'NGN',
  createdAt: '2026-11-01T00:00:00Z',
} as unknown as TermDepositProduct;

const account: PickedAccount = {
  id: 'a1',
  accountNumber: '0123456789',
  name: 'Adaeze Okonkwo',
  productName: 'Savings',
  availableBalanceKobo: 100_000_000,
};

const context = { products: [product], today: '2026-11-27', tillSessionId: null };
const draft: BookingDraft = {
  ...EMPTY_BOOKING,
  account,
  productId: 'p1',
  amount: '500,000.00',
  tenor: '120',
  maturityInstruction: 'ROLL_OVER_PRINCIPAL',
  startDate: '2026-10-27',
};

describe('the booking form', () => {
  it('shows the rate of the band the amount and tenor fall in, and the rules’ figures', () => {
    const live = liveFigures(draft, context);
    expect(live.rate).toBe('12');
    expect(live.figures).toEqual(
      maturityFigures({
        principalKobo: 50_000_000,
        annualInterestRate: '12',
        tenure: { days: 120 },
        interestType: 'SIMPLE',
        daysInYear: 365,
        startDate: '2026-10-27',
        withholdingTaxRate: '10',
      }),
    );
  });

  it('sends the booking with its value date and no till session for a booking from the account', () => {
    expect(checkBooking(draft, context)).toEqual({
      body: {
        productId: 'p1',
        accountId: 'a1',
        amountKobo: 50_000_000,
        tenor: 120,
        funding: 'ACCOUNT',
        maturityInstruction: 'ROLL_OVER_PRINCIPAL',
        startDate: '2026-10-27',
      },
      problems: {},
    });
  });

  it('puts each refusal on its field: tenor, value date, instruction, cash without a till', () => {
    const { body, problems } = checkBooking(
      { ...draft, tenor: '200', startDate: '2026-10-20', funding: 'CASH', maturityInstruction: '' },
      context,
    );
    expect(body).toBeNull();
    expect(Object.keys(problems).sort()).toEqual([
      'funding',
      'maturityInstruction',
      'startDate',
      'tenor',
    ]);
    expect(liveFigures({ ...draft, tenor: '200' }, context).figures).toBeNull();
  });
});

describe('the steps a deposit’s page offers', () => {
  it('follows the chart: a lien blocks liquidating and paying out, not rolling over', () => {
    const lien = { reason: 'Collateral', placedAt: '2026-11-01T00:00:00Z', placedBy: 'Musa' };
    expect(depositActions({ status: 'ACTIVE', lien: null })).toEqual([
      'liquidate',
      'instruction',
      'placeLien',
    ]);
    expect(depositActions({ status: 'ACTIVE', lien })).toEqual(['instruction', 'releaseLien']);
    expect(depositActions({ status: 'MATURED', lien })).toEqual(['settle', 'releaseLien']);
    expect(
      settleInstructions({ status: 'MATURED', lien }, ['PAY_OUT', 'ROLL_OVER_PRINCIPAL']),
    ).toEqual(['ROLL_OVER_PRINCIPAL']);
    expect(depositActions({ status: 'LIQUIDATED', lien: null })).toEqual([]);
  });
});
