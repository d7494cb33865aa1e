import { createContext, type ReactNode, useContext } from 'react';
import type { Api } from '../../api/client';

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The typed API client that pages hand to the actors they provide. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it.');
  return api;
}
