import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
 * The text of every released migration and of the DDL helpers they call, as released. A step's
 * output may never change, since databases that ran it keep what it made: a change is a new step.
 * Add a line here when a new step is released.
 */
const RELEASED: Record<string, string> = {
  'server/tenancy/migrations/0001-foundation.migration.ts': '48184cabcd7fa6a0',
  'server/ledger/migrations/0002-ledger.migration.ts': '0d3843a81d160b6b',
  'server/customers/migrations/0003-customers.migration.ts': '748be25b2c9f41f0',
  'server/deposits/migrations/0004-deposits.migration.ts': '0cbff6d24bfc1243',
  'server/customers/migrations/0005-customer-search.migration.ts': 'be9e1f671a9f9a54',
  'server/ledger/migrations/0006-ledger-indexes.migration.ts': 'b509ed2478f87857',
  'server/deposits/migrations/0007-account-minimum-balance.migration.ts': 'b7918302bdc82ee7',
  'server/charges/migrations/0008-charges.migration.ts': 'e546804ce12f87cc',
  'server/tenancy/migrations/0009-drop-unused-columns.migration.ts': '553516a1f06c323a',
  'server/idempotency/migrations/0010-idempotency-key-owner.migration.ts': '9562d6426165c7a8',
  'server/ledger/migrations/0011-subledger-lines.migration.ts': '0ab0fef7f0d28d38',
  'server/banks/migrations/0012-banks.migration.ts': '1bd9fb70fb746cb7',
  'server/approvals/migrations/0013-approvals.migration.ts': '842096fc559ff4dd',
  'server/integrations/migrations/0014-payment-integration.migration.ts': '27bf40cbf76a1f1a',
  'server/nip-inward/migrations/0016-nip-inward.migration.ts': 'a6992effecf8aab1',
  'server/nip-transfers/migrations/0015-nip-transfers.migration.ts': '37dada90a9e73be2',
  'server/nip-recon/migrations/0017-nip-recon.migration.ts': '7ffcd6fd8bc13549',
  'server/loans/migrations/0018-loans.migration.ts': '6f47f8aff44c32e5',
  'server/credit/migrations/0019-credit.migration.ts': '1177bbc94dd4c8fb',
  'server/loans/migrations/0020-loan-provisions.migration.ts': 'f2f332303e3dcb41',
  'server/tills/migrations/0021-tills.migration.ts': 'b90c7716da3cc18b',
  'server/db/security.sql.ts': '982b81787b2512ad',
};

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
