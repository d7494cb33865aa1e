import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-registry';
import { appendAudit } from '../request/audit-trail';
import { domainErrorBody, type ErrorBody, errorBody } from './app-error';
import { auditEvent } from './bind-operations';
import { clientFailureBody } from './framework-answers';
import { toFieldProblems } from './validation';

/** Fastify's own request errors, as the contract's error codes. */
const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'body_not_json',
    message: 'The body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'body_not_json',
    message: 'The JSON body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'The body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the body as application/json.',
  },
};

/** Every error becomes `{ status, code, message, errors? }`; nothing leaks a stack. */
export function toErrorBody(error: FastifyError | DomainError, request: FastifyRequest): ErrorBody {
  if (error instanceof DomainError) return domainErrorBody(error);
  if (error.validation) {
    return {
      ...errorBody('validation_failed', 'The request has invalid fields.'),
      errors: toFieldProblems(error.validation as never, error.validationContext ?? 'body'),
    };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return errorBody(known.code, known.message);
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return clientFailureBody(error.statusCode);
  }
  request.log.error({ err: error }, 'unexpected error');
  return errorBody('internal_error', 'Something went wrong on the server. Try again later.');
}

export function installErrorHandling(app: FastifyInstance, db: Db, now: () => Date): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const body = toErrorBody(error, request);
    request.errorCode = body.code;
    reply.code(body.status).send(body);
  });
  app.addHook('onResponse', async (request, reply) => {
    try {
      await recordFailure(db, request, reply, now());
    } catch (err) {
      request.log.warn({ err }, 'audit of a failed call not written');
    }
  });
}

/**
 * Failed calls that change state, and refused calls of any kind (401, 403, 429), of a signed-in
 * user are audited after the answer, outside the rolled-back transaction of the call itself.
 * A refusal without a verified user goes to the server's log instead (decision 021): anyone can
 * send one naming any tenant, so in the tenant's audit log it would be noise without limit.
 * Sign-in writes its own failures, which throttling counts.
 */
async function recordFailure(db: Db, request: FastifyRequest, reply: FastifyReply, at: Date) {
  const op = request.operation;
  const status = reply.statusCode;
  if (!op || request.audited || status < 400) return;
  if (op.method === 'get' && ![401, 403, 429].includes(status)) return;
  const principal = request.principal;
  if (!principal) {
    logRefusalWithoutUser(request, op.operationId, status);
    return;
  }
  await inTenant(db, principal.tenant.id, async (t) => {
    await appendAudit(t, auditEvent(op, request, {}, status, request.errorCode ?? null), at);
  });
}

/** Longest tenant header the log keeps: the header is whatever the caller sent. */
const MAX_LOGGED_TENANT_LENGTH = 64;

function logRefusalWithoutUser(request: FastifyRequest, operationId: string, status: number) {
  const tenant = request.headers['x-tenant-id'];
  request.log.info(
    {
      operationId,
      statusCode: status,
      errorCode: request.errorCode ?? null,
      ip: request.ip,
      tenantHeader: typeof tenant === 'string' ? tenant.slice(0, MAX_LOGGED_TENANT_LENGTH) : null,
    },
    'refused without a signed-in user',
  );
}
