import { branchScope } from '../../policies/branch-scope';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { termDepositCertificate } from './term-deposit-certificate';
import { termDepositFigures, termDepositPage } from './term-deposit-list.repository';
import { termDepositViews } from './term-deposit-view';
import * as products from './term-product.service';

type Ops =
  | 'listTermDepositProducts'
  | 'createTermDepositProduct'
  | 'getTermDepositProduct'
  | 'updateTermDepositProduct'
  | 'listTermDeposits'
  | 'getTermDepositCertificate';

export const termProductHandlers: HandlerGroup<Ops> = {
  async listTermDepositProducts(ctx) {
    return { status: 200, body: { items: await products.listTermProducts(txOf(ctx)) } };
  },
  async createTermDepositProduct(ctx) {
    const body = await products.createTermProduct(txOf(ctx), ctx.body, ctx.now);
    ctx.audit.target = body.id;
    ctx.audit.summary = `term deposit product ${body.code} created`;
    return { status: 201, body };
  },
  async getTermDepositProduct(ctx) {
    return { status: 200, body: await products.getTermProduct(txOf(ctx), ctx.params.id) };
  },
  async updateTermDepositProduct(ctx) {
    const t = txOf(ctx);
    ctx.audit.before = await products.getTermProduct(t, ctx.params.id);
    const body = await products.updateTermProduct(t, ctx.params.id, ctx.body, ctx.now);
    ctx.audit.after = body;
    ctx.audit.target = body.id;
    ctx.audit.summary = `term deposit product ${body.code} changed (version ${body.version})`;
    return { status: 200, body };
  },
  async listTermDeposits(ctx) {
    const t = txOf(ctx);
    const { page, pageSize } = pageOf(ctx.query);
    const filters = { ...ctx.query, branchIds: branchScope(principalOf(ctx).user) };
    const asOfDate = await tenantProcessingDate(t);
    const rows = await termDepositPage(t, filters, page, pageSize);
    const figures = await termDepositFigures(t, filters, asOfDate);
    const items = await termDepositViews(t, rows);
    return { status: 200, body: { items, page, pageSize, asOfDate, ...figures } };
  },
  async getTermDepositCertificate(ctx) {
    const scope = branchScope(principalOf(ctx).user);
    const { fileName, pdf } = await termDepositCertificate(
      txOf(ctx),
      ctx.params.id,
      scope,
      ctx.now,
    );
    ctx.audit.target = ctx.params.id;
    return {
      status: 200,
      body: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    };
  },
};
