import { startSmtpStandIn } from './smtp-stand-in';

/**
 * Runs the SMTP stand-in on its own: `tsx stand-ins/smtp/main.ts`. SMTP_PORT and SMTP_HTTP_PORT
 * pick the two ports (any free ones unless set); SMTP_USER and SMTP_PASSWORD turn on AUTH with
 * that one user; SMTP_SECURE=true speaks TLS from the first byte instead of offering STARTTLS.
 */
function portFrom(name: string): number {
  const text = process.env[name] ?? '';
  const port = text === '' ? 0 : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a whole number from 0 to 65535.`);
  }
  return port;
}

const user = process.env.SMTP_USER;
const smtp = await startSmtpStandIn({
  port: portFrom('SMTP_PORT'),
  httpPort: portFrom('SMTP_HTTP_PORT'),
  secure: process.env.SMTP_SECURE === 'true',
  ...(user && { user, password: process.env.SMTP_PASSWORD ?? '' }),
});
console.log(`SMTP stand-in on 127.0.0.1:${smtp.port}${user ? ` (user ${user})` : ''}`);
console.log(`Received mail: GET ${smtp.httpUrl}/messages`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    smtp.close().then(() => process.exit(0));
  });
}
