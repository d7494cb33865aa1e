import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** One call through `inject()`, with the tenant header and an optional token. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    tenant?: string | null;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const tenant = options.tenant === undefined ? 'demo' : options.tenant;
  if (tenant !== null) headers['x-tenant-id'] = tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined && { payload: options.body as object }),
  });
  const text = response.body;
  return {
    status: response.statusCode,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

/** Signs a demo user in and returns the token. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  tenant = 'demo',
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await call<{ token: string }>(app, 'POST', '/api/auth/login', {
    tenant,
    body: { username, password },
  });
  if (answer.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}
