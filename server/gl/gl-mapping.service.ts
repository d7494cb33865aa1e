import { installedAreas } from '../area-catalogue';
import type { TenantTx } from '../db/tenant-scope';
import { findProduct } from '../deposit-products/deposit-product.repository';
import { DomainError } from '../errors/domain-error';
import { findGlAccounts, type GlAccountRecord } from '../ledger/gl-account.repository';
import { chartOf, type GlEvent } from './gl-chart';
import { type GlMappingRecord, saveGlMapping } from './gl-mapping.repository';

export interface GlMappingChange {
  readonly productId: string | null;
  readonly event: GlEvent;
  readonly debitAccountId: string;
  readonly creditAccountId: string;
}

/**
 * Saves the mapping of a product's (or the tenant's) event to two postable, active accounts,
 * once the area that owns the event agrees to the move (a deposit product's control account
 * cannot move while its accounts hold money). Answers the saved mapping and both accounts.
 */
export async function mapGlEvent(
  t: TenantTx,
  change: GlMappingChange,
  userId: string,
  now: Date,
): Promise<{ mapping: GlMappingRecord; accounts: Map<string, GlAccountRecord> }> {
  const { productId, event, debitAccountId, creditAccountId } = change;
  if (productId !== null && !(await findProduct(t, productId))) {
    throw new DomainError('product_not_found');
  }
  if (debitAccountId === creditAccountId) throw new DomainError('debit_and_credit_account_same');
  const accounts = await findGlAccounts(t, [debitAccountId, creditAccountId]);
  for (const id of [debitAccountId, creditAccountId]) postableAccount(accounts.get(id));
  await chartOf(installedAreas()).events.get(event)?.beforeRemap?.(t, change);
  const mapping = await saveGlMapping(t, change, userId, now);
  return { mapping, accounts };
}

function postableAccount(account: GlAccountRecord | undefined): void {
  if (!account) throw new DomainError('gl_account_not_found');
  if (account.header) {
    throw new DomainError('gl_account_is_header', `${account.code} is a header account.`);
  }
  if (account.status !== 'ACTIVE') {
    throw new DomainError('gl_account_inactive', `${account.code} is inactive.`);
  }
}
