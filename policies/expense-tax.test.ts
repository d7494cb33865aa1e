import { describe, expect, it } from 'vitest';
import {
  expenseFigures,
  expenseTaxProblem,
  MAX_EXPENSE_AMOUNT_KOBO,
  percentOfKobo,
  rateText,
  SUPPLY_KINDS,
  VAT_RATE_BP,
  whtRateBps,
} from './expense-tax';

describe('expense VAT and withholding tax', () => {
  // VAT Act s. 4 as amended by the Finance Act 2019 s. 34: "5%" becomes "7.5%".
  it('charges VAT at 7.5 % on top of the amount', () => {
    expect(VAT_RATE_BP).toBe(750);
    expect(rateText(VAT_RATE_BP)).toBe('7.5%');
  });

  // Worked example (Oracle Customer Connect, "Setting up a Withholding VAT (WHT VAT) mechanism in
  // Nigeria alongside standard Withholding Tax"): services of ₦1,000,000, VAT 7.5 % ₦75,000,
  // gross ₦1,075,000, WHT 5 % ₦50,000 on the amount before VAT. The bank does not withhold the
  // VAT, so it pays ₦1,075,000 − ₦50,000 = ₦1,025,000.
  it('works the published ₦1,000,000 professional services example', () => {
    const figures = expenseFigures({
      amountKobo: 1_000_000_00,
      payeeType: 'COMPANY',
      supplyKind: 'PROFESSIONAL_SERVICES',
      vatCharged: true,
    });
    expect(figures).toEqual({
      amountKobo: 1_000_000_00,
      vatKobo: 75_000_00,
      whtRateBps: 500,
      whtKobo: 50_000_00,
      grossKobo: 1_075_000_00,
      paidKobo: 1_025_000_00,
    });
  });

  // Worked example (Nairametrics, "Who gets what? VAT and WHT deductions from invoice
  // explained", 2016): stationery of ₦100,000; WHT of 5 % (the contract rate then) is ₦5,000, on
  // the ₦100,000 and not on the VAT. Under the 2024 Regulations the supply of goods is 2 %: ₦2,000.
  it('deducts WHT from the amount before VAT (the ₦100,000 stationery example)', () => {
    const figures = expenseFigures({
      amountKobo: 100_000_00,
      payeeType: 'COMPANY',
      supplyKind: 'GOODS',
      vatCharged: true,
    });
    expect(figures.vatKobo).toBe(7_500_00);
    expect(figures.whtKobo).toBe(2_000_00);
    expect(figures.paidKobo).toBe(105_500_00);
  });

  // Deduction of Tax at Source (Withholding) Regulations 2024, Schedule (resident recipients), as
  // tabled by PwC Worldwide Tax Summaries, Nigeria, Corporate - Withholding taxes (14 April 2025).
  it.each([
    ['GOODS', 'COMPANY', 200],
    ['GOODS', 'INDIVIDUAL', 200],
    ['SERVICES', 'COMPANY', 200],
    ['PROFESSIONAL_SERVICES', 'COMPANY', 500],
    ['PROFESSIONAL_SERVICES', 'INDIVIDUAL', 500],
    ['COMMISSION', 'COMPANY', 500],
    ['RENT', 'COMPANY', 1000],
    ['RENT', 'INDIVIDUAL', 1000],
    ['CONSTRUCTION', 'COMPANY', 200],
    ['OTHER_CONSTRUCTION', 'INDIVIDUAL', 500],
    ['ROYALTY', 'COMPANY', 1000],
    ['ROYALTY', 'INDIVIDUAL', 500],
    ['DIRECTORS_FEES', 'INDIVIDUAL', 1500],
    ['DIRECTORS_FEES', 'COMPANY', null],
  ] as const)('withholds %s paid to a %s at %s basis points', (kind, payee, rate) => {
    expect(whtRateBps(kind, payee)).toBe(rate);
  });

  it('refuses directors fees to a company, and amounts that are not whole positive kobo', () => {
    const base = { payeeType: 'INDIVIDUAL', supplyKind: 'RENT', vatCharged: true } as const;
    expect(
      expenseTaxProblem({
        ...base,
        payeeType: 'COMPANY',
        supplyKind: 'DIRECTORS_FEES',
        amountKobo: 100,
      }),
    ).toBe('expense_supply_not_for_payee_type');
    for (const amountKobo of [0, -100, 10.5, MAX_EXPENSE_AMOUNT_KOBO + 1]) {
      expect(expenseTaxProblem({ ...base, amountKobo })).toBe('expense_amount_invalid');
    }
    expect(() => expenseFigures({ ...base, amountKobo: -1 })).toThrow(RangeError);
  });

  it('rounds to the kobo half-even and charges no VAT when the supplier does not', () => {
    // 7.5 % of 1 kobo is 0.075 (0); of 10 kobo 0.75 (1); of 20 kobo 1.5 (2, the even one); of 60
    // kobo 4.5 (4, the even one).
    expect([1, 10, 20, 60].map((kobo) => percentOfKobo(kobo, VAT_RATE_BP))).toEqual([0, 1, 2, 4]);
    const figures = expenseFigures({
      amountKobo: 250_000_00,
      payeeType: 'INDIVIDUAL',
      supplyKind: 'DIRECTORS_FEES',
      vatCharged: false,
    });
    expect(figures).toMatchObject({ vatKobo: 0, whtKobo: 37_500_00, paidKobo: 212_500_00 });
  });

  it('keeps paid + WHT equal to amount + VAT for every kind', () => {
    for (const supplyKind of SUPPLY_KINDS) {
      const figures = expenseFigures({
        amountKobo: 123_456_789,
        payeeType: 'INDIVIDUAL',
        supplyKind,
        vatCharged: true,
      });
      expect(figures.paidKobo + figures.whtKobo).toBe(figures.amountKobo + figures.vatKobo);
    }
  });
});
