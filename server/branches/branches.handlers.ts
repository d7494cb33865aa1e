import { branchScope, canSeeBranch } from '../../policies/branch-scope';
import { newRowId } from '../db/row-id';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError, fieldError, notFound } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import {
  type BranchOpenCounts,
  type BranchRecord,
  branchOpenCounts,
  findBranch,
  findBranchByCode,
  insertBranch,
  listBranches,
  updateBranch,
} from './branch.repository';

const NONE_OPEN: BranchOpenCounts = { openTillCount: 0, openAccountCount: 0 };

/** A branch as the contract's Branch: the timestamps stay on the server. */
function toBranchView(branch: BranchRecord, counts?: BranchOpenCounts) {
  return {
    id: branch.id,
    code: branch.code,
    name: branch.name,
    status: branch.status,
    ...counts,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A branch closes only when nothing of it is still open; the answer names what is. */
function refuseOpenWork(branch: BranchRecord, counts: BranchOpenCounts): void {
  if (counts.openTillCount > 0) {
    throw new DomainError(
      'branch_has_open_tills',
      `${branch.name} has ${plural(counts.openTillCount, 'till', 'tills')} still active or in use; deactivate them and close their tellers' days first.`,
    );
  }
  if (counts.openAccountCount > 0) {
    throw new DomainError(
      'branch_has_open_accounts',
      `${branch.name} has ${plural(counts.openAccountCount, 'deposit account', 'deposit accounts')} not closed; close or move them first.`,
    );
  }
}

const codeTaken = (code: string) =>
  new DomainError('branch_code_taken', `Another branch already has the code ${code}.`);

export const branchHandlers: HandlerGroup<'listBranches' | 'createBranch' | 'updateBranch'> = {
  /** Bank-wide users see every branch; everyone else their home branch and scope. */
  async listBranches(ctx) {
    const t = txOf(ctx);
    const branches = await listBranches(t, branchScope(principalOf(ctx).user));
    const counts = await branchOpenCounts(t);
    const body = branches.map((b) => toBranchView(b, counts.get(b.id) ?? NONE_OPEN));
    return { status: 200, body };
  },
  createBranch,
  updateBranch: changeBranch,
};

async function createBranch(ctx: OperationContext<'createBranch'>) {
  const t = txOf(ctx);
  // A new branch is in no one's scope yet, so only a bank-wide caller may open one.
  if (branchScope(principalOf(ctx).user) !== null) {
    throw new DomainError(
      'branch_out_of_scope',
      'Only a bank-wide user may open a branch; yours is limited to some branches.',
    );
  }
  const name = ctx.body.name.trim();
  const { code } = ctx.body;
  if (name === '') throw fieldError('body.name', 'blank', 'The name may not be blank.');
  if (await findBranchByCode(t, code)) throw codeTaken(code);
  let branch: BranchRecord;
  try {
    branch = await insertBranch(t, { id: newRowId(), code, name }, ctx.now);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
  ctx.audit.target = branch.id;
  ctx.audit.summary = `opened branch ${code} (${name})`;
  ctx.audit.after = toBranchView(branch);
  return { status: 201, body: toBranchView(branch, NONE_OPEN) };
}

async function changeBranch(ctx: OperationContext<'updateBranch'>) {
  const t = txOf(ctx);
  const { id } = ctx.params;
  const branch = await findBranch(t, id);
  // A branch outside the caller's scope answers as one that does not exist.
  if (!branch || !canSeeBranch(principalOf(ctx).user, branch.id)) {
    throw notFound('branch_not_found', 'The branch');
  }
  const name = ctx.body.name.trim();
  if (name === '') throw fieldError('body.name', 'blank', 'The name may not be blank.');
  const { status } = ctx.body;
  const counts = (await branchOpenCounts(t)).get(id) ?? NONE_OPEN;
  if (status === 'INACTIVE' && branch.status === 'ACTIVE') refuseOpenWork(branch, counts);
  await updateBranch(t, id, { name, status }, ctx.now);
  const updated = { ...branch, name, status };
  ctx.audit.target = id;
  ctx.audit.summary = `${branchChange(branch, updated)} branch ${branch.code}: name ${name}`;
  ctx.audit.before = toBranchView(branch);
  ctx.audit.after = toBranchView(updated);
  return { status: 200, body: toBranchView(updated, counts) };
}

function branchChange(before: BranchRecord, after: BranchRecord): string {
  if (before.status === after.status) return 'renamed';
  return after.status === 'INACTIVE' ? 'closed' : 'reopened';
}
