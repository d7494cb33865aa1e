import type { GlAccount } from '../../../api/coa.api';
import { formatKobo } from '../../../policies/money';

export type GlAccountType = GlAccount['type'];

/** The five account types in the order a chart of accounts lists them. */
export const GL_ACCOUNT_TYPES = [
  'ASSET',
  'LIABILITY',
  'EQUITY',
  'INCOME',
  'EXPENSE',
] as const satisfies readonly GlAccountType[];

// Fails to compile when the contract gains a type this list lacks.
const allTypesListed: Record<Exclude<GlAccountType, (typeof GL_ACCOUNT_TYPES)[number]>, never> = {};
void allTypesListed;

export const GL_TYPE_LABELS: Readonly<Record<GlAccountType, string>> = {
  ASSET: 'Asset',
  LIABILITY: 'Liability',
  EQUITY: 'Equity',
  INCOME: 'Income',
  EXPENSE: 'Expense',
};

/** The side on which an account of this type normally carries its balance. */
export function normalSide(type: GlAccountType): 'Dr' | 'Cr' {
  return type === 'ASSET' || type === 'EXPENSE' ? 'Dr' : 'Cr';
}

/**
 * A signed, debit-positive balance as accountants read it: the amount without a sign and the
 * side it stands on, '₦1,234.00 Dr' or '₦1,234.00 Cr'; nil is '₦0.00' on no side.
 */
export function formatDrCr(balanceKobo: number | bigint | null | undefined): string {
  if (balanceKobo === null || balanceKobo === undefined) return formatKobo(0);
  const kobo = BigInt(balanceKobo);
  if (kobo === 0n) return formatKobo(0);
  return kobo > 0n ? `${formatKobo(kobo)} Dr` : `${formatKobo(-kobo)} Cr`;
}

/**
 * Whether a balance stands on the side opposite to its type's normal one (an asset in credit, a
 * liability in debit): worth a second look, so the chart marks it.
 */
export function onAbnormalSide(type: GlAccountType, balanceKobo: number | bigint): boolean {
  const kobo = BigInt(balanceKobo);
  if (kobo === 0n) return false;
  return normalSide(type) === 'Dr' ? kobo < 0n : kobo > 0n;
}

/** An amount column's cell: blank for nil, so a debit/credit table reads one side per line. */
export function formatSideAmount(kobo: number | bigint): string {
  return BigInt(kobo) === 0n ? '' : formatKobo(kobo);
}

export function accountLabel(account: Pick<GlAccount, 'code' | 'name'>): string {
  return `${account.code} · ${account.name}`;
}

/** Postable (not header), active accounts: the ones a journal line or a GL mapping may name. */
export function postableAccounts(accounts: readonly GlAccount[]): GlAccount[] {
  return accounts.filter((account) => !account.header && account.status === 'ACTIVE');
}
