import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { GlEvent } from '../gl/gl-chart';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { JournalEntryView } from '../ledger/journal-entry.repository';
import { type PostingRequest, postEntry } from '../ledger/ledger.service';
import type { ExpenseRecord } from './expense.repository';

/** The account the GL map names on the credit side of `event` (the tenant-wide mapping). */
export async function mappedCreditAccount(t: TenantTx, event: GlEvent): Promise<string> {
  const mapping = await findGlMapping(t, null, event);
  if (!mapping) {
    throw new DomainError('gl_mapping_missing', `The GL map has no mapping for ${event}.`);
  }
  return mapping.creditAccountId;
}

/**
 * The entry of an expense (decision 062): the expense account bears amount + VAT (a bank's input
 * VAT is mostly not recoverable, since most of its income is exempt from VAT); the account it is
 * paid from gives what the payee receives; the withholding tax waits on the WITHHOLDING_TAX
 * event's credit account until it is remitted.
 */
export function expensePosting(
  expense: ExpenseRecord,
  whtAccountId: string | null,
): PostingRequest {
  const narration = `Expense ${expense.expenseNumber}: ${expense.payeeName} — ${expense.description}`;
  const lines = [
    {
      accountId: expense.glAccountId,
      debitKobo: expense.grossKobo,
      creditKobo: 0,
      narration: `${expense.description} (invoice ${expense.invoiceReference})`.slice(0, 255),
    },
    {
      accountId: expense.paidFromAccountId,
      debitKobo: 0,
      creditKobo: expense.paidKobo,
      narration: `Paid to ${expense.payeeName}`.slice(0, 255),
    },
  ];
  if (expense.whtKobo > 0 && whtAccountId) {
    lines.push({
      accountId: whtAccountId,
      debitKobo: 0,
      creditKobo: expense.whtKobo,
      narration: `Withholding tax deducted from ${expense.payeeName}`.slice(0, 255),
    });
  }
  return {
    narration: narration.slice(0, 255),
    reference: expense.expenseNumber,
    valueDate: null,
    lines,
    source: 'EXPENSE',
    createdBy: expense.createdBy,
    branchId: expense.branchId,
  };
}

/** Posts the expense through the ledger, in the caller's transaction. */
export async function postExpense(
  t: TenantTx,
  expense: ExpenseRecord,
  now: Date,
): Promise<JournalEntryView> {
  const whtAccountId = expense.whtKobo > 0 ? await mappedCreditAccount(t, 'WITHHOLDING_TAX') : null;
  return postEntry(t, expensePosting(expense, whtAccountId), now);
}
