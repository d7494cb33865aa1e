import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeNuban } from '../../policies/nuban';
import { NIGERIAN_INSTITUTIONS } from '../../server/banks/nigerian-institutions';
import { NIP_SIGNATURE_HEADER, signNipBody } from '../../server/nip/nip-client';
import {
  buildFundsTransferResponse,
  buildInstitutionListResponse,
  buildNameEnquiryResponse,
  buildStatusQueryResponse,
  type FundsTransferRequest,
  type InstitutionRecord,
  NIP_METHODS,
  NipFormatError,
  parseFundsTransferRequest,
  parseInstitutionListRequest,
  parseNameEnquiryRequest,
  parseStatusQueryRequest,
} from '../../server/nip/nip-messages';
import {
  buildSettlementReport,
  type SettlementLine,
  settlementTimestamp,
} from './settlement-report';

/**
 * A local stand-in for the NIBSS NIP switch: the same XML messages over HTTP on 127.0.0.1, a
 * directory of beneficiary accounts, and answers scripted per account number so that every path
 * of an outward transfer (success, pending, no reply, refusals, review) can be driven for real.
 */

/** One beneficiary account the switch can name and credit. */
export interface DirectoryAccount {
  /** The beneficiary institution's 6-digit NIP code. */
  readonly institutionCode: string;
  readonly accountNumber: string;
  readonly accountName: string;
  readonly bankVerificationNumber: string;
  readonly kycLevel: string;
  /** How the switch answers transfers to this account unless a test scripts it; success if absent. */
  readonly script?: Script;
}

/**
 * How the switch answers a funds transfer to one account:
 * - 'success': 00, and a status query says 00.
 * - 'pending-then-success': 01, then a status query says 00.
 * - 'timeout': no answer within the client's timeout; a status query then says `statusAfter`
 *   (00 unless scripted: 00 means the credit went through and only the answer was lost, 25 that
 *   it never reached the beneficiary bank).
 * - '96': system malfunction; a status query then says `statusAfter` (00 unless scripted).
 * - '51', '34', '91': that code, and a status query repeats it.
 */
export type NipBehaviour =
  | 'success'
  | 'pending-then-success'
  | 'timeout'
  | '51'
  | '34'
  | '91'
  | '96';

export interface ScriptOptions {
  /** What a status query answers after 'timeout' or '96'. */
  readonly statusAfter?: '00' | '25';
}

/** A funds transfer as the switch received it, with what it answered. */
export interface ReceivedTransfer {
  readonly request: FundsTransferRequest;
  /** The code sent back; null when the switch held the answer (a scripted timeout). */
  readonly answered: string | null;
  /** True for a resend of a session ID already seen: answered 94 and not applied again. */
  readonly duplicate: boolean;
  /** When the switch received it, by its clock. */
  readonly receivedAt: Date;
}

export interface NipSwitchOptions {
  readonly port?: number;
  /** The switch's own institution code, given as the batch number when a list request has none. */
  readonly institutionCode?: string;
  readonly directory?: readonly DirectoryAccount[];
  /** When set, a request whose body is not signed with it is refused with HTTP 401. */
  readonly sharedSecret?: string;
  /** The switch's clock, which dates each transfer for the settlement report; real time unless set. */
  readonly now?: () => Date;
}

/** The path of the settlement report: `GET <url>/settlementreport?date=YYYY-MM-DD`. */
export const SETTLEMENT_REPORT_METHOD = 'settlementreport';

export interface NipSwitch {
  readonly url: string;
  stop(): Promise<void>;
  script(accountNumber: string, behaviour: NipBehaviour, options?: ScriptOptions): void;
  sent(): readonly ReceivedTransfer[];
}

interface Script {
  readonly behaviour: NipBehaviour;
  readonly statusAfter: '00' | '25';
}

interface SwitchState {
  readonly directory: ReadonlyMap<string, DirectoryAccount>;
  readonly institutions: readonly InstitutionRecord[];
  /** Codes a name enquiry may go to: the list's and the directory's, so a test's bank is known. */
  readonly institutionCodes: ReadonlySet<string>;
  readonly scripts: Map<string, Script>;
  /** What a status query answers per session ID: the switch's memory of each transfer. */
  readonly statusBySession: Map<string, string>;
  readonly received: ReceivedTransfer[];
  readonly switchCode: string;
  readonly now: () => Date;
}

