import { describe, expect, it } from 'vitest';
import { readNipFixture, SETTLEMENT_REPORT_FIXTURE } from '../../tests/fixtures/nip/fixtures';
import { MAX_SETTLEMENT_LINES, readSettlementReport } from './settlement-report';

const HEADER =
  'SessionID,SourceInstitutionCode,DestinationInstitutionCode,BeneficiaryAccountNumber,Amount,ResponseCode,TransactionDate';
const LINE =
  '090999261125103000123400000001,090999,000013,0012345671,1500.50,00,2026-11-25 09:30:00';

function refusal(text: string): string {
  try {
    readSettlementReport(text);
  } catch (error) {
    return (error as Error).message;
  }
  return 'read';
}

describe('our reader of the switch’s settlement report', () => {
  it('reads the fixed sample report the stand-in writes, to the kobo', () => {
    const text = readNipFixture(SETTLEMENT_REPORT_FIXTURE.file);
    expect(readSettlementReport(text)).toEqual(SETTLEMENT_REPORT_FIXTURE.lines);
  });

  it('takes what a spreadsheet saves: a byte-order mark, quoted fields and blank lines', () => {
    const text = `\uFEFF${HEADER}\n\n"090999261125103000123400000001",090999,000013,0012345671,"1500.50",00,2026-11-25 09:30:00\n`;
    expect(readSettlementReport(text)).toEqual([SETTLEMENT_REPORT_FIXTURE.lines[0]]);
  });

  it('refuses the whole report at the first line it cannot read, naming the line', () => {
    expect(refusal(`Session,Amount\n${LINE}`)).toMatch(/^Line 1: the header must be SessionID,/);
    expect(refusal(`${HEADER}\n${LINE}\n${LINE.replace('1500.50', '1500.5')}`)).toBe(
      'Line 3: Amount must be naira with two decimals, like 2500.00',
    );
    expect(refusal(`${HEADER}\r\n${LINE}\r\n${LINE}`)).toBe(
      'Line 3: SessionID 090999261125103000123400000001 appears twice',
    );
    expect(refusal(`${HEADER}\n${LINE},extra`)).toBe('Line 2: expected 7 fields, found 8');
    expect(refusal(`${HEADER}\n"090999261125103000123400000001,090999`)).toMatch(/^Line \d+: /);
  });

  it('refuses a report longer than a day of transfers can be', () => {
    const lines = Array.from({ length: MAX_SETTLEMENT_LINES + 1 }, (_, i) =>
      LINE.replace('0000001,', `${String(i).padStart(7, '0')},`),
    );
    expect(refusal([HEADER, ...lines].join('\n'))).toBe(
      `Line ${MAX_SETTLEMENT_LINES + 2}: a report holds at most ${MAX_SETTLEMENT_LINES} lines`,
    );
  });
});
