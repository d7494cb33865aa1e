import { type HandlerGroup, outsideTransaction, principalOf, txOf } from '../http/operation';
import { getIntegration, saveIntegration, testIntegration } from './payment-integration.service';

type IntegrationOps = 'getPaymentIntegration' | 'savePaymentIntegration' | 'testPaymentIntegration';

export const integrationHandlers: HandlerGroup<IntegrationOps> = {
  async getPaymentIntegration(ctx) {
    return { status: 200, body: await getIntegration(txOf(ctx)) };
  },

  async savePaymentIntegration(ctx) {
    const { user } = principalOf(ctx);
    const body = await saveIntegration(txOf(ctx), ctx.body, {
      username: user.username,
      now: ctx.now,
    });
    // The secret is never written to the audit log: only whether it changed.
    ctx.audit.target = 'payments';
    ctx.audit.summary = `saved the NIP switch connection (${body.endpoint}, institution ${body.institutionCode}${ctx.body.sharedSecret === undefined ? ', secret kept' : ', new secret'})`;
    return { status: 200, body };
  },

  // Waits on the switch, so it runs outside the request transaction.
  testPaymentIntegration: outsideTransaction(async (ctx) => {
    const tenantId = principalOf(ctx).tenant.id;
    const body = await testIntegration(ctx.services.db, tenantId, ctx.body);
    ctx.audit.target = 'payments';
    ctx.audit.summary = `tested the NIP switch connection: ${body.reached ? `answered ${body.responseCode}` : 'no reply'} in ${body.latencyMs} ms`;
    return { status: 200, body };
  }),
};
