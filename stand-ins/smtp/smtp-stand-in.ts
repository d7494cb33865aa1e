import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { type SelfSigned, selfSignedCertificate } from './self-signed';

/**
 * A real SMTP server for the console's mail to land in (decision 077): AUTH PLAIN and LOGIN
 * checked against the one user it is given (refused with 535 when it has none), STARTTLS offered
 * with a certificate made at start (or TLS from the first byte when `secure`), every message read
 * with mailparser and kept in memory. Its HTTP side answers `GET /messages`, newest first, for
 * people and for tests. It listens on 127.0.0.1 only.
 */

export interface ReceivedMail {
  /** The From header's address (the envelope's sender when the header has none). */
  from: string;
  /** The From header's display name, when it has one. */
  fromName: string | null;
  /** The envelope's recipients: the addresses the mail was actually delivered to. */
  to: string[];
  subject: string;
  text: string;
  messageId: string | null;
  receivedAt: string;
}

export interface SmtpStandInOptions {
  port?: number;
  /** The HTTP side's port; any free one unless set. */
  httpPort?: number;
  user?: string;
  password?: string;
  secure?: boolean;
}

export interface SmtpStandIn {
  port: number;
  httpUrl: string;
  /** The certificate it was started with (PEM), for a client that is to trust it. */
  certificate: string;
  received(): ReceivedMail[];
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;
/** The oldest mail is dropped past this many, so a long-running demo stays small. */
const MAX_KEPT = 1000;

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refusal(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function firstAddress(from: AddressObject | undefined): { address: string; name: string } | null {
  const first = from?.value[0];
  return first?.address ? { address: first.address, name: first.name } : null;
}

async function readMail(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const sender = firstAddress(parsed.from);
  const envelopeFrom = session.envelope.mailFrom;
  return {
    from: sender?.address ?? (envelopeFrom ? envelopeFrom.address : ''),
    fromName: sender?.name ? sender.name : null,
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').trimEnd(),
    messageId: parsed.messageId ?? null,
    receivedAt: new Date().toISOString(),
  };
}

function smtpOptions(
  options: SmtpStandInOptions,
  kept: ReceivedMail[],
  tls: SelfSigned,
): SMTPServerOptions {
  const { user, password = '' } = options;
  return {
    ...tls,
    secure: options.secure ?? false,
    name: 'localhost',
    banner: 'Kobo SMTP stand-in',
    size: MAX_MESSAGE_BYTES,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: user === undefined,
    // The console may be set to send without TLS; the stand-in still checks the password.
    allowInsecureAuth: true,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (user === undefined) return callback(refusal('Authentication is not enabled', 535));
      const good = sameText(auth.username ?? '', user) && sameText(auth.password ?? '', password);
      if (!good) return callback(refusal('Authentication credentials invalid', 535));
      callback(null, { user });
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if ((stream as Readable & { sizeExceeded?: boolean }).sizeExceeded) {
            return callback(refusal('Message is larger than the stand-in keeps', 552));
          }
          kept.unshift(await readMail(raw, session));
          kept.length = Math.min(kept.length, MAX_KEPT);
          callback();
        })
        .catch((error: Error) => callback(refusal(error.message, 451)));
    },
  };
}

function listen(server: { listen: HttpServer['listen']; once: HttpServer['once'] }, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function startHttpSide(kept: ReceivedMail[], port: number): Promise<HttpServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const found = request.method === 'GET' && path === '/messages';
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(found ? kept : { error: 'Only GET /messages is here.' }));
  });
  return listen(server, port).then(() => server);
}

export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const kept: ReceivedMail[] = [];
  const tls = selfSignedCertificate();
  const smtp = new SMTPServer(smtpOptions(options, kept, tls));
  smtp.on('error', () => {
    // A client that drops its connection mid-dialogue is no reason to stop the stand-in.
  });
  await listen(smtp.server as HttpServer, options.port ?? 0);
  const http = await startHttpSide(kept, options.httpPort ?? 0);
  return {
    port: (smtp.server.address() as AddressInfo).port,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    certificate: tls.cert,
    received: () => [...kept],
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
