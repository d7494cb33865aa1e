import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { renderApiDocs } from './api-docs-render';

export interface ApiDocsOptions {
  /** Absolute path of openapi.yaml. */
  contractPath: string;
}

/** Revalidate on every load so a redeployed contract is never read from a stale cache. */
const NO_CACHE = 'no-cache';

/**
 * The API reference (GET /docs, /docs/docs.css) and the contract itself (GET /openapi.json,
 * /openapi.yaml), for registration under the `/api` prefix. The contract is read, parsed and
 * rendered once here: it only changes with a deployment, and a broken contract then fails
 * start-up instead of the first request.
 */
export async function apiDocsRoutes(app: FastifyInstance, opts: ApiDocsOptions): Promise<void> {
  const yamlText = readFileSync(opts.contractPath, 'utf8');
  const contract: unknown = parse(yamlText);
  const json = JSON.stringify(contract);
  const html = renderApiDocs(contract);
  const css = readFileSync(new URL('./docs.css', import.meta.url), 'utf8');

  app.get('/docs', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html),
  );
  app.get('/docs/docs.css', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('text/css; charset=utf-8').send(css),
  );
  app.get('/openapi.json', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(json),
  );
  app.get('/openapi.yaml', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/yaml; charset=utf-8').send(yamlText),
  );
}
