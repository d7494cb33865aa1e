import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` builds the console only when dist/ is missing or older than a source it is built
 * from, so a restart is quick and a fresh clone still gets a build.
 */
const SOURCES = ['ui', 'machines', 'api', 'policies', 'vite.config.ts', 'package.json'];
const BUILT = 'dist/index.html';

function newestChangeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChangeMs(join(path, name))),
    stat.mtimeMs,
  );
}

const builtMs = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourceMs = Math.max(...SOURCES.map(newestChangeMs));
if (builtMs < sourceMs) {
  console.log('Building the console…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
