import { type ActorRefFrom, fromCallback, sendTo, setup } from 'xstate';
import type { SessionUser } from '../policies/user';
import { activeRoleMachine } from './active-role.machine';
import { branchMachine } from './branch.machine';
import { clockMachine } from './clock.machine';
import { licenseMachine } from './license.machine';
import { navigationMachine } from './navigation.machine';
import { type SessionEmitted, sessionMachine } from './session.machine';
import { sidebarMachine } from './sidebar.machine';
import { type ThemeName, themeMachine } from './theme.machine';

/** What the browser had saved, read once at start (the keys of SPEC.md section 9). */
export interface AppInput {
  readonly nowMs: number;
  readonly pathname: string;
  readonly search: string;
  readonly systemTheme: ThemeName;
  readonly savedTheme: ThemeName | null;
  readonly savedCollapsed: boolean;
  readonly savedRole: string | null;
  readonly savedBranchId: string | null;
  readonly savedFeatures: readonly string[];
}

export interface AppContext {
  session: ActorRefFrom<typeof sessionMachine>;
  license: ActorRefFrom<typeof licenseMachine>;
  activeRole: ActorRefFrom<typeof activeRoleMachine>;
  branch: ActorRefFrom<typeof branchMachine>;
  theme: ActorRefFrom<typeof themeMachine>;
  sidebar: ActorRefFrom<typeof sidebarMachine>;
  clock: ActorRefFrom<typeof clockMachine>;
  navigation: ActorRefFrom<typeof navigationMachine>;
}

export type AppEvent = { type: 'app.signedIn'; user: SessionUser } | { type: 'app.signedOut' };

/**
 * The root actor. It spawns the global actors with systemIds, so views and actors find them by
 * name, and keeps them in step with the session: signing in loads the license and the branches
 * and hands the user's roles to the role selector; signing out resets them (SPEC.md section 4).
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    license: licenseMachine,
    activeRole: activeRoleMachine,
    branch: branchMachine,
    theme: themeMachine,
    sidebar: sidebarMachine,
    clock: clockMachine,
    navigation: navigationMachine,
    // The session announces its changes as emitted events; this relays them to the root.
    followSession: fromCallback<AppEvent>(({ system, sendBack }) => {
      const session = system.get('session') as ActorRefFrom<typeof sessionMachine>;
      const relay = (event: SessionEmitted) =>
        sendBack(
          event.type === 'session.signedIn'
            ? { type: 'app.signedIn', user: event.user }
            : { type: 'app.signedOut' },
        );
      const subscriptions = [
        session.on('session.signedIn', relay),
        session.on('session.signedOut', relay),
      ];
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input, spawn }) => ({
    session: spawn('session', { id: 'session', systemId: 'session' }),
    license: spawn('license', {
      id: 'license',
      systemId: 'license',
      input: { savedFeatures: input.savedFeatures },
    }),
    activeRole: spawn('activeRole', {
      id: 'activeRole',
      systemId: 'activeRole',
      input: { savedRole: input.savedRole },
    }),
    branch: spawn('branch', {
      id: 'branch',
      systemId: 'branch',
      input: { savedBranchId: input.savedBranchId },
    }),
    theme: spawn('theme', {
      id: 'theme',
      systemId: 'theme',
      input: { systemTheme: input.systemTheme, savedTheme: input.savedTheme },
    }),
    sidebar: spawn('sidebar', {
      id: 'sidebar',
      systemId: 'sidebar',
      input: { savedCollapsed: input.savedCollapsed },
    }),
    clock: spawn('clock', { id: 'clock', systemId: 'clock', input: { nowMs: input.nowMs } }),
    navigation: spawn('navigation', {
      id: 'navigation',
      systemId: 'navigation',
      input: { pathname: input.pathname, search: input.search },
    }),
  }),
  initial: 'running',
  states: {
    running: {
      invoke: { id: 'followSession', src: 'followSession' },
      on: {
        'app.signedIn': {
          actions: [
            sendTo('license', { type: 'license.load' }),
            sendTo('branch', ({ event }) => ({
              type: 'branch.load' as const,
              userBranchId: event.user.branchId,
            })),
            sendTo('activeRole', ({ event }) => ({
              type: 'activeRole.userChanged' as const,
              roles: event.user.roles,
            })),
          ],
        },
        'app.signedOut': {
          actions: [
            sendTo('license', { type: 'license.reset' }),
            sendTo('branch', { type: 'branch.reset' }),
            sendTo('activeRole', { type: 'activeRole.userChanged', roles: [] }),
          ],
        },
      },
    },
  },
});

export type AppActor = ActorRefFrom<typeof appMachine>;