const directoryKey = (institutionCode: string, accountNumber: string) =>
  `${institutionCode}/${accountNumber}`;

function account(
  institutionCode: string,
  cbnCode: string,
  serial: number,
  accountName: string,
  bankVerificationNumber: string,
  kycLevel: string,
  script?: Script,
): DirectoryAccount {
  const accountNumber = makeNuban(cbnCode, serial);
  const named = { institutionCode, accountNumber, accountName, bankVerificationNumber, kycLevel };
  return script ? { ...named, script } : named;
}

/**
 * A few accounts at large banks, with valid NUBAN check digits, for the demo and the tests. The
 * last one never answers a transfer in time and then is not found by a status query (25), so a
 * demo user can watch a transfer be queried and reversed without scripting the switch.
 */
export const DEFAULT_DIRECTORY: readonly DirectoryAccount[] = [
  account('000013', '058', 1_234_567, 'ADAEZE NWOSU', '22212345671', '3'),
  account('000014', '044', 7_654_321, 'BABATUNDE OKAFOR', '22287654321', '2'),
  account('000015', '057', 1_000_001, 'CHIOMA BELLO', '22233334444', '3'),
  account('000004', '033', 2_000_002, 'DANLADI MUSA', '22255556666', '1'),
  account('000013', '058', 3_000_003, 'EMEKA OKONKWO', '22277778888', '3', {
    behaviour: 'timeout',
    statusAfter: '25',
  }),
];

function institutionRecords(): InstitutionRecord[] {
  return NIGERIAN_INSTITUTIONS.filter((institution) => institution.active).map((institution) => ({
    institutionCode: institution.nipCode,
    institutionName: institution.name,
    category: institution.category,
  }));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendXml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' });
  response.end(body);
}

function answerNameEnquiry(state: SwitchState, body: string): string {
  const request = parseNameEnquiryRequest(body);
  const known = state.institutionCodes.has(request.destinationInstitutionCode);
  const account = state.directory.get(
    directoryKey(request.destinationInstitutionCode, request.accountNumber),
  );
  const responseCode = !known ? '16' : account ? '00' : '07';
  return buildNameEnquiryResponse({
    ...request,
    accountName: account?.accountName ?? '',
    bankVerificationNumber: account?.bankVerificationNumber ?? '',
    kycLevel: account?.kycLevel ?? '',
    responseCode,
  });
}

/** The FT answer (null: hold it) and what a later status query says, for one account's script. */
function scriptedOutcome(script: Script): { answer: string | null; status: string } {
  switch (script.behaviour) {
    case 'success':
      return { answer: '00', status: '00' };
    case 'pending-then-success':
      return { answer: '01', status: '00' };
    case 'timeout':
      return { answer: null, status: script.statusAfter };
    case '96':
      return { answer: '96', status: script.statusAfter };
    default:
      return { answer: script.behaviour, status: script.behaviour };
  }
}

/** Applies a transfer once per session ID; a resend is answered 94 and changes nothing. */
function answerFundsTransfer(state: SwitchState, body: string): string | null {
  const request = parseFundsTransferRequest(body);
  if (state.statusBySession.has(request.sessionId)) {
    state.received.push({ request, answered: '94', duplicate: true, receivedAt: state.now() });
    return buildFundsTransferResponse({ ...request, responseCode: '94' });
  }
  const key = directoryKey(request.destinationInstitutionCode, request.beneficiaryAccountNumber);
  const beneficiary = state.directory.get(key);
  const script = state.scripts.get(request.beneficiaryAccountNumber) ??
    beneficiary?.script ?? { behaviour: 'success', statusAfter: '00' };
  const { answer, status } = beneficiary ? scriptedOutcome(script) : { answer: '07', status: '07' };
  state.statusBySession.set(request.sessionId, status);
  state.received.push({ request, answered: answer, duplicate: false, receivedAt: state.now() });
  return answer === null ? null : buildFundsTransferResponse({ ...request, responseCode: answer });
}

