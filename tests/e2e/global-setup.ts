import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** Browser tests run against the production build, as `npm start` serves it. */
export default async function buildUi(): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
  });
}
