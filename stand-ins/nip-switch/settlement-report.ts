import { MAX_WIRE_KOBO, nairaText } from './naira';

/**
 * The switch's settlement report of one date as CSV, in the columns of a NIBSS settlement
 * report. The stand-in writes it; the console's reconciliation still reads it with
 * parseSettlementReport below, so that reader stays here until the console has its own. Amounts are naira with two decimals, as on the wire; dates are UTC.
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

export const SETTLEMENT_COLUMNS = [
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

/** `YYYY-MM-DD HH:mm:ss` in UTC, the report's TransactionDate. */
export function settlementTimestamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** The report as CSV text with CRLF line ends; every field is digits, dots, dashes or spaces. */
export function buildSettlementReport(lines: readonly SettlementLine[]): string {
  const rows = lines.map((line) =>
    [
      line.sessionId,
      line.sourceInstitutionCode,
      line.destinationInstitutionCode,
      line.beneficiaryAccountNumber,
      nairaText(line.amountKobo),
      line.responseCode,
      line.transactionDate,
    ].join(','),
  );
  return `${[SETTLEMENT_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

const FIELD_RULES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /^\d{30}$/, what: 'SessionID must be 30 digits' },
  { pattern: /^\d{6}$/, what: 'SourceInstitutionCode must be 6 digits' },
  { pattern: /^\d{6}$/, what: 'DestinationInstitutionCode must be 6 digits' },
  { pattern: /^\d{10}$/, what: 'BeneficiaryAccountNumber must be 10 digits' },
  { pattern: /^\d{1,15}\.\d{2}$/, what: 'Amount must be naira with two decimals, like 2500.00' },
  { pattern: /^\d{2}$/, what: 'ResponseCode must be 2 digits' },
  {
    pattern: /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/,
    what: 'TransactionDate must read YYYY-MM-DD HH:mm:ss',
  },
];

/** Splits one line on commas; a field may be quoted (RFC 4180), as spreadsheets save it. */
function splitFields(text: string, lineNumber: number): string[] {
  const fields: string[] = [];
  let rest = text;
  for (;;) {
    if (rest.startsWith('"')) {
      const match = /^"((?:[^"]|"")*)"(,|$)/.exec(rest);
      if (!match) throw new SettlementReportError(lineNumber, 'a quoted field is not closed');
      fields.push((match[1] ?? '').replaceAll('""', '"'));
      rest = rest.slice(match[0].length);
      if (match[2] === '') return fields;
    } else {
      const comma = rest.indexOf(',');
      if (comma < 0) return [...fields, rest];
      fields.push(rest.slice(0, comma));
      rest = rest.slice(comma + 1);
    }
  }
}

/** Whole kobo from the report's naira text, by digits alone (no floating point). */
function amountKoboOf(text: string): number {
  const [naira = '0', kobo = '00'] = text.split('.');
  return Number(naira) * 100 + Number(kobo);
}

function lineOf(fields: readonly string[], lineNumber: number): SettlementLine {
  if (fields.length !== SETTLEMENT_COLUMNS.length) {
    throw new SettlementReportError(
      lineNumber,
      `expected ${SETTLEMENT_COLUMNS.length} fields, found ${fields.length}`,
    );
  }
  const values = fields.map((field) => field.trim());
  FIELD_RULES.forEach((rule, index) => {
    if (!rule.pattern.test(values[index] ?? ''))
      throw new SettlementReportError(lineNumber, rule.what);
  });
  const [sessionId, source, destination, account, amount, code, date] = values as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const amountKobo = amountKoboOf(amount);
  if (amountKobo > MAX_WIRE_KOBO) {
    throw new SettlementReportError(lineNumber, 'Amount is larger than any transfer can be');
  }
  return {
    sessionId,
    sourceInstitutionCode: source,
    destinationInstitutionCode: destination,
    beneficiaryAccountNumber: account,
    amountKobo,
    responseCode: code,
    transactionDate: date,
  };
}

/**
 * Reads a report: the header row first (the columns above, in that order), then one line per
 * transfer; blank lines are skipped. Any line that cannot be read throws with its number, so a
 * report is taken whole or not at all. A session ID may appear once.
 */
export function parseSettlementReport(text: string): SettlementLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitFields(rows[0] ?? '', 1).map((field) => field.trim());
  if (header.join(',') !== SETTLEMENT_COLUMNS.join(',')) {
    throw new SettlementReportError(1, `the header must be ${SETTLEMENT_COLUMNS.join(',')}`);
  }
  const lines: SettlementLine[] = [];
  const seen = new Set<string>();
  for (let index = 1; index < rows.length; index += 1) {
    const row = rows[index] ?? '';
    if (row.trim() === '') continue;
    const lineNumber = index + 1;
    if (lines.length === MAX_SETTLEMENT_LINES) {
      throw new SettlementReportError(
        lineNumber,
        `a report holds at most ${MAX_SETTLEMENT_LINES} lines`,
      );
    }
    const line = lineOf(splitFields(row, lineNumber), lineNumber);
    if (seen.has(line.sessionId)) {
      throw new SettlementReportError(lineNumber, `SessionID ${line.sessionId} appears twice`);
    }
    seen.add(line.sessionId);
    lines.push(line);
  }
  return lines;
}
