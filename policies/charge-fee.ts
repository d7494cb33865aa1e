import { roundHalfEven } from './money';

/** How a charge computes its fee: a flat amount, or basis points of the amount it is levied on. */
export type ChargeRule =
  | { readonly calculation: 'FLAT'; readonly amountKobo: number }
  | { readonly calculation: 'PERCENT'; readonly rateBps: number };

/** The fee in kobo a charge levies on `amountKobo`; percentages round half-even to the kobo. */
export function chargeFeeKobo(rule: ChargeRule, amountKobo: number): number {
  if (rule.calculation === 'FLAT') return rule.amountKobo;
  return Number(roundHalfEven(BigInt(amountKobo) * BigInt(rule.rateBps), 10_000n));
}
