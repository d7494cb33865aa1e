import type { FastifyInstance } from 'fastify';
import type { ApprovalType } from './approvals/approval-type';
import type { AreaListeners } from './area-events';
import type { ConfigKeySpec } from './config/config-key';
import type { Migration } from './db/migration';
import type { TenantTx } from './db/tenant-scope';
import type { DemoTenant } from './demo/demo-tenants';
import type { CloseOfBusinessStep } from './eod/close-of-business-step';
import { DomainError } from './errors/domain-error';
import type { ErrorSpecs } from './errors/error-registry';
import type { GlPart } from './gl/gl-chart';
import type { AppServices, Handler, Handlers, OperationId } from './http/operation';

/** What a demo seed step may need besides the tenant's transaction. */
export interface DemoSeedContext {
  readonly now: Date;
  /** The hash of the demo users' shared password, made once for every tenant (argon2 is slow). */
  passwordHash(): Promise<string>;
}

/**
 * One area of the product, as the server sees it: the operations it serves, the schema steps it
 * brings, its part of the demo data, and what it adds to the catalogues every area adds to (error
 * codes, the chart and GL events, approval types, configuration keys, events it listens for).
 * server/areas.ts names every area once and everything else is derived from that list, so adding
 * an area touches its own folders and that one line (with the contract and the list of pages).
 */
export interface Area {
  readonly name: string;
  /** The error codes the area answers with, each declared by one area (errors/error-registry.ts). */
  readonly errors?: ErrorSpecs;
  readonly handlers?: Partial<Handlers>;
  /** The accounts of the demo chart the area posts to, and its GL events (gl/gl-chart.ts). */
  readonly gl?: GlPart;
  /** What the area does when another tells it something (area-events.ts), instead of imports. */
  readonly listens?: AreaListeners;
  /** The entries of the tenant's configuration that belong to the area (config/config-key.ts). */
  readonly config?: readonly ConfigKeySpec[];
  /** The operation types of the area that can wait for a checker (approvals/approval-type.ts). */
  readonly approvalTypes?: readonly ApprovalType[];
  /** Schema steps, named NNNN-title; every area's steps run in the order of their numbers. */
  readonly migrations?: readonly Migration[];
  /**
   * Seeds this area's demo data for one tenant. It runs at every start with demo data on, after
   * the areas before it in the list, so it skips what the tenant already has.
   */
  readonly seedDemo?: (t: TenantTx, tenant: DemoTenant, ctx: DemoSeedContext) => Promise<void>;
  /** True for an area of the contract not built yet: its operations answer 501 (laterArea). */
  readonly later?: boolean;
  /**
   * Routes outside the contract, under /api: what an outside system calls in its own protocol
   * (the NIP switch's inward messages). Each route checks its caller itself.
   */
  readonly routes?: (api: FastifyInstance, services: AppServices) => void;
  /**
   * The area's steps of the close of business (eod/close-of-business-step.ts); the run takes them
   * in the order of policies/eod-steps.ts, whichever area brings them.
   */
  readonly closeOfBusiness?: readonly CloseOfBusinessStep[];
  /**
   * Work the server does on its own (status queries of sent transfers): started with the app,
   * stopped before it closes. Whatever it does must survive a restart from the database alone.
   */
  readonly background?: (services: AppServices) => BackgroundWork;
}

export interface BackgroundWork {
  /** Wakes the work now, instead of at its next tick (after a commit that gave it something). */
  nudge(): void;
  /** Stops taking new work and waits for the work in flight. */
  stop(): Promise<void>;
}

/**
 * An area whose operations are in the contract but not built yet: they are bound like every
 * other operation (access is enforced, the contract validated) and answer 501 until it lands.
 */
export function laterArea(
  name: string,
  operations: readonly OperationId[],
  parts: Pick<Area, 'gl' | 'approvalTypes'> = {},
): Area {
  const stub: Handler = async () => {
    throw new DomainError('not_implemented', `${name}: this area is not available yet.`);
  };
  const handlers = Object.fromEntries(operations.map((id) => [id, stub]));
  return { name, later: true, handlers, ...parts };
}

/** Every area's handlers in one map; an operation that two areas both claim is a build error. */
export function handlersOf(areas: readonly Area[]): Partial<Handlers> {
  const owners = new Map<string, string>();
  const handlers: Record<string, Handler> = {};
  for (const area of areas) {
    for (const [id, handler] of Object.entries(area.handlers ?? {})) {
      const owner = owners.get(id);
      if (owner) throw new Error(`${id} is served by both ${owner} and ${area.name}.`);
      owners.set(id, area.name);
      handlers[id] = handler as Handler;
    }
  }
  return handlers as Partial<Handlers>;
}

/** Every area's migrations in the order of their numbers, which must be unique. */
export function migrationsOf(areas: readonly Area[]): Migration[] {
  const all = areas.flatMap((area) => area.migrations ?? []);
  const sorted = [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  sorted.forEach((migration, index) => {
    const number = migration.name.slice(0, 4);
    if (!/^\d{4}-/.test(migration.name) || sorted[index + 1]?.name.slice(0, 4) === number) {
      throw new Error(`Migration ${migration.name} needs a number of its own (NNNN-title).`);
    }
  });
  return sorted;
}
