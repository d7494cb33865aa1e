import { describe, expect, it } from 'vitest';
import {
  ASSET_STATUS_BY_STATE,
  ASSET_STATUSES,
  type AssetEvent,
  type AssetSnapshot,
  type AssetStatus,
  assetMachine,
  assetSnapshot,
  assetStatusOf,
  nextAssetStatus,
} from '../../machines/asset.machine';
import { ASSET_TRAVERSALS, ASSET_EVENTS as E } from './asset.model';
import { eventsOf, measureCoverage, pathTo } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(assetMachine, ASSET_TRAVERSALS);
const statusOf = (snapshot: unknown) => assetStatusOf(snapshot as AssetSnapshot);

describe('assetMachine paths', () => {
  itCoversEveryStateAndStatus(assetMachine, coverage, ASSET_STATUS_BY_STATE, ASSET_STATUSES);

  it('disposes of a fully depreciated asset by depreciating its last row first', () => {
    const path = pathTo(coverage, 'fully depreciated then disposed', (s) =>
      s.matches('fullyDepreciated'),
    );
    expect(eventsOf(path)).toEqual([E.depreciateLast]);
  });

  it('answers every event in every state of the graph as nextAssetStatus does', () => {
    for (const edge of coverage.edges) {
      const event = edge.event as AssetEvent;
      expect(nextAssetStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('nextAssetStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<AssetStatus, Partial<Record<keyof typeof E, AssetStatus>>> = {
      ACTIVE: { depreciate: 'ACTIVE', depreciateLast: 'FULLY_DEPRECIATED', dispose: 'DISPOSED' },
      FULLY_DEPRECIATED: { dispose: 'DISPOSED' },
      DISPOSED: {},
    };
    for (const status of ASSET_STATUSES) {
      expect(statusOf(assetSnapshot(status))).toBe(status);
      for (const [name, event] of Object.entries(E)) {
        expect([status, name, nextAssetStatus(status, event)]).toEqual([
          status,
          name,
          table[status][name as keyof typeof E] ?? null,
        ]);
      }
    }
  });

  it('depreciates only an active asset and never disposes twice', () => {
    expect(ASSET_STATUSES.filter((s) => nextAssetStatus(s, E.depreciate) !== null)).toEqual([
      'ACTIVE',
    ]);
    expect(nextAssetStatus('DISPOSED', E.dispose)).toBeNull();
  });

  it('refuses a status the chart does not know', () => {
    expect(() => assetSnapshot('SOLD' as AssetStatus)).toThrow(RangeError);
  });
});
