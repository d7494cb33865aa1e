import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomer } from '../../server/customers/customer.repository';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { upsertNipSettings } from '../../server/integrations/payment-integration.repository';
import { NIP_SIGNATURE_HEADER, signNipBody } from '../../server/nip/nip-client';
import {
  buildFundsTransferRequest,
  buildStatusQueryRequest,
  parseFundsTransferResponse,
} from '../../server/nip/nip-messages';
import {
  type InwardReply,
  inwardCreditRequest,
  newInwardSessionId,
  queryInwardStatus,
  sendInwardCredit,
  sendInwardNameEnquiry,
} from '../../stand-ins/nip-switch/inward';
import { call, signIn } from '../support/api-client';
import { OUR_INSTITUTION_CODE, TEST_SHARED_SECRET } from '../support/nip-switch';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The NIP switch calling our bank as the beneficiary bank, over a real socket with the stand-in's
 * sender: name enquiries, credits once per session ID (also when the same one arrives twice at
 * once), refusals that post nothing, status queries, signatures and tenant isolation. After all
 * of it the ledger still balances.
 */

afterAll(stopClusters);

interface Account {
  id: string;
  accountNumber: string;
  name: string;
  customerId: string;
  productId: string;
  status: string;
  ledgerBalanceKobo: number;
}
interface Customer {
  bvn?: string | null;
  kycTier?: number;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface Line {
  narration: string;
  creditKobo: number;
  reference: string | null;
}

function answered<T>(reply: InwardReply<T>): T {
  if (reply.kind !== 'answered') throw new Error(`HTTP ${reply.status}: ${reply.body}`);
  return reply.message;
}

describe.each(ENGINES)('inward NIP transfers on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let bankUrl: string;
  let payee: Account;

  const target = (tenantId = 'demo') => ({ bankUrl, tenantId, sharedSecret: TEST_SHARED_SECRET });
  const get = async <T>(url: string, token = admin, tenant = 'demo') => {
    const answer = await call<T>(t.app, 'GET', url, { token, tenant });
    expect(answer.status, url).toBe(200);
    return answer.body;
  };
  const account = (id: string) => get<Account>(`/api/accounts/${id}`);
  const settlementKobo = async () => {
    const chart = await get<{ items: { code: string; balanceKobo: number }[] }>('/api/coa');
    return chart.items.find((gl) => gl.code === '1120')?.balanceKobo ?? 0;
  };
  const journalCount = async () => (await get<Page<unknown>>('/api/journals?pageSize=1')).total;
  const openAccount = async (like: Account) => {
    const answer = await call<Account>(t.app, 'POST', '/api/accounts', {
      token: admin,
      body: { customerId: like.customerId, productId: like.productId },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const changeStatus = async (id: string, event: string) => {
    const answer = await call(t.app, 'POST', `/api/accounts/${id}/status`, {
      token: admin,
      body: { event, reason: 'Test' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const credit = (accountNumber: string, amountKobo: number, sessionId = newInwardSessionId()) =>
    sendInwardCredit({
      ...target(),
      sessionId,
      accountNumber,
      amountKobo,
      senderName: 'ADAEZE OKAFOR',
      narration: 'School fees',
    });

  /** Saves a connection to the switch with the shared secret, as an administrator would. */
  const connect = (tenantId: string, sharedSecret: string | null = TEST_SHARED_SECRET) =>
    inTenant(t.database.db, tenantId, (tx) =>
      upsertNipSettings(tx, {
        endpoint: 'http://127.0.0.1:9',
        institutionCode: OUR_INSTITUTION_CODE,
        channelCode: '1',
        timeoutMs: 2_000,
        sharedSecret,
        updatedAt: t.clock.now.toISOString(),
        updatedBy: 'test',
      }),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('No port.');
    bankUrl = `http://127.0.0.1:${address.port}`;
    await connect('demo');
    await connect('acme');
    admin = await signIn(t.app, 'admin');
    const accounts = await get<Page<Account>>('/api/accounts?pageSize=50&status=ACTIVE');
    payee = accounts.items[0] as Account;
  }, 120_000); // starting a migrated, seeded PostgreSQL takes a while on a busy machine

  afterAll(async () => {
    await t?.close();
  });

  it('names a customer’s account with the holder’s BVN and KYC tier', async () => {
    const customer = (await inTenantRead(t.database.db, 'demo', (tx) =>
      findCustomer(tx, payee.customerId),
    )) as Customer;
    const answer = answered(
      await sendInwardNameEnquiry({ ...target(), accountNumber: payee.accountNumber }),
    );
    expect(answer).toMatchObject({
      responseCode: '00',
      accountNumber: payee.accountNumber,
      accountName: payee.name,
      bankVerificationNumber: customer.bvn ?? '',
      kycLevel: customer.kycTier === undefined ? '' : String(customer.kycTier),
    });
  });

  it('answers 07 for an account number that is not ours', async () => {
    for (const accountNumber of ['9999999999', '12', '']) {
      const answer = answered(await sendInwardNameEnquiry({ ...target(), accountNumber }));
      expect(answer).toMatchObject({ responseCode: '07', accountName: '' });
    }
  });

  it('credits the account from the NIP settlement account, once, on its statement', async () => {
    const before = { balance: payee.ledgerBalanceKobo, settlement: await settlementKobo() };
    const sessionId = newInwardSessionId();
    const answer = answered(await credit(payee.accountNumber, 150_000, sessionId));
    expect(answer).toMatchObject({ responseCode: '00', sessionId, amountKobo: 150_000 });
    expect((await account(payee.id)).ledgerBalanceKobo).toBe(before.balance + 150_000);
    expect(await settlementKobo()).toBe(before.settlement + 150_000);
    const lines = await get<Page<Line>>(`/api/accounts/${payee.id}/transactions?pageSize=5`);
    expect(lines.items[0]).toMatchObject({
      creditKobo: 150_000,
      reference: sessionId,
      narration: 'NIP from ADAEZE OKAFOR Access Bank: School fees',
    });
    const status = answered(await queryInwardStatus({ ...target(), sessionId }));
    expect(status.responseCode).toBe('00');

    const again = answered(await credit(payee.accountNumber, 150_000, sessionId));
    expect(again.responseCode).toBe('94');
    expect((await account(payee.id)).ledgerBalanceKobo).toBe(before.balance + 150_000);
  });

  it('credits a session sent several times at once only once', async () => {
    const before = (await account(payee.id)).ledgerBalanceKobo;
    const journals = await journalCount();
    const sessionId = newInwardSessionId();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => credit(payee.accountNumber, 70_000, sessionId)),
    );
    const codes = replies.map((reply) => answered(reply).responseCode).sort();
    expect(codes).toEqual(['00', '94', '94', '94', '94', '94']);
    expect((await account(payee.id)).ledgerBalanceKobo).toBe(before + 70_000);
    expect(await journalCount()).toBe(journals + 1);
  });

  it('refuses a frozen, a closed and an unknown account, posting nothing', async () => {
    const frozen = await openAccount(payee);
    await changeStatus(frozen.id, 'freeze');
    const closed = await openAccount(payee);
    await changeStatus(closed.id, 'close');
    const journals = await journalCount();
    const settlement = await settlementKobo();
    const cases = [
      [frozen.accountNumber, '57'],
      [closed.accountNumber, '07'],
      ['9999999999', '07'],
    ] as const;
    for (const [accountNumber, code] of cases) {
      const sessionId = newInwardSessionId();
      expect(answered(await credit(accountNumber, 10_000, sessionId)).responseCode).toBe(code);
      const status = answered(await queryInwardStatus({ ...target(), sessionId }));
      expect(status.responseCode).toBe(code);
    }
    const named = answered(
      await sendInwardNameEnquiry({ ...target(), accountNumber: frozen.accountNumber }),
    );
    expect(named).toMatchObject({ responseCode: '57', accountName: '' });
    expect((await account(frozen.id)).ledgerBalanceKobo).toBe(0);
    expect(await journalCount()).toBe(journals);
    expect(await settlementKobo()).toBe(settlement);
  });

  it('refuses an amount that is not positive kobo with 13', async () => {
    const journals = await journalCount();
    expect(answered(await credit(payee.accountNumber, 0)).responseCode).toBe('13');
    expect(await journalCount()).toBe(journals);
  });

  it('answers 25 to a status query for a session it never received', async () => {
    const sessionId = newInwardSessionId();
    expect(answered(await queryInwardStatus({ ...target(), sessionId })).responseCode).toBe('25');
  });

  /** Posts a raw, signed body, as a switch with a fault of its own might. */
  const postRaw = async (method: string, body: string) => {
    const response = await fetch(`${bankUrl}/api/nip/inward/demo/${method}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml',
        [NIP_SIGNATURE_HEADER]: signNipBody(TEST_SHARED_SECRET, body),
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    return response.text();
  };

  it('answers a document it cannot read in NIP XML: 30, 13 for the amount, 15 for the session', async () => {
    for (const body of ['<Nonsense/>', 'not xml at all <<<', '']) {
      expect(await postRaw('nameenquirysingleitem', body)).toContain(
        '<ResponseCode>30</ResponseCode>',
      );
    }
    const journals = await journalCount();
    const sessionId = newInwardSessionId();
    const transfer = buildFundsTransferRequest(
      inwardCreditRequest({
        ...target(),
        sessionId,
        accountNumber: payee.accountNumber,
        amountKobo: 100,
      }),
    ).replace('<Amount>1.00</Amount>', '<Amount>ten naira</Amount>');
    const refused = parseFundsTransferResponse(
      await postRaw('fundtransfersingleitem_dc', transfer),
    );
    expect(refused).toMatchObject({ responseCode: '13', sessionId });
    const noSession = buildStatusQueryRequest({
      sourceInstitutionCode: '000014',
      channelCode: '1',
      sessionId: '123',
    });
    expect(await postRaw('txnstatusquerysingleitem', noSession)).toContain(
      '<ResponseCode>15</ResponseCode>',
    );
    expect(await journalCount()).toBe(journals);
  });

  it('refuses a bad signature and an unknown tenant with a bare 401', async () => {
    const forged = await sendInwardCredit({
      ...target(),
      accountNumber: payee.accountNumber,
      amountKobo: 100,
      signature: 'forged',
    });
    expect(forged).toEqual({ kind: 'refused', status: 401, body: '' });
    const unsigned = await sendInwardNameEnquiry({
      bankUrl,
      tenantId: 'demo',
      accountNumber: payee.accountNumber,
    });
    expect(unsigned).toMatchObject({ kind: 'refused', status: 401 });
    const stranger = await sendInwardNameEnquiry({
      ...target('nobody'),
      accountNumber: payee.accountNumber,
    });
    expect(stranger).toEqual({ kind: 'refused', status: 401, body: '' });
  });

  it('answers 503 for a tenant that has not connected to the switch, or saved no secret', async () => {
    const ask = () =>
      sendInwardNameEnquiry({ ...target('lapsed'), accountNumber: payee.accountNumber });
    expect(await ask()).toMatchObject({ kind: 'refused', status: 503 });
    await connect('lapsed', null);
    expect(await ask()).toMatchObject({ kind: 'refused', status: 503 });
  });

  it('keeps each tenant’s accounts to itself', async () => {
    // Acme is connected to the switch too, with the same secret, and has no account of this number.
    const before = (await account(payee.id)).ledgerBalanceKobo;
    const atAcme = { ...target('acme'), accountNumber: payee.accountNumber };
    expect(answered(await sendInwardNameEnquiry(atAcme)).responseCode).toBe('07');
    const credited = answered(await sendInwardCredit({ ...atAcme, amountKobo: 5_000 }));
    expect(credited.responseCode).toBe('07');
    expect((await account(payee.id)).ledgerBalanceKobo).toBe(before);
  });

  it('leaves the ledger balanced', async () => {
    const report = await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
      '/api/ledger/trial-balance',
    );
    expect(report.totalDebitKobo).toBe(report.totalCreditKobo);
  });
});
