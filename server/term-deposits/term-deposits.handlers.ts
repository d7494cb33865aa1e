import type { MaturityInstruction } from '../../policies/term-deposit-product';
import { obeyFormRules } from '../config/forms-config';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  checkInstruction,
  placeLien,
  releaseLien,
  requestLiquidation,
  setInstruction,
  stepByOf,
  storedDeposit,
  visibleDeposit,
} from './term-deposit-actions';
import { bookTermDeposit } from './term-deposit-booking';
import { liquidationQuote, settleMatured } from './term-deposit-maturity';
import { processTermDeposits } from './term-deposit-run';
import { termDepositDetail, termDepositViews } from './term-deposit-view';

type TermDepositOps =
  | 'bookTermDeposit'
  | 'getTermDeposit'
  | 'quoteTermDepositLiquidation'
  | 'liquidateTermDeposit'
  | 'setTermDepositInstruction'
  | 'settleTermDeposit'
  | 'placeTermDepositLien'
  | 'releaseTermDepositLien'
  | 'runTermDepositAccruals';

type Ctx = Parameters<HandlerGroup<'getTermDeposit'>['getTermDeposit']>[0];

async function detailOf(ctx: Ctx | { tx: Ctx['tx'] }, id: string) {
  const t = txOf(ctx as Ctx);
  return termDepositDetail(t, await storedDeposit(t, id), await tenantProcessingDate(t));
}

export const termDepositHandlers: HandlerGroup<TermDepositOps> = {
  async bookTermDeposit(ctx) {
    await obeyFormRules(txOf(ctx), 'term-deposit', ctx.body);
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const { row, waiting } = await bookTermDeposit(t, user, ctx.body, ctx.now);
    const [body] = await termDepositViews(t, [row]);
    ctx.audit.target = row.id;
    ctx.audit.summary = `booked term deposit ${row.deposit_number}${waiting ? ', waiting for approval' : ''}`;
    return { status: waiting ? 202 : 201, body };
  },
  async getTermDeposit(ctx) {
    const t = txOf(ctx);
    const row = await visibleDeposit(t, principalOf(ctx).user, ctx.params.id);
    return { status: 200, body: await termDepositDetail(t, row, await tenantProcessingDate(t)) };
  },
  async quoteTermDepositLiquidation(ctx) {
    const t = txOf(ctx);
    const row = await visibleDeposit(t, principalOf(ctx).user, ctx.params.id);
    const {
      liquidationDate,
      daysHeld,
      interestEarnedKobo,
      penaltyKobo,
      interestPaidKobo,
      withholdingTaxKobo,
      payoutKobo,
    } = await liquidationQuote(t, row);
    return {
      status: 200,
      body: {
        liquidationDate,
        daysHeld,
        interestEarnedKobo,
        penaltyKobo,
        interestPaidKobo,
        withholdingTaxKobo,
        payoutKobo,
      },
    };
  },
  async liquidateTermDeposit(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const row = await visibleDeposit(t, user, ctx.params.id);
    const waits = await requestLiquidation(t, row, ctx.body.reason, stepByOf(user), ctx.now);
    ctx.audit.target = row.id;
    ctx.audit.summary = `liquidation of term deposit ${row.deposit_number}${waits ? ' asked for' : ''}`;
    return { status: waits ? 202 : 200, body: await detailOf(ctx, row.id) };
  },
  async setTermDepositInstruction(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const row = await visibleDeposit(t, user, ctx.params.id);
    await setInstruction(t, row, ctx.body.maturityInstruction, stepByOf(user), ctx.now);
    ctx.audit.target = row.id;
    ctx.audit.summary = `changed the maturity instruction of term deposit ${row.deposit_number}`;
    return { status: 200, body: await detailOf(ctx, row.id) };
  },
  async settleTermDeposit(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const row = await visibleDeposit(t, user, ctx.params.id);
    if (row.status !== 'MATURED') throw new DomainError('term_deposit_not_matured');
    if (row.lien_reason !== null) throw new DomainError('term_deposit_under_lien');
    const instruction = ctx.body.maturityInstruction as MaturityInstruction;
    if (instruction !== 'PAY_OUT') await checkInstruction(t, row, instruction);
    await settleMatured(t, row, instruction, stepByOf(user), ctx.now);
    ctx.audit.target = row.id;
    ctx.audit.summary = `settled term deposit ${row.deposit_number}`;
    return { status: 200, body: await detailOf(ctx, row.id) };
  },
  async placeTermDepositLien(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const row = await visibleDeposit(t, user, ctx.params.id);
    await placeLien(t, row, ctx.body, stepByOf(user), ctx.now);
    ctx.audit.target = row.id;
    ctx.audit.summary = `placed a lien on term deposit ${row.deposit_number}`;
    return { status: 200, body: await detailOf(ctx, row.id) };
  },
  async releaseTermDepositLien(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const row = await visibleDeposit(t, user, ctx.params.id);
    await releaseLien(t, row, ctx.body.reason, stepByOf(user), ctx.now);
    ctx.audit.target = row.id;
    ctx.audit.summary = `released the lien on term deposit ${row.deposit_number}`;
    return { status: 200, body: await detailOf(ctx, row.id) };
  },
  async runTermDepositAccruals(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const processingDate = await tenantProcessingDate(t);
    const upTo = ctx.body.upTo ?? processingDate;
    if (upTo > processingDate) {
      const message = 'Interest can be accrued up to the processing date, never after it.';
      throw new DomainError('accrual_date_invalid', message, [
        { field: 'body.upTo', code: 'accrual_date_invalid', message },
      ]);
    }
    const body = await processTermDeposits(t, upTo, ctx.now, stepByOf(user));
    ctx.audit.summary = `term deposits accrued to ${upTo}: ${body.accruedDeposits} accrued, ${body.maturedCount} matured`;
    return { status: 200, body };
  },
};
