import { nairaText } from './naira';

/**
 * The switch's settlement report of one date as CSV, in the columns of a NIBSS settlement
 * report. The stand-in only writes it; the console reads it with its own reader
 * (server/nip-recon/settlement-report.ts), and both are held to the sample in tests/fixtures/nip.
 * Amounts are naira with two decimals, as on the wire; dates are UTC.
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
