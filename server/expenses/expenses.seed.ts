import type { ExpenseStatus } from '../../machines/expense.machine';
import type { PayeeType, SupplyKind } from '../../policies/expense-tax';
import { approveRequest, cancelRequest, rejectRequest } from '../approvals/approval.service';
import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findUserByUsername, type UserRecord } from '../users/user.repository';
import { recordExpense } from './expense.service';

/** One demo expense: what it is for, and how far its approval goes. */
interface Story {
  readonly ends: ExpenseStatus | 'PENDING_LEVEL2';
  readonly payeeName: string;
  readonly payeeType: PayeeType;
  readonly supplyKind: SupplyKind;
  readonly glAccountCode: string;
  readonly branchCode: string;
  readonly naira: number;
  readonly daysAgo: number;
  readonly description: string;
  readonly vatCharged?: boolean;
}

const STORIES: readonly Story[] = [
  {
    ends: 'POSTED',
    payeeName: 'Adeola & Partners (Chartered Accountants)',
    payeeType: 'COMPANY',
    supplyKind: 'PROFESSIONAL_SERVICES',
    glAccountCode: '5312',
    branchCode: 'LAG-HO',
    naira: 850_000,
    daysAgo: 12,
    description: 'Interim audit fee, first half',
  },
  {
    ends: 'POSTED',
    payeeName: 'Maitama Properties Ltd',
    payeeType: 'COMPANY',
    supplyKind: 'RENT',
    glAccountCode: '5311',
    branchCode: 'ABJ-01',
    naira: 2_400_000,
    daysAgo: 10,
    description: 'Branch rent, next quarter',
  },
  {
    ends: 'POSTED',
    payeeName: 'Sabon Gari Stationers',
    payeeType: 'COMPANY',
    supplyKind: 'GOODS',
    glAccountCode: '5313',
    branchCode: 'KAN-01',
    naira: 120_000,
    daysAgo: 8,
    description: 'Paper, toner and deposit slips',
  },
  {
    ends: 'POSTED',
    payeeName: 'Chinwe Okafor',
    payeeType: 'INDIVIDUAL',
    supplyKind: 'SERVICES',
    glAccountCode: '5201',
    branchCode: 'ABJ-01',
    naira: 180_000,
    daysAgo: 6,
    description: 'Customer service training for the branch staff',
    vatCharged: false,
  },
  {
    ends: 'PENDING',
    payeeName: 'CleanPro Facility Services Ltd',
    payeeType: 'COMPANY',
    supplyKind: 'SERVICES',
    glAccountCode: '5301',
    branchCode: 'LAG-HO',
    naira: 450_000,
    daysAgo: 3,
    description: 'Office cleaning, last month',
  },
  {
    ends: 'PENDING_LEVEL2',
    payeeName: 'Kora Systems Consulting Ltd',
    payeeType: 'COMPANY',
    supplyKind: 'PROFESSIONAL_SERVICES',
    glAccountCode: '5312',
    branchCode: 'ABJ-01',
    naira: 3_500_000,
    daysAgo: 2,
    description: 'Core banking security review',
  },
  {
    ends: 'REJECTED',
    payeeName: 'Northern Agents Network',
    payeeType: 'COMPANY',
    supplyKind: 'COMMISSION',
    glAccountCode: '5301',
    branchCode: 'KAN-01',
    naira: 300_000,
    daysAgo: 5,
    description: 'Agent commission, without the signed agreement',
  },
  {
    ends: 'CANCELLED',
    payeeName: 'Babatunde Adeyemi',
    payeeType: 'INDIVIDUAL',
    supplyKind: 'DIRECTORS_FEES',
    glAccountCode: '5201',
    branchCode: 'LAG-HO',
    naira: 500_000,
    daysAgo: 4,
    description: 'Sitting allowance, board meeting',
    vatCharged: false,
  },
];

function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const checker = (user: UserRecord) => ({
  id: user.id,
  user,
  branchId: user.branchId,
  branchIds: user.branchIds,
});

/** Takes the story's expense as far as it goes, through the approvals engine as people would. */
async function decide(t: TenantTx, story: Story, requestId: string, people: People, now: Date) {
  const { finance, approver, director } = people;
  if (story.ends === 'CANCELLED') {
    await cancelRequest(t, requestId, finance.id, 'Paid from the board account instead.', now);
  } else if (story.ends === 'REJECTED') {
    await rejectRequest(t, requestId, checker(approver), 'No signed agent agreement.', now);
  } else if (story.ends === 'POSTED' || story.ends === 'PENDING_LEVEL2') {
    await approveRequest(t, requestId, checker(approver), 'Within budget.', now);
    if (story.ends === 'POSTED' && story.naira > 1_000_000) {
      await approveRequest(t, requestId, checker(director), null, now);
    }
  }
}

interface People {
  readonly finance: UserRecord;
  readonly approver: UserRecord;
  readonly director: UserRecord;
}

/**
 * The demo tenant's expenses in every state (pending at each level, posted, rejected, cancelled)
 * across its branches, made through the service and the approvals engine, so the operating
 * expense accounts have actuals for the budgets.
 */
export async function seedDemoExpenses(t: TenantTx, tenant: DemoTenant, ctx: DemoSeedContext) {
  if (tenant.id !== 'demo') return;
  const existing = await t.trx
    .selectFrom('expense')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const [finance, approver, director] = await Promise.all(
    ['finance', 'approver', 'director'].map((name) => findUserByUsername(t, name)),
  );
  if (!finance || !approver || !director) return;
  const processingDate = await tenantProcessingDate(t);
  const maker = { id: finance.id, name: finance.fullName, processingDate };
  for (const [index, story] of STORIES.entries()) {
    const expense = await recordExpense(
      t,
      maker,
      {
        payeeName: story.payeeName,
        payeeType: story.payeeType,
        supplyKind: story.supplyKind,
        glAccountCode: story.glAccountCode,
        branchCode: story.branchCode,
        amountKobo: story.naira * 100,
        vatCharged: story.vatCharged ?? true,
        invoiceReference: `INV-${String(index + 101).padStart(4, '0')}`,
        invoiceDate: daysBefore(processingDate, story.daysAgo),
        description: story.description,
      },
      ctx.now,
    );
    if (expense.approvalRequestId && story.ends !== 'PENDING') {
      await decide(t, story, expense.approvalRequestId, { finance, approver, director }, ctx.now);
    }
  }
}
