import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createControlServer } from './control-port';
import { DEFAULT_DIRECTORY, type DirectoryAccount } from './directory';
import { closeServer, listenLocally, readBody, send, XML } from './http-io';
import { SWITCH_INSTITUTIONS } from './institutions';
import { METHODS } from './methods';
import { type NipBehaviour, outcomeOf, type StatusAfter } from './outcomes';
import { buildSettlementReport } from './settlement-report';
import { isSignedBy, SIGNATURE_HEADER } from './signature';
import { ANSWERS, settlementLines } from './switch-answers';
import { accountKey, type ReceivedTransfer, type SwitchState, setScript } from './switch-state';
import { WireFormatError } from './xml-document';

/**
 * A local stand-in for the NIBSS NIP switch: NIP's XML messages over HTTP on 127.0.0.1, a
 * directory of beneficiary accounts, and answers scripted per account, so that every path of an
 * outward transfer (approved, pending, refused, no answer, a late answer, review) can be driven
 * for real. It shares nothing with the console but the wire (decision 039): its messages,
 * signatures, institutions and account numbers are its own, and tests/fixtures/nip holds the
 * bytes both sides must agree on.
 */

// The tests and the demo import these from here, where they have always been.
export { DEFAULT_DIRECTORY, type DirectoryAccount, OUTCOME_ACCOUNTS } from './directory';
export type { NipBehaviour, Outcome } from './outcomes';
export type { ReceivedTransfer } from './switch-state';

export interface ScriptOptions {
  /** What a status query answers after a 96 or no answer: 00 unless set. */
  readonly statusAfter?: StatusAfter;
}

export interface NipSwitchOptions {
  readonly port?: number;
  /** The control port's number; any free one unless set. */
  readonly controlPort?: number;
  /** The switch's own institution code, given as the batch number when a list request has none. */
  readonly institutionCode?: string;
  readonly directory?: readonly DirectoryAccount[];
  /** When set, a request whose body is not signed with it is refused with HTTP 401. */
  readonly sharedSecret?: string;
  /** The switch's clock, which dates each transfer for the settlement report; real time unless set. */
  readonly now?: () => Date;
  /** How long a 'late' outcome waits before answering; longer than any client waits unless set. */
  readonly lateAnswerMs?: number;
  /**
   * Transfers the switch had already answered before this start (a real switch remembers them;
   * the stand-in forgets on stop): its settlement reports and status queries include them.
   */
  readonly remembered?: readonly RememberedTransfer[];
}

/** A transfer answered before the stand-in started, as the demo hands it over. */
export interface RememberedTransfer {
  readonly sessionId: string;
  readonly destinationInstitutionCode: string;
  readonly beneficiaryAccountNumber: string;
  readonly beneficiaryAccountName: string;
  readonly amountKobo: number;
  /** The code the switch answered, and answers a status query with. */
  readonly responseCode: string;
  readonly receivedAt: Date;
}

function receivedOf(transfer: RememberedTransfer): ReceivedTransfer {
  const request = {
    sessionId: transfer.sessionId,
    nameEnquiryRef: '',
    destinationInstitutionCode: transfer.destinationInstitutionCode,
    channelCode: '1',
    beneficiaryAccountName: transfer.beneficiaryAccountName,
    beneficiaryAccountNumber: transfer.beneficiaryAccountNumber,
    beneficiaryBankVerificationNumber: '',
    beneficiaryKycLevel: '',
    originatorAccountName: '',
    originatorAccountNumber: '',
    originatorBankVerificationNumber: '',
    originatorKycLevel: '',
    transactionLocation: '',
    narration: '',
    paymentReference: '',
    amountKobo: transfer.amountKobo,
  };
  return {
    request,
    answered: transfer.responseCode,
    late: false,
    duplicate: false,
    receivedAt: transfer.receivedAt,
  };
}

/** The path of the settlement report: `GET <url>/settlementreport?date=YYYY-MM-DD`. */
export const SETTLEMENT_REPORT_METHOD = METHODS.settlementReport;

/** Longer than the console's longest default wait (30 seconds), so 'late' is always too late. */
export const DEFAULT_LATE_ANSWER_MS = 35_000;

export interface NipSwitch {
  /** Where the console's NIP client posts its messages. */
  readonly url: string;
  /** The control port's address (see control-port.ts). */
  readonly controlUrl: string;
  stop(): Promise<void>;
  /** Scripts transfers to this account number, at any institution. */
  script(accountNumber: string, behaviour: NipBehaviour, options?: ScriptOptions): void;
  sent(): readonly ReceivedTransfer[];
}

