import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityTypeOfPath, redactSecrets } from '../../policies/audit-changes';
import { inTenant, inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { enforceAccess } from '../request/access';
import { appendAudit } from '../request/audit-trail';
import { authenticate } from '../request/authenticate';
import { completeKey } from '../request/idempotency.repository';
import { claimKey, inProgress, KeyGate, requestHash } from '../request/idempotency.service';
import type { Principal } from '../request/principal';
import type { Contract, OperationSpec } from './contract';
import { compileSerializersOnFirstUse } from './lazy-serializers';
import type {
  AppServices,
  AuditNote,
  Handler,
  HandlerResult,
  Handlers,
  OperationContext,
} from './operation';
import { runsOutsideTransaction } from './operation';
import { createValidators, nulCharacterProblems } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal | null;
    operation?: OperationSpec;
    /** Set once the call's audit event is written, so failures are not written twice. */
    audited?: boolean;
    /** The error code of a failed call, for its audit event. */
    errorCode?: string;
  }
}

/**
 * Binds every operation of the contract to its handler by operationId. Fastify validates each
 * request against the operation's schemas and serialises each answer with its response schema;
 * authentication, tenancy and access run before validation so that an unknown caller learns
 * nothing about the shape of a call.
 */
export function bindOperations(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers,
  services: AppServices,
): void {
  assertHandlersMatch(contract, handlers);
  const validators = createValidators(contract.sharedSchema);
  const keys = new KeyGate();
  app.addSchema(contract.sharedSchema);
  compileSerializersOnFirstUse(app, contract.sharedSchema as { $id: string });
  app.setValidatorCompiler(({ schema, httpPart }) => validators.compile(schema, httpPart));
  for (const op of contract.operations) {
    const handler = handlers[op.operationId as keyof Handlers] as Handler;
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: op.url,
      schema: op.schema,
      ...(op.bodyLimit !== null && { bodyLimit: op.bodyLimit }),
      onRequest: async (request) => {
        request.operation = op;
        request.principal = op.secured ? await admit(services, op, request) : null;
      },
      // After the schema: the one rule about text that JSON Schema cannot say for every field.
      preHandler: async (request) => refuseNulCharacters(request),
      handler: (request, reply) => runHandler(services, keys, op, handler, request, reply),
    });
  }
}

