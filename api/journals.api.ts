import { type Api, call } from './client';
import type { components } from './schema.gen';

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
