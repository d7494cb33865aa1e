import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './migration';

/** A quoted SQL identifier; role names come from configuration, never from requests. */
function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * PostgreSQL's second wall behind the tenant-scoped handle: rows are visible only to a
 * transaction whose `app.tenant_id` names their tenant. FORCE applies the policy to the table's
 * owner too, so only a superuser could read across tenants.
 */
export async function isolateTenants(
  // biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
  db: Kysely<any>,
  ctx: MigrationContext,
  table: string,
  tenantColumn = 'tenant_id',
): Promise<void> {
  if (ctx.engine !== 'postgres') return;
  const t = sql.raw(ident(table));
  const column = sql.raw(ident(tenantColumn));
  await sql`alter table ${t} enable row level security`.execute(db);
  await sql`alter table ${t} force row level security`.execute(db);
  await sql`create policy tenant_isolation on ${t}
    using (${column} = current_setting('app.tenant_id', true))
    with check (${column} = current_setting('app.tenant_id', true))`.execute(db);
}

/** Grants the app role what it may do with a table; append-only tables get no UPDATE or DELETE. */
export async function grantToApp(
  // biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
  db: Kysely<any>,
  ctx: MigrationContext,
  table: string,
  rights: 'read-write' | 'append-only',
): Promise<void> {
  if (ctx.engine !== 'postgres' || ctx.appRole === null) return;
  const list = rights === 'read-write' ? 'select, insert, update, delete' : 'select, insert';
  await sql`grant ${sql.raw(list)} on ${sql.raw(ident(table))} to ${sql.raw(ident(ctx.appRole))}`.execute(
    db,
  );
}

/** Makes the database itself refuse UPDATE and DELETE of a table's rows, on both engines. */
export async function refuseChanges(
  // biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
  db: Kysely<any>,
  ctx: MigrationContext,
  table: string,
): Promise<void> {
  const t = sql.raw(ident(table));
  if (ctx.engine === 'sqlite') {
    for (const action of ['update', 'delete']) {
      const name = sql.raw(ident(`${table}_no_${action}`));
      await sql`create trigger ${name} before ${sql.raw(action)} on ${t}
        begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
    }
    return;
  }
  await sql`create trigger ${sql.raw(ident(`${table}_append_only`))}
    before update or delete on ${t} for each row execute function refuse_change()`.execute(db);
}
