import type { Traversal } from './path-coverage';

/** 21 November 2026, 09:00 in Lagos (UTC+1). */
export const NOW_MS = Date.UTC(2026, 10, 21, 8, 0, 0);

export const CLOCK_EVENTS = {
  tick: { type: 'clock.tick', nowMs: NOW_MS + 1_000 },
  nextTick: { type: 'clock.tick', nowMs: NOW_MS + 2_000 },
} as const;

export const CLOCK_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(CLOCK_EVENTS), input: { nowMs: NOW_MS } },
];
