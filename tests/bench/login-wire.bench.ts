import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, bench, describe } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { kib, type ScriptOnWire, signInScriptsOnWire, totalOf } from '../e2e/script-wire';
import { startTestApp } from '../support/test-app';
import { printTable } from './bench-support';

/**
 * What the sign-in page costs on the wire: the production build served by the real server on a
 * loopback port, `/login` loaded in Chromium with the cache off, and the bytes of every script
 * summed as they crossed the wire (CDP's encodedDataLength, headers included) and once decoded.
 * The table shows the browser's own Accept-Encoding beside gzip alone and no compression, which
 * is what the server sent before it served precompressed files. Budget: 120 KiB of scripts on
 * the wire. The bench itself times the page until its sign-in form is there.
 */
const BUDGET_BYTES = 120 * 1024;
const LOADS = 5;

/** The console as `vite build` makes it, into a folder of its own (dist/ is left alone). */
async function buildConsole(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  // Vitest sets NODE_ENV to 'test', which would build React's and XState's development bundles.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const uiDir = mkdtempSync(join(tmpdir(), 'kobo-bench-ui-'));
await buildConsole(uiDir);
const t = await startTestApp('sqlite', { uiDir });
const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();

// In bench mode an afterAll inside a describe never runs, so everything is closed at the top level.
afterAll(async () => {
  await browser.close();
  await t.close();
  rmSync(uiDir, { recursive: true, force: true });
});

function row(label: string, scripts: readonly ScriptOnWire[]): string[] {
  const encodings = [...new Set(scripts.map((script) => script.encoding))].sort().join(', ');
  const wireBytes = totalOf(scripts, 'wireBytes');
  return [
    label,
    String(scripts.length),
    encodings,
    kib(totalOf(scripts, 'decodedBytes')),
    kib(totalOf(scripts, 'bodyBytes')),
    kib(wireBytes),
    wireBytes <= BUDGET_BYTES ? 'yes' : 'NO',
  ];
}

const rows = [
  row("Chromium's Accept-Encoding", await signInScriptsOnWire(browser, baseUrl)),
  row('gzip only', await signInScriptsOnWire(browser, baseUrl, 'gzip')),
  row('no compression', await signInScriptsOnWire(browser, baseUrl, 'identity')),
];
printTable(
  `Scripts of /login on the wire (budget ${kib(BUDGET_BYTES)})`,
  ['request', 'scripts', 'encoding', 'decoded', 'bodies', 'on the wire', 'in budget'],
  rows,
);

describe('the sign-in page in Chromium', () => {
  bench(
    'load /login until the sign-in form is there, cache off',
    async () => {
      await signInScriptsOnWire(browser, baseUrl);
    },
    { iterations: LOADS, warmupIterations: 1, time: 0 },
  );
});
