import { afterAll, bench, describe } from 'vitest';
import { call, signIn } from '../support/api-client';
import { startTestApp } from '../support/test-app';

/**
 * The cost of the request path every screen pays: token check, session and user lookup, license
 * verification, access check, validation, one tenant transaction and serialisation. Measured
 * through inject() on SQLite, so the figure is the server's own work without the network.
 */
const t = await startTestApp('sqlite');
const token = await signIn(t.app, 'admin');

async function ok(url: string): Promise<void> {
  const answer = await call(t.app, 'GET', url, { token });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
}

// In bench mode an afterAll inside a describe never runs, so the app is closed at the top level.
afterAll(() => t.close());

describe('signed-in API calls on SQLite', () => {
  bench('GET /api/auth/me', () => ok('/api/auth/me'));
  bench('GET /api/users?q=te&pageSize=20', () => ok('/api/users?q=te&pageSize=20'));
  bench('GET /api/admin/license', () => ok('/api/admin/license'));
});
