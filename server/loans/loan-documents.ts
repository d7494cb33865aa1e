import { canSeeBranch } from '../../policies/branch-scope';
import { formatBankDateTime } from '../../policies/calendar';
import { findBranch } from '../branches/branch.repository';
import { findCustomer } from '../customers/customer.repository';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { findLoanSummary, listLoanTransactionRows } from './loan.repository';
import { type LoanDocument, loanSchedulePdf, loanStatementPdf } from './loan-documents-pdf';
import { loanDetail } from './loan-view';

type Ops = 'exportLoanSchedulePdf' | 'exportLoanStatementPdf';

/** Far more postings than a loan's life makes: the statement prints them all. */
const MAX_STATEMENT_TRANSACTIONS = 10_000;

/**
 * The loan as getLoan serves it, with its customer's number, its branch and its postings oldest
 * first. A loan of a branch the user does not work in reads as not found, as the tills' loan
 * look-up leaves it out.
 */
async function loanDocument(ctx: OperationContext<Ops>): Promise<LoanDocument> {
  const t = txOf(ctx);
  const { user, tenant } = principalOf(ctx);
  const summary = await findLoanSummary(t, ctx.params.id);
  if (!summary || (summary.branchId !== null && !canSeeBranch(user, summary.branchId))) {
    throw new DomainError('loan_not_found');
  }
  const loan = await loanDetail(t, summary.id, user);
  const customer = await findCustomer(t, loan.customerId);
  const branch = summary.branchId === null ? null : await findBranch(t, summary.branchId);
  const newestFirst = await listLoanTransactionRows(t, loan.id, MAX_STATEMENT_TRANSACTIONS);
  ctx.audit.target = loan.id;
  return {
    bank: tenant.name,
    branch: branch?.name ?? 'Head office',
    customerNumber: customer?.customerNumber ?? '',
    producedAt: formatBankDateTime(ctx.now.toISOString()),
    loan,
    transactions: newestFirst.reverse(),
  };
}

function pdfAnswer(body: Buffer, fileName: string) {
  return {
    status: 200,
    body,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  };
}

export const loanDocumentHandlers: HandlerGroup<Ops> = {
  async exportLoanSchedulePdf(ctx) {
    const document = await loanDocument(ctx);
    const pdf = await loanSchedulePdf(document);
    return pdfAnswer(pdf, `loan-schedule-${document.loan.loanNumber}.pdf`);
  },
  async exportLoanStatementPdf(ctx) {
    const document = await loanDocument(ctx);
    const pdf = await loanStatementPdf(document);
    return pdfAnswer(pdf, `loan-statement-${document.loan.loanNumber}.pdf`);
  },
};
