import type { GlMapping } from '../../../api/glmap.api';

export type GlEvent = GlMapping['event'];

/** Every GL event of the contract with the words staff know it by, in the order they are listed. */
export const GL_EVENT_LABELS = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  TRANSFER: 'Transfer',
  FEE: 'Fee',
  INTEREST_ACCRUAL: 'Interest accrual',
  INTEREST_POSTING: 'Interest posting',
  LOAN_DISBURSEMENT: 'Loan disbursement',
  LOAN_REPAYMENT_PRINCIPAL: 'Loan repayment (principal)',
  LOAN_REPAYMENT_INTEREST: 'Loan repayment (interest)',
  LOAN_INTEREST_RECEIVABLE: 'Loan interest booked (receivable, unearned)',
  LOAN_INTEREST_INCOME: 'Loan interest earned',
  LOAN_FEE: 'Loan fees',
  LOAN_PENALTY: 'Loan penalties',
  LOAN_WRITE_OFF: 'Loan write-off',
  LOAN_PROVISION: 'Loan loss provision',
  TILL_CASH_IN: 'Till cash in',
  TILL_CASH_OUT: 'Till cash out',
  TILL_OVERAGE: 'Till cash overage',
  TILL_SHORTAGE: 'Till cash shortage',
  NIP_OUTWARD: 'NIP outward transfer',
  NIP_INWARD: 'NIP inward transfer',
  VAT: 'VAT on fees',
  EXPENSE: 'Expense',
  DEPRECIATION: 'Depreciation',
  OPENING_BALANCE: 'Opening balance',
} as const satisfies Record<GlEvent, string>;

export const GL_EVENTS = Object.keys(GL_EVENT_LABELS) as GlEvent[];

/** Tenant-wide mappings first, then by product, then in the events' own order. */
export function byProductThenEvent(a: GlMapping, b: GlMapping): number {
  const productA = a.productId ?? '';
  const productB = b.productId ?? '';
  if (productA !== productB) return productA < productB ? -1 : 1;
  return GL_EVENTS.indexOf(a.event) - GL_EVENTS.indexOf(b.event);
}
