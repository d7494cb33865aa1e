import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };

/** Liveness for load balancers and for the console's start-up check: no tenant, no token. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({
    status: 'ok' as const,
    version: packageJson.version,
    time: new Date().toISOString(),
  }));
}
