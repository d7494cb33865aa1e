import { findBranchByCode } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { findGlAccountByCode, type GlAccountRecord } from '../ledger/gl-account.repository';
import {
  type BudgetView,
  budgetLineExists,
  deleteBudgetLine,
  findBudgetView,
  insertBudgetLine,
  updateBudgetLine,
} from './budget.repository';

export interface BudgetLineInput {
  readonly year: number;
  readonly month: number;
  readonly glAccountCode: string;
  readonly branchCode?: string | null | undefined;
  readonly amountKobo: number;
  readonly note?: string | null | undefined;
}

/** The branch a code names; blank or absent is the whole bank (null). */
export async function branchOfCode(
  t: TenantTx,
  code: string | null | undefined,
): Promise<{ id: string; code: string; name: string; status: 'ACTIVE' | 'INACTIVE' } | null> {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return null;
  const branch = await findBranchByCode(t, trimmed);
  if (!branch) {
    throw new DomainError('budget_branch_not_found', `No branch has the code ${trimmed}.`, [
      { field: 'branchCode', code: 'budget_branch_not_found', message: 'No branch has that code.' },
    ]);
  }
  return { id: branch.id, code: branch.code, name: branch.name, status: branch.status };
}

/** The income or expense account, taking postings, that a code names. */
async function budgetableAccount(t: TenantTx, code: string): Promise<GlAccountRecord> {
  const account = await findGlAccountByCode(t, code.trim());
  const field = (problem: string, message: string) => [
    { field: 'glAccountCode', code: problem, message },
  ];
  if (!account) {
    const message = `No GL account has the code ${code}.`;
    throw new DomainError('gl_account_not_found', message, field('gl_account_not_found', message));
  }
  if (account.header) {
    const message = `${account.code} is a header account; budget its accounts instead.`;
    throw new DomainError('gl_account_is_header', message, field('gl_account_is_header', message));
  }
  if (account.type !== 'INCOME' && account.type !== 'EXPENSE') {
    const message = `${account.code} is not an income or expense account.`;
    throw new DomainError(
      'gl_account_not_budgetable',
      message,
      field('gl_account_not_budgetable', message),
    );
  }
  return account;
}

const lineExists = (input: BudgetLineInput) =>
  new DomainError(
    'budget_exists',
    `${input.glAccountCode} already has a budget line for month ${input.month} of ${input.year}${
      input.branchCode?.trim() ? ` at ${input.branchCode.trim()}` : ' for the whole bank'
    }.`,
  );

/** Creates one budget line, as the single create and each row of an upload do. */
export async function createBudgetLine(
  t: TenantTx,
  input: BudgetLineInput,
  createdBy: string,
  now: Date,
): Promise<BudgetView> {
  const account = await budgetableAccount(t, input.glAccountCode);
  const branch = await branchOfCode(t, input.branchCode);
  const key = { year: input.year, month: input.month, branchId: branch?.id ?? null };
  if (await budgetLineExists(t, { ...key, glAccountId: account.id })) throw lineExists(input);
  const id = newRowId();
  try {
    await insertBudgetLine(
      t,
      {
        id,
        ...key,
        glAccountId: account.id,
        amountKobo: input.amountKobo,
        note: input.note?.trim() || null,
        createdBy,
      },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw lineExists(input);
    throw error;
  }
  return viewOf(t, id);
}

async function viewOf(t: TenantTx, id: string): Promise<BudgetView> {
  const view = await findBudgetView(t, id);
  if (!view) throw new DomainError('budget_not_found');
  return view;
}

/** Changes a line's amount and note; returns the line before and after, for the audit. */
export async function changeBudgetLine(
  t: TenantTx,
  id: string,
  change: { amountKobo: number; note?: string | null | undefined },
  now: Date,
): Promise<{ before: BudgetView; after: BudgetView }> {
  const before = await viewOf(t, id);
  const note = change.note === undefined ? before.note : change.note?.trim() || null;
  await updateBudgetLine(t, id, { amountKobo: change.amountKobo, note }, now);
  return { before, after: await viewOf(t, id) };
}

export async function removeBudgetLine(t: TenantTx, id: string): Promise<BudgetView> {
  const before = await viewOf(t, id);
  await deleteBudgetLine(t, id);
  return before;
}
