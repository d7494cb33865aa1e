import type { components } from '../../api/schema.gen';
import type { Db } from '../db/database';
import { newRowId } from '../db/row-id';
import { inTenant, inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { nipClientOf, readNipSettings } from '../integrations/nip-connection';
import type { InstitutionRecord } from '../nip/nip-messages';
import { countBanks, insertBank } from './bank.repository';
import { planBankRefresh } from './bank-refresh.plan';
import { deactivateBanks, listAllBanks, updateBankFromSwitch } from './bank-refresh.repository';

type BankRefreshResult = components['schemas']['BankRefreshResult'];

/**
 * Brings the tenant's banks up to date from the switch's institution list (032). The settings
 * are read in one short transaction, the switch asked outside any, and the changes written in
 * another; no answer (or a refusal) changes nothing.
 */
export async function refreshBanks(
  db: Db,
  tenantId: string,
  now: () => Date,
): Promise<BankRefreshResult> {
  const settings = await inTenantRead(db, tenantId, readNipSettings);
  const reply = await nipClientOf(settings, now).institutionList();
  if (reply.kind === 'no-reply') {
    throw new DomainError('nip_switch_unavailable');
  }
  if (reply.message.responseCode !== '00') {
    throw new DomainError(
      'nip_switch_unavailable',
      `The NIP switch refused the institution list (${reply.code.code}: ${reply.code.meaning}). Nothing was changed.`,
    );
  }
  return inTenant(db, tenantId, (t) => applyInstitutionList(t, reply.message.records, now()));
}

async function applyInstitutionList(
  t: TenantTx,
  records: readonly InstitutionRecord[],
  now: Date,
): Promise<BankRefreshResult> {
  const plan = planBankRefresh(await listAllBanks(t), records);
  for (const bank of plan.add) {
    await insertBank(t, { id: newRowId(now.getTime()), ...bank, active: true }, now);
  }
  for (const bank of plan.update) await updateBankFromSwitch(t, bank);
  await deactivateBanks(t, plan.deactivate);
  return {
    added: plan.add.length,
    updated: plan.update.length,
    deactivated: plan.deactivate.length,
    total: await countBanks(t),
  };
}
