import type { ExpenseCreateRequest } from '../../../api/expenses.api';
import {
  type ExpenseFigures,
  expenseFigures,
  expenseTaxProblem,
  type PayeeType,
  type SupplyKind,
} from '../../../policies/expense-tax';
import { parseNairaToKobo } from '../../../policies/money';
import { base64OfFile } from '../../app/file-base64';

/** What the "Record an expense" form holds while it is typed. */
export interface ExpenseDraft {
  payeeName: string;
  payeeType: PayeeType;
  supplyKind: SupplyKind;
  glAccountCode: string;
  branchCode: string;
  paidFromAccountCode: string;
  naira: string;
  vatCharged: boolean;
  invoiceReference: string;
  invoiceDate: string;
  description: string;
  file: File | null;
}

export const EMPTY_DRAFT: ExpenseDraft = {
  payeeName: '',
  payeeType: 'COMPANY',
  supplyKind: 'SERVICES',
  glAccountCode: '',
  branchCode: '',
  paidFromAccountCode: '',
  naira: '',
  vatCharged: true,
  invoiceReference: '',
  invoiceDate: '',
  description: '',
  file: null,
};

/** The amount typed, in kobo, or null while it is not an amount yet. */
export function draftKobo(naira: string): number | null {
  try {
    return naira.trim() ? parseNairaToKobo(naira) : null;
  } catch {
    return null;
  }
}

/** The figures as they will post, or why they cannot be worked out, as the form shows them. */
export function draftFigures(
  draft: ExpenseDraft,
): { figures: ExpenseFigures; problem: null } | { figures: null; problem: string | null } {
  const amountKobo = draftKobo(draft.naira);
  if (amountKobo === null) {
    return { figures: null, problem: draft.naira.trim() ? 'Type the amount in naira.' : null };
  }
  const input = { ...draft, amountKobo };
  const problem = expenseTaxProblem(input);
  if (problem === 'expense_amount_invalid') {
    return {
      figures: null,
      problem: 'The amount must be more than ₦0.00 and at most ₦10,000,000,000.00.',
    };
  }
  if (problem) {
    return { figures: null, problem: "Directors' fees are paid to individuals only." };
  }
  return { figures: expenseFigures(input), problem: null };
}

/** Whether every field the server needs is filled in. */
export function draftComplete(draft: ExpenseDraft): boolean {
  return (
    draft.payeeName.trim() !== '' &&
    draft.glAccountCode !== '' &&
    draft.branchCode !== '' &&
    draft.invoiceReference.trim() !== '' &&
    draft.invoiceDate !== '' &&
    draft.description.trim() !== '' &&
    draftFigures(draft).figures !== null
  );
}

export async function requestOf(draft: ExpenseDraft): Promise<ExpenseCreateRequest> {
  const amountKobo = draftKobo(draft.naira) ?? 0;
  return {
    payeeName: draft.payeeName.trim(),
    payeeType: draft.payeeType,
    supplyKind: draft.supplyKind,
    glAccountCode: draft.glAccountCode,
    branchCode: draft.branchCode,
    ...(draft.paidFromAccountCode && { paidFromAccountCode: draft.paidFromAccountCode }),
    amountKobo,
    vatCharged: draft.vatCharged,
    invoiceReference: draft.invoiceReference.trim(),
    invoiceDate: draft.invoiceDate,
    description: draft.description.trim(),
    ...(draft.file && {
      invoice: {
        fileName: draft.file.name.slice(0, 120) || 'invoice',
        contentType: draft.file.type || 'application/octet-stream',
        contentBase64: await base64OfFile(draft.file),
      },
    }),
  };
}
