import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsRoutes } from './api-docs.routes';

const contractPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

describe('apiDocsRoutes under /api', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(apiDocsRoutes, { prefix: '/api', contractPath });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves the reference page as HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('getLicense');
    expect(response.body).toContain('href="/api/docs/docs.css"');
  });

  it('serves the stylesheet the page links to', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/docs.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('prefers-color-scheme: dark');
  });

  it('serves the contract as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body: { openapi: string; paths: Record<string, unknown> } = response.json();
    expect(body.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(body.paths)).toContain('/admin/license');
  });

  it('serves the contract as the YAML file itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/yaml/);
    expect(response.body).toBe(readFileSync(contractPath, 'utf8'));
  });

  it('fails registration when the contract file is missing', async () => {
    const broken = Fastify();
    // Not awaited: the failure must surface from ready(), as it does at server start-up.
    broken.register(apiDocsRoutes, { prefix: '/api', contractPath: '/nonexistent.yaml' });
    await expect(broken.ready()).rejects.toThrow(/ENOENT/);
  });
});
