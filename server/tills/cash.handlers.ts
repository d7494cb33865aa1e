import { obeyFormRules } from '../config/forms-config';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
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
import { cashReceiptPdf } from './cash-receipt';

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

export const cashHandlers: HandlerGroup<CashOps> = {
  async createCashDeposit(ctx) {
    await obeyFormRules(txOf(ctx), 'cash.deposit', ctx.body);
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
    await obeyFormRules(txOf(ctx), 'cash.withdrawal', ctx.body);
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
      body: await cashReceiptPdf(t, view, principalOf(ctx).tenant.name),
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
    await confirmCash(t, user, ctx.params.id, ctx.body.count, ctx.now);
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
