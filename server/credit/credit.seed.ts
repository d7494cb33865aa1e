import type { components } from '../../api/schema.gen';
import { approveRequest } from '../approvals/approval.service';
import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { listLoanProductRows, type StoredLoanProduct } from '../loans/loan-product.repository';
import { findUserByUsername } from '../users/user.repository';
import { findApplicationRow } from './credit-application.repository';
import {
  type CreditActor,
  createApplication,
  rejectApplication,
  returnApplication,
  startReview,
} from './credit-application.service';
import { recommendApplication } from './credit-approval';
import { DEFAULT_SCORECARD } from './credit-scorecard.default';
import { currentScorecard } from './scorecard.repository';
import { saveScorecardVersion } from './scorecard.service';

type Schemas = components['schemas'];

type Stage =
  | 'DRAFT'
  | 'SCORED'
  | 'UNDER_REVIEW'
  | 'RETURNED'
  | 'REJECTED'
  | 'PENDING_APPROVAL'
  | 'PENDING_LEVEL_2'
  | 'APPROVED';

/** One demo application: how far it goes, and the applicant's facts. */
const STORIES: readonly {
  stage: Stage;
  purpose: string;
  incomeNaira: number;
  obligationsNaira: number;
  employment: Schemas['EmploymentType'];
  arrearsDays: number | null;
  /** Above the second level's threshold; else the product's default principal. */
  principalNaira?: number;
}[] = [
  {
    stage: 'DRAFT',
    purpose: 'Shop stock for the festive season',
    incomeNaira: 180_000,
    obligationsNaira: 0,
    employment: 'BUSINESS_OWNER',
    arrearsDays: null,
  },
  {
    stage: 'SCORED',
    purpose: 'School fees',
    incomeNaira: 350_000,
    obligationsNaira: 40_000,
    employment: 'SALARIED',
    arrearsDays: 0,
  },
  {
    stage: 'UNDER_REVIEW',
    purpose: 'Tricycle for transport business',
    incomeNaira: 220_000,
    obligationsNaira: 30_000,
    employment: 'SELF_EMPLOYED',
    arrearsDays: 12,
  },
  {
    stage: 'RETURNED',
    purpose: 'Rent renewal',
    incomeNaira: 150_000,
    obligationsNaira: 20_000,
    employment: 'CONTRACT',
    arrearsDays: 0,
  },
  {
    stage: 'REJECTED',
    purpose: 'Generator for salon',
    incomeNaira: 90_000,
    obligationsNaira: 60_000,
    employment: 'SELF_EMPLOYED',
    arrearsDays: 95,
  },
  {
    stage: 'PENDING_APPROVAL',
    purpose: 'Poultry farm expansion',
    incomeNaira: 600_000,
    obligationsNaira: 50_000,
    employment: 'BUSINESS_OWNER',
    arrearsDays: 0,
  },
  {
    stage: 'PENDING_LEVEL_2',
    purpose: 'Cold room for a frozen foods business',
    incomeNaira: 4_500_000,
    obligationsNaira: 100_000,
    employment: 'BUSINESS_OWNER',
    arrearsDays: 0,
    principalNaira: 8_000_000,
  },
  {
    stage: 'APPROVED',
    purpose: 'Home solar installation',
    incomeNaira: 450_000,
    obligationsNaira: 0,
    employment: 'SALARIED',
    arrearsDays: 0,
  },
];

const ORDER: readonly Stage[] = [
  'DRAFT',
  'SCORED',
  'UNDER_REVIEW',
  'RETURNED',
  'REJECTED',
  'PENDING_APPROVAL',
  'PENDING_LEVEL_2',
  'APPROVED',
];
const reaches = (stage: Stage, step: Stage) => ORDER.indexOf(stage) >= ORDER.indexOf(step);

/** Active individual customers' active deposit accounts, one per customer. */
async function demoAccounts(t: TenantTx, branchId: string | null, count: number) {
  const rows = await t.trx
    .selectFrom('deposit_account as a')
    .innerJoin('customer as c', (j) =>
      j.onRef('c.id', '=', 'a.customer_id').onRef('c.tenant_id', '=', 'a.tenant_id'),
    )
    .select(['a.id as accountId', 'a.customer_id as customerId'])
    .where('a.tenant_id', '=', t.tenantId)
    .where('a.status', '=', 'ACTIVE')
    .where('c.status', '=', 'ACTIVE')
    .where('c.customer_type', '=', 'INDIVIDUAL')
    .where('c.branch_id', branchId === null ? 'is' : '=', branchId)
    .orderBy('a.account_number')
    .limit(count * 4)
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.customerId) && seen.add(row.customerId))
    .slice(0, count);
}

