import * as products from '../../products.api';
import { any, type CallRow } from './call-rows';

/** The products module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listProducts: [(api) => products.listProducts(api), 'GET', '/api/products'],
  createProduct: [(api) => products.createProduct(api, any), 'POST', '/api/products'],
};
