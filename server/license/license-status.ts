import type { LicenseDocument } from './license-document';
import { LicenseError, type LicenseErrorCode } from './license-error';
import { verifyLicenseKey } from './license-key';

/**
 * The statuses the server answers with. openapi.yaml allows any status text, but the console
 * (policies/license.ts LICENSE_STATUSES) knows these three, so a missing or unusable license is
 * reported as EXPIRED and the reason travels in metadata.reason instead.
 */
export type LicenseViewStatus = 'ACTIVE' | 'TRIAL' | 'EXPIRED';

/** The tenant as the server knows it; the License schema's LicenseTenant. */
export interface LicenseViewTenant {
  readonly id: string;
  readonly name: string;
  /** The tenant's processing date, YYYY-MM-DD. */
  readonly processingDate: string;
}

/**
 * LicenseMetadata in openapi.yaml: string values only. This is a type alias rather than an
 * interface so it stays assignable to the schema's string index signature.
 */
export type LicenseViewMetadata = {
  readonly processingDate: string;
  readonly licenseId?: string;
  readonly validUntil?: string;
  readonly issuedAt?: string;
  /** Why the license is not allowed; absent when it is. */
  readonly reason?: LicenseErrorCode;
};

/** The body of GET /admin/license: components.schemas.License in openapi.yaml, field for field. */
export interface LicenseView {
  readonly allowed: boolean;
  readonly verified: boolean;
  readonly tenantId: string;
  readonly status: LicenseViewStatus;
  readonly features: string[];
  readonly processingDate: string;
  readonly businessDate: string;
  readonly tenant: LicenseViewTenant;
  readonly displayName: string;
  readonly metadata: LicenseViewMetadata;
  readonly trialExpiresAt: string | null;
}

export interface LicenseEvaluationInput {
  readonly tenant: LicenseViewTenant;
  /** The tenant's stored license key, or null when none has been installed. */
  readonly key: string | null;
  readonly trustedPublicKeysPem: readonly string[];
  readonly now: Date;
}

/**
 * The view of a tenant whose license cannot be used at all: nothing from an unverified or
 * foreign document is shown, so the console never displays features or names it cannot trust.
 */
function refusedView(
  tenant: LicenseViewTenant,
  reason: LicenseErrorCode,
  verified: boolean,
  licenseId?: string,
): LicenseView {
  return {
    allowed: false,
    verified,
    tenantId: tenant.id,
    status: 'EXPIRED',
    features: [],
    processingDate: tenant.processingDate,
    businessDate: tenant.processingDate,
    tenant: { id: tenant.id, name: tenant.name, processingDate: tenant.processingDate },
    displayName: tenant.name,
    metadata: {
      processingDate: tenant.processingDate,
      ...(licenseId === undefined ? {} : { licenseId }),
      reason,
    },
    trialExpiresAt: null,
  };
}

/**
 * A license lapses after validUntil, and a trial also after trialExpiresAt. Both bounds are
 * inclusive: at exactly validUntil the license still holds, one millisecond later it does not.
 */
function hasLapsed(document: LicenseDocument, now: Date): boolean {
  const at = now.getTime();
  const trialEnded = document.trialExpiresAt !== null && at > Date.parse(document.trialExpiresAt);
  return at > Date.parse(document.validUntil) || trialEnded;
}

/** The view of a verified license for this tenant; a lapsed one keeps its features for display. */
function documentView(
  tenant: LicenseViewTenant,
  document: LicenseDocument,
  lapsed: boolean,
): LicenseView {
  return {
    allowed: !lapsed,
    verified: true,
    tenantId: tenant.id,
    status: lapsed ? 'EXPIRED' : document.status,
    features: [...document.features],
    processingDate: tenant.processingDate,
    businessDate: tenant.processingDate,
    tenant: { id: tenant.id, name: tenant.name, processingDate: tenant.processingDate },
    displayName: document.tenantName,
    metadata: {
      processingDate: tenant.processingDate,
      licenseId: document.licenseId,
      validUntil: document.validUntil,
      issuedAt: document.issuedAt,
      ...(lapsed ? { reason: 'license_expired' as const } : {}),
    },
    trialExpiresAt: document.trialExpiresAt,
  };
}

/**
 * Decides what a tenant may do with its stored license key at the given moment. It is pure:
 * the clock, the key and the trusted vendor keys all come in as input, so every branch can be
 * tested at an exact instant. Bad licenses become a refused view; only configuration faults
 * (a trusted key that is not Ed25519, an invalid clock) throw.
 */
export function evaluateLicense(input: LicenseEvaluationInput): LicenseView {
  const { tenant, key, trustedPublicKeysPem, now } = input;
  if (Number.isNaN(now.getTime())) {
    // An invalid date compares false with everything, which would make every license current.
    throw new TypeError('evaluateLicense needs a valid now');
  }
  if (key === null || key.trim() === '') {
    return refusedView(tenant, 'license_missing', false);
  }
  let document: LicenseDocument;
  try {
    document = verifyLicenseKey(key, trustedPublicKeysPem).document;
  } catch (error) {
    if (error instanceof LicenseError) {
      return refusedView(tenant, error.code, false);
    }
    throw error;
  }
  if (document.tenantId !== tenant.id) {
    return refusedView(tenant, 'license_tenant_mismatch', true, document.licenseId);
  }
  return documentView(tenant, document, hasLapsed(document, now));
}