interface Running {
  readonly state: SwitchState;
  readonly options: NipSwitchOptions;
  /** Answers waiting for their delay; cleared when the switch stops. */
  readonly timers: Set<NodeJS.Timeout>;
}

/**
 * Serves the report as CSV. With a secret, the query string (`date=...`) must be signed like a
 * message body, since a GET has no body; HTTP 401 otherwise, 400 for a date that is not one.
 */
function answerSettlementReport(
  running: Running,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { sharedSecret } = running.options;
  if (
    sharedSecret &&
    !isSignedBy(sharedSecret, url.search.slice(1), request.headers[SIGNATURE_HEADER])
  ) {
    send(response, 401, XML, '');
    return;
  }
  const date = url.searchParams.get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    send(response, 400, XML, '');
    return;
  }
  const report = buildSettlementReport(settlementLines(running.state, date));
  send(response, 200, 'text/csv; charset=utf-8', report);
}

async function handle(running: Running, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://switch');
  const method = url.pathname.split('/').pop() ?? '';
  if (request.method === 'GET' && method === METHODS.settlementReport) {
    answerSettlementReport(running, url, request, response);
    return;
  }
  const answer = ANSWERS[method];
  if (request.method !== 'POST' || answer === undefined) {
    send(response, 404, XML, '');
    return;
  }
  const body = await readBody(request);
  const { sharedSecret } = running.options;
  if (body === null) {
    send(response, 413, XML, '');
    return;
  }
  if (sharedSecret && !isSignedBy(sharedSecret, body, request.headers[SIGNATURE_HEADER])) {
    send(response, 401, XML, '');
    return;
  }
  const reply = answer(running.state, body);
  // A 'never' answer keeps the socket open until stop(), longer than any client waits.
  if (reply.when === 'now') send(response, 200, XML, reply.body);
  if (reply.when === 'late') {
    const timer = setTimeout(() => {
      running.timers.delete(timer);
      send(response, 200, XML, reply.body);
    }, running.options.lateAnswerMs ?? DEFAULT_LATE_ANSWER_MS);
    running.timers.add(timer);
  }
}

function stateOf(options: NipSwitchOptions): SwitchState {
  const directory = options.directory ?? DEFAULT_DIRECTORY;
  const remembered = options.remembered ?? [];
  return {
    directory: new Map(directory.map((a) => [accountKey(a.institutionCode, a.accountNumber), a])),
    institutions: SWITCH_INSTITUTIONS,
    institutionCodes: new Set([
      ...SWITCH_INSTITUTIONS.map((i) => i.institutionCode),
      ...directory.map((a) => a.institutionCode),
    ]),
    scripts: new Map(),
    statusBySession: new Map(remembered.map((t) => [t.sessionId, t.responseCode])),
    received: remembered.map(receivedOf),
    switchCode: options.institutionCode ?? '999999',
    now: options.now ?? (() => new Date()),
  };
}

/** Starts the stand-in and its control port on 127.0.0.1 (free ports unless given). */
export async function startNipSwitch(options: NipSwitchOptions = {}): Promise<NipSwitch> {
  const running: Running = { state: stateOf(options), options, timers: new Set() };
  const server = createServer((request, response) => {
    handle(running, request, response).catch((error) => {
      // A document that is not its message is the sender's mistake; anything else is ours.
      send(response, error instanceof WireFormatError ? 400 : 500, XML, '');
    });
  });
  const control = createControlServer(running.state);
  const port = await listenLocally(server, options.port ?? 0);
  const controlPort = await listenLocally(control, options.controlPort ?? 0).catch(
    async (error) => {
      await closeServer(server);
      throw error;
    },
  );
  return {
    url: `http://127.0.0.1:${port}/nip`,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    stop: async () => {
      for (const timer of running.timers) clearTimeout(timer);
      running.timers.clear();
      await Promise.all([closeServer(server), closeServer(control)]);
    },
    script: (accountNumber, behaviour, scriptOptions = {}) => {
      const script = {
        outcome: outcomeOf(behaviour),
        statusAfter: scriptOptions.statusAfter ?? '00',
      };
      setScript(running.state, null, accountNumber, script);
    },
    sent: () => [...running.state.received],
  };
}
