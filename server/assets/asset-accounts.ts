import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import {
  findGlAccountByCode,
  findGlAccounts,
  type GlAccountRecord,
  type GlAccountType,
} from '../ledger/gl-account.repository';

/** An account a request names by code: the field that names it and the type it must be. */
export interface AccountUse {
  readonly field: string;
  readonly code: string;
  readonly type: GlAccountType;
}

/**
 * The GL account a request names by code, checked for its use: it exists, takes postings (not a
 * header), is active and of the type the use needs. A problem names the request's field.
 */
export async function accountForUse(t: TenantTx, use: AccountUse): Promise<GlAccountRecord> {
  const account = await findGlAccountByCode(t, use.code);
  const field = `body.${use.field}`;
  if (!account) {
    throw new DomainError('gl_account_not_found', `There is no GL account ${use.code}.`, [
      { field, code: 'gl_account_not_found', message: `There is no GL account ${use.code}.` },
    ]);
  }
  const refuse = (
    code: 'gl_account_is_header' | 'gl_account_inactive' | 'asset_gl_account_wrong_type',
    message: string,
  ): never => {
    throw new DomainError(code, message, [{ field, code, message }]);
  };
  if (account.header)
    refuse('gl_account_is_header', `${account.code} is a header account and takes no postings.`);
  if (account.status !== 'ACTIVE') refuse('gl_account_inactive', `${account.code} is inactive.`);
  if (account.type !== use.type) {
    refuse(
      'asset_gl_account_wrong_type',
      `${account.code} is not an ${use.type.toLowerCase()} account.`,
    );
  }
  return account;
}

/** The codes of the accounts an event's tenant-wide mapping names, or a refusal. */
export async function mappedAccounts(
  t: TenantTx,
  event: 'ASSET_ACQUISITION' | 'DEPRECIATION' | 'DISPOSAL',
): Promise<{ debit: GlAccountRecord; credit: GlAccountRecord }> {
  const mapping = await findGlMapping(t, null, event);
  const accounts = mapping
    ? await findGlAccounts(t, [mapping.debitAccountId, mapping.creditAccountId])
    : new Map<string, GlAccountRecord>();
  const debit = mapping && accounts.get(mapping.debitAccountId);
  const credit = mapping && accounts.get(mapping.creditAccountId);
  if (!debit || !credit) {
    throw new DomainError(
      'gl_mapping_missing',
      `The GL map has no ${event} mapping; add one under the GL map first.`,
    );
  }
  return { debit, credit };
}
