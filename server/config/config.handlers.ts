import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { readConfigEntry, saveConfig } from './config.service';

export const configHandlers: HandlerGroup<'getConfig' | 'saveConfig'> = {
  async getConfig(ctx) {
    return { status: 200, body: await readConfigEntry(txOf(ctx), ctx.params.key) };
  },
  async saveConfig(ctx) {
    const { tenant, user } = principalOf(ctx);
    const { key } = ctx.params;
    ctx.audit.before = (await readConfigEntry(txOf(ctx), key)).value;
    const saved = await saveConfig(txOf(ctx), key, ctx.body.value, {
      tenantId: tenant.id,
      username: user.username,
      trustedLicenseKeys: ctx.services.licenseKeys,
      now: ctx.now,
    });
    ctx.audit.target = key;
    ctx.audit.summary = saved.summary;
    ctx.audit.after = saved.entry.value;
    return { status: 200, body: saved.entry };
  },
};
