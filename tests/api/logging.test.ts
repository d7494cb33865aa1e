import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

describe.each(ENGINES)('structured logs on %s', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await startTestApp(engine, { logStream });
  });
  afterAll(() => t.close());

  it('logs each request as JSON without passwords or tokens', async () => {
    const token = await signIn(t.app, 'admin');
    await call(t.app, 'GET', '/api/auth/me', { token });
    await call(t.app, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'a-wrong-password' },
    });
    const entries = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
    expect(entries.some((entry) => entry.req?.url === '/api/auth/me')).toBe(true);
    const text = lines.join('\n');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('a-wrong-password');
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
  });
});
