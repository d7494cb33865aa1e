import type { FastifyBaseLogger } from 'fastify';
import type { operations } from '../../api/schema.gen';
import type { Db } from '../db/database';
import type { TenantTx } from '../db/tenant-scope';
import type { Principal } from '../request/principal';
import type { TokenService } from '../request/token.service';
import type { OperationSpec } from './contract';

export type OperationId = keyof operations;

/** What every handler can reach besides its request. */
export interface AppServices {
  readonly db: Db;
  readonly tokens: TokenService;
  /** The vendor public keys that a license must be signed with. */
  readonly licenseKeys: readonly string[];
  /** The server's clock; tests move it. */
  readonly now: () => Date;
}

/**
 * What the audit log says about this call; handlers fill in target and summary. A change is
 * kept as its request body unless the handler notes the record before and after (decision 078).
 */
export interface AuditNote {
  target?: string | null;
  summary?: string;
  /** The kind of record acted on, when the operation's path does not say it (`/auth/...`). */
  entity?: string;
  /** The record as it was; an update notes it, a creation leaves it out. */
  before?: unknown;
  /** The record as stored; without it the request body stands for it. */
  after?: unknown;
}

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? JsonBody<NonNullable<R>>
  : undefined;
type Parameters<Op extends OperationId> = operations[Op]['parameters'];

export interface OperationContext<Op extends OperationId = OperationId> {
  readonly op: OperationSpec;
  readonly services: AppServices;
  readonly log: FastifyBaseLogger;
  readonly ip: string;
  readonly now: Date;
  /** The signed-in caller; null only for operations without security (login, health). */
  readonly principal: Principal | null;
  /** The tenant transaction of the request; null only for health. */
  readonly tx: TenantTx | null;
  readonly body: RequestBody<Op>;
  readonly params: Parameters<Op> extends { path: infer P } ? P : Record<string, never>;
  readonly query: Parameters<Op> extends { query?: infer Q }
    ? NonNullable<Q>
    : Record<string, never>;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly audit: AuditNote;
}

/** A handler's answer; error statuses may be answered too when they must commit (failed sign-in). */
export interface HandlerResult {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /**
   * The body already serialised (null: none), sent byte for byte: the stored first answer of an
   * idempotent call, which a retry gets unchanged even after the contract has grown.
   */
  readonly json?: string | null;
}

export type Handler<Op extends OperationId = OperationId> = (
  ctx: OperationContext<Op>,
) => Promise<HandlerResult>;

/** One handler per operationId of openapi.yaml. */
export type Handlers = { [Op in OperationId]: Handler<Op> };
export type HandlerGroup<Ops extends OperationId> = { [Op in Ops]: Handler<Op> };

/** The principal of a secured operation; the binder guarantees it, this makes the type say so. */
export function principalOf(ctx: OperationContext): Principal {
  if (!ctx.principal) throw new Error(`${ctx.op.operationId} needs a signed-in caller`);
  return ctx.principal;
}

export function txOf(ctx: OperationContext): TenantTx {
  if (!ctx.tx) throw new Error(`${ctx.op.operationId} needs a tenant transaction`);
  return ctx.tx;
}

const OUTSIDE_TRANSACTION = new WeakSet<object>();

/**
 * Marks a handler that waits on an outside system (the NIP switch): the binder opens no request
 * transaction for it (ctx.tx is null), so no lock is held while the network answers; it opens
 * its own short ones through ctx.services.db, and the binder audits the call after it.
 */
export function outsideTransaction<H extends Handler<never>>(handler: H): H {
  OUTSIDE_TRANSACTION.add(handler);
  return handler;
}

export function runsOutsideTransaction(handler: Handler): boolean {
  return OUTSIDE_TRANSACTION.has(handler);
}
