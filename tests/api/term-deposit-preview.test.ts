import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../policies/features';
import { maturityFigures } from '../../policies/term-deposit-interest';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from '../../server/license/demo-issuer';
import { signLicense } from '../../server/license/license-key';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The term deposit preview on both engines: Fineract's figures for its quarterly compounding case,
 * a start date that defaults to the processing date, every bad field named with its own code, and
 * the preview closed to roles without term deposits and to a bank not licensed for them.
 */

afterAll(stopClusters);

interface Answer {
  maturityDate: string;
  tenorDays: number;
  interestKobo: number;
  withholdingTaxKobo: number;
  maturityAmountKobo: number;
  netMaturityAmountKobo: number;
  code: string;
  errors?: { field: string; code: string }[];
}

/**
 * FixedDepositTest.testFixedDepositWithQuarterlyCompoundingAndQuarterlyPosting_365_Days
 * (apache/fineract, integration-tests/src/test/java/org/apache/fineract/integrationtests/
 * FixedDepositTest.java): 100000.00 for 14 months at 7%, compounded and posted quarterly, 365
 * days, from the first of January; its loop gives 108398.71 (policies/term-deposit-interest.test.ts
 * reproduces it).
 */
const FINERACT_QUARTERLY = {
  principalKobo: 100_000_00,
  annualInterestRate: '7',
  tenureMonths: 14,
  interestType: 'COMPOUND',
  compoundingPeriodMonths: 3,
  daysInYear: 365,
  startDate: '2026-01-01',
} as const;

describe.each(ENGINES)('the term deposit preview on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const preview = (body: unknown, user = 'treasury') =>
    call<Answer>(t.app, 'POST', '/api/term-deposits/preview', {
      token: tokens[user] as string,
      tenant: 'demo',
      body,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['treasury', 'viewer', 'csr', 'admin']) {
      tokens[user] = await signIn(t.app, user);
    }
  }, 120_000);
  afterAll(() => t.close());

  it("answers Fineract's maturity amount for its quarterly case, net of 10% tax", async () => {
    const answer = await preview({ ...FINERACT_QUARTERLY, withholdingTaxRate: '10' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      maturityDate: '2027-03-01',
      tenorDays: 424,
      interestKobo: 8_398_71,
      withholdingTaxKobo: 839_87,
      maturityAmountKobo: 108_398_71,
      netMaturityAmountKobo: 107_558_84,
    });
  });

  it('starts on the processing date when no start date is given', async () => {
    const me = await call<{ processingDate: string }>(t.app, 'GET', '/api/auth/me', {
      token: tokens.viewer as string,
    });
    const { startDate: _, ...undated } = FINERACT_QUARTERLY;
    const answer = await preview({ ...undated, tenureMonths: undefined, tenureDays: 91 }, 'viewer');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      maturityFigures({
        principalKobo: 100_000_00,
        annualInterestRate: '7',
        tenure: { days: 91 },
        interestType: 'COMPOUND',
        compoundingPeriodMonths: 3,
        daysInYear: 365,
        startDate: me.body.processingDate,
      }),
    );
  });

  it('refuses a 7-month compounding period, 5 decimals and both tenures, naming each field', async () => {
    const answer = await preview({
      ...FINERACT_QUARTERLY,
      compoundingPeriodMonths: 7,
      annualInterestRate: '7.12345',
      tenureDays: 90,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('term_deposit_terms_invalid');
    expect(answer.body.errors?.map((e) => [e.field, e.code])).toEqual([
      ['body.annualInterestRate', 'interest_rate_invalid'],
      ['body.tenureMonths', 'term_deposit_tenure_invalid'],
      ['body.compoundingPeriodMonths', 'compounding_period_invalid'],
    ]);
    const seven = await preview({ ...FINERACT_QUARTERLY, compoundingPeriodMonths: 7 });
    expect([seven.status, seven.body.errors]).toEqual([
      422,
      [
        expect.objectContaining({
          field: 'body.compoundingPeriodMonths',
          code: 'compounding_period_invalid',
        }),
      ],
    ]);
    const unknown = await preview({ ...FINERACT_QUARTERLY, interestType: 'CONTINUOUS' });
    expect(unknown.status).toBe(400);
  });

  it('is closed to a role without term deposits', async () => {
    const answer = await preview(FINERACT_QUARTERLY, 'csr');
    expect([answer.status, answer.body.code]).toEqual([403, 'permission_denied']);
  });

  // Last: it replaces the bank's license.
  it('is closed to a bank not licensed for term deposits', async () => {
    const DAY_MS = 86_400_000;
    const licenseKey = signLicense(
      {
        v: 1,
        licenseId: 'lic-demo-no-term-deposits',
        tenantId: 'demo',
        tenantName: 'Kobo Demo Microfinance Bank',
        features: FEATURES.filter((feature) => feature !== 'TERM_DEPOSITS'),
        status: 'ACTIVE',
        trialExpiresAt: null,
        validUntil: new Date(t.clock.now.getTime() + 90 * DAY_MS).toISOString(),
        issuedAt: new Date(t.clock.now.getTime() - DAY_MS).toISOString(),
      },
      DEMO_ISSUER_PRIVATE_KEY_PEM,
    );
    const installed = await call(t.app, 'POST', '/api/config/license', {
      token: tokens.admin as string,
      body: { value: { licenseKey } },
    });
    expect(installed.status).toBe(200);
    const answer = await preview(FINERACT_QUARTERLY);
    expect([answer.status, answer.body.code]).toEqual([403, 'feature_not_licensed']);
  });
});