/** Every operation has a handler and every handler an operation; anything else is a bug. */
export function assertHandlersMatch(contract: Contract, handlers: object): void {
  const ids = new Set(contract.operations.map((op) => op.operationId));
  const missing = [...ids].filter((id) => !(id in handlers));
  const extra = Object.keys(handlers).filter((id) => !ids.has(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Handlers do not match openapi.yaml: missing ${missing.join(', ') || 'none'}; without an operation ${extra.join(', ') || 'none'}`,
    );
  }
}

function refuseNulCharacters(request: FastifyRequest): void {
  const { body, query, params } = request;
  const problems = nulCharacterProblems({ body, query, params });
  if (problems.length > 0) {
    throw new DomainError('validation_failed', undefined, problems);
  }
}

async function admit(
  services: AppServices,
  op: OperationSpec,
  request: FastifyRequest,
): Promise<Principal> {
  const principal = await authenticate(services, request, services.now());
  // Known before the checks below, so a refused call is audited with who made it.
  request.principal = principal;
  const header = request.headers['x-tenant-id'];
  // A missing header is left to the schema, which answers 400 naming the field.
  if (typeof header === 'string' && header !== principal.tenant.id) {
    throw new DomainError(
      'tenant_mismatch',
      'The x-tenant-id header does not match the tenant you signed in to.',
    );
  }
  enforceAccess(op, principal);
  return principal;
}

async function runHandler(
  services: AppServices,
  keys: KeyGate,
  op: OperationSpec,
  handler: Handler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const now = services.now();
  const audit: AuditNote = {};
  const principal = request.principal ?? null;
  const context = (tx: TenantTx | null): OperationContext => ({
    op,
    services,
    log: request.log,
    ip: request.ip,
    now,
    principal,
    tx,
    body: request.body as never,
    params: request.params as never,
    query: request.query as never,
    headers: request.headers,
    audit,
  });
  const tenantId = principal?.tenant.id ?? (request.headers['x-tenant-id'] as string | undefined);
  const key = op.idempotent ? (request.headers['idempotency-key'] as string) : null;
  let result: HandlerResult;
  if (op.tenantScoped && tenantId && key) {
    const serialize = (answer: HandlerResult) =>
      answer.body === undefined
        ? null
        : String(reply.serializeInput(answer.body as Record<string, unknown>, `${answer.status}`));
    result = await runOnce(
      services,
      keys,
      op,
      request,
      { tenantId, key, serialize },
      async (tx) => {
        const answer = await handler(context(tx));
        await appendAudit(tx, auditEvent(op, request, audit, answer.status, null), now);
        return answer;
      },
    );
  } else if (op.tenantScoped && tenantId && runsOutsideTransaction(handler)) {
    result = await handler(context(null));
    if (op.method !== 'get' && principal !== null) {
      const event = auditEvent(op, request, audit, result.status, null);
      await inTenant(services.db, tenantId, (tx) => appendAudit(tx, event, now));
    }
  } else if (op.tenantScoped && tenantId) {
    const scope = op.method === 'get' ? inTenantRead : inTenant;
    result = await scope(services.db, tenantId, async (tx) => {
      const answer = await handler(context(tx));
      // Signed-in changes are audited here, in their own transaction; sign-in, the one
      // change without a principal, writes its own events because throttling counts them.
      if (op.method !== 'get' && principal !== null) {
        await appendAudit(tx, auditEvent(op, request, audit, answer.status, null), now);
      }
      return answer;
    });
  } else {
    result = await handler(context(null));
  }
  if (op.method !== 'get') request.audited = true;
  send(reply, result);
}

/**
 * Runs a money-moving call at most once per Idempotency-Key. The key is claimed, the work done
 * and the answer stored in one transaction, so either all of it commits or none of it does (one
 * commit per call). A retry of a finished key answers the stored result and runs nothing.
 */
async function runOnce(
  services: AppServices,
  keys: KeyGate,
  op: OperationSpec,
  request: FastifyRequest,
  {
    tenantId,
    key,
    serialize,
  }: { tenantId: string; key: string; serialize: (answer: HandlerResult) => string | null },
  work: (tx: TenantTx) => Promise<HandlerResult>,
): Promise<HandlerResult> {
  if (!keys.enter(tenantId, key)) throw inProgress();
  try {
    const hash = requestHash(op.operationId, request.params, request.body);
    const now = services.now();
    return await inTenant(services.db, tenantId, async (tx) => {
      await keys.purgeIfDue(tx, now);
      const userId = request.principal?.user.id ?? '';
      const claim = await claimKey(tx, key, { operationId: op.operationId, hash, userId }, now);
      if (claim.kind === 'replay') return { status: claim.status, json: claim.json };
      const answer = await work(tx);
      // Stored as sent (through the response schema), so a retry gets exactly the same bytes.
      const json = serialize(answer);
      if (!(await completeKey(tx, key, { status: answer.status, body: json }))) {
        throw new Error(`Idempotency-Key ${key} was not this call's claim.`);
      }
      return { ...answer, json };
    });
  } finally {
    keys.leave(tenantId, key);
  }
}

function send(reply: FastifyReply, result: HandlerResult): void {
  reply.code(result.status);
  if (result.headers) reply.headers(result.headers);
  if (result.json !== undefined) {
    if (result.json === null) reply.send();
    else reply.type('application/json; charset=utf-8').send(result.json);
  } else if (result.body === undefined) reply.send();
  else reply.send(result.body);
}

/** The audit event of a call, from the request and what its handler noted. */
export function auditEvent(
  op: OperationSpec,
  request: FastifyRequest,
  note: AuditNote,
  statusCode: number,
  errorCode: string | null,
) {
  const principal = request.principal ?? null;
  const params = request.params as Record<string, string> | undefined;
  const outcome: 'success' | 'failure' = statusCode < 400 ? 'success' : 'failure';
  return {
    userId: principal?.user.id ?? null,
    username: principal?.user.username ?? null,
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    target: note.target ?? params?.id ?? params?.key ?? null,
    summary:
      note.summary ??
      `${op.operationId} ${outcome === 'success' ? 'succeeded' : `failed: ${errorCode ?? statusCode}`}`,
    ip: request.ip,
    outcome,
    statusCode,
    errorCode,
    entityType: note.entity ?? entityTypeOfPath(op.path),
    entityId: note.target ?? params?.id ?? params?.key ?? null,
    changes: keptChanges(op, request, note, outcome),
  };
}

/** A successful change's before and after, secrets hidden; reads and failures keep none. */
function keptChanges(
  op: OperationSpec,
  request: FastifyRequest,
  note: AuditNote,
  outcome: 'success' | 'failure',
) {
  if (op.method === 'get' || outcome === 'failure') return null;
  const after = 'after' in note ? note.after : (request.body ?? null);
  return { before: redactSecrets(note.before ?? null), after: redactSecrets(after) };
}
