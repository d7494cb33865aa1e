import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../policies/features';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from '../../server/license/demo-issuer';
import { signLicense } from '../../server/license/license-key';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A close of business as operations runs it: the checks stop it while a till is open and ask
 * for the warnings to be acknowledged, each refusal storing nothing; one run at a time; a run
 * that completes moves the processing date a day with every step done and the books balanced,
 * and the next day's run works too. Access: operations only, licensed banks only, own runs only.
 */

afterAll(stopClusters);

interface Step {
  name: string;
  status: string;
  doneCount: number;
  totalCount: number;
  elapsedMs: number;
}
interface Run {
  id: string;
  status: string;
  processingDate: string;
  nextProcessingDate: string;
  startedBy: string;
  failedStep: string | null;
  warnings: { key: string; count: number }[];
  steps: Step[];
}
interface Refusal {
  code: string;
  errors?: { field: string; code: string }[];
}
interface Checks {
  processingDate: string;
  blocking: boolean;
  checks: { key: string; severity: string; count: number; items: { link?: string }[] }[];
}

const ALL_WARN = {
  checks: {
    OPEN_TILL_SESSIONS: 'WARNING',
    PENDING_APPROVALS: 'WARNING',
    NIP_TRANSFERS_NOT_FINAL: 'WARNING',
  },
  dormancyMonths: 12,
};

