import { branchScope } from '../../policies/branch-scope';
import { type HandlerGroup, outsideTransaction, principalOf, txOf } from '../http/operation';
import { getIdentityChecks, runIdentityChecks } from './identity-checks.service';
import {
  getIdentityServices,
  saveIdentityService,
  testIdentityService,
} from './identity-services.service';

type IdentityOps =
  | 'listCustomerIdentityChecks'
  | 'runCustomerIdentityChecks'
  | 'getIdentityServices'
  | 'saveIdentityService'
  | 'testIdentityService';

export const identityCheckHandlers: HandlerGroup<IdentityOps> = {
  async listCustomerIdentityChecks(ctx) {
    const scope = branchScope(principalOf(ctx).user);
    return { status: 200, body: await getIdentityChecks(txOf(ctx), ctx.params.id, scope) };
  },

  // A paid lookup at two outside services: run outside the request transaction.
  runCustomerIdentityChecks: outsideTransaction(async (ctx) => {
    const { user, tenant } = principalOf(ctx);
    // The name as the check keeps it (at most 64 characters, as the contract answers it).
    const caller = {
      tenantId: tenant.id,
      name: user.fullName.slice(0, 64),
      scope: branchScope(user),
    };
    const { view, made } = await runIdentityChecks(ctx.services.db, caller, ctx.params.id, ctx.now);
    ctx.audit.target = ctx.params.id;
    ctx.audit.summary = `checked the customer's identity: ${made
      .map(
        (check) =>
          `${check.kind} ${check.state.toLowerCase().replaceAll('_', ' ')}${check.mismatchedFields.length > 0 ? ` (${check.mismatchedFields.join(', ').toLowerCase().replaceAll('_', ' ')})` : ''}`,
      )
      .join(', ')}`;
    return { status: 200, body: view };
  }),

  async getIdentityServices(ctx) {
    return { status: 200, body: await getIdentityServices(txOf(ctx)) };
  },

  async saveIdentityService(ctx) {
    const { user } = principalOf(ctx);
    const service = ctx.params.service;
    const body = await saveIdentityService(txOf(ctx), service, ctx.body, {
      username: user.username,
      now: ctx.now,
    });
    // Secrets are never written to the audit log: only whether new ones were given.
    const newSecrets = ctx.body.password !== undefined || ctx.body.aesKey !== undefined;
    ctx.audit.target = `identity-${service}`;
    ctx.audit.summary = `saved the ${service.toUpperCase()} service connection (${body.endpoint}${newSecrets ? ', new credentials' : ', credentials kept'})`;
    return { status: 200, body };
  },

  testIdentityService: outsideTransaction(async (ctx) => {
    const tenantId = principalOf(ctx).tenant.id;
    const service = ctx.params.service;
    const body = await testIdentityService(ctx.services.db, tenantId, service, ctx.now);
    ctx.audit.target = `identity-${service}`;
    ctx.audit.summary = `tested the ${service.toUpperCase()} service connection: ${body.ok ? 'accepted' : body.reached ? 'refused' : 'no reply'} in ${body.latencyMs} ms`;
    return { status: 200, body };
  }),
};
