import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';

export interface AppOptions {
  /** Folder of the built UI (vite build); when absent only the API is served. */
  uiDir?: string;
  logger?: boolean;
}

/** Builds the whole application without listening, so tests can use `inject()`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      api.setNotFoundHandler((request, reply) => {
        reply
          .code(404)
          .send(
            errorBody(404, 'route_not_found', `No API route ${request.method} ${request.url}.`),
          );
      });
    },
    { prefix: '/api' },
  );

  if (options.uiDir && existsSync(options.uiDir)) await serveUi(app, options.uiDir);
  return app;
}

/** The single-page app: static files, and index.html for every other non-API path. */
async function serveUi(app: FastifyInstance, uiDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: uiDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET') {
      reply
        .code(404)
        .send(errorBody(404, 'route_not_found', `No route ${request.method} ${request.url}.`));
      return;
    }
    reply.sendFile('index.html');
  });
}

function errorBody(status: number, code: string, message: string) {
  return { status, code, message };
}
