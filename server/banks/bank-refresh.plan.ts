import type { InstitutionRecord } from '../nip/nip-messages';
import { BANK_CATEGORIES, type BankCategory, NIGERIAN_INSTITUTIONS } from './nigerian-institutions';

/** A bank of the tenant's list, as the refresh compares it with the switch's. */
export interface ListedBank {
  readonly id: string;
  readonly nipCode: string;
  readonly name: string;
  readonly category: string;
  readonly active: boolean;
}

export interface NewBank {
  readonly nipCode: string;
  readonly name: string;
  readonly cbnCode: string | null;
  readonly category: BankCategory;
}

export interface RefreshPlan {
  readonly add: readonly NewBank[];
  /** Listed again: the switch's name and category, and active. */
  readonly update: readonly { id: string; name: string; category: string }[];
  /** No longer listed: set inactive, never deleted (transfers name them). */
  readonly deactivate: readonly string[];
}

const NAME_MAX = 120;

function categoryOf(text: string, fallback: string): string {
  const known = BANK_CATEGORIES.find((category) => category === text.trim().toUpperCase());
  return known ?? fallback;
}

/** The switch's records worth keeping: a 6-digit code and a name, the first of each code. */
function usableRecords(records: readonly InstitutionRecord[]): Map<string, InstitutionRecord> {
  const byCode = new Map<string, InstitutionRecord>();
  for (const record of records) {
    const code = record.institutionCode.trim();
    if (/^\d{6}$/.test(code) && record.institutionName.trim() !== '' && !byCode.has(code)) {
      byCode.set(code, record);
    }
  }
  return byCode;
}

/**
 * What a refresh changes: institutions new to us are added (with the CBN code we know for the
 * NIP code, if any), names and categories follow the switch, and those it no longer lists go
 * inactive. A category the contract does not know keeps the bank's own (OTHER for a new one).
 */
export function planBankRefresh(
  banks: readonly ListedBank[],
  records: readonly InstitutionRecord[],
): RefreshPlan {
  const listed = usableRecords(records);
  const ours = new Map(banks.map((bank) => [bank.nipCode, bank]));
  const add: NewBank[] = [];
  const update: { id: string; name: string; category: string }[] = [];
  for (const [code, record] of listed) {
    const name = record.institutionName.trim().slice(0, NAME_MAX);
    const bank = ours.get(code);
    if (!bank) {
      const known = NIGERIAN_INSTITUTIONS.find((institution) => institution.nipCode === code);
      const category = categoryOf(record.category, known?.category ?? 'OTHER') as BankCategory;
      add.push({ nipCode: code, name, cbnCode: known?.cbnCode ?? null, category });
      continue;
    }
    const category = categoryOf(record.category, bank.category);
    if (bank.name !== name || bank.category !== category || !bank.active) {
      update.push({ id: bank.id, name, category });
    }
  }
  const deactivate = banks
    .filter((bank) => bank.active && !listed.has(bank.nipCode))
    .map((bank) => bank.id);
  return { add, update, deactivate };
}
