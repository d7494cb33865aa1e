import {
  type FundsTransferRequest,
  readFundsTransferRequest,
  writeFundsTransferResponse,
} from './funds-transfer.message';
import {
  readInstitutionListRequest,
  writeInstitutionListResponse,
} from './institution-list.message';
import { METHODS } from './methods';
import { readNameEnquiryRequest, writeNameEnquiryResponse } from './name-enquiry.message';
import { type Answer, scriptedAnswer } from './outcomes';
import { type SettlementLine, settlementTimestamp } from './settlement-report';
import { readStatusQueryRequest, writeStatusQueryResponse } from './status-query.message';
import { accountKey, remember, type SwitchState, scriptFor } from './switch-state';

/**
 * What the switch answers each message, from its memory and the accounts' scripts. No I/O here:
 * the HTTP side decides when an answer goes out. A request that is not its message throws
 * WireFormatError.
 */

/** An answer's document and when to send it. */
export interface Reply {
  readonly body: string;
  readonly when: Answer['when'];
}

function now(body: string): Reply {
  return { body, when: 'now' };
}

/** 00 with the holder's details; 07 for an account not in the directory, 16 for an unknown bank. */
function answerNameEnquiry(state: SwitchState, xml: string): Reply {
  const request = readNameEnquiryRequest(xml);
  const known = state.institutionCodes.has(request.destinationInstitutionCode);
  const key = accountKey(request.destinationInstitutionCode, request.accountNumber);
  const holder = state.directory.get(key);
  return now(
    writeNameEnquiryResponse({
      ...request,
      accountName: holder?.accountName ?? '',
      bankVerificationNumber: holder?.bankVerificationNumber ?? '',
      kycLevel: holder?.kycLevel ?? '',
      responseCode: !known ? '16' : holder ? '00' : '07',
    }),
  );
}

function transferAnswer(request: FundsTransferRequest, code: string, when: Answer['when']): Reply {
  return { body: writeFundsTransferResponse({ ...request, responseCode: code }), when };
}

/** Applies a transfer once per session ID; a resend is answered 94 at once and changes nothing. */
function answerFundsTransfer(state: SwitchState, xml: string): Reply {
  const request = readFundsTransferRequest(xml);
  const receivedAt = state.now();
  if (state.statusBySession.has(request.sessionId)) {
    remember(state, { request, answered: '94', late: false, duplicate: true, receivedAt });
    return transferAnswer(request, '94', 'now');
  }
  const { destinationInstitutionCode: bank, beneficiaryAccountNumber: number } = request;
  const inDirectory = state.directory.has(accountKey(bank, number));
  const { answer, status } = inDirectory
    ? scriptedAnswer(scriptFor(state, bank, number))
    : { answer: { when: 'now', code: '07' } as const, status: '07' };
  state.statusBySession.set(request.sessionId, status);
  const answered = answer.when === 'never' ? null : answer.code;
  remember(state, {
    request,
    answered,
    late: answer.when === 'late',
    duplicate: false,
    receivedAt,
  });
  return transferAnswer(request, answered ?? '', answer.when);
}

/** The code the switch holds for the session; 25 for a session it never saw. */
function answerStatusQuery(state: SwitchState, xml: string): Reply {
  const request = readStatusQueryRequest(xml);
  const responseCode = state.statusBySession.get(request.sessionId) ?? '25';
  return now(writeStatusQueryResponse({ ...request, responseCode }));
}

function answerInstitutionList(state: SwitchState, xml: string): Reply {
  const request = readInstitutionListRequest(xml);
  return now(
    writeInstitutionListResponse({
      ...request,
      batchNumber: request.batchNumber || state.switchCode,
      numberOfRecords: String(state.institutions.length),
      responseCode: '00',
      records: state.institutions,
    }),
  );
}

export const ANSWERS: Readonly<Record<string, (state: SwitchState, xml: string) => Reply>> = {
  [METHODS.nameEnquiry]: answerNameEnquiry,
  [METHODS.fundsTransfer]: answerFundsTransfer,
  [METHODS.statusQuery]: answerStatusQuery,
  [METHODS.institutionList]: answerInstitutionList,
};

/**
 * The settlement report of one UTC date: every transfer first received that day, with the code a
 * status query would answer now (its final outcome at the switch).
 */
export function settlementLines(state: SwitchState, date: string): SettlementLine[] {
  return state.received
    .filter((received) => !received.duplicate)
    .filter((received) => received.receivedAt.toISOString().slice(0, 10) === date)
    .map(({ request, receivedAt }) => ({
      sessionId: request.sessionId,
      sourceInstitutionCode: request.sessionId.slice(0, 6),
      destinationInstitutionCode: request.destinationInstitutionCode,
      beneficiaryAccountNumber: request.beneficiaryAccountNumber,
      amountKobo: request.amountKobo,
      responseCode: state.statusBySession.get(request.sessionId) ?? '25',
      transactionDate: settlementTimestamp(receivedAt),
    }));
}
