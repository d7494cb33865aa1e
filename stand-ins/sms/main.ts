import { randomBytes } from 'node:crypto';
import { startSmsStandIn } from './sms-stand-in';

/**
 * Runs the SMS webhook stand-in on its own: `tsx stand-ins/sms/main.ts`. SMS_PORT picks the port
 * (any free one unless set) and SMS_SECRET the shared secret (a new one, printed, unless set), to
 * be saved in the console under Integrations, SMS Webhook.
 */
function portFrom(name: string): number {
  const text = process.env[name] ?? '';
  const port = text === '' ? 0 : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a whole number from 0 to 65535.`);
  }
  return port;
}

const secret = process.env.SMS_SECRET || randomBytes(24).toString('hex');
const sms = await startSmsStandIn({ secret, port: portFrom('SMS_PORT') });
console.log(`SMS webhook stand-in on ${sms.url} (POST or PUT on any path)`);
if (!process.env.SMS_SECRET) console.log(`Shared secret: ${secret}`);
console.log(`Received messages: GET ${sms.url}/messages`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sms.close().then(() => process.exit(0));
  });
}
