import { type HandlerGroup, txOf } from '../http/operation';
import * as products from './loan-product.service';
import { scheduleOf } from './loan-schedule.service';

type Ops =
  | 'listLoanProducts'
  | 'createLoanProduct'
  | 'updateLoanProduct'
  | 'deleteLoanProduct'
  | 'previewLoanSchedule';

export const loanProductHandlers: HandlerGroup<Ops> = {
  async listLoanProducts(ctx) {
    return { status: 200, body: { items: await products.listLoanProducts(txOf(ctx)) } };
  },
  async createLoanProduct(ctx) {
    const body = await products.createLoanProduct(txOf(ctx), ctx.body, ctx.now);
    ctx.audit.target = body.id;
    ctx.audit.summary = `loan product ${body.code} created`;
    return { status: 201, body };
  },
  async updateLoanProduct(ctx) {
    const all = await products.listLoanProducts(txOf(ctx));
    ctx.audit.before = all.find((product) => product.id === ctx.params.id) ?? null;
    const body = await products.updateLoanProduct(txOf(ctx), ctx.params.id, ctx.body, ctx.now);
    ctx.audit.after = body;
    ctx.audit.target = body.id;
    ctx.audit.summary = `loan product ${body.code} updated (${body.status})`;
    return { status: 200, body };
  },
  async deleteLoanProduct(ctx) {
    const gone = await products.deleteLoanProduct(txOf(ctx), ctx.params.id);
    ctx.audit.target = gone.id;
    ctx.audit.summary = `loan product ${gone.code} deleted`;
    return { status: 204 };
  },
  /** Pure: computes and answers; nothing is stored. */
  async previewLoanSchedule(ctx) {
    return { status: 200, body: scheduleOf(ctx.body) };
  },
};
