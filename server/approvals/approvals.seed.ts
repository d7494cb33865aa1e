import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { findFlow, insertFlow } from './approval.repository';

const LEVEL1 = { roles: [], permissions: ['txn.approve.level1'] };
const LEVEL2 = {
  roles: ['DIRECTOR_APPROVER', 'MANAGING_DIRECTOR'],
  permissions: ['txn.approve.level2'],
};

/**
 * One flow for manual journals: one level of approval from ₦1,000,000, two from ₦10,000,000.
 * Outward NIP transfers wait on the same bands; reversing one by hand on one level from ₦100,000.
 * Nothing waits on them; the demo's requests are made by using the console.
 */
export async function seedDemoApprovalFlows(t: TenantTx, now: Date): Promise<void> {
  await seedJournalReversalFlow(t, now);
  await seedLoanApprovalFlow(t, now);
  await seedLoanWriteOffFlow(t, now);
  await seedNipFlows(t, now);
  await seedTillFlows(t, now);
  if (await findFlow(t, { operationType: 'MANUAL_JOURNAL' })) return;
  await insertFlow(
    t,
    {
      id: newRowId(now.getTime()),
      name: 'Manual journals',
      operationType: 'MANUAL_JOURNAL',
      bands: [
        {
          fromKobo: 1_000_000_00,
          toKobo: 10_000_000_00,
          levels: 1,
          approvers: [LEVEL1],
          sameBranch: false,
        },
        {
          fromKobo: 10_000_000_00,
          toKobo: null,
          levels: 2,
          approvers: [LEVEL1, LEVEL2],
          sameBranch: false,
        },
      ],
      expiryHours: 48,
      status: 'ACTIVE',
    },
    now,
  );
}

/** Reversing a journal is approved like posting one, on the same bands of the original's total. */
async function seedJournalReversalFlow(t: TenantTx, now: Date): Promise<void> {
  if (await findFlow(t, { operationType: 'JOURNAL_REVERSAL' })) return;
  await insertFlow(
    t,
    {
      id: newRowId(now.getTime()),
      name: 'Journal reversals',
      operationType: 'JOURNAL_REVERSAL',
      bands: [
        {
          fromKobo: 1_000_000_00,
          toKobo: 10_000_000_00,
          levels: 1,
          approvers: [LEVEL1],
          sameBranch: false,
        },
        {
          fromKobo: 10_000_000_00,
          toKobo: null,
          levels: 2,
          approvers: [LEVEL1, LEVEL2],
          sameBranch: false,
        },
      ],
      expiryHours: 48,
      status: 'ACTIVE',
    },
    now,
  );
}

/**
 * Cash at the counter: a withdrawal over the teller's limit (CASH_WITHDRAWAL), the reversal of a
 * cash transaction (CASH_REVERSAL) and a till's closing variance (TILL_VARIANCE), each on one
 * level by a head teller of the same branch. The teller's limit decides whether a withdrawal is
 * submitted at all, so the bands start at one kobo.
 */
async function seedTillFlows(t: TenantTx, now: Date): Promise<void> {
  // Approving a reversal is optional for a head teller's role, so the flow names the role too.
  const flows = [
    ['CASH_WITHDRAWAL', 'Cash withdrawals over the teller limit', [], 'txn.approve.level1'],
    [
      'CASH_REVERSAL',
      'Reversals of cash at the counter',
      ['VAULT_HEAD_TELLER'],
      'txn.reversal.approve',
    ],
    ['TILL_VARIANCE', 'Till closing variances', [], 'till.session.reconcile'],
  ] as const;
  for (const [operationType, name, roles, permission] of flows) {
    if (await findFlow(t, { operationType })) continue;
    await insertFlow(
      t,
      {
        id: newRowId(now.getTime()),
        name,
        operationType,
        bands: [
          {
            fromKobo: 1,
            toKobo: null,
            levels: 1,
            approvers: [{ roles: [...roles], permissions: [permission] }],
            sameBranch: true,
          },
        ],
        expiryHours: 24,
        status: 'ACTIVE',
      },
      now,
    );
  }
}

async function seedNipFlows(t: TenantTx, now: Date): Promise<void> {
  if (!(await findFlow(t, { operationType: 'NIP_TRANSFER' }))) {
    await insertFlow(
      t,
      {
        id: newRowId(now.getTime()),
        name: 'NIP outward transfers',
        operationType: 'NIP_TRANSFER',
        bands: [
          {
            fromKobo: 1_000_000_00,
            toKobo: 10_000_000_00,
            levels: 1,
            approvers: [LEVEL1],
            sameBranch: false,
          },
          {
            fromKobo: 10_000_000_00,
            toKobo: null,
            levels: 2,
            approvers: [LEVEL1, LEVEL2],
            sameBranch: false,
          },
        ],
        expiryHours: 24,
        status: 'ACTIVE',
      },
      now,
    );
  }
  if (await findFlow(t, { operationType: 'NIP_REVERSAL' })) return;
  await insertFlow(
    t,
    {
      id: newRowId(now.getTime()),
      name: 'NIP transfer reversals',
      operationType: 'NIP_REVERSAL',
      bands: [
        { fromKobo: 100_000_00, toKobo: null, levels: 1, approvers: [LEVEL1], sameBranch: false },
      ],
      expiryHours: 48,
      status: 'ACTIVE',
    },
    now,
  );
}

/**
 * Credit applications recommended by an analyst: one level of loan approval up to ₦5,000,000,
 * a second (loan.approve.level2, a director) above it. Every amount waits for a checker.
 */
async function seedLoanApprovalFlow(t: TenantTx, now: Date): Promise<void> {
  if (await findFlow(t, { operationType: 'LOAN_APPROVAL' })) return;
  const loanLevel1 = { roles: [], permissions: ['loan.approve.level1'] };
  const loanLevel2 = { roles: [], permissions: ['loan.approve.level2'] };
  await insertFlow(
    t,
    {
      id: newRowId(now.getTime()),
      name: 'Loan approvals',
      operationType: 'LOAN_APPROVAL',
      bands: [
        {
          fromKobo: 0,
          toKobo: 5_000_000_01,
          levels: 1,
          approvers: [loanLevel1],
          sameBranch: false,
        },
        {
          fromKobo: 5_000_000_01,
          toKobo: null,
          levels: 2,
          approvers: [loanLevel1, loanLevel2],
          sameBranch: false,
        },
      ],
      expiryHours: 72,
      status: 'ACTIVE',
    },
    now,
  );
}

/** Every loan write-off waits for a director or the managing director (loan.approve.level2). */
async function seedLoanWriteOffFlow(t: TenantTx, now: Date): Promise<void> {
  if (await findFlow(t, { operationType: 'LOAN_WRITE_OFF' })) return;
  await insertFlow(
    t,
    {
      id: newRowId(now.getTime()),
      name: 'Loan write-offs',
      operationType: 'LOAN_WRITE_OFF',
      bands: [
        {
          fromKobo: 0,
          toKobo: null,
          levels: 1,
          approvers: [{ roles: [], permissions: ['loan.approve.level2'] }],
          sameBranch: false,
        },
      ],
      expiryHours: 72,
      status: 'ACTIVE',
    },
    now,
  );
}
