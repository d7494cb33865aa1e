import { describe, expect, it } from 'vitest';
import { draftComplete, draftFigures, EMPTY_DRAFT, requestOf } from './expense-draft';

describe('the expense form draft', () => {
  it('works out VAT, WHT and what is paid as the amount is typed', () => {
    const draft = {
      ...EMPTY_DRAFT,
      naira: '1,000,000',
      supplyKind: 'PROFESSIONAL_SERVICES' as const,
    };
    expect(draftFigures(draft).figures).toMatchObject({
      vatKobo: 75_000_00,
      whtKobo: 50_000_00,
      paidKobo: 1_025_000_00,
    });
  });

  it('says why figures cannot be worked out, and waits quietly for an empty amount', () => {
    expect(draftFigures({ ...EMPTY_DRAFT, naira: '12.345' }).problem).toBe(
      'Type the amount in naira.',
    );
    expect(draftFigures({ ...EMPTY_DRAFT, naira: '0' }).problem).toMatch(/more than ₦0.00/);
    expect(
      draftFigures({ ...EMPTY_DRAFT, naira: '10', supplyKind: 'DIRECTORS_FEES' }).problem,
    ).toMatch(/individuals only/);
    expect(draftFigures(EMPTY_DRAFT)).toEqual({ figures: null, problem: null });
  });

  it('sends the codes and kobo the contract asks for, only once complete', async () => {
    const draft = {
      ...EMPTY_DRAFT,
      payeeName: ' Ikeja Stationers ',
      glAccountCode: '5304',
      branchCode: 'LAG-HO',
      naira: '₦2,500.50',
      invoiceReference: 'IKS-1',
      invoiceDate: '2026-11-02',
      description: 'Paper',
    };
    expect(draftComplete({ ...draft, description: ' ' })).toBe(false);
    expect(draftComplete(draft)).toBe(true);
    expect(await requestOf(draft)).toEqual({
      payeeName: 'Ikeja Stationers',
      payeeType: 'COMPANY',
      supplyKind: 'SERVICES',
      glAccountCode: '5304',
      branchCode: 'LAG-HO',
      amountKobo: 250_050,
      vatCharged: true,
      invoiceReference: 'IKS-1',
      invoiceDate: '2026-11-02',
      description: 'Paper',
    });
  });
});
