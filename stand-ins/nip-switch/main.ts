import { startNipSwitch } from './nip-switch';

/**
 * Runs the NIP switch stand-in on its own: `tsx stand-ins/nip-switch/main.ts`. NIP_SWITCH_PORT
 * picks the port (any free one unless set) and NIP_SHARED_SECRET makes it check request
 * signatures. It prints the address the console's NIP client is pointed at.
 */
const portText = process.env.NIP_SWITCH_PORT ?? '';
const port = portText === '' ? 0 : Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error('NIP_SWITCH_PORT must be a whole number from 0 to 65535.');
}
const secret = process.env.NIP_SHARED_SECRET;
const nipSwitch = await startNipSwitch(secret ? { port, sharedSecret: secret } : { port });
console.log(`NIP switch stand-in listening on ${nipSwitch.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    nipSwitch.stop().then(() => process.exit(0));
  });
}
