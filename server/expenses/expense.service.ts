import { createHash } from 'node:crypto';
import type { components } from '../../api/schema.gen';
import { nextExpenseStatus } from '../../machines/expense.machine';
import { fromIso } from '../../policies/date-input';
import { expenseFigures, expenseTaxProblem } from '../../policies/expense-tax';
import { kycFileProblem, sniffKycContentType } from '../../policies/kyc-files';
import { submitForApproval } from '../approvals/approval.service';
import { findBranchByCode } from '../branches/branch.repository';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findGlAccountByCode, findGlAccounts } from '../ledger/gl-account.repository';
import {
  type ExpenseRecord,
  findExpense,
  insertExpense,
  insertInvoice,
  moveExpense,
  setApprovalRequest,
} from './expense.repository';
import { expenseSubmission } from './expense-approval-words';
import { mappedCreditAccount, postExpense } from './expense-posting';
import { EXPENSES_ERRORS } from './expenses.errors';

export type ExpenseCreateBody = components['schemas']['ExpenseCreateRequest'];
type InvoiceFile = components['schemas']['ExpenseInvoiceFile'];

export interface ExpenseMaker {
  readonly id: string;
  readonly name: string;
  readonly processingDate: string;
}

type ExpenseErrorCode = keyof typeof EXPENSES_ERRORS;

/**
 * A refusal that names the request's field at fault (`body.glAccountCode`), so the form marks it
 * and a bulk upload names the template's column.
 */
function refuse(code: ExpenseErrorCode, field: string, message?: string): DomainError {
  const sentence = message ?? EXPENSES_ERRORS[code].message;
  return new DomainError(code, sentence, [{ field: `body.${field}`, code, message: sentence }]);
}

/** The expense account the code names: an expense account that posts (not a header). */
async function expenseAccount(t: TenantTx, code: string): Promise<string> {
  const account = await findGlAccountByCode(t, code.trim());
  if (account?.status !== 'ACTIVE') throw refuse('expense_gl_account_not_found', 'glAccountCode');
  if (account.type !== 'EXPENSE') throw refuse('expense_gl_account_not_expense', 'glAccountCode');
  if (account.header) throw refuse('expense_gl_account_is_header', 'glAccountCode');
  return account.id;
}

/** The account it is paid from: the code's, else the EXPENSE event's credit; an asset that posts. */
async function paidFromAccount(t: TenantTx, code: string | undefined): Promise<string> {
  const account = code
    ? await findGlAccountByCode(t, code.trim())
    : (await findGlAccounts(t, [await mappedCreditAccount(t, 'EXPENSE')])).values().next().value;
  if (account?.status !== 'ACTIVE')
    throw refuse('expense_paid_from_not_found', 'paidFromAccountCode');
  if (account.type !== 'ASSET' || account.header) {
    throw refuse('expense_paid_from_not_cash', 'paidFromAccountCode');
  }
  return account.id;
}

async function activeBranch(t: TenantTx, code: string): Promise<string> {
  const branch = await findBranchByCode(t, code.trim());
  if (branch?.status !== 'ACTIVE') throw refuse('expense_branch_not_found', 'branchCode');
  return branch.id;
}

function checkInvoiceDate(date: string, processingDate: string): void {
  if (!fromIso(date) || date > processingDate)
    throw refuse('expense_invoice_date_invalid', 'invoiceDate');
}

/** The invoice's bytes if they are a PDF, PNG or JPEG of the claimed type and within its limit. */
function invoiceBytes(file: InvoiceFile): { bytes: Buffer; contentType: string } {
  const bytes = Buffer.from(file.contentBase64, 'base64');
  const problem = kycFileProblem(bytes, file.contentType);
  if (problem?.code === 'document_too_large') {
    throw refuse('expense_invoice_too_large', 'invoice', problem.message);
  }
  const contentType = sniffKycContentType(bytes);
  if (problem || !contentType) {
    throw refuse('expense_invoice_type_not_allowed', 'invoice', problem?.message);
  }
  return { bytes, contentType };
}

function figuresOf(body: ExpenseCreateBody) {
  const input = {
    amountKobo: body.amountKobo,
    payeeType: body.payeeType,
    supplyKind: body.supplyKind,
    vatCharged: body.vatCharged ?? true,
  };
  const problem = expenseTaxProblem(input);
  if (problem) {
    throw refuse(problem, problem === 'expense_amount_invalid' ? 'amountKobo' : 'supplyKind');
  }
  return expenseFigures(input);
}

