import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One config for the browser build and for vitest: the UI is served from dist/ by
// the API server, and /api is proxied to it while developing.
export default defineConfig({
  root: 'ui',
  publicDir: false,
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '8080'}` } },
  test: {
    root: '.',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'dist/**'],
    testTimeout: 15_000,
  },
});
