import { type NipTransferStatus, nextNipTransferStatus } from '../../machines/nip-transfer.machine';
import { bandFor } from '../../policies/approval-rules';
import { type BranchAssignment, canSeeBranch } from '../../policies/branch-scope';
import { canDebit } from '../../policies/deposit-account-status';
import { formatKobo } from '../../policies/money';
import {
  kycTierOf,
  lagosDayBounds,
  NIP_TIER_LIMITS,
  nipLimitBreach,
} from '../../policies/nip-limits';
import { isValidNuban } from '../../policies/nuban';
import { findFlow } from '../approvals/approval.repository';
import { submitForApproval } from '../approvals/approval.service';
import type { BankView } from '../banks/bank.repository';
import { findBankByNipCode } from '../banks/bank.repository';
import { findCustomer } from '../customers/customer.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { type AccountView, findAccount } from '../deposits/deposit-account.repository';
import { notDebitableMessage } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { nipClientOf, readNipSettings } from '../integrations/nip-connection';
import { nipFeeOf, postNipDebit, reverseNipDebit } from './nip-money';
import {
  customerSentKobo,
  findNameEnquiry,
  findTransferRow,
  insertTransfer,
  insertTransferEvent,
  moveTransfer,
  type NipTransferRow,
} from './nip-transfer.repository';

/** How long a name enquiry may be quoted by a transfer. */
export const NAME_ENQUIRY_VALID_MS = 30 * 60 * 1000;

export interface NipMaker {
  readonly id: string;
  readonly user: BranchAssignment;
}

/** The bank of a NIP code, active, and an account number whose NUBAN check digit it accepts. */
export async function checkBeneficiary(t: TenantTx, bankCode: string, accountNumber: string) {
  const bank = await findBankByNipCode(t, bankCode);
  if (!bank) throw new DomainError('bank_not_found');
  if (!bank.active) throw new DomainError('bank_inactive');
  if (!isValidNuban(nubanCodeOf(bank), accountNumber)) {
    throw new DomainError('nuban_check_digit_invalid');
  }
  return bank;
}

/**
 * The code the NUBAN check digit is computed with: a deposit money bank's 3-digit CBN code
 * ('000' in front); an institution without one (0900xx microfinance banks and the like) uses its
 * 6-digit NIP code as it stands, which is the reference's "9 in front of the 5-digit code".
 */
function nubanCodeOf(bank: BankView): string {
  return bank.cbnCode ?? bank.nipCode;
}

async function debitAccountOf(t: TenantTx, maker: NipMaker, accountId: string) {
  const account = await findAccount(t, accountId);
  if (!account || !canSeeBranch(maker.user, account.branchId)) {
    throw new DomainError('account_not_found');
  }
  return account;
}

async function limitsOf(t: TenantTx, account: AccountView, now: Date) {
  const customer = await findCustomer(t, account.customerId);
  const tier = kycTierOf(customer?.kycTier);
  const usedTodayKobo = await customerSentKobo(t, account.customerId, lagosDayBounds(now));
  return { tier, usedTodayKobo, limits: NIP_TIER_LIMITS[tier], customer };
}

async function approvalLevelsFor(t: TenantTx, totalKobo: number): Promise<number> {
  const flow = await findFlow(t, { operationType: 'NIP_TRANSFER' });
  if (flow?.status !== 'ACTIVE') return 0;
  return bandFor(flow.bands, totalKobo)?.levels ?? 0;
}

/** The fee, VAT, limits and approval levels a transfer of this amount would meet. */
export async function quoteNipTransfer(
  t: TenantTx,
  maker: NipMaker,
  request: { debitAccountId: string; amountKobo: number },
  now: Date,
) {
  const account = await debitAccountOf(t, maker, request.debitAccountId);
  const { feeKobo, vatKobo } = await nipFeeOf(t, account, request.amountKobo);
  const { tier, usedTodayKobo, limits } = await limitsOf(t, account, now);
  const totalDebitKobo = request.amountKobo + feeKobo + vatKobo;
  return {
    amountKobo: request.amountKobo,
    feeKobo,
    vatKobo,
    totalDebitKobo,
    availableKobo: account.availableBalanceKobo,
    kycTier: tier,
    perTransactionLimitKobo: limits.perTransactionKobo,
    dailyLimitKobo: limits.dailyKobo,
    usedTodayKobo,
    approvalLevels: await approvalLevelsFor(t, totalDebitKobo),
  };
}

