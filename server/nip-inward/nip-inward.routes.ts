import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INWARD_CODES } from '../../policies/nip-inward';
import type { Db } from '../db/database';
import { inTenant, inTenantRead } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import type { AppServices } from '../http/operation';
import { findNipSettings } from '../integrations/payment-integration.repository';
import { NIP_SIGNATURE_HEADER, signNipBody } from '../nip/nip-client';
import {
  buildFundsTransferResponse,
  buildNameEnquiryResponse,
  buildStatusQueryResponse,
  type FundsTransferRequest,
  NIP_METHODS,
  type NipMethod,
  parseFundsTransferRequest,
  parseNameEnquiryRequest,
  parseStatusQueryRequest,
} from '../nip/nip-messages';
import { isInwardMethod, readRequest, refusalDocument } from './nip-inward.messages';
import {
  answerNameEnquiry,
  answerStatusQuery,
  creditInward,
  recordRefusal,
} from './nip-inward.service';

export const INWARD_PATH = '/nip/inward/:tenantId/:method';

const TENANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

interface InwardRoute {
  Params: { tenantId: string; method: string };
  Body: string;
}

/**
 * The switch's calls to our bank as the beneficiary bank, in NIP's own XML: outside the contract,
 * without a user, each checked by the HMAC of its body under the tenant's shared secret. The body
 * is read as text in a scope of its own, so the signature is checked over the exact bytes sent.
 */
export function nipInwardRoutes(api: FastifyInstance, services: AppServices): void {
  api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post<InwardRoute>(INWARD_PATH, (request, reply) => serve(services, request, reply));
  });
}

async function serve(
  services: AppServices,
  request: FastifyRequest<InwardRoute>,
  reply: FastifyReply,
): Promise<void> {
  const { tenantId, method } = request.params;
  const body = typeof request.body === 'string' ? request.body : '';
  const signature = request.headers[NIP_SIGNATURE_HEADER];
  const caller = await checkCaller(services.db, tenantId, body, signature).catch((error) => {
    // The caller is unproven, so no NIP answer yet, and never our JSON: "try again later".
    request.log.error({ err: error }, 'inward NIP caller check failed');
    return 'unconfigured' as const;
  });
  if (caller !== 'ok') {
    reply.code(caller === 'unconfigured' ? 503 : 401).send();
    return;
  }
  if (!isInwardMethod(method)) {
    reply.code(404).send();
    return;
  }
  const answer = await answerMessage(services, tenantId, method, body, request);
  reply.code(200).header('content-type', 'application/xml; charset=utf-8').send(answer);
}

/**
 * Whether the caller is the switch: the tenant exists, has saved a shared secret, and the body
 * is signed with it. An unknown tenant and a bad signature look the same to the caller.
 */
async function checkCaller(
  db: Db,
  tenantId: string,
  body: string,
  signature: string | string[] | undefined,
): Promise<'ok' | 'refused' | 'unconfigured'> {
  if (!TENANT_ID_PATTERN.test(tenantId)) return 'refused';
  const found = await inTenantRead(db, tenantId, async (t) => {
    const tenant = await t.trx
      .selectFrom('tenant')
      .select('id')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return tenant ? { settings: await findNipSettings(t) } : null;
  });
  if (!found) return 'refused';
  const secret = found.settings?.sharedSecret;
  if (!secret) return 'unconfigured';
  if (typeof signature !== 'string') return 'refused';
  return sameText(signature, signNipBody(secret, body)) ? 'ok' : 'refused';
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function answerMessage(
  services: AppServices,
  tenantId: string,
  method: NipMethod,
  body: string,
  request: FastifyRequest,
): Promise<string> {
  try {
    if (method === NIP_METHODS.nameEnquiry) return await nameEnquiry(services, tenantId, body);
    if (method === NIP_METHODS.statusQuery) return await statusQuery(services, tenantId, body);
    return await fundsTransfer(services, tenantId, body, request);
  } catch (error) {
    // The switch reads only NIP answers: a fault of ours is 96, and it will ask the status.
    request.log.error({ err: error, method }, 'inward NIP message failed');
    return refusalDocument(method, INWARD_CODES.systemMalfunction, {});
  }
}

async function nameEnquiry(services: AppServices, tenantId: string, body: string) {
  const read = readRequest(NIP_METHODS.nameEnquiry, body, parseNameEnquiryRequest);
  if (!read.ok) return read.answer;
  const answer = await inTenantRead(services.db, tenantId, (t) =>
    answerNameEnquiry(t, read.message),
  );
  return buildNameEnquiryResponse(answer);
}

async function statusQuery(services: AppServices, tenantId: string, body: string) {
  const read = readRequest(NIP_METHODS.statusQuery, body, parseStatusQueryRequest);
  if (!read.ok) return read.answer;
  const responseCode = await inTenantRead(services.db, tenantId, (t) =>
    answerStatusQuery(t, read.message.sessionId),
  );
  return buildStatusQueryResponse({ ...read.message, responseCode });
}

async function fundsTransfer(
  services: AppServices,
  tenantId: string,
  body: string,
  request: FastifyRequest,
) {
  const read = readRequest(NIP_METHODS.fundsTransfer, body, parseFundsTransferRequest);
  if (!read.ok) return read.answer;
  const responseCode = await creditOnce(services, tenantId, read.message);
  request.log.info(
    { sessionId: read.message.sessionId, responseCode, amountKobo: read.message.amountKobo },
    'inward NIP credit',
  );
  return buildFundsTransferResponse({ ...read.message, responseCode });
}

/**
 * One credit per session ID: a duplicate that raced past the check loses on the unique session
 * ID and its whole transaction (the posting too) rolls back. An account that turned unpayable
 * under the posting is refused, and that refusal recorded, in a transaction of its own.
 */
async function creditOnce(
  services: AppServices,
  tenantId: string,
  message: FundsTransferRequest,
): Promise<string> {
  const now = services.now();
  try {
    return await inTenant(services.db, tenantId, (t) => creditInward(t, message, now));
  } catch (error) {
    if (isUniqueViolation(error)) return INWARD_CODES.duplicate;
    if (!(error instanceof DomainError)) throw error;
    const code = refusedPostingCode(error.code);
    if (code === null) throw error;
    try {
      return await inTenant(services.db, tenantId, (t) => recordRefusal(t, message, code, now));
    } catch (again) {
      if (isUniqueViolation(again)) return INWARD_CODES.duplicate;
      throw again;
    }
  }
}

function refusedPostingCode(code: string): string | null {
  if (code === 'account_not_creditable') return INWARD_CODES.notPermitted;
  if (code === 'unknown_account') return INWARD_CODES.invalidAccount;
  return null;
}
