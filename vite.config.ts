import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// One config for the browser build and for vitest: the UI is built into dist/ and
// served by the API server; while developing, /api is proxied to that server.
export default defineConfig({
  root: 'ui',
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: '../dist', emptyOutDir: true },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '8080'}` } },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: repoRoot,
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: repoRoot,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