describe.each(ENGINES)('the close of business on %s', (engine) => {
  let t: TestApp;
  let ops: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ops = await signIn(t.app, 'ops');
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, token = ops) => call<T>(t.app, 'GET', url, { token });
  const start = (acknowledgeWarnings: boolean, token = ops) =>
    call<Run & Refusal>(t.app, 'POST', '/api/eod/runs', { token, body: { acknowledgeWarnings } });
  const saveSettings = (value: unknown) =>
    call<Refusal>(t.app, 'POST', '/api/config/eod', { token: admin, body: { value } });
  const processingDate = async () =>
    (await get<{ processingDate: string }>('/api/auth/me')).body.processingDate;
  const runCount = () =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('eod_run')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', 'demo')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
  const finished = async (id: string): Promise<Run> => {
    let run: Run | undefined;
    const ended = await until(async () => {
      run = (await get<Run>(`/api/eod/runs/${id}`)).body;
      return run.status !== 'RUNNING';
    });
    expect(ended, `run ${id} still running`).toBe(true);
    return run as Run;
  };
  const expectBooksBalance = async () => {
    const trial = await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
      '/api/ledger/trial-balance',
      admin,
    );
    expect(trial.body.totalDebitKobo).toBeGreaterThan(0);
    expect(trial.body.totalDebitKobo).toBe(trial.body.totalCreditKobo);
  };

  it('lists what stands in the way, with a page for each item', async () => {
    const answer = await get<Checks>('/api/eod/checks');
    expect(answer.status).toBe(200);
    expect(answer.body.processingDate).toBe(await processingDate());
    const tills = answer.body.checks.find((c) => c.key === 'OPEN_TILL_SESSIONS');
    const approvals = answer.body.checks.find((c) => c.key === 'PENDING_APPROVALS');
    expect(tills).toMatchObject({ severity: 'BLOCKING' });
    expect(tills?.count).toBeGreaterThan(0);
    expect(tills?.items[0]?.link).toMatch(/^\/tills\/session\//);
    expect(approvals).toMatchObject({ severity: 'WARNING' });
    expect(approvals?.count).toBeGreaterThan(0);
    expect(answer.body.blocking).toBe(true);
  });

  it('refuses to start while a till session is open, and stores nothing', async () => {
    const answer = await start(true);
    expect([answer.status, answer.body.code]).toEqual([422, 'eod_checks_blocking']);
    expect(answer.body.errors?.map((e) => e.field)).toEqual(['checks.OPEN_TILL_SESSIONS']);
    expect(await runCount()).toBe(0);
  });

  it('refuses settings out of range, and keeps the ones it had', async () => {
    const answer = await saveSettings({ ...ALL_WARN, dormancyMonths: 0 });
    expect([answer.status, answer.body.code]).toEqual([422, 'eod_config_invalid']);
    const checks = await get<Checks>('/api/eod/checks');
    expect(checks.body.blocking).toBe(true);
  });

  it('asks for the warnings to be acknowledged, and stores nothing until they are', async () => {
    expect((await saveSettings(ALL_WARN)).status).toBe(200);
    const checks = await get<Checks>('/api/eod/checks');
    expect(checks.body.blocking).toBe(false);
    const answer = await start(false);
    expect([answer.status, answer.body.code]).toEqual([422, 'eod_warnings_not_acknowledged']);
    expect(answer.body.errors?.map((e) => e.field)).toContain('checks.PENDING_APPROVALS');
    expect(await runCount()).toBe(0);
  });

  it('runs every step, moves the processing date a day and keeps the books balanced', async () => {
    const before = await processingDate();
    const started = await start(true);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({
      status: 'RUNNING',
      processingDate: before,
      startedBy: 'Tolu Ogunleye',
    });
    expect(started.body.warnings.map((w) => w.key)).toContain('PENDING_APPROVALS');
    const second = await start(true);
    expect([second.status, second.body.code]).toEqual([409, 'eod_run_in_progress']);

    const run = await finished(started.body.id);
    expect(run.status).toBe('COMPLETED');
    expect(run.steps.map((s) => s.status)).toEqual(run.steps.map(() => 'DONE'));
    for (const step of run.steps)
      expect([step.name, step.doneCount]).toEqual([step.name, step.totalCount]);
    expect(run.steps.find((s) => s.name === 'ADVANCE_DATE')?.doneCount).toBe(1);
    expect(run.steps.find((s) => s.name === 'ASSET_DEPRECIATION')?.totalCount).toBeGreaterThan(0);
    expect(await processingDate()).toBe(run.nextProcessingDate);
    expect(run.nextProcessingDate > before).toBe(true);
    await expectBooksBalance();
    expect(await runCount()).toBe(1);
  });

  it('runs again the next day, and lists the runs newest first', async () => {
    const before = await processingDate();
    const started = await start(true);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.processingDate).toBe(before);
    const run = await finished(started.body.id);
    expect(run.status).toBe('COMPLETED');
    expect(await processingDate()).toBe(run.nextProcessingDate);
    await expectBooksBalance();
    const list = await get<{ items: Run[]; total: number }>('/api/eod/runs?page=1&pageSize=10');
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((r) => r.id)[0]).toBe(run.id);
    expect(list.body.items[1]?.nextProcessingDate).toBe(before);
  });

  it('answers 409 to resuming a run that did not fail, and 404 to one that does not exist', async () => {
    const list = await get<{ items: Run[] }>('/api/eod/runs');
    const id = list.body.items[0]?.id as string;
    const resumed = await call<Refusal>(t.app, 'POST', `/api/eod/runs/${id}/resume`, {
      token: ops,
    });
    expect([resumed.status, resumed.body.code]).toEqual([409, 'eod_run_not_failed']);
    const missing = await get<Refusal>('/api/eod/runs/01a21f37-0000-7000-8000-000000000000');
    expect([missing.status, missing.body.code]).toEqual([404, 'eod_run_not_found']);
  });

  it('is closed to a teller', async () => {
    const teller = await signIn(t.app, 'teller');
    const checks = await get<Refusal>('/api/eod/checks', teller);
    expect(checks.status).toBe(403);
    const before = await runCount();
    const started = await start(true, teller);
    expect(started.status).toBe(403);
    expect(await runCount()).toBe(before);
  });

  it('shows no bank another bank’s run', async () => {
    const acmeAdmin = await signIn(t.app, 'admin', 'acme');
    const as = (url: string, method: 'GET' | 'POST' = 'GET') =>
      call<Refusal>(t.app, method, url, { tenant: 'acme', token: acmeAdmin });
    const demoRun = (await get<{ items: Run[] }>('/api/eod/runs')).body.items[0]?.id as string;
    const other = await as(`/api/eod/runs/${demoRun}`);
    expect([other.status, other.body.code]).toEqual([404, 'eod_run_not_found']);
    const resumed = await as(`/api/eod/runs/${demoRun}/resume`, 'POST');
    expect([resumed.status, resumed.body.code]).toEqual([404, 'eod_run_not_found']);
    expect((await as('/api/eod/runs')).body).toMatchObject({ total: 0 });
  });

  // Last: it replaces the bank's license.
  it('is closed to a bank whose license has no operations', async () => {
    const DAY_MS = 86_400_000;
    const licenseKey = signLicense(
      {
        v: 1,
        licenseId: 'lic-demo-no-operations',
        tenantId: 'demo',
        tenantName: 'Kobo Demo Microfinance Bank',
        features: FEATURES.filter((feature) => feature !== 'OPERATIONS'),
        status: 'ACTIVE',
        trialExpiresAt: null,
        validUntil: new Date(t.clock.now.getTime() + 90 * DAY_MS).toISOString(),
        issuedAt: new Date(t.clock.now.getTime() - DAY_MS).toISOString(),
      },
      DEMO_ISSUER_PRIVATE_KEY_PEM,
    );
    const installed = await call(t.app, 'POST', '/api/config/license', {
      token: admin,
      body: { value: { licenseKey } },
    });
    expect(installed.status).toBe(200);
    // A token carries the license it was signed in with.
    const unlicensed = await signIn(t.app, 'ops');
    const before = await runCount();
    const checks = await get<Refusal>('/api/eod/checks', unlicensed);
    expect([checks.status, checks.body.code]).toEqual([403, 'feature_not_licensed']);
    const started = await start(true, unlicensed);
    expect([started.status, started.body.code]).toEqual([403, 'feature_not_licensed']);
    expect(await runCount()).toBe(before);
  });
});
