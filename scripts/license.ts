import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FEATURES, isFeature } from '../policies/features';
import {
  type IssuedLicenseStatus,
  isIsoDateTime,
  type LicenseDocument,
  parseLicenseDocument,
} from '../server/license/license-document';
import { LicenseError } from '../server/license/license-error';
import {
  generateVendorKeyPair,
  signLicense,
  verifyLicenseKey,
} from '../server/license/license-key';

/**
 * The vendor's license tool: makes the signing key pair, issues signed license keys for tenants
 * and checks a key the way the server will. Run as `npm run license -- <command>`.
 */

const USAGE = `Usage: npm run license -- <command> [options]

Commands:
  keygen --out <dir>
      Writes vendor-private.pem (mode 0600) and vendor-public.pem into <dir>.
      Refuses to overwrite either file.

  issue --key <private.pem> --tenant <id> --name <tenant name>
        --features <ACCOUNTS,LOANS,...|ALL> --valid-until <YYYY-MM-DD|ISO date-time>
        [--trial-expires-at <YYYY-MM-DD|ISO date-time>] [--status ACTIVE|TRIAL]
        [--license-id <id>]
      Prints the signed license key. A bare date means the end of that day, UTC.
      The status defaults to TRIAL when --trial-expires-at is given, else ACTIVE.

  verify --public <public.pem> [--public <other.pem> ...] --key <license key>
      Prints the decoded document and OK, or the error code and exits 1.

Features: ${FEATURES.join(', ')}
`;

/** A mistake in how the tool was called: reported with a hint to read the usage. */
class UsageError extends Error {}

const PRIVATE_KEY_FILE = 'vendor-private.pem';
const PUBLIC_KEY_FILE = 'vendor-public.pem';
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readTextFile(path: string, flag: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`cannot read ${flag} file: ${reason}`);
  }
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') {
    throw new UsageError(`${flag} is required`);
  }
  return value;
}

/**
 * A bare date is read as the whole of that day, so "valid until 2026-12-31" still works on the
 * 31st. Everything is stored in UTC so one license reads the same on every server.
 */
function toDateTime(value: string, flag: string): string {
  const text = BARE_DATE.test(value) ? `${value}T23:59:59.999Z` : value;
  if (!isIsoDateTime(text)) {
    throw new UsageError(`${flag} must be YYYY-MM-DD or an ISO date-time, not ${value}`);
  }
  return new Date(text).toISOString();
}

