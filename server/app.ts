import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { BackgroundWork } from './area';
import { AREAS_WITH_BACKGROUND, AREAS_WITH_ROUTES, allHandlers } from './areas';
import { loadSigningKey } from './auth/signing-key';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { apiDocsRoutes } from './docs/api-docs.routes';
import { errorBody } from './http/app-error';
import { bindOperations } from './http/bind-operations';
import { loadContract } from './http/contract';
import { installErrorHandling } from './http/error-handler';
import { answerBeforeRouting, FRAMEWORK_ANSWER_OPTIONS } from './http/framework-answers';
import type { AppServices } from './http/operation';
import { securityHeaders } from './http/security-headers';
import { DEMO_ISSUER_PUBLIC_KEY_PEM } from './license/demo-issuer';
import { createTokenService } from './request/token.service';

export const CONTRACT_FILE = new URL('../openapi.yaml', import.meta.url);

export interface AppOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  /** Folder of the built UI (vite build); when absent only the API is served. */
  readonly uiDir?: string;
  readonly logger?: boolean;
  /** Where the structured logs go when `logger` is on; standard output by default. */
  readonly logStream?: NodeJS.WritableStream;
  /** The server's clock; tests move it. */
  readonly now?: () => Date;
  /** False keeps the areas' background work from starting (a test that drives it by hand). */
  readonly background?: boolean;
}

/** Builds the whole application without listening, so tests can use `inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    // Node's and Fastify's own answers in the error shape, with the security headers.
    ...FRAMEWORK_ANSWER_OPTIONS,
    logger: options.logger
      ? {
          // Request bodies are never logged; tokens in headers are redacted.
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(options.logStream && { stream: options.logStream }),
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const now = options.now ?? (() => new Date());
  const services: AppServices = {
    db,
    now,
    tokens: createTokenService(
      loadSigningKey(config.dataDir, config.tokenSigningKey),
      config.tokenTtlSeconds,
    ),
    licenseKeys: [
      ...config.licensePublicKeys,
      ...(config.demo ? [DEMO_ISSUER_PUBLIC_KEY_PEM] : []),
    ],
  };
  securityHeaders(app);
  answerBeforeRouting(app);
  installErrorHandling(app, db, now);
  await app.register(
    async (api) => {
      bindOperations(api, loadContract(CONTRACT_FILE), allHandlers(), services);
      for (const area of AREAS_WITH_ROUTES) area.routes?.(api, services);
      await api.register(apiDocsRoutes, { contractPath: fileURLToPath(CONTRACT_FILE) });
      api.setNotFoundHandler((request, reply) => {
        reply
          .code(404)
          .send(errorBody('route_not_found', `No API route ${request.method} ${request.url}.`));
      });
    },
    { prefix: '/api' },
  );
  startBackgroundWork(app, services, options.background ?? true);
  if (options.uiDir && existsSync(options.uiDir)) await serveUi(app, options.uiDir);
  // Without the console every other path is an unknown route, answered as the API answers one.
  else app.setNotFoundHandler((request, reply) => routeNotFound(request, reply));
  return app;
}

/** Starts each area's background work once the app is ready, and stops it before it closes. */
function startBackgroundWork(app: FastifyInstance, services: AppServices, on: boolean): void {
  if (!on) return;
  const running: BackgroundWork[] = [];
  app.addHook('onReady', async () => {
    for (const area of AREAS_WITH_BACKGROUND)
      if (area.background) running.push(area.background(services));
  });
  app.addHook('preClose', async () => {
    await Promise.all(running.splice(0).map((work) => work.stop()));
  });
}

/** The single-page app: static files, and index.html for every other non-API path. */
async function serveUi(app: FastifyInstance, uiDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uiDir,
    wildcard: false,
    // Our own cache-control below; the plugin's default would overwrite it.
    cacheControl: false,
    // The build writes a brotli and a gzip copy beside each text file (vite.config.ts); the
    // plugin sends the best one the browser accepts, with its Content-Encoding.
    preCompressed: true,
    // Vite names built assets by content hash, so they never change and may be cached for a year;
    // index.html must be revalidated so a new release is picked up at once. The answer depends
    // on Accept-Encoding, which a shared cache must know (the plugin does not say so itself).
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET') {
      routeNotFound(request, reply);
      return;
    }
    // A missing asset is a 404, not the app: a browser would otherwise run HTML as script.
    if (request.url.startsWith('/assets/')) {
      reply.code(404).send(errorBody('route_not_found', `No file ${request.url}.`));
      return;
    }
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send(errorBody('route_not_found', `No route ${request.method} ${request.url}.`));
}
