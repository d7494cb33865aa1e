import type { DemoSeedContext } from '../area';
import { findBranchByCode } from '../branches/branch.repository';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findGlAccountByCode } from '../ledger/gl-account.repository';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { listBudgetViews } from './budget.repository';
import { createBudgetLine } from './budgets.service';

/**
 * Monthly budgets in naira of the accounts the demo posts to: loan interest and fees, deposit
 * interest, loan losses, till differences, staff costs, rent, professional fees and supplies (the
 * demo's expenses), depreciation, sized to the
 * demo day's postings so that the month on screen reads near its budget. The first branch gets a
 * share of its own, so the page shows a branch against its own postings too.
 */
const MONTHLY_NAIRA: readonly [code: string, bank: number, branch: number][] = [
  ['4101', 40_000, 16_000],
  ['4102', 2_000, 800],
  ['4201', 45_000, 18_000],
  ['4301', 500, 200],
  ['5101', 10_000, 4_000],
  ['5201', 200_000, 80_000],
  ['5301', 25_000, 10_000],
  ['5311', 2_500_000, 1_000_000],
  ['5312', 1_000_000, 400_000],
  ['5313', 150_000, 60_000],
  ['5401', 15_000, 6_000],
  ['5501', 8_000, 3_200],
  ['5601', 500, 200],
];

/** The demo's budget for the year of the processing date; skipped once the tenant has one. */
export async function seedDemoBudgets(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (!tenant.license.features.includes('FINANCE')) return;
  const year = Number((await tenantProcessingDate(t)).slice(0, 4));
  if ((await listBudgetViews(t, { year }, { page: 1, pageSize: 1 })).total > 0) return;
  const firstBranch = tenant.branches[0];
  const branch = firstBranch ? await findBranchByCode(t, firstBranch.code) : null;
  for (const [code, bankNaira, branchNaira] of MONTHLY_NAIRA) {
    const account = await findGlAccountByCode(t, code);
    if (!account || account.header) continue;
    for (let month = 1; month <= 12; month += 1) {
      const line = { year, month, glAccountCode: code, note: 'Demo budget' };
      await createBudgetLine(t, { ...line, amountKobo: bankNaira * 100 }, 'system', ctx.now);
      if (branch) {
        const amountKobo = branchNaira * 100;
        await createBudgetLine(
          t,
          { ...line, branchCode: branch.code, amountKobo },
          'system',
          ctx.now,
        );
      }
    }
  }
}
