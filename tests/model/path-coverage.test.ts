import { describe, expect, it } from 'vitest';
import { navigationMachine } from '../../machines/navigation.machine';
import { sessionMachine } from '../../machines/session.machine';
import { themeMachine } from '../../machines/theme.machine';
import { NAVIGATION_EVENTS } from './navigation.model';
import { measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';
import { SESSION_EVENTS } from './session.model';
import { THEME_TRAVERSALS } from './theme.model';

// The 100% figures of the model tests mean something only if a gap shows; these leave one open.
describe('path coverage measurement', () => {
  it('reports a transition no event takes, and the state only it leads to', () => {
    const { logoutDone, logoutFailed, unauthorized, ...rest } = SESSION_EVENTS;
    const coverage = measureCoverage(sessionMachine, [
      { events: Object.values({ ...rest, logoutDone }) },
    ]);
    expect(untakenTransitions(coverage)).toEqual([
      'signedIn -session.unauthorized-> signedOut',
      'signedIn.signingOut -xstate.error.actor.logout-> signedOut',
    ]);
    expect(unreachedStates(coverage)).toEqual([]);

    const neverSignedIn = measureCoverage(sessionMachine, [
      { events: [SESSION_EVENTS.restoredNothing, SESSION_EVENTS.login] },
    ]);
    expect(unreachedStates(neverSignedIn)).toEqual([
      'signedIn',
      'signedIn.active',
      'signedIn.signingOut',
    ]);
  });

  it('tells eventless branches apart by guard, not only by where they land', () => {
    const theme = measureCoverage(themeMachine, THEME_TRAVERSALS.slice(0, 1));
    // 'chosen' is reached by toggling, yet the start never chose it from a saved theme.
    expect(unreachedStates(theme)).toEqual([]);
    expect(untakenTransitions(theme)).toEqual(['starting -always [hasChoice]-> chosen']);

    // Both branches land in 'redirecting'; without a sign-in on /login only one is taken.
    const { tellerSignedIn, mustChangePasswordSignedIn, ...signedOutOnly } = NAVIGATION_EVENTS;
    const navigation = measureCoverage(navigationMachine, [
      { events: Object.values(signedOutOnly), input: { pathname: '/' } },
    ]);
    expect(navigation.reachedStates).toContain('redirecting');
    expect(untakenTransitions(navigation)).toEqual([
      'deciding -always [signedInOnLogin]-> redirecting',
      'deciding -always [denied]-> denied',
    ]);
  });
});
