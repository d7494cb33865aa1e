import { useEffect } from 'react';
import { listCharges } from '../../../api/charges.api';
import type { Api } from '../../../api/client';
import { listProducts } from '../../../api/products.api';
import { type ChargeRule, chargeRule } from '../../../policies/charge-fee';
import { useApiQuery } from '../../app/use-api-query';

/** The TRANSFER charges a product levies, as the rules that price them. */
async function transferCharges(api: Api, productId: string | null): Promise<ChargeRule[]> {
  if (!productId) return [];
  const [products, charges] = await Promise.all([listProducts(api), listCharges(api)]);
  const levied = new Set(products.find((product) => product.id === productId)?.chargeIds ?? []);
  return charges
    .filter((charge) => levied.has(charge.id) && charge.event === 'TRANSFER')
    .map(chargeRule);
}

/** The TRANSFER charges of a product, or null while they are not known (loading or failed). */
export function useTransferCharges(productId: string | undefined): readonly ChargeRule[] | null {
  const wanted = productId ?? null;
  const { snapshot, send, data, params: loadedFor } = useApiQuery(transferCharges, wanted);
  // The account, and so its product, arrives after the page: load again for the product it has.
  useEffect(() => {
    if (wanted !== loadedFor) send({ type: 'query.changed', params: wanted });
  }, [wanted, loadedFor, send]);
  return snapshot.matches('loaded') && loadedFor === wanted ? data : null;
}
