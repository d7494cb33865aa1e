import type { Traversal } from './path-coverage';

export const ASSET_EVENTS = {
  depreciate: { type: 'asset.depreciate', complete: false },
  depreciateLast: { type: 'asset.depreciate', complete: true },
  dispose: { type: 'asset.dispose' },
} as const;

/** Every state is reachable from a registered asset, so one traversal covers the chart. */
export const ASSET_TRAVERSALS: readonly Traversal[] = [{ events: Object.values(ASSET_EVENTS) }];
