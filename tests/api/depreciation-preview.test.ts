import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depreciationSchedule } from '../../policies/depreciation';
import { FEATURES } from '../../policies/features';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from '../../server/license/demo-issuer';
import { signLicense } from '../../server/license/license-key';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The depreciation preview on both engines: the rows of the policy for ERPNext's monthly written
 * down value case, every bad field named with its own code, and the preview closed to roles
 * without the asset register or the GL and to a bank not licensed for finance.
 */

afterAll(stopClusters);

interface Answer {
  ratePercent: number | null;
  rows: { date: string; depreciationKobo: number; accumulatedKobo: number }[];
  code: string;
  errors?: { field: string; code: string }[];
}

/** ERPNext's test_monthly_depreciation_by_wdv_method (erpnext/assets/doctype/asset/test_asset.py). */
const MONTHLY_WDV = {
  costKobo: 10_000_00,
  salvageKobo: 5_000_00,
  method: 'WRITTEN_DOWN_VALUE',
  availableForUseDate: '2022-02-15',
  depreciationStartDate: '2022-02-28',
  totalDepreciations: 5,
  frequencyMonths: 1,
} as const;

describe.each(ENGINES)('the depreciation preview on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const preview = (body: unknown, user = 'finance', tenant = 'demo') =>
    call<Answer>(t.app, 'POST', '/api/finance/assets/depreciation-preview', {
      token: tokens[`${tenant}:${user}`] as string,
      tenant,
      body,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['finance', 'auditor', 'teller']) {
      tokens[`demo:${user}`] = await signIn(t.app, user);
    }
    tokens['demo:admin'] = await signIn(t.app, 'admin');
  }, 120_000);
  afterAll(() => t.close());

  it("answers the policy's rows, which are ERPNext's, to the asset register and to the GL", async () => {
    const answer = await preview(MONTHLY_WDV);
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual(depreciationSchedule({ ...MONTHLY_WDV, proRata: true }));
    expect(answer.body.rows.map((row) => row.depreciationKobo)).toEqual([
      647_25, 1210_71, 1053_99, 917_55, 798_77, 371_73,
    ]);
    expect(answer.body.rows.at(-1)).toEqual({
      date: '2022-07-15',
      depreciationKobo: 371_73,
      accumulatedKobo: 5_000_00,
    });
    expect(answer.body.ratePercent).toBe(12.945);
    const byGl = await preview({ ...MONTHLY_WDV, proRata: false }, 'auditor');
    expect(byGl.status).toBe(200);
    expect(byGl.body.rows).toHaveLength(5);
  });

  it('names every bad field with its own code and computes nothing', async () => {
    const answer = await preview({
      ...MONTHLY_WDV,
      salvageKobo: 20_000_00,
      totalDepreciations: 601,
      frequencyMonths: 0,
      depreciationStartDate: '2022-01-31',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('depreciation_terms_invalid');
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'body.salvageKobo',
          code: 'depreciation_salvage_invalid',
        }),
        expect.objectContaining({
          field: 'body.totalDepreciations',
          code: 'depreciation_count_invalid',
        }),
        expect.objectContaining({
          field: 'body.frequencyMonths',
          code: 'depreciation_frequency_invalid',
        }),
        expect.objectContaining({
          field: 'body.depreciationStartDate',
          code: 'depreciation_start_before_available',
        }),
      ]),
    );
    expect(answer.body.errors).toHaveLength(4);
    const rateless = await preview({ ...MONTHLY_WDV, salvageKobo: 0 });
    expect(rateless.status).toBe(422);
    expect(rateless.body.errors?.map((e) => e.code)).toEqual(['depreciation_rate_required']);
    const unknown = await preview({ ...MONTHLY_WDV, method: 'SUM_OF_YEARS' });
    expect(unknown.status).toBe(400);
  });

  it('is closed to a role with neither the asset register nor the GL', async () => {
    const answer = await preview(MONTHLY_WDV, 'teller');
    expect([answer.status, answer.body.code]).toEqual([403, 'permission_denied']);
  });

  // Last: it replaces the bank's license.
  it('is closed to a bank not licensed for finance', async () => {
    const DAY_MS = 86_400_000;
    const licenseKey = signLicense(
      {
        v: 1,
        licenseId: 'lic-demo-no-finance',
        tenantId: 'demo',
        tenantName: 'Kobo Demo Microfinance Bank',
        features: FEATURES.filter((feature) => feature !== 'FINANCE'),
        status: 'ACTIVE',
        trialExpiresAt: null,
        validUntil: new Date(t.clock.now.getTime() + 90 * DAY_MS).toISOString(),
        issuedAt: new Date(t.clock.now.getTime() - DAY_MS).toISOString(),
      },
      DEMO_ISSUER_PRIVATE_KEY_PEM,
    );
    const installed = await call(t.app, 'POST', '/api/config/license', {
      token: tokens['demo:admin'] as string,
      body: { value: { licenseKey } },
    });
    expect(installed.status).toBe(200);
    const answer = await preview(MONTHLY_WDV);
    expect([answer.status, answer.body.code]).toEqual([403, 'feature_not_licensed']);
  });
});
