import { findCharges } from '../charges/charge.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, txOf } from '../http/operation';
import { termProductsAsCatalogue } from '../term-deposits/term-product.repository';
import { type DepositProductView, insertProduct, listProducts } from './deposit-product.repository';

const codeTaken = (code: string) =>
  new DomainError('product_code_taken', `Another product already has the code ${code}.`);

export const productHandlers: HandlerGroup<'listProducts' | 'createProduct'> = {
  async listProducts(ctx) {
    // Loan products arrive with the lending area; until then the LOAN list is empty.
    const wantsLoans = ctx.query.type === 'LOAN' && ctx.query.deposit !== true;
    if (ctx.query.type === 'TERM' && ctx.query.deposit !== true) {
      const items = await termProductsAsCatalogue(txOf(ctx), ctx.query.status);
      return { status: 200, body: { items } };
    }
    const items = wantsLoans ? [] : await listProducts(txOf(ctx), ctx.query.status);
    return { status: 200, body: { items } };
  },
  createProduct,
};

async function createProduct(ctx: OperationContext<'createProduct'>) {
  const body = ctx.body;
  const overdraftAllowed = body.overdraftAllowed === true;
  if (overdraftAllowed && body.subtype !== 'CURRENT') {
    throw new DomainError('overdraft_requires_current_account');
  }
  if (!overdraftAllowed && (body.overdraftLimitKobo ?? 0) > 0) {
    throw new DomainError('overdraft_limit_without_overdraft');
  }
  const product: DepositProductView = {
    id: newRowId(),
    type: 'DEPOSIT',
    subtype: body.subtype,
    code: body.code,
    name: body.name.trim(),
    currency: 'NGN',
    interestRateBps: body.interestRateBps,
    interestPostingPeriod: body.interestPostingPeriod,
    minimumBalanceKobo: body.minimumBalanceKobo,
    overdraftAllowed,
    overdraftLimitKobo: overdraftAllowed ? (body.overdraftLimitKobo ?? 0) : 0,
    chargeIds: [...(body.chargeIds ?? [])],
    status: 'ACTIVE',
    createdAt: ctx.now.toISOString(),
  };
  await assertDepositCharges(txOf(ctx), product.chargeIds);
  try {
    await insertProduct(txOf(ctx), product);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
  ctx.audit.target = product.id;
  ctx.audit.summary = `created deposit product ${product.code} (${product.name})`;
  return { status: 201, body: product };
}

/** Every charge a deposit product names must be one of the tenant's charges for deposits. */
async function assertDepositCharges(t: TenantTx, ids: readonly string[]): Promise<void> {
  const found = new Map((await findCharges(t, ids)).map((charge) => [charge.id, charge]));
  const problems = ids.flatMap((id, index) =>
    found.get(id)?.appliesTo === 'DEPOSIT'
      ? []
      : [
          {
            field: `body.chargeIds.${index}`,
            code: 'charge_not_found',
            message: 'No charge for deposit products has this id.',
          },
        ],
  );
  if (problems.length > 0) {
    throw new DomainError(
      'charge_not_found',
      'A charge of the product is not one of the charges for deposit products.',
      problems,
    );
  }
}
