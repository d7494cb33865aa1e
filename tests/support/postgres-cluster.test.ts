import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { expect, test } from 'vitest';
import { startPostgresCluster } from './postgres-cluster';

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

test('a throwaway cluster gives the owner the public schema and the app only its use', async () => {
  const cluster = await startPostgresCluster();
  let dataDirectory = '';
  try {
    await withClient(cluster.superuserUrl, async (client) => {
      const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
      dataDirectory = rows[0]?.data_directory ?? '';
    });
    const database = await cluster.createDatabase('probe');

    await withClient(cluster.ownerUrl(database), async (owner) => {
      await owner.query('CREATE TABLE loans (id integer PRIMARY KEY)');
    });
    await withClient(cluster.appUrl(database), async (app) => {
      const { rows } = await app.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
        'SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user',
      );
      expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
      await expect(app.query('CREATE TABLE notes (id integer)')).rejects.toMatchObject({
        code: '42501',
      });
    });

    await cluster.dropDatabase(database);
  } finally {
    await cluster.stop();
  }
  expect(dataDirectory).not.toBe('');
  expect(existsSync(dataDirectory)).toBe(false);
}, 30_000);