/** Moves a pending expense as the chart says, or refuses when it is not pending any more. */
export async function stepExpense(
  t: TenantTx,
  expense: ExpenseRecord,
  event: 'expense.post' | 'expense.reject' | 'expense.cancel' | 'expense.expire',
  now: Date,
  journalEntryId?: string,
): Promise<void> {
  const status = nextExpenseStatus(expense.status, { type: event });
  if (status === null) throw new DomainError('expense_not_pending');
  const changes = {
    status,
    decided_at: now.toISOString(),
    ...(journalEntryId && { journal_entry_id: journalEntryId }),
  };
  if (!(await moveExpense(t, expense.id, expense.status, changes))) {
    throw new DomainError('expense_not_pending');
  }
}

/** Posts a pending expense and marks it POSTED, once. */
export async function postPendingExpense(t: TenantTx, expense: ExpenseRecord, now: Date) {
  if (expense.status !== 'PENDING') throw new DomainError('expense_not_pending');
  const entry = await postExpense(t, expense, now);
  await stepExpense(t, expense, 'expense.post', now, entry.id);
  return entry;
}

/**
 * Records an expense: every code resolved and checked, the taxes worked out, the invoice judged by
 * its bytes, then sent to the EXPENSE flow for its invoice total. Nothing posts while it waits;
 * an amount no band covers posts at once.
 */
export async function recordExpense(
  t: TenantTx,
  maker: ExpenseMaker,
  body: ExpenseCreateBody,
  now: Date,
): Promise<ExpenseRecord> {
  const figures = figuresOf(body);
  checkInvoiceDate(body.invoiceDate, maker.processingDate);
  const glAccountId = await expenseAccount(t, body.glAccountCode);
  const paidFromAccountId = await paidFromAccount(t, body.paidFromAccountCode);
  const branchId = await activeBranch(t, body.branchCode);
  if (figures.whtKobo > 0) await mappedCreditAccount(t, 'WITHHOLDING_TAX');
  const invoice = body.invoice ? invoiceBytes(body.invoice) : null;
  const id = newRowId(now.getTime());
  const number = await nextCounter(t, 'expense');
  await insertExpense(t, {
    id,
    tenant_id: t.tenantId,
    expense_number: `EXP-${String(number).padStart(6, '0')}`,
    status: 'PENDING',
    payee_name: body.payeeName.trim() || body.payeeName,
    payee_type: body.payeeType,
    supply_kind: body.supplyKind,
    gl_account_id: glAccountId,
    branch_id: branchId,
    paid_from_account_id: paidFromAccountId,
    amount_kobo: figures.amountKobo,
    vat_charged: body.vatCharged === false ? 0 : 1,
    vat_kobo: figures.vatKobo,
    wht_rate_bp: figures.whtRateBps,
    wht_kobo: figures.whtKobo,
    paid_kobo: figures.paidKobo,
    invoice_reference: body.invoiceReference.trim() || body.invoiceReference,
    invoice_date: body.invoiceDate,
    description: body.description.trim() || body.description,
    approval_request_id: null,
    journal_entry_id: null,
    created_by: maker.id,
    created_by_name: maker.name,
    created_at: now.toISOString(),
    decided_at: null,
  });
  if (invoice && body.invoice) {
    await insertInvoice(t, {
      expense_id: id,
      file_name: body.invoice.fileName.slice(0, 120),
      content_type: invoice.contentType,
      size_bytes: invoice.bytes.length,
      sha256: createHash('sha256').update(invoice.bytes).digest('hex'),
      content: invoice.bytes,
      uploaded_at: now.toISOString(),
    });
  }
  return submitExpense(t, await storedExpense(t, id), now);
}

async function submitExpense(t: TenantTx, expense: ExpenseRecord, now: Date) {
  const submission = await submitForApproval(t, {
    ...expenseSubmission(expense),
    branchId: expense.branchId,
    maker: { id: expense.createdBy },
    now,
  });
  if (submission.approvalNeeded) {
    await setApprovalRequest(t, expense.id, submission.request.id);
  } else {
    await postPendingExpense(t, expense, now);
  }
  return storedExpense(t, expense.id);
}

export async function storedExpense(t: TenantTx, id: string): Promise<ExpenseRecord> {
  const expense = await findExpense(t, id);
  if (!expense) throw new DomainError('expense_not_found');
  return expense;
}
