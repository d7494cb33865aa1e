import { useEffect, useRef } from 'react';

/**
 * Calls `handle` once for each new result a request chart settles on (an opened account, a
 * placed hold), however often the page renders meanwhile and whatever `handle` is each time.
 */
export function useSettled<T>(result: T | null, handle: (result: T) => void): void {
  const latest = useRef(handle);
  const handled = useRef<T | null>(null);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    if (result === null || handled.current === result) return;
    handled.current = result;
    latest.current(result);
  }, [result]);
}
