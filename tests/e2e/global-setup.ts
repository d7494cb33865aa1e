import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * Browser tests run against the production build, as `npm start` serves it. Vitest sets NODE_ENV
 * to 'test', and Vite builds development bundles of React and XState for any NODE_ENV but
 * 'production', so the build runs with NODE_ENV set as `vite build` on its own would set it.
 */
export default async function buildUi(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'warn',
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
