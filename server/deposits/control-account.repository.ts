import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';

/**
 * The GL account that holds a deposit product's customer balances: the one its DEPOSIT mapping
 * credits (the product's own mapping, else the tenant-wide one).
 */
export async function productControlAccount(t: TenantTx, productId: string): Promise<string> {
  const mapping = await findGlMapping(t, productId, 'DEPOSIT');
  if (!mapping) {
    throw new DomainError(
      'gl_mapping_missing',
      'The product has no DEPOSIT mapping in the GL map; add one first.',
    );
  }
  return mapping.creditAccountId;
}
