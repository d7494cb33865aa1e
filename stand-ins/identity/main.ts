import { startBvnService } from './bvn-service';
import { startNinService } from './nin-service';

/**
 * Runs both identity stand-ins on their own: `tsx stand-ins/identity/main.ts`. BVN_SERVICE_PORT
 * and NIN_SERVICE_PORT pick the ports (any free ones unless set); the demo credentials are
 * printed so they can be saved under Integrations, Identity services.
 */
function portFrom(name: string): number {
  const text = process.env[name] ?? '';
  const port = text === '' ? 0 : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a whole number from 0 to 65535.`);
  }
  return port;
}

const bvn = await startBvnService({ port: portFrom('BVN_SERVICE_PORT') });
const nin = await startNinService({ port: portFrom('NIN_SERVICE_PORT') });
console.log(`BVN validation stand-in on ${bvn.url}`, bvn.credentials);
console.log(`NIN identity search stand-in on ${nin.url}`, nin.credentials);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([bvn.stop(), nin.stop()]).then(() => process.exit(0));
  });
}
