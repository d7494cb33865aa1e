import type { Area } from '../area';
import { productHandlers } from './deposit-products.handlers';

/** Deposit products (their table comes with the deposits' migration 0004). */
export const depositProductsArea: Area = { name: 'Deposit products', handlers: productHandlers };
