import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made at start with node's crypto alone
 * (an EC P-256 key and a hand-written DER certificate), so STARTTLS works without a bundled key
 * that every copy of the stand-in would share and without an openssl binary.
 */

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts);

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

/** YYMMDDHHMMSSZ, the UTCTime form a certificate's validity uses up to 2049. */
function utcTime(at: Date): Buffer {
  const text = at.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`, 'ascii'));
}

const ECDSA_WITH_SHA256 = sequence(objectId('1.2.840.10045.4.3.2'));
const COMMON_NAME = '2.5.4.3';
const SUBJECT_ALT_NAME = '2.5.29.17';
const DAY_MS = 86_400_000;

function commonName(name: string): Buffer {
  return sequence(der(0x31, sequence(objectId(COMMON_NAME), der(0x0c, Buffer.from(name)))));
}

/** Subject alternative names: DNS localhost and IP 127.0.0.1. */
function altNames(): Buffer {
  const names = sequence(
    der(0x82, Buffer.from('localhost')),
    der(0x87, Buffer.from([127, 0, 0, 1])),
  );
  return der(0xa3, sequence(sequence(objectId(SUBJECT_ALT_NAME), der(0x04, names))));
}

export interface SelfSigned {
  key: string;
  cert: string;
}

export function selfSignedCertificate(now = new Date()): SelfSigned {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f; // a positive INTEGER
  const name = commonName('localhost');
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(
      utcTime(new Date(now.getTime() - DAY_MS)),
      utcTime(new Date(now.getTime() + 365 * DAY_MS)),
    ),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    altNames(),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/(.{64})/g, '$1\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
  };
}
