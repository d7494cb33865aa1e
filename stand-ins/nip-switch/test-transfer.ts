import type { DirectoryAccount } from './directory';
import type { FundsTransferRequest } from './funds-transfer.message';

/** For the stand-in's tests: a funds transfer from a demo customer to one directory account. */
export function transferTo(
  account: DirectoryAccount,
  sessionId: string,
  amountKobo = 10_000,
  narration = 'Test transfer',
): FundsTransferRequest {
  return {
    sessionId,
    nameEnquiryRef: sessionId,
    destinationInstitutionCode: account.institutionCode,
    channelCode: '1',
    beneficiaryAccountName: account.accountName,
    beneficiaryAccountNumber: account.accountNumber,
    beneficiaryBankVerificationNumber: account.bankVerificationNumber,
    beneficiaryKycLevel: account.kycLevel,
    originatorAccountName: 'KOBO DEMO CUSTOMER',
    originatorAccountNumber: '0100000017',
    originatorBankVerificationNumber: '22200000001',
    originatorKycLevel: '3',
    transactionLocation: '',
    narration,
    paymentReference: `REF-${sessionId.slice(-6)}`,
    amountKobo,
  };
}
