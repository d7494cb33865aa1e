function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isInteger(value) && value > 0
    ? value
    : fallback;
}

/** How often the sender looks for due messages; MESSAGING_TICK_MS changes it for tests. */
export function messagingTickMs(): number {
  return positive(process.env.MESSAGING_TICK_MS, 2_000);
}

/**
 * How long a server holds a message it is sending before another may send it: longer than any
 * send may take (10 s), short enough that a message whose server died goes out soon after.
 */
export function messagingLeaseMs(): number {
  return positive(process.env.MESSAGING_LEASE_MS, 60_000);
}

/** How long a send waits for the mail server or the webhook before it counts as no answer. */
export function sendTimeoutMs(): number {
  return positive(process.env.MESSAGING_SEND_TIMEOUT_MS, 10_000);
}

/** Attempts before a message is FAILED. */
export const MAX_ATTEMPTS = 5;

/** The waits after the 1st to 4th failed attempt, in units of the base: 30 s, 2 min, 10 min, 1 h. */
const BACKOFF_STEPS = [1, 4, 20, 120];

/** When a message that failed its `attempts`-th try is tried again; null: it has had its tries. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const base = positive(process.env.MESSAGING_BACKOFF_MS, 30_000);
  const step = BACKOFF_STEPS[Math.min(attempts, BACKOFF_STEPS.length) - 1] ?? 1;
  return new Date(now.getTime() + base * step);
}

/** Messages one server claims at a time, so two servers share a busy queue. */
export const CLAIM_BATCH = 20;
