import {
  ACCOUNT_NUMBER_PATTERN,
  accountCode,
  amountCode,
  INWARD_CODES,
  inwardNarration,
  senderCodeOf,
} from '../../policies/nip-inward';
import { NIGERIAN_INSTITUTIONS } from '../banks/nigerian-institutions';
import { findCustomer } from '../customers/customer.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { productControlAccount } from '../deposits/control-account.repository';
import { type AccountView, searchAccounts } from '../deposits/deposit-account.repository';
import { depositLink } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { postEntry } from '../ledger/ledger.service';
import type {
  FundsTransferRequest,
  NameEnquiryRequest,
  NameEnquiryResponse,
} from '../nip/nip-messages';
import { findInwardOutcome, insertInwardTransfer } from './nip-inward.repository';

/** Who posts an inward credit, in the journal's created-by. */
export const NIP_SWITCH_ACTOR = 'nip-switch';

/** The deposit account with this NUBAN in the tenant, whatever its branch. */
export async function accountByNumber(t: TenantTx, accountNumber: string) {
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return null;
  const filter = { accountNumber, branchIds: null, page: 1, pageSize: 1 };
  const { items } = await searchAccounts(t, filter);
  return items[0] ?? null;
}

/**
 * Name enquiry: the account's name, with the holder's BVN and KYC tier, for an account that can
 * be paid. Any other answer carries no name: a closed or unknown account is not named at all.
 */
export async function answerNameEnquiry(
  t: TenantTx,
  request: NameEnquiryRequest,
): Promise<NameEnquiryResponse> {
  const refused = { accountName: '', bankVerificationNumber: '', kycLevel: '' };
  const account = await accountByNumber(t, request.accountNumber);
  const responseCode = accountCode(account?.status ?? null);
  if (!account || responseCode !== INWARD_CODES.approved) {
    return { ...request, ...refused, responseCode };
  }
  const customer = await findCustomer(t, account.customerId);
  return {
    ...request,
    accountName: account.name,
    bankVerificationNumber: typeof customer?.bvn === 'string' ? customer.bvn : '',
    kycLevel: customer?.kycTier === undefined ? '' : String(customer.kycTier),
    responseCode,
  };
}

/** The answer to a status query: what we answered for that session, 25 if it never came. */
export async function answerStatusQuery(t: TenantTx, sessionId: string): Promise<string> {
  const outcome = await findInwardOutcome(t, sessionId);
  return outcome?.responseCode ?? INWARD_CODES.noRecord;
}

/** The sending bank's name from the session ID's first six digits, or those digits. */
export function senderBankOf(sessionId: string): string {
  const code = senderCodeOf(sessionId);
  return NIGERIAN_INSTITUTIONS.find((bank) => bank.nipCode === code)?.name ?? code;
}

/**
 * Credits one inward transfer, or records why not, in the caller's transaction. A session ID
 * already recorded answers 94 and moves nothing; two that arrive together both pass that check,
 * and the table's unique session ID refuses the second's row, rolling its posting back with it.
 */
export async function creditInward(
  t: TenantTx,
  request: FundsTransferRequest,
  now: Date,
): Promise<string> {
  if (await findInwardOutcome(t, request.sessionId)) return INWARD_CODES.duplicate;
  const account = await accountByNumber(t, request.beneficiaryAccountNumber);
  const refusal = amountCode(request.amountKobo) ?? refusalFor(account);
  if (refusal !== null || !account) {
    const code = refusal ?? INWARD_CODES.invalidAccount;
    await recordInward(t, request, { accountId: account?.id ?? null, code, entryId: null }, now);
    return code;
  }
  const entryId = await postInwardCredit(t, account, request, now);
  await recordInward(t, request, { accountId: account.id, code: '00', entryId }, now);
  return INWARD_CODES.approved;
}

function refusalFor(account: AccountView | null): string | null {
  const code = accountCode(account?.status ?? null);
  return code === INWARD_CODES.approved ? null : code;
}

/**
 * Records a refusal found only by the posting itself (the account was frozen or closed between
 * the check and the credit): a transaction of its own, since the posting's rolled back.
 */
export async function recordRefusal(
  t: TenantTx,
  request: FundsTransferRequest,
  code: string,
  now: Date,
): Promise<string> {
  if (await findInwardOutcome(t, request.sessionId)) return INWARD_CODES.duplicate;
  const account = await accountByNumber(t, request.beneficiaryAccountNumber);
  await recordInward(t, request, { accountId: account?.id ?? null, code, entryId: null }, now);
  return code;
}

/** Debits the NIP settlement account (the NIP_INWARD mapping) and credits the customer. */
async function postInwardCredit(
  t: TenantTx,
  account: AccountView,
  request: FundsTransferRequest,
  now: Date,
): Promise<string> {
  const mapping = await findGlMapping(t, account.productId, 'NIP_INWARD');
  if (!mapping) {
    throw new DomainError('gl_mapping_missing', 'The GL map has no NIP_INWARD mapping.');
  }
  const control = await productControlAccount(t, account.productId);
  const narration = inwardNarration({
    senderName: request.originatorAccountName,
    senderBank: senderBankOf(request.sessionId),
    narration: request.narration,
  });
  const { amountKobo } = request;
  const entry = await postEntry(
    t,
    {
      narration,
      reference: request.sessionId,
      lines: [
        { accountId: mapping.debitAccountId, debitKobo: amountKobo, creditKobo: 0, narration },
        {
          accountId: control,
          debitKobo: 0,
          creditKobo: amountKobo,
          subledger: depositLink(account.id),
          narration,
        },
      ],
      source: 'NIP_INWARD',
      createdBy: NIP_SWITCH_ACTOR,
    },
    now,
  );
  return entry.id;
}

/** Cuts outside text to its column, so a long name is kept in part instead of failing the row. */
const clip = (text: string, length: number) => text.slice(0, length);

function recordInward(
  t: TenantTx,
  request: FundsTransferRequest,
  outcome: { accountId: string | null; code: string; entryId: string | null },
  now: Date,
) {
  return insertInwardTransfer(t, {
    id: newRowId(),
    sessionId: request.sessionId,
    accountId: outcome.accountId,
    beneficiaryAccountNumber: clip(request.beneficiaryAccountNumber, 10),
    beneficiaryAccountName: clip(request.beneficiaryAccountName, 100),
    originatorAccountNumber: clip(request.originatorAccountNumber, 20),
    originatorAccountName: clip(request.originatorAccountName, 100),
    originatorInstitutionCode: senderCodeOf(request.sessionId),
    amountKobo: request.amountKobo,
    narration: clip(request.narration, 255),
    paymentReference: clip(request.paymentReference, 100),
    responseCode: outcome.code,
    entryId: outcome.entryId,
    receivedAt: now.toISOString(),
  });
}
