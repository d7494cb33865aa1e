import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findConfigEntry, saveConfigEntry } from './config-entry.repository';
import { checkFormRules } from './forms-config';

/**
 * The demo bank's form rules: harmless words that show the feature in the console without
 * refusing any body the demo's own flows send.
 */
export const DEMO_FORM_RULES = {
  forms: {
    'customer.create': { fields: { middleName: { label: 'Other names' } } },
    transfer: { fields: { narration: { label: 'Narration (purpose of payment)' } } },
  },
};

export async function seedDemoFormRules(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (tenant.id !== 'demo' || (await findConfigEntry(t, 'forms'))) return;
  checkFormRules(DEMO_FORM_RULES);
  await saveConfigEntry(t, { key: 'forms', value: DEMO_FORM_RULES, updatedBy: 'system' }, ctx.now);
}
