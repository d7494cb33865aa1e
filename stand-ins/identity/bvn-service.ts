import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { bvnSignature, decryptHex, encryptHex, lagosDay, sameText } from './bvn-crypto';
import {
  DEFAULT_DIRECTORY,
  type Directory,
  lookUp,
  type Person,
  type ScriptedOutcome,
} from './directory';
import { closeServer, listenLocally, readBody, send } from './http-io';

/**
 * A stand-in of NIBSS's BVN validation service (BVNR): `POST /bvnr/VerifySingleBVN` with the
 * organisation's headers and an AES-encrypted `{"BVN": "…"}`, answered with an encrypted record
 * (`ResponseCode` "00") or `ResponseCode` "01" (no such BVN). A request whose organisation code,
 * authorisation or signature is wrong is refused with HTTP 401, one it cannot decrypt with 400.
 */
export interface BvnCredentials {
  readonly organisationCode: string;
  readonly password: string;
  /** 16 characters each (AES-128). */
  readonly aesKey: string;
  readonly ivKey: string;
}

export interface BvnServiceOptions extends Partial<BvnCredentials> {
  readonly port?: number;
  readonly directory?: Directory;
  readonly now?: () => Date;
}

export interface BvnService {
  readonly url: string;
  readonly credentials: BvnCredentials;
  /** Makes a BVN answer `outcome` until `unscript`. */
  script(bvn: string, outcome: ScriptedOutcome): void;
  unscript(bvn: string): void;
  /** What the service received, newest last: the BVN and the code it answered (or "timeout"). */
  readonly received: readonly { bvn: string; answered: string }[];
  stop(): Promise<void>;
}

export const DEMO_BVN_CREDENTIALS: BvnCredentials = {
  organisationCode: '11111',
  password: 'demo-bvnr-password',
  aesKey: 'Kobo0123456789ab',
  ivKey: 'KoboIv0123456789',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** NIBSS's dates: `22-Oct-1970`. */
function nibssDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

function recordOf(person: Person) {
  return {
    ResponseCode: '00',
    BVN: person.bvn,
    FirstName: person.firstName,
    MiddleName: person.middleName,
    LastName: person.lastName,
    DateOfBirth: nibssDate(person.dateOfBirth),
    PhoneNumber: person.phone,
    RegistrationDate: '16-Nov-2014',
    EnrollmentBank: '058',
    EnrollmentBranch: 'Victoria Island',
    WatchListed: 'NO',
  };
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** True when the headers are this organisation's, signed for today (or the Lagos day either side). */
function authorised(request: IncomingMessage, credentials: BvnCredentials, now: Date): boolean {
  const { organisationCode: code, password } = credentials;
  if (!sameText(header(request, 'OrganisationCode'), base64(code))) return false;
  if (!sameText(header(request, 'Authorization'), base64(`${code}:${password}`))) return false;
  if (header(request, 'SIGNATURE_METH') !== 'SHA256') return false;
  const signature = header(request, 'SIGNATURE');
  const day = 24 * 60 * 60 * 1000;
  return [0, -day, day].some((shift) =>
    sameText(signature, bvnSignature(code, lagosDay(new Date(now.getTime() + shift)), password)),
  );
}

function readBvn(body: string, credentials: BvnCredentials): string | null {
  try {
    const parsed = JSON.parse(decryptHex(body.trim(), credentials.aesKey, credentials.ivKey));
    return typeof parsed?.BVN === 'string' && /^\d{11}$/.test(parsed.BVN) ? parsed.BVN : null;
  } catch {
    return null;
  }
}

const MAX_REMEMBERED = 1_000;

export async function startBvnService(options: BvnServiceOptions = {}): Promise<BvnService> {
  const credentials: BvnCredentials = {
    organisationCode: options.organisationCode ?? DEMO_BVN_CREDENTIALS.organisationCode,
    password: options.password ?? DEMO_BVN_CREDENTIALS.password,
    aesKey: options.aesKey ?? DEMO_BVN_CREDENTIALS.aesKey,
    ivKey: options.ivKey ?? DEMO_BVN_CREDENTIALS.ivKey,
  };
  const directory = options.directory ?? DEFAULT_DIRECTORY;
  const now = options.now ?? (() => new Date());
  const overrides = new Map<string, ScriptedOutcome>();
  const received: { bvn: string; answered: string }[] = [];
  const remember = (entry: { bvn: string; answered: string }) => {
    received.push(entry);
    // A demo runs for days: keep the latest lookups, enough for any test or tester.
    if (received.length > MAX_REMEMBERED) received.shift();
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.url !== '/bvnr/VerifySingleBVN') {
      send(response, 404, JSON.stringify({ message: 'Not found' }));
      return;
    }
    const body = await readBody(request);
    if (!authorised(request, credentials, now())) {
      send(response, 401, JSON.stringify({ message: 'Unauthorized' }));
      return;
    }
    const bvn = body === null ? null : readBvn(body, credentials);
    if (bvn === null) {
      send(response, 400, JSON.stringify({ message: 'Bad request' }));
      return;
    }
    const found = lookUp(directory, overrides, 'bvn', bvn);
    if (found === 'timeout') {
      remember({ bvn, answered: 'timeout' });
      return; // held until the client gives up or the service stops
    }
    const answer = found === 'not-found' ? { ResponseCode: '01', BVN: bvn } : recordOf(found);
    remember({ bvn, answered: answer.ResponseCode });
    const encrypted = encryptHex(JSON.stringify(answer), credentials.aesKey, credentials.ivKey);
    send(response, 200, encrypted, 'text/plain; charset=utf-8');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, '{"message":"Error"}'));
  });
  const port = await listenLocally(server, options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    script: (bvn, outcome) => overrides.set(bvn, outcome),
    unscript: (bvn) => overrides.delete(bvn),
    received,
    stop: () => closeServer(server),
  };
}
