import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { countBanks, insertBank } from './bank.repository';
import { NIGERIAN_INSTITUTIONS } from './nigerian-institutions';

/**
 * Gives a tenant the list of Nigerian institutions reachable over NIP unless it has a list
 * already: a tenant's own changes (and, later, the switch's refresh) must survive a restart.
 */
export async function seedDemoBanks(t: TenantTx, now: Date): Promise<void> {
  if ((await countBanks(t)) > 0) return;
  for (const institution of NIGERIAN_INSTITUTIONS) {
    await insertBank(t, { id: newRowId(), ...institution }, now);
  }
}
