import { useCallback, useRef, useState } from 'react';
import type { Api } from '../../api/client';
import { type Failure, toFailure } from '../../machines/failure';
import { useApi } from './api-context';

/** Where a call started with `useLatest` stands: not asked, running, answered or refused. */
export type Async<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'busy' }
  | { readonly state: 'done'; readonly value: T }
  | { readonly state: 'failed'; readonly failure: Failure };

/** One call at a time whose last answer wins: an earlier, slower answer is dropped. */
export function useLatest<T, A extends unknown[]>(run: (api: Api, ...args: A) => Promise<T>) {
  const api = useApi();
  const [result, setResult] = useState<Async<T>>({ state: 'idle' });
  const ticket = useRef(0);
  const start = useCallback(
    async (...args: A) => {
      ticket.current += 1;
      const mine = ticket.current;
      setResult({ state: 'busy' });
      try {
        const value = await run(api, ...args);
        if (mine === ticket.current) setResult({ state: 'done', value });
      } catch (error) {
        if (mine === ticket.current) setResult({ state: 'failed', failure: toFailure(error) });
      }
    },
    [api, run],
  );
  const clear = useCallback(() => {
    ticket.current += 1;
    setResult({ state: 'idle' });
  }, []);
  return { result, start, clear };
}
