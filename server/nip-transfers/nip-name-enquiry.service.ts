import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { nipClientOf, readNipSettings } from '../integrations/nip-connection';
import { insertNameEnquiry } from './nip-transfer.repository';
import { checkBeneficiary } from './nip-transfer.service';

/**
 * Asks the beneficiary's bank for the account's name (010) after the bank and the NUBAN check
 * digit pass, and keeps the answer so a transfer can quote it. The handler's transaction only
 * reads before the switch answers, so it holds no row lock while waiting.
 */
export async function nameEnquiry(
  t: TenantTx,
  userId: string,
  request: { bankCode: string; accountNumber: string },
  now: () => Date,
) {
  const bank = await checkBeneficiary(t, request.bankCode, request.accountNumber);
  const settings = await readNipSettings(t);
  const reply = await nipClientOf(settings, now).nameEnquiry({
    destinationInstitutionCode: bank.nipCode,
    accountNumber: request.accountNumber,
  });
  if (reply.kind === 'no-reply') throw new DomainError('nip_switch_unavailable', reply.detail);
  if (reply.code.code !== '00') {
    throw new DomainError(
      'nip_name_enquiry_failed',
      `The beneficiary's bank answered ${reply.code.code}: ${reply.code.meaning}.`,
    );
  }
  const { message } = reply;
  const at = now();
  await insertNameEnquiry(t, {
    id: newRowId(at.getTime()),
    session_id: message.sessionId,
    bank_code: bank.nipCode,
    account_number: request.accountNumber,
    account_name: message.accountName,
    bvn: message.bankVerificationNumber,
    kyc_level: message.kycLevel.slice(0, 2),
    user_id: userId,
    at: at.toISOString(),
  });
  return {
    sessionId: message.sessionId,
    bankCode: bank.nipCode,
    bankName: bank.name,
    accountNumber: request.accountNumber,
    accountName: message.accountName,
    kycLevel: message.kycLevel.slice(0, 2),
  };
}
