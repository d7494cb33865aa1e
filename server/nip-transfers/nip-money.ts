import { chargeRule, totalFeeKobo } from '../../policies/charge-fee';
import { vatOnFeeKobo } from '../../policies/nip-limits';
import { findCharges } from '../charges/charge.repository';
import type { TenantTx } from '../db/tenant-scope';
import { productControlAccount } from '../deposits/control-account.repository';
import type { AccountView } from '../deposits/deposit-account.repository';
import { depositLink, depositSubledger } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { PostingLine } from '../ledger/entry-rules';
import { postEntry, reverseEntry } from '../ledger/ledger.service';

/** The product's NIP_OUTWARD charges on an amount (0 without any) and 7.5% VAT on them. */
export async function nipFeeOf(t: TenantTx, account: AccountView, amountKobo: number) {
  const charges =
    account.productChargeIds.length === 0
      ? []
      : (await findCharges(t, account.productChargeIds)).filter(
          (charge) => charge.event === 'NIP_OUTWARD',
        );
  const feeKobo = totalFeeKobo(charges.map(chargeRule), amountKobo);
  return { feeKobo, vatKobo: vatOnFeeKobo(feeKobo) };
}

async function creditAccountOf(t: TenantTx, productId: string, event: string): Promise<string> {
  const mapping = await findGlMapping(t, productId, event);
  if (!mapping) {
    throw new DomainError(
      'gl_mapping_missing',
      `The GL map has no ${event} mapping for this product or tenant-wide; add one first.`,
    );
  }
  return mapping.creditAccountId;
}

export interface NipDebit {
  readonly account: AccountView;
  readonly amountKobo: number;
  readonly feeKobo: number;
  readonly vatKobo: number;
  readonly statementNarration: string;
  readonly reference: string;
  readonly createdBy: string;
}

/**
 * The customer's side of an outward transfer as one entry: the customer's account is debited
 * the amount with its fee and VAT (one deposit line, so the statement shows one NIP line), NIP
 * settlement is credited the amount, fee income the fee and VAT payable the VAT.
 */
export async function postNipDebit(t: TenantTx, debit: NipDebit, now: Date) {
  const { account, amountKobo, feeKobo, vatKobo } = debit;
  const control = await productControlAccount(t, account.productId);
  const settlement = await creditAccountOf(t, account.productId, 'NIP_OUTWARD');
  const lines: PostingLine[] = [
    {
      accountId: control,
      debitKobo: amountKobo + feeKobo + vatKobo,
      creditKobo: 0,
      subledger: depositLink(account.id),
      narration: debit.statementNarration,
    },
    { accountId: settlement, debitKobo: 0, creditKobo: amountKobo, narration: debit.reference },
  ];
  if (feeKobo > 0) {
    const income = await creditAccountOf(t, account.productId, 'FEE');
    lines.push({ accountId: income, debitKobo: 0, creditKobo: feeKobo, narration: 'NIP fee' });
  }
  if (vatKobo > 0) {
    const vat = await creditAccountOf(t, account.productId, 'VAT');
    lines.push({ accountId: vat, debitKobo: 0, creditKobo: vatKobo, narration: 'VAT on NIP fee' });
  }
  return postEntry(
    t,
    {
      narration: debit.statementNarration,
      reference: debit.reference,
      lines,
      source: 'NIP_OUTWARD',
      createdBy: debit.createdBy,
    },
    now,
  );
}

/** Puts the whole debit back (amount, fee and VAT) with a new entry through the deposit port. */
export async function reverseNipDebit(
  t: TenantTx,
  entryId: string,
  narration: string,
  createdBy: string,
  now: Date,
) {
  return reverseEntry(t, entryId, { narration, createdBy }, now, [depositSubledger]);
}
