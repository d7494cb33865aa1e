import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of a fixed asset, as the contract's AssetStatus names them. */
export const ASSET_STATUSES = ['ACTIVE', 'FULLY_DEPRECIATED', 'DISPOSED'] as const;

export type AssetStatus = (typeof ASSET_STATUSES)[number];

export type AssetEvent =
  /** Schedule rows were posted; `complete` when the last row of the schedule is among them. */
  | { type: 'asset.depreciate'; complete: boolean }
  /** Sold or written off. */
  | { type: 'asset.dispose' };

/** The stored status of each state of the chart, and so the states it has. */
export const ASSET_STATUS_BY_STATE = {
  active: 'ACTIVE',
  fullyDepreciated: 'FULLY_DEPRECIATED',
  disposed: 'DISPOSED',
} as const satisfies Record<string, AssetStatus>;

export type AssetState = keyof typeof ASSET_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(ASSET_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<AssetStatus, AssetState>;

/**
 * A fixed asset's life in the register. A registered asset is ACTIVE and is depreciated row by
 * row; once the schedule's last row is posted it is FULLY_DEPRECIATED (it stays in use at its
 * salvage value). Either may be sold or written off, which makes it DISPOSED for good.
 *
 * It holds no I/O, so the server runs it (nextAssetStatus) to refuse a step it lacks.
 */
export const assetMachine = setup({
  types: { events: {} as AssetEvent },
  guards: {
    scheduleComplete: ({ event }) => event.type === 'asset.depreciate' && event.complete,
  },
}).createMachine({
  id: 'asset',
  initial: 'active',
  states: {
    active: {
      on: {
        'asset.depreciate': [
          { guard: 'scheduleComplete', target: 'fullyDepreciated' },
          { target: 'active', reenter: true },
        ],
        'asset.dispose': { target: 'disposed' },
      },
    },
    fullyDepreciated: { on: { 'asset.dispose': { target: 'disposed' } } },
    disposed: { type: 'final' },
  },
});

export type AssetSnapshot = SnapshotFrom<typeof assetMachine>;

export function isAssetStatus(value: unknown): value is AssetStatus {
  return (ASSET_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for an asset as stored, so either side starts where the asset is. */
export function assetSnapshot(status: AssetStatus): AssetSnapshot {
  if (!isAssetStatus(status)) {
    throw new RangeError(`Unknown asset status ${JSON.stringify(status)}.`);
  }
  return assetMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function assetStatusOf(snapshot: AssetSnapshot): AssetStatus {
  const status = ASSET_STATUS_BY_STATE[snapshot.value as AssetState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What an asset stored with `status` becomes on `event`, read from the chart itself; null when
 * the chart has no such step from there, which the server answers by refusing the step.
 */
export function nextAssetStatus(status: AssetStatus, event: AssetEvent): AssetStatus | null {
  const before = assetSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(assetMachine, before, event);
  return assetStatusOf(after);
}
