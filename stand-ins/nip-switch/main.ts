import { startNipSwitch } from './nip-switch';

/**
 * Runs the NIP switch stand-in on its own: `tsx stand-ins/nip-switch/main.ts`. NIP_SWITCH_PORT
 * and NIP_CONTROL_PORT pick the two ports (any free ones unless set) and NIP_SHARED_SECRET makes
 * it check request signatures. It prints the address the console's NIP client is pointed at and
 * the control port's, where a tester chooses how each account's transfers are answered.
 */
function portFrom(name: string): number {
  const text = process.env[name] ?? '';
  const port = text === '' ? 0 : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a whole number from 0 to 65535.`);
  }
  return port;
}

const port = portFrom('NIP_SWITCH_PORT');
const controlPort = portFrom('NIP_CONTROL_PORT');
const secret = process.env.NIP_SHARED_SECRET;
const nipSwitch = await startNipSwitch(
  secret ? { port, controlPort, sharedSecret: secret } : { port, controlPort },
);
console.log(`NIP switch stand-in listening on ${nipSwitch.url}`);
console.log(
  `NIP switch control port on ${nipSwitch.controlUrl} (GET /outcomes lists the outcomes)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    nipSwitch.stop().then(() => process.exit(0));
  });
}
