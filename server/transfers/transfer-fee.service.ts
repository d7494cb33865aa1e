import { chargeRule, totalFeeKobo } from '../../policies/charge-fee';
import { findCharges } from '../charges/charge.repository';
import type { TenantTx } from '../db/tenant-scope';
import type { AccountView } from '../deposits/deposit-account.repository';
import { depositLink } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { PostingLine } from '../ledger/entry-rules';

/**
 * The lines that levy the source product's TRANSFER charges on a transfer of `amountKobo`: the
 * fee leaves the source account (through its control account) for the income account of the
 * product's FEE mapping, in the transfer's own entry. None when the product levies nothing.
 */
export async function transferFeeLines(
  t: TenantTx,
  from: AccountView,
  fromControlAccountId: string,
  amountKobo: number,
): Promise<PostingLine[]> {
  if (from.productChargeIds.length === 0) return [];
  const charges = (await findCharges(t, from.productChargeIds)).filter(
    (charge) => charge.event === 'TRANSFER',
  );
  const feeKobo = totalFeeKobo(charges.map(chargeRule), amountKobo);
  if (feeKobo === 0) return [];
  const mapping = await findGlMapping(t, from.productId, 'FEE');
  if (!mapping) {
    throw new DomainError(
      'gl_mapping_missing',
      'The product levies a transfer charge but has no FEE mapping in the GL map; add one first.',
    );
  }
  const narration = `${charges.map((charge) => charge.name).join(', ')} on transfer`;
  return [
    {
      accountId: fromControlAccountId,
      debitKobo: feeKobo,
      creditKobo: 0,
      subledger: depositLink(from.id),
      narration,
    },
    { accountId: mapping.creditAccountId, debitKobo: 0, creditKobo: feeKobo, narration },
  ];
}
