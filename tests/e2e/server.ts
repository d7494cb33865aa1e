import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { startTestApp } from '../support/test-app';

export const UI_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The real server on a free loopback port, serving the built UI over a fresh demo database. */
export async function startServer(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const { app, database } = await startTestApp('sqlite', { uiDir: UI_DIR });
  app.addHook('onClose', () => database.close());
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: address };
}
