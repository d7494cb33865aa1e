import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { licenseMachine } from '../../machines/license.machine';
import type { License } from '../../policies/license';
import {
  LICENSE_EVENTS as E,
  INSTALLED,
  LICENSE,
  LICENSE_TRAVERSALS,
  SAVED_FEATURES,
} from './license.model';
import {
  edgesOn,
  eventsOf,
  measureCoverage,
  pathTo,
  pending,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

const coverage = measureCoverage(licenseMachine, LICENSE_TRAVERSALS);

function recordedLicense(savedFeatures: readonly string[] = SAVED_FEATURES) {
  const saveFeatures = vi.fn((_: unknown, _params: { features: readonly string[] }) => {});
  const machine = licenseMachine.provide({
    actions: { saveFeatures },
    actors: { loadLicense: pending<License>() },
  });
  const actor = createActor(machine, { input: { savedFeatures } });
  const saved = () => saveFeatures.mock.calls.map(([, params]) => params.features);
  return { actor, saved };
}

describe('licenseMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('starts idle with the saved features, upper-cased and de-duplicated', () => {
    const start = pathTo(coverage, 'the start', (state) => state.matches('idle'));
    expect(start.state.context).toEqual({
      license: null,
      features: ['ACCOUNTS', 'LOANS'],
      savedFeatures: ['ACCOUNTS', 'LOANS'],
    });
  });

  it('uses the loaded license and saves its features', () => {
    const path = pathTo(
      coverage,
      'a loaded license',
      (state) => state.matches('loaded') && state.context.license === LICENSE,
    );
    expect(path.state.context.features).toEqual(['ACCOUNTS', 'NIP', 'LOANS']);

    const { actor, saved } = recordedLicense();
    replay(actor, eventsOf(path));
    expect(saved()).toEqual([['ACCOUNTS', 'NIP', 'LOANS']]);
    actor.stop();
  });

  it('falls back to the saved features, without a license, when the call fails', () => {
    for (const edge of edgesOn(coverage, E.loadFailed).filter((e) => e.state.matches('loading'))) {
      expect(edge.nextState.value).toBe('loaded');
      expect(edge.nextState.context.license).toBeNull();
      expect(edge.nextState.context.features).toEqual(edge.state.context.savedFeatures);
    }
    const { actor, saved } = recordedLicense();
    replay(actor, [E.load, E.loadFailed]);
    expect(actor.getSnapshot().context.features).toEqual(['ACCOUNTS', 'LOANS']);
    // Nothing new was read, so nothing is written over what was saved.
    expect(saved()).toEqual([]);
    actor.stop();
  });

  it('falls back to the features of the last good read when a reload fails', () => {
    const { actor } = recordedLicense();
    replay(actor, [E.load, E.loaded, E.load, E.loadFailed]);
    expect(actor.getSnapshot().context.features).toEqual(LICENSE.features);
    actor.stop();
  });

  it('has no features on a first visit whose license call fails (so no feature is locked)', () => {
    const firstVisit = edgesOn(coverage, E.loadFailed).find(
      (edge) => edge.state.matches('loading') && edge.state.context.savedFeatures.length === 0,
    );
    expect(firstVisit?.nextState.context.features).toEqual([]);
  });

  it('takes an installed license at once and saves its features', () => {
    const installs = edgesOn(coverage, E.installed).filter((e) => e.state.matches('loaded'));
    expect(installs.length).toBeGreaterThan(0);
    for (const edge of installs) {
      expect(edge.nextState.context.license).toBe(INSTALLED);
      expect(edge.nextState.context.features).toEqual(INSTALLED.features);
    }
    const { actor, saved } = recordedLicense();
    replay(actor, [E.load, E.loadFailed, E.installed]);
    expect(saved()).toEqual([INSTALLED.features]);
    actor.stop();
  });

  it('forgets the license on reset (sign-out), from any state', () => {
    const resets = edgesOn(coverage, E.reset);
    expect(new Set(resets.map((edge) => String(edge.state.value)))).toEqual(
      new Set(['idle', 'loading', 'loaded']),
    );
    for (const edge of resets) {
      expect(edge.nextState.value).toBe('idle');
      expect(edge.nextState.context.license).toBeNull();
    }
  });
});
