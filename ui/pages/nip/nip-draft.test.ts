import { describe, expect, it } from 'vitest';
import { makeNuban } from '../../../policies/nuban';
import {
  accountNumberProblem,
  checkNipDraft,
  EMPTY_NIP_DRAFT,
  type NipDraft,
  nubanCodeOf,
  refusalOf,
  withBeneficiary,
} from './nip-draft';

const GTB = { nipCode: '000013', cbnCode: '058' };
const GOOD_NUMBER = makeNuban('058', 1_234_567);
const SESSION_ID = '9'.repeat(30);

function ready(change: Partial<NipDraft> = {}): NipDraft {
  return {
    ...EMPTY_NIP_DRAFT,
    debit: {
      id: 'acc-1',
      accountNumber: '0000000001',
      name: 'Ada Obi',
      productName: 'Savings',
      availableBalanceKobo: 5_000_000,
    },
    bankCode: GTB.nipCode,
    nubanCode: nubanCodeOf(GTB),
    accountNumber: GOOD_NUMBER,
    enquiry: {
      sessionId: SESSION_ID,
      bankCode: GTB.nipCode,
      bankName: 'Guaranty Trust Bank',
      accountNumber: GOOD_NUMBER,
      accountName: 'ADAEZE NWOSU',
      kycLevel: '3',
    },
    nameConfirmed: true,
    amount: '1,500.50',
    narration: ' Rent ',
    ...change,
  };
}

describe('the NIP transfer draft', () => {
  it('checks the NUBAN check digit with the CBN code of a deposit money bank', () => {
    expect(nubanCodeOf(GTB)).toBe('058');
    expect(nubanCodeOf({ nipCode: '090267', cbnCode: null })).toBe('090267');
    expect(accountNumberProblem('058', GOOD_NUMBER)).toBeUndefined();
    const wrongDigit = `${GOOD_NUMBER.slice(0, 9)}${(Number(GOOD_NUMBER[9]) + 1) % 10}`;
    expect(accountNumberProblem('058', wrongDigit)).toMatch(/check digit/);
    expect(accountNumberProblem('058', '12345')).toMatch(/10 digits; this one has 5/);
    expect(accountNumberProblem('058', '12345abcde')).toMatch(/digits only/);
  });

  it('builds the body from the name enquiry the teller confirmed, in kobo', () => {
    const { body, problems } = checkNipDraft(ready());
    expect(problems).toEqual({});
    expect(body).toEqual({
      debitAccountId: 'acc-1',
      beneficiaryBankCode: '000013',
      beneficiaryAccountNumber: GOOD_NUMBER,
      beneficiaryAccountName: 'ADAEZE NWOSU',
      nameEnquirySessionId: SESSION_ID,
      amountKobo: 150_050,
      narration: 'Rent',
    });
  });

  it('asks for the name to be verified, then confirmed, before anything is sent', () => {
    expect(checkNipDraft(ready({ enquiry: null })).problems.beneficiary).toMatch(/Verify/);
    expect(checkNipDraft(ready({ nameConfirmed: false })).problems.beneficiary).toMatch(/Confirm/);
    expect(checkNipDraft(ready({ nameConfirmed: false })).body).toBeNull();
  });

  it('forgets the enquiry when the bank or the number changes', () => {
    const changed = withBeneficiary(ready(), { accountNumber: '0123456789' });
    expect(changed.enquiry).toBeNull();
    expect(changed.nameConfirmed).toBe(false);
  });

  it('keeps the amount for the quote even while other fields are missing', () => {
    const check = checkNipDraft({ ...EMPTY_NIP_DRAFT, amount: '250' });
    expect(check.amountKobo).toBe(25_000);
    expect(check.body).toBeNull();
    expect(check.problems.debit).toBeDefined();
  });

  it('puts each refusal beside its field, and the switch being away over the page', () => {
    expect(refusalOf('nip_amount_over_daily_limit', '')?.field).toBe('amount');
    expect(refusalOf('insufficient_funds', '')?.field).toBe('amount');
    expect(refusalOf('nuban_check_digit_invalid', '')?.field).toBe('accountNumber');
    expect(refusalOf('nip_name_enquiry_not_found', '')?.field).toBe('beneficiary');
    expect(refusalOf('nip_name_enquiry_failed', 'Code 07: invalid account.')?.message).toMatch(
      /Code 07/,
    );
    expect(refusalOf('nip_switch_unavailable', '')?.field).toBe('page');
    expect(refusalOf('nip_not_configured', '')?.field).toBe('page');
    expect(refusalOf('something_else', 'x')).toBeNull();
  });
});
