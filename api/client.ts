import createClient, { type Middleware } from 'openapi-fetch';
import { API_TIMEOUT_MS, tokenDebugPrefix } from '../policies/constants';
import { parseEnvFlag } from '../policies/env-flag';
import { resolveTenantId } from '../policies/tenant';
import { networkError, responseError } from './api-error';
import type { ClientPaths } from './without-tenant-header';

export const DEFAULT_API_BASE = '/api';

/** Who is calling: set by the session (token and tenant) and by the tenant store. */
export interface Credentials {
  token: string | null;
  sessionTenantId: string | null;
  storedTenantId: string | null;
}

/** fetch as the client calls it: the request, and the signal that enforces the timeout. */
export type FetchLike = (request: Request, init: { signal: AbortSignal }) => Promise<Response>;

export interface ApiOptions {
  baseUrl?: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: FetchLike;
  timeoutMs?: number;
  debug?: boolean;
  log?: (line: string) => void;
}

export type Http = ReturnType<typeof createClient<ClientPaths>>;

export interface Api {
  http: Http;
  /** The session calls this on sign-in and sign-out; the tenant store on its changes. */
  setCredentials(next: Partial<Credentials>): void;
  /** Subscribes to "the server said 401 to a signed-in request"; returns the unsubscribe. */
  onUnauthorized(listener: () => void): () => void;
}

/** The tenant header: the session's tenant, else the tenant store's, else 'demo' (SPEC.md 7). */
export function tenantHeader(credentials: Credentials): string {
  return resolveTenantId(credentials.sessionTenantId, credentials.storedTenantId);
}

export function createApi(options: ApiOptions = {}): Api {
  let current: Credentials = { token: null, sessionTenantId: null, storedTenantId: null };
  const listeners = new Set<() => void>();
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const baseFetch: FetchLike =
    options.fetch ?? ((request, init) => globalThis.fetch(request, init));

  const http = createClient<ClientPaths>({
    baseUrl: options.baseUrl ?? DEFAULT_API_BASE,
    // The timeout lives in fetch rather than in a middleware so that it also covers
    // reading the response head, and so an abort surfaces as a network failure.
    fetch: (request) => fetchWithTimeout(baseFetch, request, timeoutMs),
  });
  http.use(credentialsMiddleware(() => current));
  if (options.debug) http.use(debugMiddleware(options.log ?? console.debug));
  http.use(
    unauthorizedMiddleware(() => {
      for (const listener of listeners) listener();
    }),
  );

  return {
    http,
    setCredentials(next) {
      current = { ...current, ...next };
    },
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's client, configured from VITE_API_BASE and VITE_API_DEBUG. */
export function createApiFromEnv(env: Record<string, unknown> = import.meta.env ?? {}): Api {
  const base = typeof env.VITE_API_BASE === 'string' && env.VITE_API_BASE.trim();
  return createApi({
    baseUrl: base || DEFAULT_API_BASE,
    debug: parseEnvFlag(env.VITE_API_DEBUG),
  });
}

async function fetchWithTimeout(
  fetchImpl: FetchLike,
  request: Request,
  timeoutMs: number,
): Promise<Response> {
  // The signal travels beside the request, not inside a copy of it: a copied
  // Request follows a new signal only weakly in Node, and can miss the abort.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetchImpl(request, { signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new Error(`Request timed out after ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}

function credentialsMiddleware(read: () => Credentials): Middleware {
  return {
    onRequest({ request }) {
      const credentials = read();
      // A call may name its tenant itself (sign-in names the tenant typed on the form).
      if (!request.headers.has('x-tenant-id')) {
        request.headers.set('x-tenant-id', tenantHeader(credentials));
      }
      if (credentials.token) request.headers.set('authorization', `Bearer ${credentials.token}`);
      return request;
    },
  };
}

function debugMiddleware(log: (line: string) => void): Middleware {
  return {
    onRequest({ request }) {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
      const shown = token ? tokenDebugPrefix(token) : 'none';
      log(
        `[api] ${request.method} ${request.url} tenant=${request.headers.get('x-tenant-id')} token=${shown}`,
      );
    },
  };
}

/**
 * Only a request that carried a token can be "logged out" by a 401; a failed sign-in
 * also answers 401 and must not disturb the (already signed-out) session.
 */
function unauthorizedMiddleware(notify: () => void): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('authorization')) notify();
    },
  };
}

type Outcome<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turns openapi-fetch's `{ data, error, response }` into the data or a thrown ApiError
 * of the shape SPEC.md 8 describes, so machines see one kind of failure.
 */
export async function call<T>(request: Promise<Outcome<T>>): Promise<T> {
  let outcome: Outcome<T>;
  try {
    outcome = await request;
  } catch (error) {
    throw networkError(error);
  }
  if (!outcome.response.ok) throw responseError(outcome.response, outcome.error);
  return outcome.data as T;
}
