import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemoData } from './demo/demo-seed';
import { DEMO_PASSWORD } from './demo/demo-tenants';
import {
  connectDemoIdentityServices,
  type DemoIdentityServices,
} from './identity-checks/demo-identity-services';
import { connectDemoSwitch, type DemoSwitch } from './integrations/demo-switch';
import { connectDemoMessaging, type DemoMessaging } from './messaging/demo-messaging';
import { migrate } from './migrate';

/** Starts the server: configuration comes from the environment (see README.md). */
const config = readConfig();
const uiDir = fileURLToPath(new URL('../dist/', import.meta.url));

await prepareDatabase();
const db = openDatabase(config.database);
// The demo tenant pays over a switch: the stand-in started here unless NIP_SWITCH_URL names one.
const demoSwitch: DemoSwitch | null = config.demo
  ? await connectDemoSwitch(db, config.nipSwitchUrl)
  : null;
// Its BVN and NIN are checked against the stand-ins started here unless BVN_SERVICE_URL or
// NIN_SERVICE_URL names another service.
const demoIdentity: DemoIdentityServices | null = config.demo
  ? await connectDemoIdentityServices(db, {
      bvnUrl: process.env.BVN_SERVICE_URL?.trim() || null,
      ninUrl: process.env.NIN_SERVICE_URL?.trim() || null,
    })
  : null;
// Its alerts go to the SMTP and SMS stand-ins started here unless SMTP_URL or SMS_WEBHOOK_URL
// names another.
const demoMessaging: DemoMessaging | null = config.demo
  ? await connectDemoMessaging(db, {
      smtpUrl: process.env.SMTP_URL?.trim() || null,
      smsUrl: process.env.SMS_WEBHOOK_URL?.trim() || null,
      smsSecret: process.env.SMS_WEBHOOK_SECRET?.trim() || null,
    })
  : null;
const app = await buildApp({ db, config, uiDir, logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for requests in flight to finish.
    app
      .close()
      .then(() => demoSwitch?.stop())
      .then(() => demoIdentity?.stop())
      .then(() => demoMessaging?.stop())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.port, host: config.host });
// The bound port, not the configured one, so PORT=0 (any free port) prints a usable address.
const { port } = app.server.address() as { port: number };
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
console.log(`\nKobo Back Office is running at ${url}  (API reference: ${url}/api/docs)`);
if (config.demo) {
  console.log(`Demo sign-in: tenant "demo", username "admin", password "${DEMO_PASSWORD}"`);
}
if (demoSwitch) {
  const whose = demoSwitch.standIn ? 'stand-in' : 'from NIP_SWITCH_URL';
  console.log(`NIP switch (${whose}) for the demo tenant: ${demoSwitch.url}\n`);
}
if (demoIdentity) {
  console.log(`BVN service for the demo tenant: ${demoIdentity.bvnUrl}`);
  console.log(`NIN service for the demo tenant: ${demoIdentity.ninUrl}\n`);
}
if (demoMessaging) {
  const inbox = demoMessaging.smtpInbox ? ` (received mail: ${demoMessaging.smtpInbox})` : '';
  console.log(`Mail server for the demo tenant: ${demoMessaging.smtp}${inbox}`);
  console.log(`SMS webhook for the demo tenant: ${demoMessaging.sms}\n`);
}

/** Migrates (as the owner when DATABASE_MIGRATION_URL is given) and seeds the demo data once. */
async function prepareDatabase(): Promise<void> {
  const owner =
    config.database.engine === 'postgres' && config.migrationUrl
      ? openDatabase({ engine: 'postgres', url: config.migrationUrl, poolSize: 1 })
      : openDatabase(config.database);
  try {
    const appRole =
      config.database.engine === 'postgres' ? new URL(config.database.url).username || null : null;
    await migrate(owner, appRole);
  } finally {
    await owner.close();
  }
  if (!config.demo) return;
  const db = openDatabase(config.database);
  try {
    await seedDemoData(db, new Date());
  } finally {
    await db.close();
  }
}
