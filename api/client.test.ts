import { describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '../policies/constants';
import { ApiError } from './api-error';
import { type ApiOptions, call, createApi, createApiFromEnv, tenantHeader } from './client';
import { getHealth } from './health.api';
import { type Handler, jsonResponse, recordingFetch } from './testing/recording-fetch';
import { testApi } from './testing/test-api';

const HEALTH = { status: 'ok', version: '0.1.0', time: '2026-11-21T09:00:00.000Z' };

function apiWith(
  handler: Handler = () => jsonResponse(HEALTH),
  options: Omit<ApiOptions, 'fetch'> = {},
) {
  return testApi(handler, options);
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('base path (SPEC.md 7: all calls go to base path /api)', () => {
  it('calls /api by default, relative to the page', async () => {
    // Node's Request has no page to resolve a relative URL against; a browser does.
    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'https://console.bank.ng') : input, init);
      }
    }
    vi.stubGlobal('Request', PageRequest);
    try {
      const recorder = recordingFetch(() => jsonResponse(HEALTH));
      await getHealth(createApi({ fetch: recorder.fetch }));
      expect(recorder.last().url.href).toBe('https://console.bank.ng/api/health');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is overridable by VITE_API_BASE', async () => {
    const api = createApiFromEnv({ VITE_API_BASE: 'https://core.example.ng/api' });
    const recorder = recordingFetch(() => jsonResponse(HEALTH));
    const spied = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) => recorder.fetch(input as Request));
    try {
      await getHealth(api);
    } finally {
      spied.mockRestore();
    }
    expect(recorder.last().url.href).toBe('https://core.example.ng/api/health');
  });

  it('falls back to /api when VITE_API_BASE is blank', () => {
    expect(createApiFromEnv({ VITE_API_BASE: '  ' }).http).toBeDefined();
  });
});

describe('x-tenant-id (from session, else tenant store, else demo)', () => {
  it.each([
    [{ sessionTenantId: 'lagos-mfb', storedTenantId: 'abuja' }, 'lagos-mfb'],
    [{ sessionTenantId: null, storedTenantId: ' abuja ' }, 'abuja'],
    [{ sessionTenantId: '   ', storedTenantId: '' }, 'demo'],
    [{ sessionTenantId: null, storedTenantId: null }, 'demo'],
  ])('%o sends %s', async (credentials, expected) => {
    const { api, recorder } = apiWith();
    api.setCredentials(credentials);
    await getHealth(api);
    expect(recorder.last().headers.get('x-tenant-id')).toBe(expected);
    expect(tenantHeader({ token: null, ...credentials })).toBe(expected);
  });
});

describe('Authorization', () => {
  it('sends a bearer token when one exists', async () => {
    const { api, recorder } = apiWith();
    api.setCredentials({ token: 'abc.def.ghi' });
    await getHealth(api);
    expect(recorder.last().headers.get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, recorder } = apiWith();
    await getHealth(api);
    expect(recorder.last().headers.has('authorization')).toBe(false);
  });

  it('stops sending the token once the session clears it', async () => {
    const { api, recorder } = apiWith();
    api.setCredentials({ token: 'abc' });
    api.setCredentials({ token: null });
    await getHealth(api);
    expect(recorder.last().headers.has('authorization')).toBe(false);
  });
});