function answerStatusQuery(state: SwitchState, body: string): string {
  const request = parseStatusQueryRequest(body);
  const responseCode = state.statusBySession.get(request.sessionId) ?? '25';
  return buildStatusQueryResponse({ ...request, responseCode });
}

function answerInstitutionList(state: SwitchState, body: string): string {
  const request = parseInstitutionListRequest(body);
  return buildInstitutionListResponse({
    ...request,
    batchNumber: request.batchNumber || state.switchCode,
    numberOfRecords: String(state.institutions.length),
    responseCode: '00',
    records: state.institutions,
  });
}

const ANSWERS: Readonly<Record<string, (state: SwitchState, body: string) => string | null>> = {
  [NIP_METHODS.nameEnquiry]: answerNameEnquiry,
  [NIP_METHODS.fundsTransfer]: answerFundsTransfer,
  [NIP_METHODS.statusQuery]: answerStatusQuery,
  [NIP_METHODS.institutionList]: answerInstitutionList,
};

/**
 * The settlement report of one UTC date: every transfer first received that day, with the code a
 * status query would answer now (its final outcome at the switch).
 */
function settlementLines(state: SwitchState, date: string): SettlementLine[] {
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

/**
 * Serves the report as CSV. With a secret, the query string (`date=...`) must be signed like a
 * message body, since a GET has no body; HTTP 401 otherwise, 400 for a date that is not one.
 */
function answerSettlementReport(
  state: SwitchState,
  options: NipSwitchOptions,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = new URL(request.url ?? '/', 'http://switch');
  const signature = request.headers[NIP_SIGNATURE_HEADER];
  if (
    options.sharedSecret &&
    signature !== signNipBody(options.sharedSecret, url.search.slice(1))
  ) {
    sendXml(response, 401, '');
    return;
  }
  const date = url.searchParams.get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    sendXml(response, 400, '');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
  response.end(buildSettlementReport(settlementLines(state, date)));
}

async function handle(
  state: SwitchState,
  options: NipSwitchOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const method = new URL(request.url ?? '/', 'http://switch').pathname.split('/').pop() ?? '';
  if (request.method === 'GET' && method === SETTLEMENT_REPORT_METHOD) {
    answerSettlementReport(state, options, request, response);
    return;
  }
  const answer = ANSWERS[method];
  if (request.method !== 'POST' || answer === undefined) {
    sendXml(response, 404, '');
    return;
  }
  const body = await readBody(request);
  const signature = request.headers[NIP_SIGNATURE_HEADER];
  if (options.sharedSecret && signature !== signNipBody(options.sharedSecret, body)) {
    sendXml(response, 401, '');
    return;
  }
  try {
    const reply = answer(state, body);
    // A held answer keeps the socket open until stop(), longer than any client waits.
    if (reply !== null) sendXml(response, 200, reply);
  } catch (error) {
    if (!(error instanceof NipFormatError)) throw error;
    sendXml(response, 400, '');
  }
}

/** Starts the stand-in on 127.0.0.1 (any free port unless one is given). */
export async function startNipSwitch(options: NipSwitchOptions = {}): Promise<NipSwitch> {
  const directory = options.directory ?? DEFAULT_DIRECTORY;
  const institutions = institutionRecords();
  const state: SwitchState = {
    directory: new Map(directory.map((a) => [directoryKey(a.institutionCode, a.accountNumber), a])),
    institutions,
    institutionCodes: new Set([
      ...institutions.map((i) => i.institutionCode),
      ...directory.map((a) => a.institutionCode),
    ]),
    scripts: new Map(),
    statusBySession: new Map(),
    received: [],
    switchCode: options.institutionCode ?? '999999',
    now: options.now ?? (() => new Date()),
  };
  const server = createServer((request, response) => {
    handle(state, options, request, response).catch(() => {
      if (!response.headersSent) sendXml(response, 500, '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/nip`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    script: (accountNumber, behaviour, scriptOptions = {}) => {
      state.scripts.set(accountNumber, {
        behaviour,
        statusAfter: scriptOptions.statusAfter ?? '00',
      });
    },
    sent: () => [...state.received],
  };
}
