import { obeyFormRules } from '../config/forms-config';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import type { UserRecord } from './user.repository';
import {
  createStaffUser,
  findVisibleUser,
  resetStaffPassword,
  searchUsersFor,
  setUserStatus,
  updateStaffUser,
} from './user.service';
import { describeChange, describeUser } from './user-audit';
import { toUserView } from './user-view.service';

type UserOperation =
  | 'listUsers'
  | 'createUser'
  | 'getUser'
  | 'updateUser'
  | 'disableUser'
  | 'enableUser'
  | 'resetUserPassword';

function note(ctx: OperationContext, user: UserRecord, summary: string): void {
  ctx.audit.target = user.id;
  ctx.audit.summary = summary;
}

export const userHandlers: HandlerGroup<UserOperation> = {
  async listUsers(ctx) {
    const { user: admin, tenant } = principalOf(ctx);
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await searchUsersFor(txOf(ctx), admin, {
      q: ctx.query.q ?? null,
      status: ctx.query.status ?? null,
      role: ctx.query.role ?? null,
      page,
      pageSize,
    });
    const body = { items: items.map((user) => toUserView(user, tenant)), total, page, pageSize };
    return { status: 200, body };
  },
  async createUser(ctx) {
    await obeyFormRules(txOf(ctx), 'user', ctx.body);
    const { user: admin, tenant } = principalOf(ctx);
    const created = await createStaffUser(txOf(ctx), admin, ctx.body, ctx.now);
    note(ctx, created.user, `created user ${describeUser(created.user)} with a temporary password`);
    const body = {
      user: toUserView(created.user, tenant),
      temporaryPassword: created.temporaryPassword,
    };
    return { status: 201, body };
  },
  async getUser(ctx) {
    const { user: admin, tenant } = principalOf(ctx);
    const user = await findVisibleUser(txOf(ctx), admin, ctx.params.id);
    return { status: 200, body: toUserView(user, tenant) };
  },
  async updateUser(ctx) {
    const { user: admin, tenant } = principalOf(ctx);
    const { before, user } = await updateStaffUser(
      txOf(ctx),
      admin,
      ctx.params.id,
      ctx.body,
      ctx.now,
    );
    note(ctx, user, describeChange(before, user));
    ctx.audit.before = toUserView(before, tenant);
    ctx.audit.after = toUserView(user, tenant);
    return { status: 200, body: toUserView(user, tenant) };
  },
  async disableUser(ctx) {
    const { user: admin, tenant } = principalOf(ctx);
    const { user, changed } = await setUserStatus(
      txOf(ctx),
      admin,
      ctx.params.id,
      'DISABLED',
      ctx.now,
    );
    const summary = changed
      ? `disabled user ${user.username} and ended their sessions`
      : `user ${user.username} was already disabled`;
    note(ctx, user, summary);
    ctx.audit.before = { status: changed ? 'ACTIVE' : user.status };
    ctx.audit.after = { status: user.status };
    return { status: 200, body: toUserView(user, tenant) };
  },
  async enableUser(ctx) {
    const { user: admin, tenant } = principalOf(ctx);
    const { user, changed } = await setUserStatus(
      txOf(ctx),
      admin,
      ctx.params.id,
      'ACTIVE',
      ctx.now,
    );
    const summary = changed
      ? `enabled user ${user.username}`
      : `user ${user.username} was already enabled`;
    note(ctx, user, summary);
    ctx.audit.before = { status: changed ? 'DISABLED' : user.status };
    ctx.audit.after = { status: user.status };
    return { status: 200, body: toUserView(user, tenant) };
  },
  async resetUserPassword(ctx) {
    const { user: admin } = principalOf(ctx);
    const reset = await resetStaffPassword(txOf(ctx), admin, ctx.params.id, ctx.now);
    note(ctx, reset.user, `reset the password of ${reset.user.username} and ended their sessions`);
    return { status: 200, body: { temporaryPassword: reset.temporaryPassword } };
  },
};
