import {
  type FundsTransferRequest,
  type FundsTransferResponse,
  readFundsTransferResponse,
  writeFundsTransferRequest,
} from './funds-transfer.message';
import {
  type InstitutionListResponse,
  readInstitutionListResponse,
  writeInstitutionListRequest,
} from './institution-list.message';
import { METHODS, type Method } from './methods';
import {
  type NameEnquiryResponse,
  readNameEnquiryResponse,
  writeNameEnquiryRequest,
} from './name-enquiry.message';
import { sessionIds } from './session-id';
import { SIGNATURE_HEADER, signatureOf } from './signature';
import {
  readStatusQueryResponse,
  type StatusQueryResponse,
  writeStatusQueryRequest,
} from './status-query.message';

/**
 * A sending bank as the stand-in's own tests play it: the messages written with the stand-in's
 * code and posted to the switch over a real socket. The console's client is not used here; that
 * the two speak alike is what tests/fixtures/nip proves on both sides.
 */

export interface SwitchClientConfig {
  /** The switch's address, as NipSwitch.url gives it. */
  readonly url: string;
  readonly senderCode: string;
  readonly sharedSecret?: string;
  readonly timeoutMs?: number;
}

/** The answer, or why there was none: the wait ran out, an HTTP error, or nothing listening. */
export type SwitchReply<T> =
  | { readonly kind: 'answered'; readonly message: T }
  | { readonly kind: 'no-reply'; readonly reason: 'timeout' | 'unreachable' }
  | { readonly kind: 'no-reply'; readonly reason: 'http-status'; readonly status: number };

async function post<T>(
  config: SwitchClientConfig,
  method: Method,
  body: string,
  read: (xml: string) => T,
): Promise<SwitchReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8' };
  if (config.sharedSecret) headers[SIGNATURE_HEADER] = signatureOf(config.sharedSecret, body);
  const signal = AbortSignal.timeout(config.timeoutMs ?? 5_000);
  try {
    const response = await fetch(`${config.url}/${method}`, {
      method: 'POST',
      headers,
      body,
      signal,
    });
    const text = await response.text();
    if (response.status !== 200)
      return { kind: 'no-reply', reason: 'http-status', status: response.status };
    return { kind: 'answered', message: read(text) };
  } catch (error) {
    const name = (error as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return { kind: 'no-reply', reason: timedOut ? 'timeout' : 'unreachable' };
  }
}

export function createSwitchClient(config: SwitchClientConfig) {
  const newSessionId = sessionIds(config.senderCode);
  return {
    newSessionId,
    nameEnquiry: (destinationInstitutionCode: string, accountNumber: string) => {
      const sessionId = newSessionId();
      const body = writeNameEnquiryRequest({
        sessionId,
        destinationInstitutionCode,
        channelCode: '1',
        accountNumber,
      });
      return post<NameEnquiryResponse>(config, METHODS.nameEnquiry, body, readNameEnquiryResponse);
    },
    fundsTransfer: (request: FundsTransferRequest) => {
      const body = writeFundsTransferRequest(request);
      return post<FundsTransferResponse>(
        config,
        METHODS.fundsTransfer,
        body,
        readFundsTransferResponse,
      );
    },
    statusQuery: (sessionId: string) => {
      const sourceInstitutionCode = config.senderCode;
      const body = writeStatusQueryRequest({ sourceInstitutionCode, channelCode: '1', sessionId });
      return post<StatusQueryResponse>(config, METHODS.statusQuery, body, readStatusQueryResponse);
    },
    institutionList: () => {
      const header = {
        batchNumber: newSessionId(),
        numberOfRecords: '0',
        channelCode: '1',
        transactionLocation: '',
      };
      const body = writeInstitutionListRequest(header);
      return post<InstitutionListResponse>(
        config,
        METHODS.institutionList,
        body,
        readInstitutionListResponse,
      );
    },
  };
}

export type SwitchClient = ReturnType<typeof createSwitchClient>;

/** The response code of an answer, or null when none came. */
export function codeOf(reply: SwitchReply<{ readonly responseCode: string }>): string | null {
  return reply.kind === 'answered' ? reply.message.responseCode : null;
}
