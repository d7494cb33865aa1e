import { formatBankDate } from '../../policies/calendar';
import {
  PAYEE_TYPE_LABELS,
  rateText,
  SUPPLY_KIND_LABELS,
  VAT_RATE_BP,
} from '../../policies/expense-tax';
import { formatKobo } from '../../policies/money';
import type { ExpenseRecord } from './expense.repository';

/**
 * The expense as the approvals inbox shows it, in words: who is paid for what, from which
 * accounts, and every figure. Its approval bands read the invoice total (amount + VAT), which
 * is what the bank bears.
 */
export function expenseSubmission(expense: ExpenseRecord) {
  const vat = expense.vatCharged
    ? `${formatKobo(expense.vatKobo)} (${rateText(VAT_RATE_BP)})`
    : 'None charged';
  return {
    type: 'EXPENSE' as const,
    amountKobo: expense.grossKobo,
    summary: `Expense ${expense.expenseNumber} of ${formatKobo(expense.grossKobo)} to ${expense.payeeName}`,
    details: [
      { label: 'Expense', value: expense.expenseNumber },
      { label: 'Payee', value: `${expense.payeeName} (${PAYEE_TYPE_LABELS[expense.payeeType]})` },
      { label: 'Kind of supply', value: SUPPLY_KIND_LABELS[expense.supplyKind] },
      { label: 'Description', value: expense.description },
      { label: 'Expense account', value: `${expense.glAccountCode} ${expense.glAccountName}` },
      { label: 'Branch', value: expense.branchName },
      {
        label: 'Paid from',
        value: `${expense.paidFromAccountCode} ${expense.paidFromAccountName}`,
      },
      {
        label: 'Invoice',
        value: `${expense.invoiceReference} of ${formatBankDate(expense.invoiceDate)}${expense.invoice ? ' (file attached)' : ''}`,
      },
      { label: 'Amount before VAT', value: formatKobo(expense.amountKobo) },
      { label: 'VAT', value: vat },
      {
        label: 'Withholding tax',
        value: `${formatKobo(expense.whtKobo)} (${rateText(expense.whtRateBps)})`,
      },
      { label: 'Paid to the payee', value: formatKobo(expense.paidKobo) },
    ],
    payload: { expenseId: expense.id },
  };
}
