/**
 * A fresh key for one intent to move money. The caller makes it once, when the user
 * confirms, and sends the same key on every retry of that intent, so the server
 * posts it at most once (DESIGN.md "Money and the ledger").
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
