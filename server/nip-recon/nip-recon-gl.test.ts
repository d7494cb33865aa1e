import { describe, expect, it } from 'vitest';
import { explainSettlementBalance } from './nip-recon-gl';

describe('the settlement GL balance explained', () => {
  it('splits the date by how each transfer stands and adds up to the balance', () => {
    const parts = explainSettlementBalance(
      -500_000_00,
      [
        { netKobo: -125_000_00, source: 'NIP_OUTWARD', transferStatus: 'SUCCESSFUL' },
        { netKobo: -250_000_00, source: 'NIP_OUTWARD', transferStatus: 'SENT' },
        { netKobo: -37_500_00, source: 'NIP_OUTWARD', transferStatus: 'REVERSED' },
        { netKobo: 37_500_00, source: 'REVERSAL', transferStatus: 'REVERSED' },
        { netKobo: 10_000_00, source: 'NIP_INWARD', transferStatus: null },
      ],
      -865_000_00,
    );
    expect(parts).toEqual([
      { kind: 'BROUGHT_FORWARD', count: 0, amountKobo: -500_000_00 },
      { kind: 'SETTLED', count: 1, amountKobo: -125_000_00 },
      { kind: 'NOT_AT_SWITCH', count: 1, amountKobo: -250_000_00 },
      { kind: 'REVERSED', count: 1, amountKobo: 0 },
      { kind: 'INWARD', count: 1, amountKobo: 10_000_00 },
    ]);
    expect(parts.reduce((sum, part) => sum + part.amountKobo, 0)).toBe(-865_000_00);
  });

  it('names what the postings of the date do not explain, so the parts still add up', () => {
    const parts = explainSettlementBalance(0, [], -1_000_00);
    expect(parts).toEqual([
      { kind: 'BROUGHT_FORWARD', count: 0, amountKobo: 0 },
      { kind: 'OTHER', count: 0, amountKobo: -1_000_00 },
    ]);
  });
});
