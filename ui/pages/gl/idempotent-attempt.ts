/** One intent to move money: the body and the Idempotency-Key it is sent with on every retry. */
export interface Attempt<TBody> {
  readonly key: string;
  readonly body: TBody;
}

/**
 * The attempt to send: the previous one when the body is the same (a retry of the same intent
 * keeps its key, so the server acts at most once), else a new one with a fresh key. Callers keep
 * `previous` only while its outcome is unknown (see outcomeUnknown in
 * machines/journal-entry.machine.ts) and drop it after a success or a refusal.
 */
export function attemptFor<TBody>(
  previous: Attempt<TBody> | null,
  body: TBody,
  freshKey: () => string,
): Attempt<TBody> {
  if (previous && JSON.stringify(previous.body) === JSON.stringify(body)) return previous;
  return { key: freshKey(), body };
}
