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

/** What a payment of `amountKobo` costs under all of the charges it attracts: their fees' sum. */
export function totalFeeKobo(rules: readonly ChargeRule[], amountKobo: number): number {
  return rules.reduce((sum, rule) => sum + chargeFeeKobo(rule, amountKobo), 0);
}

/** A charge as stored and sent: the figure its calculation does not use is null. */
export interface ChargeFigures {
  readonly calculation: 'FLAT' | 'PERCENT';
  readonly amountKobo: number | null;
  readonly rateBps: number | null;
}

/** How a charge computes its fee. */
export function chargeRule(charge: ChargeFigures): ChargeRule {
  return charge.calculation === 'PERCENT'
    ? { calculation: 'PERCENT', rateBps: charge.rateBps ?? 0 }
    : { calculation: 'FLAT', amountKobo: charge.amountKobo ?? 0 };
}
