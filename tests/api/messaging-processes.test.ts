import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../server/db/database';
import { type SmsStandIn, startSmsStandIn } from '../../stand-ins/sms/sms-stand-in';
import { type SmtpStandIn, startSmtpStandIn } from '../../stand-ins/smtp/smtp-stand-in';
import { get, http, signInOverHttp } from '../support/bank-load';
import { until } from '../support/eventually';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { killServerProcesses, startServerProcess } from '../support/server-process';
import { ENGINES } from '../support/test-app';

/**
 * The queue as real server processes run it: killed (SIGKILL) with messages waiting and started
 * again, every message is delivered once; two processes on one database share the queue and
 * each message reaches the stand-ins once.
 */

const SECRET = 'sms-secret-for-the-process-tests';
const clusters: PostgresCluster[] = [];
const dataDirs: string[] = [];
const standIns: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await killServerProcesses();
  for (const s of standIns) await s.close();
  for (const cluster of clusters) await cluster.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Account {
  id: string;
  customerId: string;
  ledgerBalanceKobo: number;
}
interface Outbox {
  id: string;
  body: string;
  status: string;
}

async function databaseEnv(engine: Engine): Promise<Record<string, string>> {
  if (engine !== 'postgres') return {};
  const cluster = await startPostgresCluster();
  clusters.push(cluster);
  const name = await cluster.createDatabase('messaging');
  return { DATABASE_URL: cluster.appUrl(name), DATABASE_MIGRATION_URL: cluster.ownerUrl(name) };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function standInsNow(): Promise<{ smtp: SmtpStandIn; sms: SmsStandIn }> {
  const smtp = await startSmtpStandIn({});
  const sms = await startSmsStandIn({ secret: SECRET });
  standIns.push(smtp, sms);
  return { smtp, sms };
}

const env = (smtpPort: number, smsUrl: string) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMS_WEBHOOK_URL: `${smsUrl}/sms`,
  SMS_WEBHOOK_SECRET: SECRET,
  MESSAGING_TICK_MS: '100',
  MESSAGING_BACKOFF_MS: '300',
  MESSAGING_SEND_TIMEOUT_MS: '2000',
});

/** Makes `count` transfers between two demo customers, each naming itself in the narration. */
async function transfers(baseUrls: readonly string[], tag: string, count: number) {
  const tokens = await Promise.all(baseUrls.map((url) => signInOverHttp(url, 'admin')));
  const accounts = (
    await get<{ items: Account[] }>(
      baseUrls[0] as string,
      tokens[0] as string,
      '/api/accounts?status=ACTIVE&pageSize=100',
    )
  ).items;
  const from = accounts.find((a) => a.ledgerBalanceKobo > 10_000_000) as Account;
  const to = accounts.find((a) => a.customerId !== from.customerId) as Account;
  for (let i = 0; i < count; i++) {
    const at = i % baseUrls.length;
    const answer = await http(baseUrls[at] as string, 'POST', '/api/transfers', {
      token: tokens[at] as string,
      body: {
        fromAccountId: from.id,
        toAccountId: to.id,
        amountKobo: 10_000 + i,
        narration: `${tag} ${i}`,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

async function outboxOf(baseUrl: string, tag: string): Promise<Outbox[]> {
  const token = await signInOverHttp(baseUrl, 'admin');
  const page = await get<{ items: Outbox[] }>(baseUrl, token, '/api/messaging/outbox?pageSize=100');
  return page.items.filter((m) => m.body.includes(tag));
}

/** Each message of the tag received once: mails by Message-ID, SMS by idempotency key. */
function expectReceivedOnce(
  stands: { smtp: SmtpStandIn; sms: SmsStandIn },
  tag: string,
  messages: readonly Outbox[],
) {
  const mails = stands.smtp.received().filter((m) => m.text.includes(tag));
  const texts = stands.sms.received().filter((m) => JSON.stringify(m.body).includes(tag));
  expect(mails.length + texts.length).toBe(messages.length);
  const mailIds = mails.map((m) => m.messageId);
  const smsIds = texts.map((m) => m.headers['idempotency-key']);
  expect(new Set(mailIds).size).toBe(mailIds.length);
  expect(new Set(smsIds).size).toBe(smsIds.length);
  for (const m of messages) {
    const got = mailIds.some((id) => id?.includes(m.id)) || smsIds.includes(m.id);
    expect(got, `message ${m.id} received`).toBe(true);
  }
}

describe.each(ENGINES)('the message queue across server processes on %s', (engine) => {
  it('delivers every message once after a kill with messages waiting', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kobo-messaging-'));
    dataDirs.push(dataDir);
    const dbEnv = await databaseEnv(engine);
    const stands = await standInsNow();
    // The first server meets a mail server that is not there and a webhook that fails: every
    // alert waits in the queue for its next attempt when the server is killed.
    stands.sms.failNext(500, 1_000_000);
    const first = await startServerProcess(dataDir, {
      ...dbEnv,
      ...env(await closedPort(), stands.sms.url),
    });
    await transfers([first.baseUrl], 'Before the crash', 3);
    const waiting = await until(async () => {
      const all = await outboxOf(first.baseUrl, 'Before the crash');
      return all.length === 12 && all.every((m) => m.status === 'QUEUED');
    });
    expect(waiting, 'all twelve alerts waiting').toBe(true);
    await first.kill('SIGKILL');

    stands.sms.failNext(500, 0);
    const second = await startServerProcess(dataDir, {
      ...dbEnv,
      ...env(stands.smtp.port, stands.sms.url),
    });
    expect(
      await until(async () =>
        (await outboxOf(second.baseUrl, 'Before the crash')).every((m) => m.status === 'SENT'),
      ),
    ).toBe(true);
    expectReceivedOnce(
      stands,
      'Before the crash',
      await outboxOf(second.baseUrl, 'Before the crash'),
    );
    await second.kill('SIGTERM');
  }, 240_000);
});

// Two servers on one SQLite file do not work for the app as a whole (a second writer process
// meets a busy database at sign-in), so the shared queue is proven on PostgreSQL.
describe('the message queue shared by two servers on postgres', () => {
  const engine: Engine = 'postgres';
  it('shares the queue between two servers, each message received once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kobo-messaging-'));
    dataDirs.push(dataDir);
    const dbEnv = await databaseEnv(engine);
    const stands = await standInsNow();
    const serverEnv = { ...dbEnv, ...env(stands.smtp.port, stands.sms.url) };
    const first = await startServerProcess(dataDir, serverEnv);
    // The second starts on the migrated, seeded database: it only serves and sends.
    const second = await startServerProcess(dataDir, serverEnv);
    await transfers([first.baseUrl, second.baseUrl], 'Two servers', 10);
    expect(
      await until(async () => {
        const all = await outboxOf(second.baseUrl, 'Two servers');
        return all.length === 40 && all.every((m) => m.status === 'SENT');
      }),
    ).toBe(true);
    expectReceivedOnce(stands, 'Two servers', await outboxOf(first.baseUrl, 'Two servers'));
    await first.kill('SIGTERM');
    await second.kill('SIGTERM');
  }, 240_000);
});
