import type { components } from '../../api/schema.gen';
import {
  identityMismatches,
  maskedIdentityNumber,
  mismatchWords,
} from '../../policies/identity-match';
import type { IdentityCheckState } from '../../policies/kyc';
import type { Db } from '../db/database';
import { newRowId } from '../db/row-id';
import { inTenant, inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  insertIdentityCheck,
  listIdentityChecks,
  type StoredIdentityCheck,
} from './identity-check.repository';
import type { IdentityLookup } from './identity-lookup';
import { findIdentityService, type IdentityServiceSettings } from './identity-service.repository';
import {
  clientSettings,
  lookUpWith,
  noAnswerWords,
  SERVICE_NAMES,
} from './identity-services.service';
import {
  findIdentitySubject,
  type IdentityKind,
  type IdentitySubject,
  identityFingerprint,
  identitySubjectInScope,
  numberOf,
} from './identity-subject';

type CustomerIdentityChecks = components['schemas']['CustomerIdentityChecks'];
type IdentityCheck = components['schemas']['IdentityCheck'];

const KINDS: readonly IdentityKind[] = ['BVN', 'NIN'];
const HOLDERS: Record<IdentityKind, string> = { BVN: "NIBSS's record", NIN: "NIMC's record" };

/** The state a check leaves, with its words, from what the service answered. */
export function checkOutcome(
  subject: IdentitySubject,
  kind: IdentityKind,
  lookup: IdentityLookup,
): Pick<StoredIdentityCheck, 'state' | 'mismatchedFields' | 'responseCode' | 'message'> {
  const holder = HOLDERS[kind];
  if (lookup.kind === 'found') {
    const differ = identityMismatches(subject.record, lookup.record);
    if (differ.length === 0) {
      return {
        state: 'MATCHED',
        mismatchedFields: [],
        responseCode: lookup.responseCode,
        message: `Name, date of birth and phone match ${holder}.`,
      };
    }
    const words = mismatchWords(differ);
    return {
      state: 'MISMATCH',
      mismatchedFields: differ,
      responseCode: lookup.responseCode,
      message: `${words.charAt(0).toUpperCase()}${words.slice(1)} from ${holder}.`,
    };
  }
  if (lookup.kind === 'not-found') {
    return {
      state: 'NOT_FOUND',
      mismatchedFields: [],
      responseCode: lookup.responseCode,
      message: `${kind === 'BVN' ? 'NIBSS' : 'NIMC'} holds no record of this ${kind}.`,
    };
  }
  const service = SERVICE_NAMES[kind === 'BVN' ? 'bvn' : 'nin'];
  return {
    state: 'UNAVAILABLE',
    mismatchedFields: [],
    responseCode: lookup.kind === 'refused' ? lookup.responseCode : null,
    message: noAnswerWords(lookup, service).slice(0, 300),
  };
}

function checkView(check: StoredIdentityCheck, current: string): IdentityCheck {
  return {
    id: check.id,
    kind: check.kind,
    state: check.state,
    mismatchedFields: [...check.mismatchedFields],
    responseCode: check.responseCode,
    message: check.message,
    checkedAt: check.checkedAt,
    checkedBy: check.checkedBy,
    stale: check.fingerprint !== current,
  };
}

/** Where each kind stands: the latest check, unless it was of an identity the customer no longer has. */
export function latestStates(
  subject: IdentitySubject,
  checks: readonly StoredIdentityCheck[],
): Record<IdentityKind, { state: IdentityCheckState; latest: StoredIdentityCheck | null }> {
  const of = (kind: IdentityKind) => {
    const latest = checks.find((check) => check.kind === kind) ?? null;
    const current = latest !== null && latest.fingerprint === identityFingerprint(subject, kind);
    return { state: current && latest ? latest.state : ('NOT_CHECKED' as const), latest };
  };
  return { BVN: of('BVN'), NIN: of('NIN') };
}

export async function identityChecksView(
  t: TenantTx,
  subject: IdentitySubject,
): Promise<CustomerIdentityChecks> {
  const checks = await listIdentityChecks(t, subject.customerId);
  const states = latestStates(subject, checks);
  const fingerprints = {
    BVN: identityFingerprint(subject, 'BVN'),
    NIN: identityFingerprint(subject, 'NIN'),
  };
  const entry = (kind: IdentityKind) => {
    const { state, latest } = states[kind];
    return {
      numberMasked: maskedIdentityNumber(numberOf(subject, kind)),
      state,
      latest: latest ? checkView(latest, fingerprints[kind]) : null,
    };
  };
  return {
    customerId: subject.customerId,
    bvn: entry('BVN'),
    nin: entry('NIN'),
    history: checks.map((check) => checkView(check, fingerprints[check.kind])),
  };
}

export async function getIdentityChecks(
  t: TenantTx,
  customerId: string,
  scope: readonly string[] | null,
): Promise<CustomerIdentityChecks> {
  return identityChecksView(t, await identitySubjectInScope(t, customerId, scope));
}

interface Caller {
  readonly tenantId: string;
  /** Who checks, by the name staff know them by (the page says "by Uche Obi"). */
  readonly name: string;
  readonly scope: readonly string[] | null;
}

/** The customer and the settings of each service their numbers need, read in one short transaction. */
async function prepareChecks(t: TenantTx, customerId: string, scope: readonly string[] | null) {
  const subject = await identitySubjectInScope(t, customerId, scope);
  const kinds = KINDS.filter((kind) => subject.individual && numberOf(subject, kind) !== null);
  if (kinds.length === 0) throw new DomainError('identity_check_nothing_to_check');
  const runs: { kind: IdentityKind; settings: IdentityServiceSettings }[] = [];
  for (const kind of kinds) {
    const settings = await findIdentityService(t, kind === 'BVN' ? 'bvn' : 'nin');
    if (settings && clientSettings(settings) !== null) runs.push({ kind, settings });
  }
  if (runs.length === 0) throw new DomainError('identity_service_not_configured');
  return { subject, runs };
}

/**
 * Checks the customer's BVN and NIN with the services set up for them: the customer and the
 * settings are read in one short transaction, the services are asked outside any (so no lock is
 * held while they answer), and each answer is stored in another.
 */
export async function runIdentityChecks(
  db: Db,
  caller: Caller,
  customerId: string,
  now: Date,
): Promise<{ view: CustomerIdentityChecks; made: StoredIdentityCheck[] }> {
  const { subject, runs } = await inTenantRead(db, caller.tenantId, (t) =>
    prepareChecks(t, customerId, caller.scope),
  );
  const lookups = await Promise.all(
    runs.map(({ kind, settings }) => lookUpWith(settings, numberOf(subject, kind) ?? '', now)),
  );
  const made: StoredIdentityCheck[] = runs.map(({ kind }, index) => ({
    id: newRowId(now.getTime()),
    kind,
    ...checkOutcome(subject, kind, lookups[index] as IdentityLookup),
    fingerprint: identityFingerprint(subject, kind),
    checkedAt: now.toISOString(),
    checkedBy: caller.name,
  }));
  const view = await inTenant(db, caller.tenantId, async (t) => {
    for (const check of made) await insertIdentityCheck(t, customerId, check);
    // Read again in this transaction: the customer may have changed while the services answered.
    const current = await findIdentitySubject(t, customerId);
    return identityChecksView(t, current ?? subject);
  });
  return { view, made };
}