export interface NipTransferRequest {
  readonly debitAccountId: string;
  readonly beneficiaryBankCode: string;
  readonly beneficiaryAccountNumber: string;
  readonly beneficiaryAccountName: string;
  readonly nameEnquirySessionId: string;
  readonly amountKobo: number;
  readonly narration: string;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

async function quotedEnquiry(t: TenantTx, request: NipTransferRequest, now: Date) {
  const enquiry = await findNameEnquiry(t, request.nameEnquirySessionId);
  const fresh = enquiry && now.getTime() - Date.parse(enquiry.at) < NAME_ENQUIRY_VALID_MS;
  if (
    !enquiry ||
    !fresh ||
    enquiry.bank_code !== request.beneficiaryBankCode ||
    enquiry.account_number !== request.beneficiaryAccountNumber
  ) {
    throw new DomainError('nip_name_enquiry_not_found');
  }
  if (!sameName(enquiry.account_name, request.beneficiaryAccountName)) {
    throw new DomainError('nip_beneficiary_name_mismatch');
  }
  return enquiry;
}

function checkLimits(tier: 1 | 2 | 3, amountKobo: number, usedTodayKobo: number) {
  const breach = nipLimitBreach(tier, amountKobo, usedTodayKobo);
  if (breach === 'per-transaction') throw new DomainError('nip_amount_over_transaction_limit');
  if (breach === 'daily') throw new DomainError('nip_amount_over_daily_limit');
}

export const statementNarrationOf = (row: NipTransferRow, bankName: string) =>
  `NIP to ${row.beneficiary_account_name} ${bankName}: ${row.narration}`.slice(0, 200);

/**
 * Stores an outward transfer after every check, then either holds amount, fee and VAT for the
 * NIP_TRANSFER flow (AWAITING_APPROVAL) or debits the customer at once (DEBITED) for the
 * background sender. Nothing is written when a check refuses it.
 */
export async function createNipTransfer(
  t: TenantTx,
  maker: NipMaker,
  request: NipTransferRequest,
  now: Date,
): Promise<{ transferId: string; approvalNeeded: boolean }> {
  const account = await debitAccountOf(t, maker, request.debitAccountId);
  if (!canDebit(account.status)) {
    throw new DomainError('account_not_debitable', notDebitableMessage(account));
  }
  const bank = await checkBeneficiary(
    t,
    request.beneficiaryBankCode,
    request.beneficiaryAccountNumber,
  );
  const enquiry = await quotedEnquiry(t, request, now);
  const { tier, usedTodayKobo } = await limitsOf(t, account, now);
  checkLimits(tier, request.amountKobo, usedTodayKobo);
  const { feeKobo, vatKobo } = await nipFeeOf(t, account, request.amountKobo);
  const totalKobo = request.amountKobo + feeKobo + vatKobo;
  if (account.availableBalanceKobo < totalKobo) throw new DomainError('insufficient_funds');
  const settings = await readNipSettings(t);
  const sessionId = nipClientOf(settings, () => now).newSessionId();
  const row: Omit<NipTransferRow, 'tenant_id'> = {
    id: newRowId(now.getTime()),
    reference: `NIP${sessionId.slice(6)}`,
    session_id: sessionId,
    name_enquiry_session_id: enquiry.session_id,
    status: 'AWAITING_APPROVAL',
    debit_account_id: account.id,
    customer_id: account.customerId,
    beneficiary_bank_code: bank.nipCode,
    beneficiary_account_number: enquiry.account_number,
    beneficiary_account_name: enquiry.account_name,
    beneficiary_bvn: enquiry.bvn,
    beneficiary_kyc_level: enquiry.kyc_level,
    amount_kobo: request.amountKobo,
    fee_kobo: feeKobo,
    vat_kobo: vatKobo,
    narration: request.narration.trim() || request.narration,
    response_code: null,
    response_message: null,
    approval_request_id: null,
    reversal_request_id: null,
    entry_id: null,
    reversal_entry_id: null,
    maker_id: maker.id,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    next_query_at: null,
    query_attempts: 0,
    lease_until: null,
  };
  await insertTransfer(t, row);
  const submitted = await submitForApproval(t, {
    type: 'NIP_TRANSFER',
    amountKobo: totalKobo,
    branchId: account.branchId,
    maker: { id: maker.id },
    summary: `NIP ${formatKobo(request.amountKobo)} from ${account.accountNumber} to ${enquiry.account_name} (${bank.name})`,
    details: [
      { label: 'From account', value: `${account.accountNumber} ${account.name}` },
      { label: 'Beneficiary', value: `${enquiry.account_name}, ${enquiry.account_number}` },
      { label: 'Bank', value: bank.name },
      { label: 'Narration', value: row.narration },
    ],
    payload: { transferId: row.id },
    hold: { accountId: account.id, reason: `NIP transfer ${row.reference} awaiting approval` },
    now,
  });
  if (submitted.approvalNeeded) {
    await moveTransfer(t, row.id, 'AWAITING_APPROVAL', {
      approval_request_id: submitted.request.id,
    });
    await insertTransferEvent(
      t,
      row.id,
      {
        status: 'AWAITING_APPROVAL',
        action: 'CREATED',
        actorId: maker.id,
        detail: 'Held for approval',
      },
      now,
    );
    return { transferId: row.id, approvalNeeded: true };
  }
  await insertTransferEvent(
    t,
    row.id,
    { status: 'AWAITING_APPROVAL', action: 'CREATED', actorId: maker.id },
    now,
  );
  await debitTransfer(t, row.id, maker.id, now);
  return { transferId: row.id, approvalNeeded: false };
}

/** Posts the customer's debit and moves the transfer to DEBITED, for the sender to pick up. */
export async function debitTransfer(t: TenantTx, transferId: string, actorId: string, now: Date) {
  const row = await findTransferRow(t, transferId);
  if (!row) throw new DomainError('nip_transfer_not_found');
  const next = nextNipTransferStatus(row.status as NipTransferStatus, { type: 'nip.approve' });
  if (!next) throw new DomainError('nip_transfer_not_reversible', `The transfer is ${row.status}.`);
  const account = await findAccount(t, row.debit_account_id);
  if (!account) throw new DomainError('account_not_found');
  const bank = await findBankByNipCode(t, row.beneficiary_bank_code);
  const entry = await postNipDebit(
    t,
    {
      account,
      amountKobo: Number(row.amount_kobo),
      feeKobo: Number(row.fee_kobo),
      vatKobo: Number(row.vat_kobo),
      statementNarration: statementNarrationOf(row, bank?.name ?? row.beneficiary_bank_code),
      reference: row.reference,
      // The entry is posted by whoever made the debit happen: the maker, or the approver.
      createdBy: actorId,
    },
    now,
  );
  await moveTransfer(t, row.id, 'AWAITING_APPROVAL', {
    status: next,
    entry_id: entry.id,
    updated_at: now.toISOString(),
  });
  await insertTransferEvent(
    t,
    row.id,
    { status: next, action: 'DEBITED', detail: entry.entryNumber, actorId },
    now,
  );
  return entry;
}

/**
 * Puts a FAILED or MANUAL_REVIEW transfer's money back with a new entry and moves it to
 * REVERSED; false when another step already moved it.
 */
export async function reverseTransfer(
  t: TenantTx,
  row: NipTransferRow,
  actorId: string | null,
  now: Date,
): Promise<boolean> {
  const from = row.status as NipTransferStatus;
  const next = nextNipTransferStatus(from, { type: 'nip.reverse' });
  if (!next || !row.entry_id || row.reversal_entry_id) {
    throw new DomainError('nip_transfer_not_reversible', `The transfer is ${row.status}.`);
  }
  const reversal = await reverseNipDebit(
    t,
    row.entry_id,
    `Reversal of NIP ${row.reference} to ${row.beneficiary_account_name}`,
    actorId ?? row.maker_id,
    now,
  );
  const moved = await moveTransfer(t, row.id, from, {
    status: next,
    reversal_entry_id: reversal.id,
    next_query_at: null,
    updated_at: now.toISOString(),
  });
  if (!moved) throw new DomainError('nip_transfer_not_reversible');
  await insertTransferEvent(
    t,
    row.id,
    { status: next, action: 'REVERSED', detail: reversal.entryNumber, actorId },
    now,
  );
  return true;
}

/**
 * Reverses a transfer in MANUAL_REVIEW (or FAILED and not yet reversed) through the NIP_REVERSAL
 * flow: a request waits when a band applies (its id is answered), else the reversal posts now.
 */
export async function reverseNipTransferThroughFlow(
  t: TenantTx,
  transferId: string,
  actor: { id: string; branchId: string | null },
  reason: string,
  now: Date,
): Promise<{ approvalRequestId: string | null }> {
  const row = await findTransferRow(t, transferId);
  if (!row) throw new DomainError('nip_transfer_not_found');
  const reversible =
    nextNipTransferStatus(row.status as NipTransferStatus, { type: 'nip.reverse' }) !== null;
  if (!reversible || row.reversal_request_id || row.reversal_entry_id || !row.entry_id) {
    throw new DomainError('nip_transfer_not_reversible', `The transfer is ${row.status}.`);
  }
  const totalKobo = Number(row.amount_kobo) + Number(row.fee_kobo) + Number(row.vat_kobo);
  const submitted = await submitForApproval(t, {
    type: 'NIP_REVERSAL',
    amountKobo: totalKobo,
    branchId: actor.branchId,
    maker: { id: actor.id },
    summary: `Reverse NIP ${row.reference} to ${row.beneficiary_account_name}`,
    details: [
      { label: 'Session ID', value: row.session_id },
      { label: 'Last response', value: `${row.response_code ?? ''} ${row.response_message ?? ''}` },
      { label: 'Reason', value: reason.slice(0, 200) },
    ],
    payload: { transferId: row.id, reason },
    now,
  });
  if (submitted.approvalNeeded) {
    await moveTransfer(t, row.id, row.status as NipTransferStatus, {
      reversal_request_id: submitted.request.id,
      updated_at: now.toISOString(),
    });
    await insertTransferEvent(
      t,
      row.id,
      {
        status: row.status as NipTransferStatus,
        action: 'REVERSAL_REQUESTED',
        detail: reason,
        actorId: actor.id,
      },
      now,
    );
    return { approvalRequestId: submitted.request.id };
  }
  await reverseTransfer(t, row, actor.id, now);
  return { approvalRequestId: null };
}
