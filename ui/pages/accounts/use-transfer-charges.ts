import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { listCharges } from '../../../api/charges.api';
import { listProducts } from '../../../api/products.api';
import { queryMachine } from '../../../machines/query.machine';
import { type ChargeRule, chargeRule } from '../../../policies/charge-fee';
import { useApi } from '../../app/api-context';

/** The TRANSFER charges of a product, or null while they are not known (loading or failed). */
export function useTransferCharges(productId: string | undefined): readonly ChargeRule[] | null {
  const api = useApi();
  const machine = useMemo(
    () =>
      queryMachine.provide({
        actors: {
          load: fromPromise<unknown, unknown>(async ({ input }) => {
            if (typeof input !== 'string') return [];
            const [products, charges] = await Promise.all([listProducts(api), listCharges(api)]);
            const levied = new Set(products.find((p) => p.id === input)?.chargeIds ?? []);
            return charges
              .filter((charge) => levied.has(charge.id) && charge.event === 'TRANSFER')
              .map(chargeRule);
          }),
        },
      }),
    [api],
  );
  const wanted = productId ?? null;
  const [snapshot, send] = useMachine(machine, { input: { params: wanted } });
  // The account, and so its product, arrives after the page: load again for the product it has.
  const loadedFor = snapshot.context.params;
  useEffect(() => {
    if (wanted !== loadedFor) send({ type: 'query.changed', params: wanted });
  }, [wanted, loadedFor, send]);
  return snapshot.matches('loaded') && loadedFor === wanted
    ? (snapshot.context.data as ChargeRule[])
    : null;
}
