import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { GlRemap } from '../gl/gl-chart';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { productsHoldMoney } from './deposit-account.repository';

/**
 * A deposit product's DEPOSIT mapping names the GL account that holds its customers' money.
 * Moving it while the product's accounts hold money would leave that money booked in the old
 * account and every later movement in the new one, so the GL would stop agreeing with the
 * accounts; it is refused until those accounts are empty.
 */
export async function assertControlAccountFree(t: TenantTx, change: GlRemap): Promise<void> {
  const current = await findGlMapping(t, change.productId, 'DEPOSIT');
  if (!current || current.creditAccountId === change.creditAccountId) return;
  if (await productsHoldMoney(t, change.productId)) throw new DomainError('gl_mapping_in_use');
}
