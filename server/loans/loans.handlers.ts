import { DomainError } from '../errors/domain-error';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findLoan, listLoanTransactionRows } from './loan.repository';
import { cancelLoan, closeLoan, updateLoanDetails } from './loan.service';
import {
  assessPenalties,
  currentPayoff,
  disburseLoan,
  liquidateLoan,
  repayLoan,
} from './loan-money.service';
import { listLoanOfficers } from './loan-officer.repository';
import { topUpLoan } from './loan-top-up.service';
import { loanDetail, loanSummaries } from './loan-view';
import { writeOffThroughFlow } from './loan-write-off';
import { LOANS_CSV_MAX_ROWS, loansCsvRows } from './loans-csv';

type Ops =
  | 'listLoans'
  | 'exportLoansCsv'
  | 'listLoanOfficers'
  | 'getLoan'
  | 'updateLoan'
  | 'disburseLoan'
  | 'repayLoan'
  | 'assessLoanPenalties'
  | 'getLoanPayoff'
  | 'liquidateLoan'
  | 'topUpLoan'
  | 'closeLoan'
  | 'cancelLoan'
  | 'writeOffLoan'
  | 'listLoanTransactions';

const actorOf = (ctx: OperationContext) => ({ userId: principalOf(ctx).user.id });

/** The loan after a change, noted in the audit log under its number and new status. */
async function answer(ctx: OperationContext, id: string, what: string, status = 200) {
  const body = await loanDetail(txOf(ctx), id, principalOf(ctx).user);
  ctx.audit.target = id;
  ctx.audit.summary = `loan ${body.loanNumber} ${what} (${body.status})`;
  return { status, body };
}

export const loanHandlers: HandlerGroup<Ops> = {
  async listLoans(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await loanSummaries(txOf(ctx), {
      status: ctx.query.status,
      productId: ctx.query.productId,
      officerId: ctx.query.officerId,
      branchId: ctx.query.branchId,
      inArrears: ctx.query.inArrears,
      q: ctx.query.q,
      sort: ctx.query.sort ?? 'newest',
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },
  async exportLoansCsv(ctx) {
    const t = txOf(ctx);
    const { items } = await loanSummaries(t, {
      status: ctx.query.status,
      productId: ctx.query.productId,
      officerId: ctx.query.officerId,
      branchId: ctx.query.branchId,
      inArrears: ctx.query.inArrears,
      q: ctx.query.q,
      sort: 'newest',
      page: 1,
      pageSize: LOANS_CSV_MAX_ROWS,
    });
    const asOf = await tenantProcessingDate(t);
    return {
      status: 200,
      body: csvText(loansCsvRows(items)),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="loans-${asOf}.csv"`,
      },
    };
  },
  async listLoanOfficers(ctx) {
    return { status: 200, body: { items: await listLoanOfficers(txOf(ctx)) } };
  },
  async getLoan(ctx) {
    return { status: 200, body: await loanDetail(txOf(ctx), ctx.params.id, principalOf(ctx).user) };
  },
  async updateLoan(ctx) {
    await updateLoanDetails(txOf(ctx), ctx.params.id, ctx.body, ctx.now);
    return answer(ctx, ctx.params.id, 'updated');
  },
  async disburseLoan(ctx) {
    await disburseLoan(txOf(ctx), ctx.params.id, ctx.body?.disbursementDate, actorOf(ctx), ctx.now);
    return answer(ctx, ctx.params.id, 'disbursed');
  },
  async repayLoan(ctx) {
    await repayLoan(txOf(ctx), ctx.params.id, ctx.body, actorOf(ctx), ctx.now);
    return answer(ctx, ctx.params.id, `repaid ${ctx.body.amountKobo} kobo`);
  },
  async assessLoanPenalties(ctx) {
    await assessPenalties(txOf(ctx), ctx.params.id, actorOf(ctx), ctx.now);
    return answer(ctx, ctx.params.id, 'penalties assessed');
  },
  async getLoanPayoff(ctx) {
    const t = txOf(ctx);
    const loan = await findLoan(t, ctx.params.id);
    if (!loan) throw new DomainError('loan_not_found');
    const { payoff, asOf } = await currentPayoff(t, loan);
    return {
      status: 200,
      body: {
        loanId: loan.id,
        asOfDate: asOf,
        principalKobo: payoff.principalKobo,
        interestKobo: payoff.interestKobo,
        feeKobo: payoff.feeKobo,
        penaltyKobo: payoff.penaltyKobo,
        earlyRepaymentFeeKobo: payoff.earlyRepaymentFeeKobo,
        totalKobo: payoff.totalKobo,
        interestWaivedKobo: payoff.interestWaivedKobo,
      },
    };
  },
  async liquidateLoan(ctx) {
    await liquidateLoan(txOf(ctx), ctx.params.id, ctx.body, actorOf(ctx), ctx.now);
    return answer(ctx, ctx.params.id, 'liquidated');
  },
  async topUpLoan(ctx) {
    const newId = await topUpLoan(txOf(ctx), ctx.params.id, ctx.body, actorOf(ctx), ctx.now);
    const result = await answer(ctx, newId, `booked as the top-up of ${ctx.params.id}`, 201);
    ctx.audit.target = ctx.params.id;
    return result;
  },
  async closeLoan(ctx) {
    const t = txOf(ctx);
    await closeLoan(t, ctx.params.id, await tenantProcessingDate(t), ctx.now);
    return answer(ctx, ctx.params.id, 'closed');
  },
  async cancelLoan(ctx) {
    const t = txOf(ctx);
    await cancelLoan(t, ctx.params.id, await tenantProcessingDate(t), ctx.now);
    return answer(ctx, ctx.params.id, 'cancelled');
  },
  async writeOffLoan(ctx) {
    const { user } = principalOf(ctx);
    const { approvalRequestId } = await writeOffThroughFlow(
      txOf(ctx),
      ctx.params.id,
      ctx.body.reason,
      { id: user.id, branchId: user.branchId },
      ctx.now,
    );
    return approvalRequestId
      ? answer(ctx, ctx.params.id, `write-off waits for approval (${approvalRequestId})`, 202)
      : answer(ctx, ctx.params.id, 'written off');
  },
  async listLoanTransactions(ctx) {
    const t = txOf(ctx);
    if (!(await findLoan(t, ctx.params.id))) throw new DomainError('loan_not_found');
    const items = await listLoanTransactionRows(t, ctx.params.id, ctx.query.limit ?? 100);
    return { status: 200, body: { items } };
  },
};
