import * as journals from '../../journals.api';
import { any, type CallRow, KEY } from './call-rows';

/** The journals module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  postManualJournal: [
    (api) => journals.postManualJournal(api, any, KEY),
    'POST',
    '/api/journals/manual',
  ],
  listJournals: [(api) => journals.listJournals(api), 'GET', '/api/journals'],
  getJournal: [(api) => journals.getJournal(api, 'j-1'), 'GET', '/api/journals/j-1'],
  reverseJournal: [
    (api) => journals.reverseJournal(api, 'j-1', {}, KEY),
    'POST',
    '/api/journals/j-1/reverse',
  ],
};
