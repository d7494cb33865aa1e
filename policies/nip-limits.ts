/**
 * Limits of outward NIP transfers by the customer's KYC tier, and the VAT on the transfer fee.
 *
 * Tiers 1 and 2 follow the CBN's circular on the three-tiered Know Your Customer requirements
 * (FPR/DIR/CIR/GEN/01/020, January 2013, as revised): tier 1 at most ₦50,000 a transaction and
 * ₦50,000 a day cumulatively; tier 2 ₦100,000 a transaction and ₦200,000 a day. Tier 3 has no
 * CBN cap; ₦5,000,000 a transaction and ₦25,000,000 a day is the tenant's default policy here.
 */
export interface NipTierLimits {
  readonly perTransactionKobo: number;
  readonly dailyKobo: number;
}

export type KycTier = 1 | 2 | 3;

export const NIP_TIER_LIMITS: Readonly<Record<KycTier, NipTierLimits>> = {
  1: { perTransactionKobo: 50_000_00, dailyKobo: 50_000_00 },
  2: { perTransactionKobo: 100_000_00, dailyKobo: 200_000_00 },
  3: { perTransactionKobo: 5_000_000_00, dailyKobo: 25_000_000_00 },
};

/** A customer record without a tier (a corporate customer) is held to tier 3, the full KYC. */
export function kycTierOf(value: unknown): KycTier {
  return value === 1 || value === 2 ? value : 3;
}

export type NipLimitBreach = 'per-transaction' | 'daily' | null;

/** Which limit a transfer of `amountKobo` breaks, after `usedTodayKobo` already sent today. */
export function nipLimitBreach(tier: KycTier, amountKobo: number, usedTodayKobo: number) {
  const limits = NIP_TIER_LIMITS[tier];
  if (amountKobo > limits.perTransactionKobo) return 'per-transaction' satisfies NipLimitBreach;
  if (usedTodayKobo + amountKobo > limits.dailyKobo) return 'daily' satisfies NipLimitBreach;
  return null;
}

/** VAT on fees, 7.5% since the Finance Act 2019 (in basis points). */
export const VAT_RATE_BPS = 750;

/** The VAT on a fee, rounded half up to the kobo (half a kobo or more rounds up). */
export function vatOnFeeKobo(feeKobo: number): number {
  return Math.floor((feeKobo * VAT_RATE_BPS * 2 + 10_000) / 20_000);
}

/**
 * The start and end (ISO instants) of the Lagos calendar day `now` falls in: the daily limit
 * counts the customer's transfers made that day. Lagos is UTC+1 all year (no summer time).
 */
export function lagosDayBounds(now: Date): { fromIso: string; toIso: string } {
  const hourMs = 3_600_000;
  const dayMs = 24 * hourMs;
  const start = Math.floor((now.getTime() + hourMs) / dayMs) * dayMs - hourMs;
  return { fromIso: new Date(start).toISOString(), toIso: new Date(start + dayMs).toISOString() };
}
