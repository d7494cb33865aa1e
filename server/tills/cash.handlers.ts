import { amountInWords } from '../../policies/amount-words';
import { formatKobo } from '../../policies/money';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { textPdf } from '../http/pdf';
import {
  cashDeposit,
  cashTransactionView,
  cashWithdrawal,
  requestReversal,
  visibleCashTransaction,
} from './cash.service';
import { cashLoanRepayment } from './cash-loan.service';
import { findLoansForCash } from './cash-loan-lookup';
import {
  cancelCash,
  confirmCash,
  listMovements,
  movementView,
  sendCash,
} from './cash-movement.service';

type CashOps =
  | 'createCashDeposit'
  | 'createCashLoanRepayment'
  | 'findLoansForCashRepayment'
  | 'createCashWithdrawal'
  | 'getCashTransaction'
  | 'getCashReceiptPdf'
  | 'reverseCashTransaction'
  | 'listCashMovements'
  | 'createCashMovement'
  | 'confirmCashMovement'
  | 'cancelCashMovement';

/** The receipt's lines: what the customer takes away from the counter. */
function receiptLines(v: Awaited<ReturnType<typeof cashTransactionView>>): string[] {
  const title = {
    DEPOSIT: 'CASH DEPOSIT RECEIPT',
    WITHDRAWAL: 'CASH WITHDRAWAL RECEIPT',
    LOAN_REPAYMENT: 'CASH LOAN REPAYMENT RECEIPT',
  }[v.kind];
  return [
    title,
    '',
    `Branch      ${v.branchName}`,
    `Till        ${v.tillCode}`,
    `Teller      ${v.tellerName}`,
    `Date        ${v.createdAt.slice(0, 19).replace('T', ' ')} UTC`,
    `Reference   ${v.reference}`,
    `Account     ${v.accountNumber} ${v.accountName}`,
    ...(v.loanId ? [`Loan        ${v.loanId}`] : []),
    `${v.kind === 'WITHDRAWAL' ? 'Withdrawer ' : 'Paid in by '} ${v.partyName}, ${v.partyPhone}`,
    '',
    `Amount      ${formatKobo(v.amountKobo)}`,
    `In words    ${amountInWords(v.amountKobo)}`,
    '',
    'Denominations',
    ...v.denominations.map(
      (d) =>
        `  ${formatKobo(d.valueKobo).padStart(12)} x ${String(d.pieces).padStart(6)} = ${formatKobo(d.valueKobo * d.pieces)}`,
    ),
    '',
    `Status      ${v.status}`,
  ];
}

export const cashHandlers: HandlerGroup<CashOps> = {
  async createCashDeposit(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const id = await cashDeposit(t, user, ctx.body, ctx.now);
    const body = await cashTransactionView(t, await visibleCashTransaction(t, user, id));
    ctx.audit.target = id;
    ctx.audit.summary = `cash deposit ${body.reference} of ${body.amountKobo} kobo to ${body.accountNumber}`;
    return { status: 201, body };
  },
  async createCashLoanRepayment(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const id = await cashLoanRepayment(t, user, ctx.body, ctx.now);
    const body = await cashTransactionView(t, await visibleCashTransaction(t, user, id));
    ctx.audit.target = id;
    ctx.audit.summary = `cash loan repayment ${body.reference} of ${body.amountKobo} kobo`;
    return { status: 201, body };
  },
  async findLoansForCashRepayment(ctx) {
    const { user } = principalOf(ctx);
    const q = ctx.query.q;
    const items = q ? await findLoansForCash(txOf(ctx), user, q) : [];
    return { status: 200, body: { items } };
  },
  async createCashWithdrawal(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const { id, waitsForApproval } = await cashWithdrawal(t, user, ctx.body, ctx.now);
    const body = await cashTransactionView(t, await visibleCashTransaction(t, user, id));
    ctx.audit.target = id;
    ctx.audit.summary = `cash withdrawal ${body.reference} of ${body.amountKobo} kobo from ${body.accountNumber} (${body.status})`;
    return { status: waitsForApproval ? 202 : 201, body };
  },
  async getCashTransaction(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const body = await cashTransactionView(t, await visibleCashTransaction(t, user, ctx.params.id));
    return { status: 200, body };
  },
  async getCashReceiptPdf(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const txn = await visibleCashTransaction(t, user, ctx.params.id);
    if (txn.entryId === null) throw new DomainError('cash_transaction_not_posted');
    const view = await cashTransactionView(t, txn);
    return {
      status: 200,
      body: textPdf(receiptLines(view), `Receipt ${view.reference}`),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="receipt-${view.reference}.pdf"`,
      },
    };
  },
  async reverseCashTransaction(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    await requestReversal(t, user, ctx.params.id, ctx.body.reason, ctx.now);
    const body = await cashTransactionView(t, await visibleCashTransaction(t, user, ctx.params.id));
    ctx.audit.target = ctx.params.id;
    ctx.audit.summary = `reversal of ${body.reference} requested`;
    return { status: 202, body };
  },
  async listCashMovements(ctx) {
    const { user } = principalOf(ctx);
    return { status: 200, body: { items: await listMovements(txOf(ctx), user, ctx.query) } };
  },
  async createCashMovement(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const id = await sendCash(t, user, ctx.body, ctx.now);
    const body = await movementView(t, user, id);
    ctx.audit.target = id;
    ctx.audit.summary = `${body.kind} ${body.reference} of ${body.amountKobo} kobo sent`;
    return { status: 201, body };
  },
  async confirmCashMovement(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    await confirmCash(t, user, ctx.params.id, ctx.now);
    const body = await movementView(t, user, ctx.params.id);
    ctx.audit.target = ctx.params.id;
    ctx.audit.summary = `${body.kind} ${body.reference} confirmed`;
    return { status: 200, body };
  },
  async cancelCashMovement(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    await cancelCash(t, user, ctx.params.id, ctx.now);
    const body = await movementView(t, user, ctx.params.id);
    ctx.audit.target = ctx.params.id;
    ctx.audit.summary = `${body.kind} ${body.reference} cancelled`;
    return { status: 200, body };
  },
};
