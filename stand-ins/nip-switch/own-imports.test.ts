import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The stand-in shares nothing with the console but the wire (decision 039): a builder, parser or
// rule borrowed from server/ or policies/ would agree with the console's mistakes instead of
// catching them. This reads every import of every file under stand-ins/ and of the fixtures'
// helper, and fails on one that reaches into either folder.

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '../..');
const FORBIDDEN = ['server', 'policies'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(?:ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports, dynamic import() and require(). */
function specifiersOf(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] as string));
}

function reachesForbidden(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return false;
  const target = relative(REPO, resolve(dirname(file), specifier));
  return FORBIDDEN.some((folder) => target === folder || target.startsWith(`${folder}/`));
}

describe('what the stand-in imports', () => {
  it('finds every kind of import it is looking for', () => {
    // Folder names other than the forbidden ones, so this file does not trip its own check.
    const sample = [
      "import { a } from '../../elsewhere/a';",
      "import type { B } from '../../elsewhere/b';",
      "export { c } from './c';",
      "const d = await import('../../elsewhere/d');",
      "import './side-effect';",
    ].join('\n');
    expect(specifiersOf(sample)).toEqual([
      '../../elsewhere/a',
      '../../elsewhere/b',
      './c',
      './side-effect',
      '../../elsewhere/d',
    ]);
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
      specifiersOf(readFileSync(file, 'utf8'))
        .filter((specifier) => reachesForbidden(file, specifier))
        .map((specifier) => `${relative(REPO, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
