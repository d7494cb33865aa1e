import type { TenantTx } from '../db/tenant-scope';
import { productControlAccount } from '../deposits/control-account.repository';
import type { AccountView } from '../deposits/deposit-account.repository';
import { depositLink, depositSubledger } from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import { findGlAccounts } from '../ledger/gl-account.repository';
import { postEntry, reverseEntry } from '../ledger/ledger.service';

/**
 * The GL accounts tills and vaults hang under, read from the tenant-wide GL map: TILL_CASH_IN
 * debits teller cash and credits vault cash. Each till and each branch vault gets its own
 * postable account beside those two, under the same header (decision 037).
 */
export async function cashParents(t: TenantTx) {
  const mapping = await findGlMapping(t, null, 'TILL_CASH_IN');
  if (!mapping) {
    throw new DomainError(
      'gl_mapping_missing',
      'The GL map has no TILL_CASH_IN mapping (teller cash from vault cash); add one first.',
    );
  }
  const accounts = await findGlAccounts(t, [mapping.debitAccountId, mapping.creditAccountId]);
  const teller = accounts.get(mapping.debitAccountId);
  const vault = accounts.get(mapping.creditAccountId);
  if (!teller || !vault) throw new DomainError('gl_mapping_missing');
  return { teller, vault };
}

/** The account an event's mapping names on the side that is not the till's. */
async function mappedAccount(t: TenantTx, event: string, side: 'debit' | 'credit') {
  const mapping = await findGlMapping(t, null, event);
  if (!mapping) {
    throw new DomainError(
      'gl_mapping_missing',
      `The GL map has no ${event} mapping; add one first.`,
    );
  }
  return side === 'debit' ? mapping.debitAccountId : mapping.creditAccountId;
}

export interface CashPosting {
  readonly tillGlAccountId: string;
  readonly account: AccountView;
  readonly amountKobo: number;
  readonly narration: string;
  readonly reference: string;
  readonly createdBy: string;
}

/**
 * Cash across the counter: a deposit debits the till's cash and credits the customer's account
 * through its port; a withdrawal is the same two lines the other way round.
 */
async function postCash(
  t: TenantTx,
  posting: CashPosting,
  source: 'DEPOSIT' | 'WITHDRAWAL',
  now: Date,
) {
  const control = await productControlAccount(t, posting.account.productId);
  const amount = posting.amountKobo;
  const intoTill = source === 'DEPOSIT';
  return postEntry(
    t,
    {
      narration: posting.narration,
      reference: posting.reference,
      lines: [
        {
          accountId: posting.tillGlAccountId,
          debitKobo: intoTill ? amount : 0,
          creditKobo: intoTill ? 0 : amount,
        },
        {
          accountId: control,
          debitKobo: intoTill ? 0 : amount,
          creditKobo: intoTill ? amount : 0,
          subledger: depositLink(posting.account.id),
        },
      ],
      source,
      createdBy: posting.createdBy,
    },
    now,
  );
}

export const postCashDeposit = (t: TenantTx, posting: CashPosting, now: Date) =>
  postCash(t, posting, 'DEPOSIT', now);

export const postCashWithdrawal = (t: TenantTx, posting: CashPosting, now: Date) =>
  postCash(t, posting, 'WITHDRAWAL', now);

/** Puts a cash transaction back with a new entry that mirrors it; the original stays. */
export async function reverseCashEntry(
  t: TenantTx,
  entryId: string,
  narration: string,
  createdBy: string,
  now: Date,
) {
  return reverseEntry(t, entryId, { narration, createdBy }, now, [depositSubledger]);
}

/** Cash between the vault and a till; posted only when the movement is confirmed. */
export async function postCashMovement(
  t: TenantTx,
  movement: {
    kind: 'PICKUP' | 'DROP';
    tillGlAccountId: string;
    vaultGlAccountId: string;
    amountKobo: number;
    reference: string;
    createdBy: string;
  },
  now: Date,
) {
  const [debit, credit] =
    movement.kind === 'PICKUP'
      ? [movement.tillGlAccountId, movement.vaultGlAccountId]
      : [movement.vaultGlAccountId, movement.tillGlAccountId];
  return postEntry(
    t,
    {
      narration: movement.kind === 'PICKUP' ? 'Cash from vault to till' : 'Cash from till to vault',
      reference: movement.reference,
      lines: [
        { accountId: debit, debitKobo: movement.amountKobo, creditKobo: 0 },
        { accountId: credit, debitKobo: 0, creditKobo: movement.amountKobo },
      ],
      source: movement.kind === 'PICKUP' ? 'TILL_CASH_IN' : 'TILL_CASH_OUT',
      createdBy: movement.createdBy,
    },
    now,
  );
}

/**
 * A counted difference: an overage (positive) debits the till and credits the cash overage
 * account of TILL_OVERAGE; a shortage debits the cash shortage account of TILL_SHORTAGE and
 * credits the till.
 */
export async function postCashVariance(
  t: TenantTx,
  variance: { tillGlAccountId: string; varianceKobo: number; reference: string; createdBy: string },
  now: Date,
) {
  const amountKobo = Math.abs(variance.varianceKobo);
  const overage = variance.varianceKobo > 0;
  const other = overage
    ? await mappedAccount(t, 'TILL_OVERAGE', 'credit')
    : await mappedAccount(t, 'TILL_SHORTAGE', 'debit');
  const [debit, credit] = overage
    ? [variance.tillGlAccountId, other]
    : [other, variance.tillGlAccountId];
  return postEntry(
    t,
    {
      narration: overage ? 'Till cash overage' : 'Till cash shortage',
      reference: variance.reference,
      lines: [
        { accountId: debit, debitKobo: amountKobo, creditKobo: 0 },
        { accountId: credit, debitKobo: 0, creditKobo: amountKobo },
      ],
      source: overage ? 'TILL_OVERAGE' : 'TILL_SHORTAGE',
      createdBy: variance.createdBy,
    },
    now,
  );
}
