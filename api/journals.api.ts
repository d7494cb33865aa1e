import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type JournalEntry = components['schemas']['JournalEntry'];
export type ManualJournalRequest = components['schemas']['ManualJournalRequest'];

/** Posts once per key: a retry with the same key answers the first entry. */
export function postManualJournal(
  api: Api,
  body: ManualJournalRequest,
  idempotencyKey: string,
): Promise<JournalEntry> {
  return call(
    api.http.POST('/journals/manual', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export type JournalEntryPage = components['schemas']['JournalEntryPage'];
export type JournalQuery = NonNullable<operations['listJournals']['parameters']['query']>;

export function listJournals(api: Api, query: JournalQuery = {}): Promise<JournalEntryPage> {
  return call(api.http.GET('/journals', { params: { query: dropEmptyFilters(query) } }));
}

export function getJournal(api: Api, id: string): Promise<JournalEntry> {
  return call(api.http.GET('/journals/{id}', { params: { path: { id } } }));
}

/** Reverses once per key: a retry with the same key answers the first reversal. */
export function reverseJournal(
  api: Api,
  id: string,
  body: components['schemas']['JournalReversalRequest'],
  idempotencyKey: string,
): Promise<JournalEntry> {
  return call(
    api.http.POST('/journals/{id}/reverse', {
      body,
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
