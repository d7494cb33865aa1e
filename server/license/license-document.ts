import { isFeature } from '../../policies/features';
import { LicenseError } from './license-error';

/** The statuses a vendor may issue; EXPIRED is never issued, only derived when a license lapses. */
export const ISSUED_LICENSE_STATUSES = ['ACTIVE', 'TRIAL'] as const;

export type IssuedLicenseStatus = (typeof ISSUED_LICENSE_STATUSES)[number];

/** The one document version this build reads and writes. */
export const LICENSE_DOCUMENT_VERSION = 1;

/**
 * Ids follow the x-tenant-id header pattern of openapi.yaml, so a license can name any tenant
 * the API accepts and nothing the API would refuse.
 */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The tenant name becomes the license's displayName, which openapi.yaml caps at 120 characters;
 * a longer name would make the server answer outside its own contract.
 */
export const MAX_TENANT_NAME_LENGTH = 120;

/** The License schema allows at most 32 features; a longer list is malformed before it is read. */
const MAX_FEATURE_ITEMS = 32;

/** Control characters have no place in a name that is shown in the console header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Date-times in UTC or with an explicit offset, to the millisecond at most, because that is the
 * precision a JavaScript Date compares at. Seconds are required so every instant has one spelling
 * per offset.
 */
const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?(?:Z|[+-](\d{2}):(\d{2}))$/;

const DOCUMENT_KEYS = [
  'v',
  'licenseId',
  'tenantId',
  'tenantName',
  'features',
  'status',
  'trialExpiresAt',
  'validUntil',
  'issuedAt',
] as const;

/** A tenant's license as the vendor signs it. */
export interface LicenseDocument {
  readonly v: 1;
  readonly licenseId: string;
  readonly tenantId: string;
  readonly tenantName: string;
  /** Known feature flags, upper-cased, unique and sorted. */
  readonly features: readonly string[];
  readonly status: IssuedLicenseStatus;
  /** Required for a TRIAL and null otherwise. */
  readonly trialExpiresAt: string | null;
  readonly validUntil: string;
  readonly issuedAt: string;
}

function malformed(message: string): LicenseError {
  return new LicenseError('license_malformed', message);
}

/**
 * Whether the text is an ISO 8601 date-time naming a real calendar instant. Date.parse alone is
 * not enough: it accepts many other spellings and rolls 30 February over into March.
 */
export function isIsoDateTime(value: string): boolean {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) {
    return false;
  }
  // Absent offset groups mean UTC; the defaults only satisfy the type checker otherwise.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetH = 0, offsetM = 0] =
    match.slice(1).map((part) => Number(part ?? 0));
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second &&
    offsetH <= 23 &&
    offsetM <= 59
  );
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw malformed(`${field} must be 1 to 64 letters, digits, '_' or '-', starting alphanumeric`);
  }
  return value;
}

function readTenantName(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.trim() !== value ||
    value === '' ||
    value.length > MAX_TENANT_NAME_LENGTH ||
    CONTROL_CHARACTERS.test(value)
  ) {
    throw malformed(
      `tenantName must be 1 to ${MAX_TENANT_NAME_LENGTH} characters, trimmed, without control characters`,
    );
  }
  return value;
}

function readDateTime(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isIsoDateTime(value)) {
    throw malformed(`${field} must be an ISO 8601 date-time such as 2026-12-31T23:59:59.999Z`);
  }
  return value;
}

/**
 * Features are compared upper-cased elsewhere in the product, so they are normalised the same
 * way here; sorting makes the canonical encoding independent of the order the vendor typed them.
 */
function readFeatures(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_FEATURE_ITEMS) {
    throw malformed(`features must be a list of at most ${MAX_FEATURE_ITEMS} feature names`);
  }
  const names = value.map((item) => {
    const name = typeof item === 'string' ? item.trim().toUpperCase() : '';
    if (!isFeature(name)) {
      throw malformed(`features holds an unknown feature: ${JSON.stringify(item)}`);
    }
    return name;
  });
  return [...new Set(names)].sort();
}

function readStatus(value: unknown): IssuedLicenseStatus {
  const status = ISSUED_LICENSE_STATUSES.find((candidate) => candidate === value);
  if (status === undefined) {
    throw malformed(`status must be one of ${ISSUED_LICENSE_STATUSES.join(', ')}`);
  }
  return status;
}

/**
 * A TRIAL without an end date would never lapse, and an ACTIVE license with one would be read
 * as a trial by clients that derive the status, so each status allows exactly one shape.
 */
function readTrialExpiresAt(value: unknown, status: IssuedLicenseStatus): string | null {
  if (status === 'ACTIVE') {
    if (value !== null) {
      throw malformed('trialExpiresAt must be null unless status is TRIAL');
    }
    return null;
  }
  return readDateTime(value, 'trialExpiresAt');
}

/**
 * A newer vendor tool may issue documents this build cannot read; that is reported apart from
 * a broken document so operators know to upgrade rather than to ask for a new license.
 */
function readVersion(value: unknown): 1 {
  if (value === LICENSE_DOCUMENT_VERSION) {
    return LICENSE_DOCUMENT_VERSION;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
    throw new LicenseError(
      'license_version_unsupported',
      `license version ${value} is not supported`,
    );
  }
  throw malformed('v must be 1');
}

/**
 * Reads an untrusted value as a license document, or throws a LicenseError saying why not.
 * Unknown fields are refused rather than ignored, so nothing signed is silently disregarded.
 */
export function parseLicenseDocument(value: unknown): LicenseDocument {
  if (!isPlainRecord(value)) {
    throw malformed('the license document must be a JSON object');
  }
  const v = readVersion(value.v);
  const unknown = Object.keys(value).filter(
    (key) => !(DOCUMENT_KEYS as readonly string[]).includes(key),
  );
  const missing = DOCUMENT_KEYS.filter((key) => !Object.hasOwn(value, key));
  if (unknown.length > 0 || missing.length > 0) {
    throw malformed(
      `unknown fields [${unknown.join(', ')}], missing fields [${missing.join(', ')}]`,
    );
  }
  const status = readStatus(value.status);
  const document: LicenseDocument = {
    v,
    licenseId: readId(value.licenseId, 'licenseId'),
    tenantId: readId(value.tenantId, 'tenantId'),
    tenantName: readTenantName(value.tenantName),
    features: readFeatures(value.features),
    status,
    trialExpiresAt: readTrialExpiresAt(value.trialExpiresAt, status),
    validUntil: readDateTime(value.validUntil, 'validUntil'),
    issuedAt: readDateTime(value.issuedAt, 'issuedAt'),
  };
  if (Date.parse(document.validUntil) <= Date.parse(document.issuedAt)) {
    throw malformed('validUntil must be later than issuedAt');
  }
  return document;
}

/**
 * The canonical JSON of a document: fields in one fixed order and no whitespace, so the same
 * document always encodes, and therefore signs, to the same bytes. The document is parsed first
 * so nothing invalid can be encoded.
 */
export function encodeLicenseDocument(document: LicenseDocument): string {
  const valid = parseLicenseDocument(document);
  const ordered: Record<string, unknown> = {};
  for (const key of DOCUMENT_KEYS) {
    ordered[key] = valid[key];
  }
  return JSON.stringify(ordered);
}
