import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Static imports and re-exports, type-only ones too, and dynamic import() of a literal path. */
const SPECIFIERS = [
  /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every module specifier a TypeScript source names, in order of first appearance, once each. */
export function importSpecifiers(source: string): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of SPECIFIERS) {
    for (const match of source.matchAll(pattern)) {
      found.push({ at: match.index, specifier: match[1] ?? '' });
    }
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((item) => item.specifier))];
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null for a package or a file that is not there. */
export function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base;
  const candidate = EXTENSIONS.map((extension) => base + extension).find((file) =>
    existsSync(file),
  );
  return candidate ?? null;
}

/** Every .ts and .tsx file under a folder. */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(root, name));
}

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Which files of the folder each file of the folder imports (imports leaving it are left out). */
export function importGraph(root: string): ImportGraph {
  const files = sourceFiles(root);
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== null && inside.has(target));
      return [relative(root, file), targets.map((target) => relative(root, target))];
    }),
  );
}

/**
 * Every import circle of the graph, each as the files along it with the first repeated at the
 * end, found by a depth-first search that reports a circle when it meets a file still on its path.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    if (onPath.has(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    onPath.add(file);
    path.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}
