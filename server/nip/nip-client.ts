import { createHmac } from 'node:crypto';
import {
  buildFundsTransferRequest,
  buildInstitutionListRequest,
  buildNameEnquiryRequest,
  buildStatusQueryRequest,
  createSessionIdGenerator,
  type FundsTransferRequest,
  type FundsTransferResponse,
  type InstitutionListResponse,
  type NameEnquiryResponse,
  NIP_METHODS,
  type NipMethod,
  parseFundsTransferResponse,
  parseInstitutionListResponse,
  parseNameEnquiryResponse,
  parseStatusQueryResponse,
  type StatusQueryResponse,
} from './nip-messages';
import { describeResponseCode, type NipOutcome, type NipResponseCode } from './nip-response-codes';

/** The header that carries the HMAC-SHA256 of the body when a shared secret is configured. */
export const NIP_SIGNATURE_HEADER = 'x-nip-signature';

export function signNipBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export interface NipClientConfig {
  /** The switch's base address; each method is posted to `<endpoint>/<method>`. */
  readonly endpoint: string;
  /** The sending institution's 6-digit NIP code, which starts every session ID. */
  readonly institutionCode: string;
  /** The channel the console's transfers are sent on; 1 unless configured. */
  readonly channelCode?: string;
  /** How long to wait for an answer before calling it "no reply"; 30 seconds unless set. */
  readonly timeoutMs?: number;
  /** Signs each body (HMAC-SHA256) in place of the PGP encryption of the live switch. */
  readonly sharedSecret?: string;
  /** Where the 12-digit session ID stamp reads the time; the clock unless set. */
  readonly now?: () => Date;
}

/** Why nothing usable came back. For a transfer, every one of these means "ask its status". */
export type NoReplyReason = 'timeout' | 'unreachable' | 'http-status' | 'unreadable';

export type NipReply<T> =
  | { readonly kind: 'answered'; readonly message: T; readonly code: NipResponseCode }
  | { readonly kind: 'no-reply'; readonly reason: NoReplyReason; readonly detail: string };

/**
 * What to do after a reply. No reply is never a failure: the transfer may have been applied, so
 * the sender asks its status, exactly as for 01 or 96.
 */
export function outcomeOf(reply: NipReply<unknown>): NipOutcome {
  return reply.kind === 'answered' ? reply.code.outcome : 'query';
}

/** A funds transfer as the caller gives it; the channel and location default from the config. */
export type FundsTransferInput = Omit<FundsTransferRequest, 'channelCode' | 'transactionLocation'> &
  Partial<Pick<FundsTransferRequest, 'channelCode' | 'transactionLocation'>>;

export interface NipClient {
  /** A new session ID; a transfer's is stored before it is sent, so a status query can follow. */
  newSessionId(): string;
  nameEnquiry(input: {
    destinationInstitutionCode: string;
    accountNumber: string;
    sessionId?: string;
  }): Promise<NipReply<NameEnquiryResponse>>;
  fundsTransfer(input: FundsTransferInput): Promise<NipReply<FundsTransferResponse>>;
  statusQuery(sessionId: string): Promise<NipReply<StatusQueryResponse>>;
  institutionList(): Promise<NipReply<InstitutionListResponse>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CHANNEL = '1';

interface Exchange {
  readonly config: NipClientConfig;
  readonly method: NipMethod;
  readonly body: string;
}

async function post(exchange: Exchange): Promise<{ ok: true; text: string } | NoReply> {
  const { config, method, body } = exchange;
  const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8' };
  if (config.sharedSecret) headers[NIP_SIGNATURE_HEADER] = signNipBody(config.sharedSecret, body);
  const url = `${config.endpoint.replace(/\/+$/, '')}/${method}`;
  const signal = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal });
    const text = await response.text();
    if (!response.ok) return noReply('http-status', `HTTP ${response.status} from ${method}`);
    return { ok: true, text };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return noReply('timeout', `No answer to ${method} within the timeout`);
    }
    return noReply('unreachable', `${method}: ${(error as Error).message}`);
  }
}

type NoReply = Extract<NipReply<never>, { kind: 'no-reply' }>;

function noReply(reason: NoReplyReason, detail: string): NoReply {
  return { kind: 'no-reply', reason, detail };
}

async function exchange<T extends { responseCode: string }>(
  request: Exchange,
  parse: (xml: string) => T,
): Promise<NipReply<T>> {
  const sent = await post(request);
  if (!('ok' in sent)) return sent;
  let message: T;
  try {
    message = parse(sent.text);
  } catch (error) {
    return noReply('unreadable', `${request.method}: ${(error as Error).message}`);
  }
  return { kind: 'answered', message, code: describeResponseCode(message.responseCode) };
}

/** The console's one way to the NIP switch: every message is an HTTP POST of its XML. */
export function createNipClient(config: NipClientConfig): NipClient {
  const nextSessionId = createSessionIdGenerator(
    config.institutionCode,
    config.now ? { now: config.now } : {},
  );
  const channelCode = config.channelCode ?? DEFAULT_CHANNEL;
  return {
    newSessionId: nextSessionId,
    nameEnquiry: ({ destinationInstitutionCode, accountNumber, sessionId }) => {
      const body = buildNameEnquiryRequest({
        sessionId: sessionId ?? nextSessionId(),
        destinationInstitutionCode,
        channelCode,
        accountNumber,
      });
      const method = NIP_METHODS.nameEnquiry;
      return exchange({ config, method, body }, parseNameEnquiryResponse);
    },
    fundsTransfer: (input) => {
      const body = buildFundsTransferRequest({ channelCode, transactionLocation: '', ...input });
      const method = NIP_METHODS.fundsTransfer;
      return exchange({ config, method, body }, parseFundsTransferResponse);
    },
    statusQuery: (sessionId) => {
      const sourceInstitutionCode = config.institutionCode;
      const body = buildStatusQueryRequest({ sourceInstitutionCode, channelCode, sessionId });
      const method = NIP_METHODS.statusQuery;
      return exchange({ config, method, body }, parseStatusQueryResponse);
    },
    institutionList: () => {
      const batchNumber = nextSessionId();
      const header = { batchNumber, numberOfRecords: '0', channelCode, transactionLocation: '' };
      const body = buildInstitutionListRequest(header);
      const method = NIP_METHODS.institutionList;
      return exchange({ config, method, body }, parseInstitutionListResponse);
    },
  };
}
