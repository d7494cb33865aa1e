import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seedDemoData } from '../../server/db/seed/demo-seed';
import { call, DEMO_PASSWORD, signIn } from '../support/api-client';
import {
  createTestDatabase,
  ENGINES,
  stopClusters,
  type TestDatabase,
  testConfig,
} from '../support/test-app';

afterAll(stopClusters);

describe.each(ENGINES)('structured logs on %s', (engine) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoData(database.db, new Date());
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      db: database.db,
      config: testConfig(database.dataDir),
      logger: true,
      logStream,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs each request as JSON without passwords or tokens', async () => {
    const token = await signIn(app, 'admin');
    await call(app, 'GET', '/api/auth/me', { token });
    await call(app, 'POST', '/api/auth/login', {
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
