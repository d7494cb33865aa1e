import { CsvError, parse } from 'csv-parse/sync';
import { MAX_AMOUNT_KOBO } from '../../policies/money';

/**
 * Our reader of the switch's daily settlement report: CSV with a header row, one line per
 * transfer the switch handled for us on the date. It shares nothing with the switch stand-in,
 * which writes the report: a wrong column there fails here. CSV itself (quotes, a byte-order
 * mark, CRLF) is csv-parse's; the fields' rules are ours.
 */

/** One transfer the switch settled (or refused) on the report's date. */
export interface SettlementLine {
  readonly sessionId: string;
  readonly sourceInstitutionCode: string;
  readonly destinationInstitutionCode: string;
  readonly beneficiaryAccountNumber: string;
  readonly amountKobo: number;
  /** The transfer's final response code at the switch (00 settled; anything else not). */
  readonly responseCode: string;
  /** When the switch received it, `YYYY-MM-DD HH:mm:ss` in UTC. */
  readonly transactionDate: string;
}

const COLUMNS = [
  'SessionID',
  'SourceInstitutionCode',
  'DestinationInstitutionCode',
  'BeneficiaryAccountNumber',
  'Amount',
  'ResponseCode',
  'TransactionDate',
] as const;

/** The most lines one report may hold; a longer one is refused rather than half read. */
export const MAX_SETTLEMENT_LINES = 10_000;

/** A line of the report that cannot be read; `line` counts from 1, the header being line 1. */
export class SettlementReportError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
    this.name = 'SettlementReportError';
  }
}

const RULES: readonly (readonly [pattern: RegExp, what: string])[] = [
  [/^\d{30}$/, 'SessionID must be 30 digits'],
  [/^\d{6}$/, 'SourceInstitutionCode must be 6 digits'],
  [/^\d{6}$/, 'DestinationInstitutionCode must be 6 digits'],
  [/^\d{10}$/, 'BeneficiaryAccountNumber must be 10 digits'],
  [/^\d{1,15}\.\d{2}$/, 'Amount must be naira with two decimals, like 2500.00'],
  [/^\d{2}$/, 'ResponseCode must be 2 digits'],
  [/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'TransactionDate must read YYYY-MM-DD HH:mm:ss'],
];

/** The rows with the line each starts on, or the line csv-parse could not read. */
function rowsOf(text: string): { fields: string[]; line: number }[] {
  try {
    const records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ fields: record, line: info.lines }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new SettlementReportError(line, 'a quoted field is not closed');
  }
}

function lineOf(fields: readonly string[], line: number): SettlementLine {
  if (fields.length !== COLUMNS.length) {
    throw new SettlementReportError(
      line,
      `expected ${COLUMNS.length} fields, found ${fields.length}`,
    );
  }
  RULES.forEach(([pattern, what], index) => {
    if (!pattern.test(fields[index] ?? '')) throw new SettlementReportError(line, what);
  });
  const [sessionId, source, destination, account, amount, code, date] = fields as string[];
  // Naira with two decimals, read by its digits: no floating point between the report and kobo.
  const amountKobo = Number((amount as string).replace('.', ''));
  if (amountKobo > MAX_AMOUNT_KOBO) {
    throw new SettlementReportError(line, 'Amount is larger than any transfer can be');
  }
  return {
    sessionId: sessionId as string,
    sourceInstitutionCode: source as string,
    destinationInstitutionCode: destination as string,
    beneficiaryAccountNumber: account as string,
    amountKobo,
    responseCode: code as string,
    transactionDate: date as string,
  };
}

/**
 * Reads a report: the header row first (the columns above, in that order), then one line per
 * transfer; blank lines are skipped. Any line that cannot be read throws with its number, so a
 * report is taken whole or not at all. A session ID may appear once.
 */
export function readSettlementReport(text: string): SettlementLine[] {
  const [header, ...rows] = rowsOf(text);
  if (header?.fields.join(',') !== COLUMNS.join(',')) {
    throw new SettlementReportError(1, `the header must be ${COLUMNS.join(',')}`);
  }
  if (rows.length > MAX_SETTLEMENT_LINES) {
    const first = rows[MAX_SETTLEMENT_LINES]?.line ?? 1;
    throw new SettlementReportError(first, `a report holds at most ${MAX_SETTLEMENT_LINES} lines`);
  }
  const seen = new Set<string>();
  return rows.map(({ fields, line }) => {
    const read = lineOf(fields, line);
    if (seen.has(read.sessionId)) {
      throw new SettlementReportError(line, `SessionID ${read.sessionId} appears twice`);
    }
    seen.add(read.sessionId);
    return read;
  });
}
