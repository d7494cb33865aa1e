import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { StatementCache } from './database';
import type { DB } from './schema';
import type { TenantTx } from './tenant-scope';

/** Where one parameter of a prepared query is found in the values of a call. */
class Slot {
  constructor(readonly path: readonly (string | number)[]) {}

  read(values: unknown): unknown {
    let value = values;
    for (const step of this.path) value = (value as Record<string | number, unknown>)[step];
    // Kysely leaves out an undefined column; a prepared text has it, so it is bound as NULL.
    return value === undefined ? null : value;
  }
}

/** The values of a call with every leaf replaced by the Slot that names where it sits. */
function slotsFor(values: unknown, path: readonly (string | number)[] = []): unknown {
  if (Array.isArray(values)) return values.map((value, index) => slotsFor(value, [...path, index]));
  if (
    typeof values === 'object' &&
    values !== null &&
    Object.getPrototypeOf(values) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, slotsFor(value, [...path, key])]),
    );
  }
  return new Slot(path);
}

interface Prepared {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * A statement on the hot path of a money call, built and compiled once per engine and shape
 * instead of on every call (decision 019). Building and compiling a query costs Kysely several
 * times what SQLite needs to run a small prepared statement, and a transfer runs thirteen.
 *
 * `build` is called once, with the values' leaves and the tenant replaced by placeholders: it
 * may use the values only as values, never branch on them, since its text is reused for every
 * later call. What changes the text (the number of rows in a multi-row insert, the length of an
 * IN list) must be in `shapeOf`.
 */
export function preparedQuery<V extends object, R>(
  build: (trx: Kysely<DB>, values: V, tenantId: string) => Compilable<R>,
  shapeOf: (values: V) => string | number = () => '',
): (t: TenantTx, values: V) => Promise<QueryResult<R>> {
  const byShape = new Map<string, Prepared>();
  return (t, values) => {
    const call = { values, tenantId: t.tenantId };
    const shape = `${t.engine}:${shapeOf(values)}`;
    let prepared = byShape.get(shape);
    if (prepared === undefined) {
      const slots = slotsFor(call) as typeof call;
      prepared = build(t.trx, slots.values, slots.tenantId).compile();
      byShape.set(shape, prepared);
    }
    const parameters = prepared.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter.read(call) : parameter,
    );
    if (t.statements) return runOn<R>(t.statements, prepared.sql, parameters);
    return t.trx.executeQuery<R>(CompiledQuery.raw(prepared.sql, parameters));
  };
}

/**
 * SQLite: runs the text on the transaction's own connection as Kysely's driver would, without
 * the executor's layers of promises around it, which cost more than a small statement itself.
 */
function runOn<R>(
  statements: StatementCache,
  text: string,
  parameters: readonly unknown[],
): Promise<QueryResult<R>> {
  const statement = statements.prepare(text);
  if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
  const { changes } = statement.run(parameters);
  return Promise.resolve({ rows: [], numAffectedRows: BigInt(changes) });
}
