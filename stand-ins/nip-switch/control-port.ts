import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { OUTCOME_ACCOUNTS } from './directory';
import { readBody, sendJson } from './http-io';
import { isOutcome, OUTCOME_MEANINGS, OUTCOMES, type Script } from './outcomes';
import { type SwitchState, setScript } from './switch-state';

/**
 * The stand-in's control port, a second small HTTP server on 127.0.0.1 beside the switch, so a
 * tester can choose how the switch answers while the demo runs, with curl and no code:
 *
 *   GET    /outcomes                                   the outcomes, their accounts, the scripts set
 *   PUT    /accounts/{institution}/{account}/outcome   {"outcome": "51"} or
 *                                                      {"outcome": "timeout", "statusAfter": "25"}
 *   DELETE /accounts/{institution}/{account}/outcome   back to the account's own outcome
 *   GET    /transfers                                  the transfers received, newest last
 *
 * It is not part of NIP, so it speaks JSON, and it has no secret: it listens on 127.0.0.1 only.
 */

/** The most transfers GET /transfers lists: the newest ones. */
export const MAX_LISTED_TRANSFERS = 1_000;
/** A script is a few dozen bytes of JSON; anything much larger is not one. */
const MAX_SCRIPT_BYTES = 4 * 1024;

const ACCOUNT_PATH = /^\/accounts\/(\d{6})\/(\d{10})\/outcome$/;

function outcomesView(state: SwitchState) {
  return {
    outcomes: OUTCOMES.map((outcome) => {
      const { institutionCode, accountNumber, accountName } = OUTCOME_ACCOUNTS[outcome];
      const account = { institutionCode, accountNumber, accountName };
      return { outcome, meaning: OUTCOME_MEANINGS[outcome], account };
    }),
    scripted: [...state.scripts].map(([key, script]) => {
      const [institutionCode = '*', accountNumber = ''] = key.split('/');
      return { institutionCode, accountNumber, ...script };
    }),
  };
}

function transfersView(state: SwitchState) {
  return {
    transfers: state.received.slice(-MAX_LISTED_TRANSFERS).map((received) => ({
      sessionId: received.request.sessionId,
      destinationInstitutionCode: received.request.destinationInstitutionCode,
      beneficiaryAccountNumber: received.request.beneficiaryAccountNumber,
      amountKobo: received.request.amountKobo,
      answered: received.answered,
      late: received.late,
      duplicate: received.duplicate,
      status: state.statusBySession.get(received.request.sessionId) ?? null,
      receivedAt: received.receivedAt.toISOString(),
    })),
  };
}

/** The script a PUT body asks for, or the sentence that says why it is not one. */
function scriptOf(text: string | null): Script | string {
  if (text === null) return 'The body is too long.';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The body must be JSON, like {"outcome": "51"}.';
  }
  const { outcome, statusAfter = '00' } = (body ?? {}) as Record<string, unknown>;
  if (!isOutcome(outcome)) return `outcome must be one of ${OUTCOMES.join(', ')}.`;
  if (statusAfter !== '00' && statusAfter !== '25') return 'statusAfter must be "00" or "25".';
  return { outcome, statusAfter };
}

async function handle(state: SwitchState, request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://control').pathname;
  const account = ACCOUNT_PATH.exec(path);
  if (request.method === 'GET' && path === '/outcomes') {
    sendJson(response, 200, outcomesView(state));
  } else if (request.method === 'GET' && path === '/transfers') {
    sendJson(response, 200, transfersView(state));
  } else if (account && request.method === 'PUT') {
    const [, institutionCode = '', accountNumber = ''] = account;
    const script = scriptOf(await readBody(request, MAX_SCRIPT_BYTES));
    if (typeof script === 'string') {
      sendJson(response, 400, { message: script });
      return;
    }
    setScript(state, institutionCode, accountNumber, script);
    sendJson(response, 200, { institutionCode, accountNumber, ...script });
  } else if (account && request.method === 'DELETE') {
    setScript(state, account[1] ?? '', account[2] ?? '', null);
    response.writeHead(204).end();
  } else {
    sendJson(response, 404, {
      message: 'Try GET /outcomes, PUT /accounts/{bank}/{account}/outcome or GET /transfers.',
    });
  }
}

export function createControlServer(state: SwitchState): Server {
  return createServer((request, response) => {
    handle(state, request, response).catch(() => sendJson(response, 500, { message: 'Failed.' }));
  });
}
