import { parseArgs } from 'node:util';
import {
  type InwardReply,
  newInwardSessionId,
  queryInwardStatus,
  sendInwardCredit,
  sendInwardNameEnquiry,
} from './inward';
import { koboOfNaira } from './naira';

/**
 * Pays one of the console's customers as the NIP switch would, for demos:
 *   NIP_SHARED_SECRET=... tsx stand-ins/nip-switch/send-inward.ts --to http://localhost:3000 \
 *     --tenant demo --account 0012345678 --amount 1500.00 [--narration "School fees"]
 * It asks the account's name, sends the credit, then asks its status, printing each answer.
 * Without --amount it only asks the name.
 */
const { values } = parseArgs({
  options: {
    to: { type: 'string', default: 'http://localhost:3000' },
    tenant: { type: 'string', default: 'demo' },
    account: { type: 'string' },
    amount: { type: 'string' },
    narration: { type: 'string', default: 'Transfer' },
    sender: { type: 'string', default: 'ADAEZE OKAFOR' },
  },
});

const secret = process.env.NIP_SHARED_SECRET;
if (!values.account) throw new Error('Give the account number to pay: --account 0012345678.');
if (!secret) throw new Error('Set NIP_SHARED_SECRET to the secret saved under Integrations.');
// Commas are how people write large amounts ("1,500.00"); the wire has none.
const amountKobo = values.amount ? koboOfNaira(values.amount.replaceAll(',', '')) : null;
if (values.amount && amountKobo === null) throw new Error('Give --amount in naira, like 1500.00.');
const target = { bankUrl: values.to, tenantId: values.tenant, sharedSecret: secret };

function show<T extends { responseCode: string }>(step: string, reply: InwardReply<T>): T | null {
  if (reply.kind === 'refused') {
    console.log(`${step}: HTTP ${reply.status}`);
    return null;
  }
  console.log(`${step}: ${reply.message.responseCode}`, reply.message);
  return reply.message;
}

const named = show(
  'Name enquiry',
  await sendInwardNameEnquiry({ ...target, accountNumber: values.account }),
);
if (named?.responseCode === '00' && amountKobo !== null) {
  const sessionId = newInwardSessionId();
  const credit = await sendInwardCredit({
    ...target,
    sessionId,
    accountNumber: values.account,
    accountName: named.accountName,
    amountKobo,
    narration: values.narration,
    senderName: values.sender,
  });
  show('Credit', credit);
  show('Status', await queryInwardStatus({ ...target, sessionId }));
}