describe('a 401 response logs the user out', () => {
  const unauthorized = () =>
    jsonResponse({ status: 401, code: 'token_expired', message: 'Session expired.' }, 401);

  it('tells every subscriber when a signed-in request gets 401', async () => {
    const { api } = apiWith(unauthorized);
    const first = vi.fn();
    const second = vi.fn();
    api.onUnauthorized(first);
    api.onUnauthorized(second);
    api.setCredentials({ token: 'expired' });
    const error = await failureOf(getHealth(api));
    expect(error.status).toBe(401);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not tell anyone about a 401 to a request without a token (a failed sign-in)', async () => {
    const { api } = apiWith(unauthorized);
    const listener = vi.fn();
    api.onUnauthorized(listener);
    await failureOf(getHealth(api));
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a subscriber that unsubscribed', async () => {
    const { api } = apiWith(unauthorized);
    const listener = vi.fn();
    const unsubscribe = api.onUnauthorized(listener);
    unsubscribe();
    api.setCredentials({ token: 'expired' });
    await failureOf(getHealth(api));
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not react to other failures', async () => {
    const { api } = apiWith(() => jsonResponse({ message: 'No.' }, 403));
    const listener = vi.fn();
    api.onUnauthorized(listener);
    api.setCredentials({ token: 't' });
    await failureOf(getHealth(api));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('API failure: status, message (response message, else body, else status text) and body', () => {
  it('uses the response message', async () => {
    const body = {
      status: 409,
      code: 'duplicate_bvn',
      message: 'A customer with this BVN exists.',
    };
    const { api } = apiWith(() => jsonResponse(body, 409, 'Conflict'));
    const error = await failureOf(getHealth(api));
    expect(error).toMatchObject({ status: 409, message: 'A customer with this BVN exists.', body });
    expect(error.code).toBe('duplicate_bvn');
  });

  it('uses a text body when there is no message', async () => {
    const { api } = apiWith(
      () => new Response('Upstream switch unavailable', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(getHealth(api));
    expect(error).toMatchObject({
      status: 502,
      message: 'Upstream switch unavailable',
      body: 'Upstream switch unavailable',
    });
  });

  it('uses the status text when the body says nothing', async () => {
    const { api } = apiWith(
      () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await failureOf(getHealth(api));
    expect(error).toMatchObject({ status: 503, message: 'Service Unavailable' });
  });

  it('still names the status when there is no status text either', async () => {
    const { api } = apiWith(() => jsonResponse({ code: 'x' }, 500));
    const error = await failureOf(getHealth(api));
    expect(error).toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
      body: { code: 'x' },
    });
  });

  it('exposes field errors for forms', async () => {
    const body = {
      status: 400,
      code: 'validation_failed',
      message: 'Check the highlighted fields.',
      errors: [
        { field: 'body.bvn', code: 'pattern', message: 'BVN must be 11 digits.' },
        { field: 'body.phone', code: 'pattern', message: 'Enter a Nigerian phone number.' },
      ],
    };
    const { api } = apiWith(() => jsonResponse(body, 400));
    const error = await failureOf(getHealth(api));
    expect(error.fieldErrors).toEqual({
      'body.bvn': 'BVN must be 11 digits.',
      'body.phone': 'Enter a Nigerian phone number.',
    });
  });
});

describe('network failure: status 0, "Network error" or the underlying message', () => {
  it.each([
    ['fetch failed', 'Network error'],
    ['Failed to fetch', 'Network error'],
    ['', 'Network error'],
    ['getaddrinfo ENOTFOUND core.bank.ng', 'getaddrinfo ENOTFOUND core.bank.ng'],
  ])('a fetch that throws %j gives %j', async (thrown, message) => {
    const { api } = apiWith(() => {
      throw new TypeError(thrown);
    });
    const error = await failureOf(getHealth(api));
    expect(error).toMatchObject({ status: 0, message, body: null });
  });

  it('gives up after the timeout with status 0', async () => {
    const never = (_request: Request, { signal }: { signal: AbortSignal }) =>
      new Promise<Response>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const api = createApi({ fetch: never, timeoutMs: 30, baseUrl: 'http://localhost/api' });
    const error = await failureOf(getHealth(api));
    expect(error).toMatchObject({ status: 0, message: 'Request timed out after 30 ms' });
  });

  it('uses the 15 second timeout of SPEC.md 9 by default', async () => {
    expect(API_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers();
    try {
      let aborted = false;
      const never = (_request: Request, { signal }: { signal: AbortSignal }) =>
        new Promise<Response>((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        });
      const api = createApi({ fetch: never, baseUrl: 'http://localhost/api' });
      const failure = failureOf(getHealth(api));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(aborted).toBe(true);
      await expect(failure).resolves.toMatchObject({
        status: 0,
        message: 'Request timed out after 15000 ms',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('debug flag', () => {
  it('logs requests with the token cut to 16 characters when on', async () => {
    const log = vi.fn();
    const { api } = apiWith(undefined, { debug: true, log });
    api.setCredentials({ token: 'eyJhbGciOiJFZERTQSJ9.secret-part', sessionTenantId: 'demo' });
    await getHealth(api);
    expect(log).toHaveBeenCalledWith(
      '[api] GET http://localhost/api/health tenant=demo token=eyJhbGciOiJFZERT…',
    );
    expect(log.mock.calls.flat().join(' ')).not.toContain('secret-part');
  });

  it('logs nothing when off (the default)', async () => {
    const log = vi.fn();
    const { api } = apiWith(undefined, { log });
    await getHealth(api);
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['1', 'true', 'YES', 'on'])('VITE_API_DEBUG=%s turns it on', async (flag) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const recorder = recordingFetch(() => jsonResponse(HEALTH));
    const spied = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) => recorder.fetch(input as Request));
    try {
      await getHealth(createApiFromEnv({ VITE_API_DEBUG: flag, VITE_API_BASE: 'http://x/api' }));
      expect(debug).toHaveBeenCalledTimes(1);
    } finally {
      spied.mockRestore();
      debug.mockRestore();
    }
  });
});

describe('call()', () => {
  it('returns the data of a successful response', async () => {
    const { api } = apiWith();
    await expect(call(api.http.GET('/health'))).resolves.toEqual(HEALTH);
  });
});
