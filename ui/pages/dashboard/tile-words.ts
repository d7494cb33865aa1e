import type { DashboardFigure } from '../../../api/dashboard.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';

/** What a tile's card adds to the server's figures: the words of its counts and its links. */
interface TileWords {
  /** The noun of the tile's counts, singular and plural ("3 requests"). */
  readonly unit?: readonly [string, string];
  /** The words of the link to the tile's page, at the foot of its card. */
  readonly more: string;
  /** Further links at the foot of its card. */
  readonly links?: readonly (readonly [string, string])[];
}

const WORDS: Readonly<Record<string, TileWords>> = {
  'teller-till': { more: 'Go to your till' },
  'head-teller-queue': { more: 'Open the head teller’s queue' },
  'approvals-inbox': {
    unit: ['request', 'requests'],
    more: 'Open the approvals inbox',
    links: [['See what you sent', '/approvals?show=MINE']],
  },
  'admin-overview': { more: 'Open End of Day' },
  'close-of-business': { more: 'Open End of Day' },
  'branch-glance': { more: 'Open the accounts' },
  'loan-portfolio': { more: 'Open the loans' },
  'finance-month': { more: 'Open the budgets' },
  'nip-today': { more: 'Open NIP reconciliation' },
};

export function tileWords(key: string, title: string): TileWords {
  return WORDS[key] ?? { more: `Open ${title.toLowerCase()}` };
}

const wholeNumber = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** A figure's value as staff read it: money in naira, dates in the bank's format, percents. */
export function figureText(figure: DashboardFigure, unit?: readonly [string, string]): string {
  const { value } = figure;
  if (value === null || value === undefined) return 'N/A';
  switch (figure.kind) {
    case 'MONEY':
      return formatKobo(Number(value));
    case 'DATE':
      return formatBankDate(String(value));
    case 'PERCENT':
      return `${value}%`;
    case 'COUNT': {
      const n = Number(value);
      return unit
        ? `${wholeNumber.format(n)} ${n === 1 ? unit[0] : unit[1]}`
        : wholeNumber.format(n);
    }
    default:
      return String(value);
  }
}
