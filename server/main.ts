import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

/** Starts the server: configuration comes from the environment (see README.md). */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const uiDir = fileURLToPath(new URL('../dist/', import.meta.url));

const app = await buildApp({ uiDir, logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
