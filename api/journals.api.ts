import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type JournalEntry = components['schemas']['JournalEntry'];
export type ManualJournalRequest = components['schemas']['ManualJournalRequest'];
export type ApprovalRequest = components['schemas']['ApprovalRequest'];

/** What posting or reversing answers: the entry, or the approval request it waits on. */
export type JournalOutcome = JournalEntry | ApprovalRequest;

/** Whether the call was held for approval (202) instead of posting. */
export function isSentForApproval(outcome: JournalOutcome): outcome is ApprovalRequest {
  return 'operationType' in outcome && 'history' in outcome;
}

/**
 * Posts once per key: a retry with the same key answers the first entry, or the same approval
 * request when the tenant's flow held the entry for approval.
 */
export function postManualJournal(
  api: Api,
  body: ManualJournalRequest,
  idempotencyKey: string,
): Promise<JournalOutcome> {
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

/**
 * Reverses once per key: a retry with the same key answers the first reversal, or the same
 * approval request when the tenant's flow held the reversal for approval.
 */
export function reverseJournal(
  api: Api,
  id: string,
  body: components['schemas']['JournalReversalRequest'],
  idempotencyKey: string,
): Promise<JournalOutcome> {
  return call(
    api.http.POST('/journals/{id}/reverse', {
      body,
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
