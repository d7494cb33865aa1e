import { describe, expect, it } from 'vitest';
import { type CustomerAlertFacts, customerAlertsOf } from './customer-alerts';

const CLEAN: CustomerAlertFacts = {
  customerStatus: 'ACTIVE',
  accounts: [{ accountNumber: '0123456789', status: 'ACTIVE' }],
  loans: [{ loanNumber: 'LN-000001', daysPastDue: 0, overdueKobo: 0 }],
  documents: [{ kind: 'ID_DOCUMENT', expiresOn: '2030-01-01' }],
  bvnCheck: 'MATCHED',
  ninCheck: 'NOT_CHECKED',
  asOfDate: '2026-11-27',
};

const codes = (facts: Partial<CustomerAlertFacts>) =>
  customerAlertsOf({ ...CLEAN, ...facts }).map((alert) => alert.code);

describe('customer alerts', () => {
  it('says nothing of a customer in good standing', () => {
    expect(customerAlertsOf(CLEAN)).toEqual([]);
  });

  it('names a dormant and a frozen account by number, the frozen one as danger', () => {
    const alerts = customerAlertsOf({
      ...CLEAN,
      accounts: [
        { accountNumber: '0000000011', status: 'DORMANT' },
        { accountNumber: '0000000022', status: 'FROZEN' },
        { accountNumber: '0000000033', status: 'CLOSED' },
      ],
    });
    expect(alerts).toEqual([
      expect.objectContaining({ code: 'account_dormant', tone: 'warning' }),
      expect.objectContaining({ code: 'account_frozen', tone: 'danger' }),
    ]);
    expect(alerts[0]?.message).toContain('0000000011 is dormant');
    expect(alerts[1]?.message).toContain('0000000022 is frozen');
  });

  it('words an overdue loan in naira and days, never in kobo', () => {
    const [alert] = customerAlertsOf({
      ...CLEAN,
      loans: [{ loanNumber: 'LN-000007', daysPastDue: 12, overdueKobo: 1_234_500 }],
    });
    expect(alert).toEqual({
      code: 'loan_overdue',
      tone: 'danger',
      message: 'Loan LN-000007 has ₦12,345.00 overdue, 12 days past due.',
    });
  });

  it('tells an expired ID from one about to expire, dates in the bank format', () => {
    const expired = customerAlertsOf({
      ...CLEAN,
      documents: [{ kind: 'ID_DOCUMENT', expiresOn: '2026-11-26' }],
    });
    expect(expired.map((alert) => alert.code)).toEqual(['id_document_expired']);
    expect(expired[0]?.message).toContain('26 Nov 2026');
    expect(codes({ documents: [{ kind: 'ID_DOCUMENT', expiresOn: '2026-12-20' }] })).toEqual([
      'id_document_expiring',
    ]);
    expect(codes({ documents: [{ kind: 'ID_DOCUMENT', expiresOn: '2026-11-27' }] })).toEqual([
      'id_document_expiring',
    ]);
  });

  it('lets a renewed ID answer for the expired one, and ignores other documents', () => {
    expect(
      codes({
        documents: [
          { kind: 'ID_DOCUMENT', expiresOn: '2025-01-01' },
          { kind: 'ID_DOCUMENT', expiresOn: '2031-01-01' },
          { kind: 'PROOF_OF_ADDRESS', expiresOn: '2020-01-01' },
        ],
      }),
    ).toEqual([]);
    expect(codes({ documents: [{ kind: 'ID_DOCUMENT', expiresOn: null }] })).toEqual([]);
  });

  it('flags a BVN or NIN that does not match, but not one not yet checked', () => {
    expect(codes({ bvnCheck: 'MISMATCH', ninCheck: 'MISMATCH' })).toEqual([
      'bvn_mismatch',
      'nin_mismatch',
    ]);
    expect(codes({ bvnCheck: 'UNAVAILABLE', ninCheck: 'NOT_FOUND' })).toEqual([]);
  });

  it('puts a blacklisted or inactive customer first', () => {
    expect(
      codes({
        customerStatus: 'BLACKLISTED',
        accounts: [{ accountNumber: '0000000011', status: 'DORMANT' }],
      }),
    ).toEqual(['customer_blacklisted', 'account_dormant']);
    expect(codes({ customerStatus: 'INACTIVE' })).toEqual(['customer_inactive']);
  });

  it('says nothing of sections the user may not see', () => {
    expect(codes({ accounts: null, loans: null })).toEqual([]);
  });

  it('never shows an enum value or a raw figure in a message', () => {
    const alerts = customerAlertsOf({
      customerStatus: 'BLACKLISTED',
      accounts: [{ accountNumber: '0000000011', status: 'FROZEN' }],
      loans: [{ loanNumber: 'LN-000001', daysPastDue: 1, overdueKobo: 50 }],
      documents: [{ kind: 'ID_DOCUMENT', expiresOn: '2020-02-02' }],
      bvnCheck: 'MISMATCH',
      ninCheck: 'MISMATCH',
      asOfDate: '2026-11-27',
    });
    for (const { message } of alerts) {
      expect(message).not.toMatch(/[A-Z]{3,}_|BLACKLISTED|FROZEN|\d{4}-\d{2}-\d{2}/);
    }
    expect(alerts.find((alert) => alert.code === 'loan_overdue')?.message).toContain(
      '₦0.50 overdue, 1 day past due',
    );
  });
});