async function actor(t: TenantTx, username: string): Promise<CreditActor | null> {
  const user = await findUserByUsername(t, username);
  // The seed acts for people, but sees every branch: it only picks what they would see.
  return user ? { id: user.id, branchId: user.branchId, scope: null } : null;
}

/** Takes one application as far as its story goes, through the same steps people take. */
async function tell(
  t: TenantTx,
  story: (typeof STORIES)[number],
  parties: { officer: CreditActor; analyst: CreditActor; product: StoredLoanProduct },
  account: { accountId: string; customerId: string },
  now: Date,
) {
  const { officer, analyst, product } = parties;
  const id = await createApplication(
    t,
    officer,
    {
      customerId: account.customerId,
      productId: product.id,
      principalKobo: story.principalNaira
        ? story.principalNaira * 100
        : product.definition.defaultPrincipalKobo,
      accountId: account.accountId,
      purpose: story.purpose,
      monthlyIncomeKobo: story.incomeNaira * 100,
      employmentType: story.employment,
      existingMonthlyObligationsKobo: story.obligationsNaira * 100,
      bureauMaxDaysInArrears: story.arrearsDays,
      submit: story.stage !== 'DRAFT',
    },
    now,
  );
  if (!reaches(story.stage, 'UNDER_REVIEW')) return;
  await startReview(t, analyst, id, now);
  if (story.stage === 'RETURNED') {
    await returnApplication(t, analyst, id, 'Attach the last six months of bank statements.', now);
  } else if (story.stage === 'REJECTED') {
    await rejectApplication(t, analyst, id, '95 days in arrears on the bureau report.', now);
  } else if (reaches(story.stage, 'PENDING_APPROVAL')) {
    await recommendApplication(
      t,
      analyst,
      id,
      { decision: 'APPROVE', note: 'Cash flow supports the instalment.' },
      now,
    );
  }
  return id;
}

/** The approver approves the application's request, which books its loan. */
async function approve(t: TenantTx, id: string, now: Date) {
  const approver = await findUserByUsername(t, 'approver');
  const row = await findApplicationRow(t, id);
  if (!approver || !row?.approval_request_id) return;
  const checker = {
    id: approver.id,
    user: approver,
    branchId: approver.branchId,
    branchIds: approver.branchIds,
  };
  await approveRequest(t, row.approval_request_id, checker, 'Within policy.', now);
}

/**
 * The demo's scorecard, and for the demo tenant one application in each state an officer, an
 * analyst and an approver meet, made through the services (scored, sent to the flow, booked).
 */
export async function seedDemoCredit(t: TenantTx, tenant: DemoTenant, ctx: DemoSeedContext) {
  const admin = await actor(t, 'admin');
  if (!(await currentScorecard(t)) && admin) {
    await saveScorecardVersion(t, DEFAULT_SCORECARD, admin.id, ctx.now);
  }
  if (tenant.id !== 'demo') return;
  const existing = await t.trx
    .selectFrom('credit_application')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const active = (await listLoanProductRows(t)).filter((p) => p.status === 'ACTIVE');
  const product = active[0];
  // The largest lends above the second level, for the application a director approves.
  const largest = active.reduce<StoredLoanProduct | undefined>(
    (best, p) =>
      !best || p.definition.maxPrincipalKobo > best.definition.maxPrincipalKobo ? p : best,
    undefined,
  );
  const officer = await actor(t, 'loanofficer');
  const analyst = await actor(t, 'analyst');
  // The officer's own branch, so the demo's officer and analyst find every application.
  const accounts = await demoAccounts(t, officer?.branchId ?? null, STORIES.length);
  if (!product || !largest || !officer || !analyst || accounts.length < STORIES.length) return;
  for (const [index, story] of STORIES.entries()) {
    const account = accounts[index];
    if (!account) continue;
    const now = new Date(ctx.now.getTime() - (STORIES.length - index) * 3_600_000);
    const lends = story.principalNaira ? largest : product;
    const id = await tell(t, story, { officer, analyst, product: lends }, account, now);
    // The approver approves level 1; a level-2 application then waits for a director.
    if (id && (story.stage === 'APPROVED' || story.stage === 'PENDING_LEVEL_2')) {
      await approve(t, id, now);
    }
  }
}
