import type { Area } from '../area';
import { DEPOSIT_PRODUCTS_ERRORS } from './deposit-products.errors';
import { productHandlers } from './deposit-products.handlers';

/** Deposit products (their table comes with the deposits' migration 0004). */
export const depositProductsArea: Area = {
  name: 'Deposit products',
  errors: DEPOSIT_PRODUCTS_ERRORS,
  handlers: productHandlers,
};
