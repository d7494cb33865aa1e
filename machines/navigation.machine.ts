import { assign, setup } from 'xstate';
import { type GuardDecision, type GuardInput, guardRoute } from '../policies/route-guard';

/** What the guard needs to know about the user; `ready` is false while the session or license is still loading. */
export interface NavigationAccess extends Omit<GuardInput, 'pathname' | 'search'> {
  readonly ready: boolean;
}

export interface NavigationContext {
  pathname: string;
  search: string;
  access: NavigationAccess;
  decision: GuardDecision | null;
  /** Path and query a signed-out visit asked for; sign-in returns there. */
  returnTo: string | null;
}

export type NavigationEvent =
  | { type: 'navigation.locationChanged'; pathname: string; search: string }
  | { type: 'navigation.accessChanged'; access: NavigationAccess };

const NOT_READY: NavigationAccess = { ready: false, token: null, user: null };

function decide(context: NavigationContext): GuardDecision {
  return guardRoute({ ...context.access, pathname: context.pathname, search: context.search });
}

const isSignedIn = (context: NavigationContext) =>
  Boolean(context.access.token && context.access.user);

/**
 * The route guard as a chart (SPEC.md section 2): /login is public; a signed-out visit elsewhere
 * goes to /login remembering path and query, and signing in returns there; a user who must
 * change the password is held on /account/change-password; route access follows policies/;
 * unknown paths are the 404 page. The browser's location is an action by name (`navigate`), so
 * the chart never touches history itself.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as { pathname: string; search?: string },
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    decide: assign({ decision: ({ context }) => decide(context) }),
  },
  guards: {
    notReady: ({ context }) => !context.access.ready,
    // Judged from the decision, so /login/ and /LOGIN count as the sign-in page as matchRoute does.
    signedInOnLogin: ({ context }) =>
      isSignedIn(context) &&
      context.decision?.kind === 'show' &&
      context.decision.route.public === true,
    mustRedirect: ({ context }) => context.decision?.kind === 'redirect',
    denied: ({ context }) => context.decision?.kind === 'denied',
    notFound: ({ context }) => context.decision?.kind === 'notFound',
  },
}).createMachine({
  id: 'navigation',
  initial: 'deciding',
  context: ({ input }) => ({
    pathname: input.pathname,
    search: input.search ?? '',
    access: NOT_READY,
    decision: null,
    returnTo: null,
  }),
  states: {
    deciding: {
      entry: 'decide',
      always: [
        { guard: 'notReady', target: 'waiting' },
        {
          guard: 'signedInOnLogin',
          target: 'redirecting',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ to: context.returnTo ?? '/' }) },
            assign({ returnTo: null }),
          ],
        },
        {
          guard: 'mustRedirect',
          target: 'redirecting',
          actions: [
            assign({
              returnTo: ({ context }) =>
                context.decision?.kind === 'redirect' && context.decision.returnTo
                  ? context.decision.returnTo
                  : context.returnTo,
            }),
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: context.decision?.kind === 'redirect' ? context.decision.to : '/',
              }),
            },
          ],
        },
        { guard: 'denied', target: 'denied' },
        { guard: 'notFound', target: 'notFound' },
        {
          target: 'showing',
          // A page shown to a signed-in user ends the detour through sign-in.
          actions: assign({
            returnTo: ({ context }) => (isSignedIn(context) ? null : context.returnTo),
          }),
        },
      ],
    },
    waiting: {},
    redirecting: {},
    showing: {},
    denied: {},
    notFound: {},
  },
  on: {
    'navigation.locationChanged': {
      target: '.deciding',
      actions: assign(({ event }) => ({ pathname: event.pathname, search: event.search })),
    },
    'navigation.accessChanged': {
      target: '.deciding',
      actions: assign({ access: ({ event }) => event.access }),
    },
  },
});
