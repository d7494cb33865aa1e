import { branchScope, canSeeBranch } from '../../policies/branch-scope';
import { newRowId } from '../db/row-id';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError, fieldError, notFound } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import {
  type BranchRecord,
  findBranch,
  findBranchByCode,
  insertBranch,
  listBranches,
  updateBranch,
} from './branch.repository';

/** A branch as the contract's Branch: the timestamps stay on the server. */
function toBranchView(branch: BranchRecord) {
  return { id: branch.id, code: branch.code, name: branch.name, status: branch.status };
}

const codeTaken = (code: string) =>
  new DomainError('branch_code_taken', `Another branch already has the code ${code}.`);

export const branchHandlers: HandlerGroup<'listBranches' | 'createBranch' | 'updateBranch'> = {
  /** Bank-wide users see every branch; everyone else their home branch and scope. */
  async listBranches(ctx) {
    const branches = await listBranches(txOf(ctx), branchScope(principalOf(ctx).user));
    return { status: 200, body: branches.map(toBranchView) };
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
  return { status: 201, body: toBranchView(branch) };
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
  await updateBranch(t, id, { name, status: ctx.body.status }, ctx.now);
  ctx.audit.target = id;
  ctx.audit.summary = `updated branch ${branch.code}: name ${name}, status ${ctx.body.status}`;
  return { status: 200, body: toBranchView({ ...branch, name, status: ctx.body.status }) };
}
