import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, sourceFiles } from '../../tests/support/import-graph';

// The stand-in shares nothing with the console but the wire (decision 039): a builder, parser or
// rule borrowed from server/ or policies/ would agree with the console's mistakes instead of
// catching them. This reads every import of every file under stand-ins/ and of the fixtures'
// helper (with the import reader the other layer tests use), and fails on one that reaches into
// either folder.

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '../..');
const FORBIDDEN = ['server', 'policies'];

function reachesForbidden(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return false;
  const target = relative(REPO, resolve(dirname(file), specifier));
  return FORBIDDEN.some((folder) => target === folder || target.startsWith(`${folder}/`));
}

describe('what the stand-in imports', () => {
  it('tells a path into server/ or policies/ from any other', () => {
    const file = join(HERE, 'any.ts');
    expect(reachesForbidden(file, ['..', '..', 'server', 'nip', 'nip-client'].join('/'))).toBe(
      true,
    );
    expect(reachesForbidden(file, ['..', '..', 'policies', 'money'].join('/'))).toBe(true);
    expect(reachesForbidden(file, './server-like')).toBe(false);
    expect(reachesForbidden(file, 'fast-xml-parser')).toBe(false);
  });

  it('takes nothing from server/ or policies/', () => {
    const files = [
      ...sourceFiles(resolve(REPO, 'stand-ins')),
      resolve(REPO, 'tests/fixtures/nip/fixtures.ts'),
    ];
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => reachesForbidden(file, specifier))
        .map((specifier) => `${relative(REPO, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