function toFeatures(value: string): string[] {
  if (value.trim().toUpperCase() === 'ALL') {
    return [...FEATURES];
  }
  const names = value
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isFeature(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown features: ${unknown.join(', ')} (known: ${FEATURES.join(', ')})`);
  }
  if (names.length === 0) {
    throw new UsageError('--features needs at least one feature, or ALL');
  }
  return names;
}

function toStatus(value: string | undefined, trialExpiresAt: string | null): IssuedLicenseStatus {
  const status = (value ?? (trialExpiresAt === null ? 'ACTIVE' : 'TRIAL')).trim().toUpperCase();
  if (status !== 'ACTIVE' && status !== 'TRIAL') {
    throw new UsageError(`--status must be ACTIVE or TRIAL, not ${value}`);
  }
  if (status === 'TRIAL' && trialExpiresAt === null) {
    throw new UsageError('a TRIAL license needs --trial-expires-at');
  }
  if (status === 'ACTIVE' && trialExpiresAt !== null) {
    throw new UsageError('--trial-expires-at is only for TRIAL licenses');
  }
  return status;
}

function keygen(args: readonly string[]): void {
  const { values } = parseArgs({
    args: [...args],
    options: { out: { type: 'string' } },
    strict: true,
  });
  const dir = required(values.out, '--out');
  const privatePath = join(dir, PRIVATE_KEY_FILE);
  const publicPath = join(dir, PUBLIC_KEY_FILE);
  // Both are checked before either is written, so a refusal never leaves half a key pair behind.
  const existing = [privatePath, publicPath].filter((path) => existsSync(path));
  if (existing.length > 0) {
    throw new UsageError(`refusing to overwrite ${existing.join(' and ')}`);
  }
  const pair = generateVendorKeyPair();
  mkdirSync(dir, { recursive: true });
  // The 'wx' flag also refuses a file that appeared since the check above.
  writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
  writeFileSync(publicPath, pair.publicKeyPem, { mode: 0o644, flag: 'wx' });
  process.stdout.write(`Wrote ${privatePath} (keep it secret) and ${publicPath}\n`);
}

const ISSUE_OPTIONS = {
  key: { type: 'string' },
  tenant: { type: 'string' },
  name: { type: 'string' },
  features: { type: 'string' },
  'valid-until': { type: 'string' },
  'trial-expires-at': { type: 'string' },
  status: { type: 'string' },
  'license-id': { type: 'string' },
} as const;

function issue(args: readonly string[]): void {
  const { values } = parseArgs({ args: [...args], options: ISSUE_OPTIONS, strict: true });
  const privateKeyPem = readTextFile(required(values.key, '--key'), '--key');
  const trialText = values['trial-expires-at'];
  const trialExpiresAt =
    trialText === undefined ? null : toDateTime(trialText, '--trial-expires-at');
  const candidate = {
    v: 1,
    licenseId: values['license-id'] ?? randomUUID(),
    tenantId: required(values.tenant, '--tenant'),
    tenantName: required(values.name, '--name').trim(),
    features: toFeatures(required(values.features, '--features')),
    status: toStatus(values.status, trialExpiresAt),
    trialExpiresAt,
    validUntil: toDateTime(required(values['valid-until'], '--valid-until'), '--valid-until'),
    issuedAt: new Date().toISOString(),
  };
  if (Date.parse(candidate.validUntil) <= Date.now()) {
    // The document rules would only say validUntil is before issuedAt; say what the vendor did.
    throw new UsageError(`--valid-until ${candidate.validUntil} is already in the past`);
  }
  // The document rules (id pattern, name length, dates in order) are the server's; reuse them.
  const document: LicenseDocument = parseLicenseDocument(candidate);
  process.stdout.write(`${signLicense(document, privateKeyPem)}\n`);
}

function verify(args: readonly string[]): void {
  const { values } = parseArgs({
    args: [...args],
    options: { public: { type: 'string', multiple: true }, key: { type: 'string' } },
    strict: true,
  });
  const publicPaths = values.public ?? [];
  if (publicPaths.length === 0) {
    throw new UsageError('--public is required');
  }
  const trusted = publicPaths.map((path) => readTextFile(path, '--public'));
  const { document } = verifyLicenseKey(required(values.key, '--key'), trusted);
  process.stdout.write(`${JSON.stringify(document, null, 2)}\nOK\n`);
  if (Date.now() > Date.parse(document.validUntil)) {
    // The signature is fine, but the server would refuse the license; say so to spare a search.
    process.stderr.write(`warning: validUntil ${document.validUntil} has passed\n`);
  }
}

// A Map rather than an object literal, so a command named like toString finds nothing.
const COMMANDS: ReadonlyMap<string, (args: readonly string[]) => void> = new Map([
  ['keygen', keygen],
  ['issue', issue],
  ['verify', verify],
]);

/** parseArgs reports unknown or incomplete options as TypeErrors with an ERR_PARSE_ARGS_ code. */
function isParseArgsError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS_')
  );
}

function report(error: unknown): number {
  if (error instanceof LicenseError) {
    process.stderr.write(`${error.code}: ${error.message}\n`);
  } else if (error instanceof UsageError || isParseArgsError(error)) {
    process.stderr.write(`error: ${error.message}\nRun with --help for usage.\n`);
  } else {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  return 1;
}

function main(argv: readonly string[]): number {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const run = command === undefined ? undefined : COMMANDS.get(command);
  if (run === undefined) {
    process.stderr.write(
      `${command === undefined ? 'no command given' : `unknown command: ${command}`}\n\n${USAGE}`,
    );
    return 1;
  }
  try {
    run(rest);
    return 0;
  } catch (error) {
    return report(error);
  }
}

process.exitCode = main(process.argv.slice(2));
