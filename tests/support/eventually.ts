/**
 * How long a test waits for something the server does on its own (a background sender, an audit
 * row written after the answer) before it calls it a failure: room for a machine twice as slow
 * as a developer's and busy besides. A wait ends as soon as its condition holds.
 */
export const EVENTUALLY_MS = 60_000;

/** Polls `condition` every `intervalMs` until it holds or `limitMs` passes; says whether it held. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  { limitMs = EVENTUALLY_MS, intervalMs = 20 } = {},
): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
