import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Built files that are text; images and fonts are compressed already. */
const COMPRESSIBLE_FILE = /\.(?:js|css|html|svg|json)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes `file.gz` and `file.br` beside a built file, each only if it is smaller. */
async function compressBeside(file: string): Promise<void> {
  const raw = await readFile(file);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
  if (brotli.length < raw.length) await writeFile(`${file}.br`, brotli);
}

/**
 * Compresses the build once, at the highest levels, so that the server sends the files gzip or
 * brotli encoded (@fastify/static's preCompressed) without compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'kobo:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? fileURLToPath(new URL('dist/', import.meta.url));
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE_FILE.test(name));
      await Promise.all(files.map((name) => compressBeside(join(outDir, name))));
    },
  };
}

/**
 * Libraries in chunks of their own, apart from the console's code: they change far less often
 * than it, so a browser keeps them cached across releases. Both are needed by the sign-in page
 * too; what only signed-in pages use (radix-ui, the pages) stays in the lazy chunks that import it.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
  {
    name: 'xstate',
    test: /[\\/]node_modules[\\/](?:xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
  },
];

// One config for the browser build and for vitest: the UI is built into dist/ and
// served by the API server; while developing, /api is proxied to that server.
export default defineConfig({
  root: 'ui',
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Every browser the console supports preloads modules itself; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '8080'}` } },
  test: {
    // Vitest leaves one core free by default, which on a two-core machine means one test file at
    // a time. Our suites spend most of their time waiting on PostgreSQL, the server and Chromium
    // in other processes, so one worker per core nearly halves the run without starving them.
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: repoRoot,
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
          // One PostgreSQL and one migrated and seeded database per engine for the whole run;
          // each file copies what it needs instead of migrating and seeding for itself.
          globalSetup: ['tests/support/database-templates.ts'],
          // Room for a machine twice as slow as a developer's and busy besides: a test that
          // waits on a condition ends when it holds, so a roomy limit costs nothing when green.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: repoRoot,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
