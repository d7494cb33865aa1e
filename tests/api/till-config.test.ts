import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DENOMINATIONS } from '../../policies/denominations';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The tills configuration of a tenant: the denominations its counts use and the cash one
 * withdrawal may pay out by role before a head teller approves it. Defaults until saved; a save
 * changes the counter at once, bad input changes nothing, and another tenant is unaffected.
 */

afterAll(stopClusters);

interface Entry {
  value: { denominations: unknown[]; withdrawalLimits: unknown[] };
  updatedBy: string | null;
  code?: string;
  errors?: { field: string; code: string }[];
}
interface DenominationList {
  items: { valueKobo: number; kind: string; label: string }[];
  withdrawalLimitKobo: number;
}

const PARTY = { partyName: 'Bola Ahmed', partyPhone: '08031234567' };
const notes = (amountKobo: number) => [{ valueKobo: 1000_00, pieces: amountKobo / 1000_00 }];

const saved = {
  denominations: [
    { valueKobo: 1000_00, kind: 'NOTE', active: true },
    { valueKobo: 500_00, kind: 'NOTE', active: true },
    { valueKobo: 5_00, kind: 'NOTE', active: false },
    { valueKobo: 50, kind: 'COIN', active: true },
  ],
  withdrawalLimits: [
    { roleKey: 'BRANCH_TELLER', limitKobo: 50_000_00 },
    { roleKey: 'VAULT_HEAD_TELLER', limitKobo: 1_000_000_00 },
  ],
};

describe.each(ENGINES)('tills configuration on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const getConfig = (user = 'admin', tenant = 'demo') =>
    call<Entry>(t.app, 'GET', '/api/config/tills', { token: as(user), tenant });
  const save = (value: unknown, user = 'admin') =>
    call<Entry>(t.app, 'POST', '/api/config/tills', { token: as(user), body: { value } });
  const denominations = (user = 'teller', tenant = 'demo') =>
    call<DenominationList>(t.app, 'GET', '/api/cash/denominations', { token: as(user), tenant });
  let accountId = '';
  const withdraw = (amountKobo: number) =>
    call<{ status: string }>(t.app, 'POST', '/api/cash/withdrawals', {
      token: as('teller'),
      headers: { 'idempotency-key': randomUUID() },
      body: { ...PARTY, accountId, amountKobo, denominations: notes(amountKobo) },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'teller', 'headteller']) tokens[user] = await signIn(t.app, user);
    tokens.acme = await signIn(t.app, 'admin', 'acme');
    const accounts = await call<{ items: { id: string; branchId: string; status: string }[] }>(
      t.app,
      'GET',
      '/api/accounts?pageSize=100',
      { token: as('admin') },
    );
    const lagos = accounts.body.items.find(
      (a) => a.status === 'ACTIVE' && a.branchId === 'demo-lagos',
    );
    accountId = lagos?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads the Naira defaults before any save', async () => {
    const entry = await getConfig();
    expect(entry.status).toBe(200);
    expect(entry.body.updatedBy).toBeNull();
    expect(entry.body.value.denominations).toHaveLength(DEFAULT_DENOMINATIONS.length);
    expect(entry.body.value.withdrawalLimits).toEqual([
      { roleKey: 'BRANCH_TELLER', limitKobo: 500_000_00 },
      { roleKey: 'VAULT_HEAD_TELLER', limitKobo: 2_000_000_00 },
    ]);
    expect((await denominations()).body).toMatchObject({
      items: DEFAULT_DENOMINATIONS,
      withdrawalLimitKobo: 500_000_00,
    });
    expect((await denominations('headteller')).body.withdrawalLimitKobo).toBe(2_000_000_00);
  });

  it('refuses bad input with the field at fault and changes nothing', async () => {
    const note = (valueKobo: number) => ({ valueKobo, kind: 'NOTE', active: true });
    const limit = (roleKey: string, limitKobo: number) => ({ roleKey, limitKobo });
    const bad: [unknown, string, string][] = [
      [
        { ...saved, denominations: [note(100), note(100)] },
        'denominations.1.valueKobo',
        'duplicate',
      ],
      [
        { ...saved, denominations: [note(-100)] },
        'denominations.0.valueKobo',
        'not_positive_whole_kobo',
      ],
      [
        { ...saved, denominations: [note(0)] },
        'denominations.0.valueKobo',
        'not_positive_whole_kobo',
      ],
      [
        { ...saved, denominations: [{ ...note(100), active: false }] },
        'denominations',
        'none_active',
      ],
      [
        { ...saved, denominations: Array.from({ length: 31 }, (_, i) => note(i + 1)) },
        'denominations',
        'too_many',
      ],
      [
        { ...saved, withdrawalLimits: [limit('BRANCH_TELLER', 1e15)] },
        'withdrawalLimits.0.limitKobo',
        'limit_invalid',
      ],
      [
        { ...saved, withdrawalLimits: [limit('BRANCH_TELLER', -1)] },
        'withdrawalLimits.0.limitKobo',
        'limit_invalid',
      ],
      [
        { ...saved, withdrawalLimits: [limit('NO_SUCH_ROLE', 100)] },
        'withdrawalLimits.0.roleKey',
        'role_unknown',
      ],
      [
        { ...saved, withdrawalLimits: [limit('AUDITOR', 1), limit('AUDITOR', 2)] },
        'withdrawalLimits.1.roleKey',
        'duplicate',
      ],
    ];
    for (const [value, field, code] of bad) {
      const answer = await save(value);
      expect(answer.status, JSON.stringify(value)).toBe(422);
      expect(answer.body.code).toBe('tills_config_invalid');
      expect(answer.body.errors).toContainEqual(
        expect.objectContaining({ field: `body.value.${field}`, code }),
      );
    }
    // Kobo are whole in the contract itself, so a fraction is refused before any rule runs.
    const fraction = await save({ ...saved, denominations: [note(12.5)] });
    expect(fraction.status).toBe(400);
    expect(fraction.body.errors?.length).toBeGreaterThan(0);
    expect((await getConfig()).body.updatedBy).toBeNull();
  });

  it('lets only a user with config.system.manage save', async () => {
    for (const user of ['teller', 'headteller']) expect((await save(saved, user)).status).toBe(403);
    expect((await getConfig()).body.updatedBy).toBeNull();
  });

  it('changes the denominations and the withdrawal limit at once, for this tenant only', async () => {
    const answer = await save(saved);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await denominations()).body.items).toEqual([
      { valueKobo: 1000_00, kind: 'NOTE', label: '₦1,000' },
      { valueKobo: 500_00, kind: 'NOTE', label: '₦500' },
      { valueKobo: 50, kind: 'COIN', label: '50k' },
    ]);
    const deposit = await call(t.app, 'POST', '/api/cash/deposits', {
      token: as('teller'),
      headers: { 'idempotency-key': randomUUID() },
      body: { ...PARTY, accountId, amountKobo: 200_000_00, denominations: notes(200_000_00) },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    // The counter tells the teller their new limit before they pay.
    expect((await denominations()).body.withdrawalLimitKobo).toBe(50_000_00);
    const under = await withdraw(50_000_00);
    expect(under.status, JSON.stringify(under.body)).toBe(201);
    const over = await withdraw(51_000_00);
    expect(over.status, JSON.stringify(over.body)).toBe(202);
    expect((await denominations('acme', 'acme')).body.items).toEqual(DEFAULT_DENOMINATIONS);
    expect((await getConfig('acme', 'acme')).body.updatedBy).toBeNull();
  });
});
