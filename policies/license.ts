import { isRecord, textOrNull } from './raw-value';

/** The tenant named in a license response. */
export interface LicenseTenant {
  readonly id: string | null;
  readonly name: string | null;
  readonly processingDate: string | null;
}

/** The license as the console keeps it (SPEC.md section 3). */
export interface License {
  readonly allowed: boolean;
  readonly verified: boolean;
  readonly tenantId: string | null;
  readonly status: string | null;
  /** Upper-cased and unique; features this build does not know are kept, not dropped. */
  readonly features: readonly string[];
  readonly processingDate: string | null;
  readonly businessDate: string | null;
  readonly tenant: LicenseTenant | null;
  readonly displayName: string | null;
  readonly metadata: { readonly processingDate: string | null; readonly [field: string]: unknown };
  readonly trialExpiresAt: string | null;
}

export const LICENSE_STATUSES = ['ACTIVE', 'TRIAL', 'EXPIRED'] as const;

/** Feature flags are compared upper-cased; blanks and non-text are dropped, duplicates merged. */
export function normaliseFeatures(list: unknown): string[] {
  if (!Array.isArray(list)) {
    return [];
  }
  const texts = list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== '');
  return [...new Set(texts)];
}

function tenantOf(value: unknown): LicenseTenant | null {
  if (!isRecord(value)) {
    return null;
  }
  return {
    id: textOrNull(value.id),
    name: textOrNull(value.name),
    processingDate: textOrNull(value.processingDate),
  };
}

/**
 * Normalises GET /admin/license. The response may be wrapped as { value: {...} }. Only a literal
 * true counts as allowed or verified, so a malformed response never unlocks anything.
 */
export function normaliseLicense(raw: unknown): License {
  const body = isRecord(raw) && isRecord(raw.value) ? raw.value : isRecord(raw) ? raw : {};
  const metadata = isRecord(body.metadata) ? body.metadata : {};
  return {
    allowed: body.allowed === true,
    verified: body.verified === true,
    tenantId: textOrNull(body.tenantId),
    status: textOrNull(body.status)?.toUpperCase() ?? null,
    features: normaliseFeatures(body.features),
    processingDate: textOrNull(body.processingDate),
    businessDate: textOrNull(body.businessDate),
    tenant: tenantOf(body.tenant),
    displayName: textOrNull(body.displayName),
    metadata: { ...metadata, processingDate: textOrNull(metadata.processingDate) },
    trialExpiresAt: textOrNull(body.trialExpiresAt),
  };
}

type StatusInput = Pick<License, 'allowed' | 'status' | 'trialExpiresAt'>;

/**
 * The license status badge (SPEC.md section 4): the explicit status if given, upper-cased;
 * otherwise EXPIRED if not allowed, TRIAL if a trial expiry exists, else ACTIVE.
 */
export function licenseStatus(license: StatusInput): string {
  const explicit = license.status?.trim().toUpperCase();
  if (explicit) {
    return explicit;
  }
  if (!license.allowed) {
    return 'EXPIRED';
  }
  return license.trialExpiresAt ? 'TRIAL' : 'ACTIVE';
}

/** The status badge is highlighted when the license is not allowed or is a trial. */
export function isLicenseHighlighted(license: StatusInput): boolean {
  return !license.allowed || licenseStatus(license) === 'TRIAL';
}

/** The 'License inactive.' banner shows while the license is not allowed. */
export function isLicenseInactive(license: Pick<License, 'allowed'>): boolean {
  return !license.allowed;
}

/**
 * The processing date the header shows: the license's own, else the one in its metadata, else the
 * tenant's, else the business date. The spec lists all four places without ranking them; the
 * most specific comes first.
 */
export function licenseProcessingDate(license: License): string | null {
  return (
    license.processingDate ??
    license.metadata.processingDate ??
    license.tenant?.processingDate ??
    license.businessDate
  );
}
