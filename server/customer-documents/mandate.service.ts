import type { components } from '../../api/schema.gen';
import { type MandateRule, mandateProblem, mandateWords } from '../../policies/kyc-documents';
import type { CustomerView } from '../customers/customer.repository';
import type { TenantTx } from '../db/tenant-scope';
import type { AccountView } from '../deposits/deposit-account.repository';
import { DomainError } from '../errors/domain-error';
import { currentDocumentId, findDocument } from './customer-document.repository';

type Signatory = components['schemas']['MandateSignatory'];
type MandateRequest = components['schemas']['AccountMandateRequest'];
export type MandateView = components['schemas']['AccountMandate'];
export type HolderSpecimensView = components['schemas']['HolderSpecimens'];

async function storedMandate(t: TenantTx, accountId: string) {
  return t.trx
    .selectFrom('account_mandate')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The account's mandate as set, or what holds without one: an individual's account is signed by
 * the holder alone (with their current specimen signature); a corporate one has none on file.
 */
export async function mandateOf(
  t: TenantTx,
  account: AccountView,
  holder: CustomerView,
): Promise<MandateView> {
  const row = await storedMandate(t, account.id);
  if (row) {
    const rule = row.rule as MandateRule;
    const signatories = JSON.parse(row.signatories) as Signatory[];
    const words = mandateWords(rule, signatories);
    return { accountId: account.id, rule, signatories, words, updatedAt: row.updated_at };
  }
  if (holder.customerType === 'CORPORATE') {
    return {
      accountId: account.id,
      rule: null,
      signatories: [],
      words: mandateWords(null, []),
      updatedAt: null,
    };
  }
  const signatories: Signatory[] = [
    {
      name: holder.displayName,
      role: 'Account holder',
      signatureDocumentId: await currentDocumentId(t, holder.id, 'SIGNATURE'),
    },
  ];
  return {
    accountId: account.id,
    rule: 'SOLE',
    signatories,
    words: mandateWords('SOLE', signatories),
    updatedAt: null,
  };
}

async function checkSignatures(t: TenantTx, holderId: string, signatories: readonly Signatory[]) {
  for (const signatory of signatories) {
    if (signatory.signatureDocumentId === null) continue;
    const document = await findDocument(t, signatory.signatureDocumentId);
    if (
      !document ||
      document.customerId !== holderId ||
      document.kind !== 'SIGNATURE' ||
      document.replacedBy !== null
    ) {
      throw new DomainError('mandate_signature_not_found');
    }
  }
}

/** Replaces the account's mandate after checking that the signatories fit the rule. */
export async function setMandate(
  t: TenantTx,
  account: AccountView,
  holder: CustomerView,
  body: MandateRequest,
  by: { id: string },
  now: Date,
): Promise<MandateView> {
  const problem = mandateProblem(body.rule, body.signatories);
  if (problem) throw new DomainError('mandate_rule_invalid', problem);
  await checkSignatures(t, holder.id, body.signatories);
  const row = {
    rule: body.rule,
    signatories: JSON.stringify(body.signatories),
    updated_by: by.id,
    updated_at: now.toISOString(),
  };
  const updated = await t.trx
    .updateTable('account_mandate')
    .set(row)
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await t.trx
      .insertInto('account_mandate')
      .values({ ...row, tenant_id: t.tenantId, account_id: account.id })
      .execute();
  }
  return mandateOf(t, account, holder);
}

/** What a teller compares before paying from the account. */
export async function holderSpecimens(
  t: TenantTx,
  account: AccountView,
  holder: CustomerView,
): Promise<HolderSpecimensView> {
  return {
    accountId: account.id,
    accountNumber: account.accountNumber,
    customerId: holder.id,
    holderName: holder.displayName,
    photoDocumentId: await currentDocumentId(t, holder.id, 'PASSPORT_PHOTO'),
    signatureDocumentId: await currentDocumentId(t, holder.id, 'SIGNATURE'),
    mandate: await mandateOf(t, account, holder),
  };
}
