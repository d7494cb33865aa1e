import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  currentTheme,
  type ThemeContext,
  type ThemeName,
  themeMachine,
} from '../../machines/theme.machine';
import {
  edgesOn,
  measureCoverage,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';
import { THEME_EVENTS as E, THEME_TRAVERSALS } from './theme.model';

const coverage = measureCoverage(themeMachine, THEME_TRAVERSALS);

const shown = (context: unknown) => currentTheme(context as ThemeContext);

describe('themeMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('starts with the system preference, or with the choice saved on an earlier visit', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => [path.state.value, shown(path.state.context)])).toEqual([
      ['followingSystem', 'dark'],
      ['chosen', 'light'],
    ]);
  });

  it('follows the system while the user has not chosen', () => {
    for (const event of [E.systemDark, E.systemLight]) {
      for (const edge of edgesOn(coverage, event).filter((e) =>
        e.state.matches('followingSystem'),
      )) {
        expect(edge.nextState.value).toBe('followingSystem');
        expect(shown(edge.nextState.context)).toBe(event.theme);
      }
    }
  });

  it('keeps the user’s choice whatever the system does afterwards', () => {
    const changes = coverage.edges.filter(
      (edge) => edge.event.type === 'theme.systemChanged' && edge.state.matches('chosen'),
    );
    expect(changes.length).toBeGreaterThan(0);
    for (const edge of changes) {
      expect(edge.nextState.value).toBe('chosen');
      expect(shown(edge.nextState.context)).toBe(shown(edge.state.context));
    }
  });

  it('switches to the other theme on every toggle', () => {
    for (const edge of edgesOn(coverage, E.toggle)) {
      expect(edge.nextState.value).toBe('chosen');
      expect(shown(edge.nextState.context)).not.toBe(shown(edge.state.context));
    }
  });

  it('saves the theme the toggle shows', () => {
    const saveTheme = vi.fn((_: unknown, _params: { theme: ThemeName }) => {});
    const actor = createActor(themeMachine.provide({ actions: { saveTheme } }), {
      input: { systemTheme: 'dark', savedTheme: null },
    });
    replay(actor, [E.toggle, E.systemLight, E.toggle]);
    expect(saveTheme.mock.calls.map(([, params]) => params.theme)).toEqual(['light', 'dark']);
    expect(shown(actor.getSnapshot().context)).toBe('dark');
    actor.stop();
  });
});
