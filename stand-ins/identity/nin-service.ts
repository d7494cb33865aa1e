import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  DEFAULT_DIRECTORY,
  type Directory,
  lookUp,
  type Person,
  type ScriptedOutcome,
} from './directory';
import { closeServer, listenLocally, readBody, send } from './http-io';

/**
 * A stand-in of NIMC's identity search for verification partners: `POST
 * /IdentitySearch/createToken` with the partner's `username`, `password` and `orgid` gives a
 * token; `POST /IdentitySearch/searchByNIN` with that token (header `token`) and `{"nin": "…"}`
 * answers `returnCode` "00" with the record (NIMC's field names: `firstname`, `middlename`,
 * `surname`, `birthdate` as DD-MM-YYYY, `telephoneno`, `gender` m/f, `photo`, `trackingId`) or
 * "01" with `returnMessage` "norecord". Wrong credentials or an unknown token: HTTP 401.
 */
export interface NinCredentials {
  readonly orgId: string;
  readonly username: string;
  readonly password: string;
}

export interface NinServiceOptions extends Partial<NinCredentials> {
  readonly port?: number;
  readonly directory?: Directory;
}

export interface NinService {
  readonly url: string;
  readonly credentials: NinCredentials;
  script(nin: string, outcome: ScriptedOutcome): void;
  unscript(nin: string): void;
  readonly received: readonly { nin: string; answered: string }[];
  stop(): Promise<void>;
}

export const DEMO_NIN_CREDENTIALS: NinCredentials = {
  orgId: 'KOBO-DEMO',
  username: 'kobo.demo',
  password: 'demo-nimc-password',
};

/** A one-pixel JPEG-like placeholder: the console must never store what comes here. */
const PHOTO = Buffer.from('stand-in photo').toString('base64');

function recordOf(person: Person, nin: string) {
  const [year, month, day] = person.dateOfBirth.split('-');
  return {
    nin,
    firstname: person.firstName,
    middlename: person.middleName,
    surname: person.lastName,
    birthdate: `${day}-${month}-${year}`,
    telephoneno: person.phone,
    gender: person.gender === 'Female' ? 'f' : 'm',
    trackingId: `TRK${nin.slice(-6)}`,
    photo: PHOTO,
  };
}

function same(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function parse(body: string | null): Record<string, unknown> | null {
  if (body === null) return null;
  try {
    const value = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const MAX_REMEMBERED = 1_000;

export async function startNinService(options: NinServiceOptions = {}): Promise<NinService> {
  const credentials: NinCredentials = {
    orgId: options.orgId ?? DEMO_NIN_CREDENTIALS.orgId,
    username: options.username ?? DEMO_NIN_CREDENTIALS.username,
    password: options.password ?? DEMO_NIN_CREDENTIALS.password,
  };
  const directory = options.directory ?? DEFAULT_DIRECTORY;
  const overrides = new Map<string, ScriptedOutcome>();
  const tokens = new Set<string>();
  const received: { nin: string; answered: string }[] = [];
  const remember = (entry: { nin: string; answered: string }) => {
    received.push(entry);
    // A demo runs for days: keep the latest lookups, enough for any test or tester.
    if (received.length > MAX_REMEMBERED) received.shift();
  };
  const json = (response: ServerResponse, status: number, value: unknown) =>
    send(response, status, JSON.stringify(value));

  function createToken(body: Record<string, unknown> | null, response: ServerResponse) {
    const ok =
      body !== null &&
      same(body.username, credentials.username) &&
      same(body.password, credentials.password) &&
      same(body.orgid, credentials.orgId);
    if (!ok) return json(response, 401, { returnCode: '401', returnMessage: 'Unauthorized' });
    const token = randomBytes(18).toString('base64url');
    tokens.add(token);
    return json(response, 200, { token, expiresIn: 1800 });
  }

  function search(
    request: IncomingMessage,
    body: Record<string, unknown> | null,
    response: ServerResponse,
  ) {
    const token = request.headers.token;
    if (typeof token !== 'string' || !tokens.has(token)) {
      return json(response, 401, { returnCode: '401', returnMessage: 'Invalid token' });
    }
    const nin = body?.nin;
    if (typeof nin !== 'string' || !/^\d{11}$/.test(nin)) {
      return json(response, 400, { returnCode: '400', returnMessage: 'Invalid NIN' });
    }
    const found = lookUp(directory, overrides, 'nin', nin);
    if (found === 'timeout') {
      remember({ nin, answered: 'timeout' });
      return; // held until the client gives up or the service stops
    }
    const answer =
      found === 'not-found'
        ? { returnCode: '01', returnMessage: 'norecord' }
        : { returnCode: '00', returnMessage: 'Record found', data: recordOf(found, nin) };
    remember({ nin, answered: answer.returnCode });
    return json(response, 200, answer);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = parse(await readBody(request));
    if (request.method === 'POST' && request.url === '/IdentitySearch/createToken') {
      return createToken(body, response);
    }
    if (request.method === 'POST' && request.url === '/IdentitySearch/searchByNIN') {
      return search(request, body, response);
    }
    json(response, 404, { returnCode: '404', returnMessage: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, '{"returnCode":"500"}'));
  });
  const port = await listenLocally(server, options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    script: (nin, outcome) => overrides.set(nin, outcome),
    unscript: (nin) => overrides.delete(nin),
    received,
    stop: () => closeServer(server),
  };
}
