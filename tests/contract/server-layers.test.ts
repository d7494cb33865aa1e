import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Who may import whom on the server (docs/architecture.md): storage (server/db/) and the posting
 * engine (server/ledger/) know no area, so the areas import the ledger and never the reverse, and
 * a migration imports nothing that could change after it was released.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = join(ROOT, 'server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The repository-relative files a source imports; packages are left out. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)];
  return specs.map((match) => relative(ROOT, resolve(dirname(file), match[1] as string)));
}

const ALL = sources(SERVER);
const under = (folder: string) => ALL.filter((file) => relative(ROOT, file).startsWith(folder));

function offending(files: string[], allowed: (target: string) => boolean): string[] {
  return files.flatMap((file) =>
    localImports(file)
      .filter((target) => !allowed(target))
      .map((target) => `${relative(ROOT, file)} imports ${target}`),
  );
}

// The area module of the ledger names its migrations through the Area type.
const PLATFORM = [
  'server/area',
  'server/area-catalogue',
  'server/db/',
  'server/errors/',
  'server/tenancy/tenant.repository',
  'policies/',
];

describe('the server’s layers', () => {
  it('keeps storage free of every area', () => {
    expect(offending(under('server/db/'), (target) => target.startsWith('server/db/'))).toEqual([]);
  });

  it('keeps the ledger free of every area and every chart', () => {
    const allowed = (target: string) =>
      target.startsWith('server/ledger/') || PLATFORM.some((prefix) => target.startsWith(prefix));
    const ledger = under('server/ledger/').filter((file) => !file.includes('/migrations/'));
    expect(ledger.length).toBeGreaterThan(5);
    expect(offending(ledger, allowed)).toEqual([]);
  });

  it('lets no migration import live code', () => {
    const migrations = ALL.filter((file) => file.endsWith('.migration.ts'));
    expect(migrations.length).toBeGreaterThanOrEqual(11);
    const allowed = (target: string) =>
      target === 'server/db/migration' || target === 'server/db/security.sql';
    expect(offending(migrations, allowed)).toEqual([]);
  });

  it('keeps what every request needs (http/, request/) apart from the areas', () => {
    // Who is calling is read from the user, the tenant and its license: those records, no more.
    const READ_BY_EVERY_REQUEST = [
      'server/users/user.repository',
      'server/tenancy/tenant.repository',
      'server/license/license-status',
      'server/license/license-config',
    ];
    const allowed = (target: string) =>
      ['server/http/', 'server/request/', ...PLATFORM, 'api/', 'machines/'].some((prefix) =>
        target.startsWith(prefix),
      ) || READ_BY_EVERY_REQUEST.includes(target);
    const files = [...under('server/http/'), ...under('server/request/')];
    expect(files.length).toBeGreaterThan(15);
    expect(offending(files, allowed)).toEqual([]);
  });

  it('lets no module import another area’s handlers', () => {
    const folderOf = (path: string) => path.split('/').slice(0, 2).join('/');
    const crossing = ALL.flatMap((file) =>
      localImports(file)
        .filter((target) => target.endsWith('.handlers'))
        .filter((target) => folderOf(target) !== folderOf(relative(ROOT, file)))
        .map((target) => `${relative(ROOT, file)} imports ${target}`),
    );
    expect(crossing).toEqual([]);
  });

  it('lets only the app, the migration runner and the demo seed read the list of areas', () => {
    // Whatever an area imports must not read the list back: an area could then be read before
    // it is made. The catalogues built from the list take it from server/area-catalogue.ts.
    const readers = ALL.filter((file) => localImports(file).includes('server/areas')).map((file) =>
      relative(ROOT, file),
    );
    expect(readers.sort()).toEqual([
      'server/app.ts',
      'server/demo/demo-seed.ts',
      'server/migrate.ts',
    ]);
  });

  it('brings every migration through an area module', () => {
    const areaText = ALL.filter((file) => file.endsWith('.area.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unlisted = ALL.filter((file) => file.endsWith('.migration.ts'))
      .map((file) => `./migrations/${file.split('/').pop()?.replace(/\.ts$/, '')}`)
      .filter((spec) => !areaText.includes(`'${spec}'`));
    expect(unlisted).toEqual([]);
  });
});

/**
 * The text of every released migration and of the DDL helper they call, as released. A step's
 * output may never change, since databases that ran it keep what it made: a change is a new step.
 * Each area pins its own steps in `migrations/released.json` beside them (file → the first 16 hex
 * digits of its SHA-256); add a line there when a step is released.
 */
const HELPERS: Record<string, string> = {
  'server/db/security.sql.ts': '982b81787b2512ad',
};

function releasedPins(): Record<string, string> {
  const pins: Record<string, string> = { ...HELPERS };
  for (const area of readdirSync(SERVER)) {
    const file = join(SERVER, area, 'migrations', 'released.json');
    if (!existsSync(file)) continue;
    const released = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [step, hash] of Object.entries(released)) {
      pins[`server/${area}/migrations/${step}`] = hash;
    }
  }
  return pins;
}

const RELEASED = releasedPins();

describe('released migrations', () => {
  it('are exactly as they were released, with the helpers they call', () => {
    const now = Object.fromEntries(
      Object.keys(RELEASED).map((path) => [
        path,
        createHash('sha256')
          .update(readFileSync(join(ROOT, path)))
          .digest('hex')
          .slice(0, 16),
      ]),
    );
    expect(now).toEqual(RELEASED);
  });

  it('are all listed as released', () => {
    const steps = ALL.filter((file) => file.endsWith('.migration.ts')).map((file) =>
      relative(ROOT, file),
    );
    expect(steps.filter((step) => !(step in RELEASED))).toEqual([]);
  });
});
