import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';

export const UI_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The real server on a free loopback port, serving the built UI. */
export async function startServer(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({ uiDir: UI_DIR });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: address };
}
