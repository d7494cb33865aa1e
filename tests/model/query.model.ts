import { queryMachine } from '../../machines/query.machine';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

const LOAD_ID = invokeId(queryMachine, 'loading');

export const FIRST_PAGE = { q: 'ade', page: 1, pageSize: 20 };
export const SECOND_PAGE = { q: 'ade', page: 2, pageSize: 20 };
export const CUSTOMERS = { items: [{ id: 'c-1', name: 'Adewale Okafor' }], total: 21 };

export const QUERY_EVENTS = {
  loaded: doneEvent(LOAD_ID, CUSTOMERS),
  failed: errorEvent(LOAD_ID, Object.assign(new Error('Network error'), { status: 0 })),
  reload: { type: 'query.reload' },
  nextPage: { type: 'query.changed', params: SECOND_PAGE },
} as const;

export const QUERY_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(QUERY_EVENTS), input: { params: FIRST_PAGE } },
];
