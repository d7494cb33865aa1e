import { assign, emit, fromPromise, setup } from 'xstate';
import type { SignedIn } from '../api/auth.api';
import { type SavedSession, savedTokenExpired } from '../policies/saved-session';
import type { SessionUser } from '../policies/user';
import { type Failure, toFailure } from './failure';

export interface SessionContext {
  /** False until the saved session has been looked at (SPEC.md section 4). */
  ready: boolean;
  token: string | null;
  tenantId: string | null;
  user: SessionUser | null;
  /** Why the last sign-in failed, shown beside the form. */
  error: Failure | null;
}

export interface LoginInput {
  readonly tenantId: string;
  readonly username: string;
  readonly password: string;
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginInput)
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.passwordChanged' };

export type SessionEmitted =
  | { type: 'session.signedIn'; user: SessionUser; tenantId: string | null }
  | { type: 'session.signedOut' };

const SIGNED_OUT = { token: null, tenantId: null, user: null } as const;

/**
 * Who is signed in. Storage and the server are actors and actions by name; the browser provides
 * them (ui/app/app-services.ts), tests provide their own. `storeSession` runs whenever the
 * session changes: it writes or clears the saved copy and hands the token to the API client.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    restoreSession: fromPromise<SavedSession | null>(async () => null),
    login: fromPromise<SignedIn, LoginInput>(async () => {
      throw new Error('login must be provided.');
    }),
    logout: fromPromise<void>(async () => {}),
  },
  actions: {
    storeSession: (_, _params: { session: SessionContext }) => {},
    signOut: assign(SIGNED_OUT),
    announceSignedIn: emit(({ context }) => ({
      type: 'session.signedIn' as const,
      user: context.user as SessionUser,
      tenantId: context.tenantId,
    })),
    announceSignedOut: emit({ type: 'session.signedOut' as const }),
  },
  guards: {
    savedTokenExpired: ({ event }) => {
      const saved = (event as { output?: SavedSession | null }).output;
      return saved != null && savedTokenExpired(saved.token, Date.now());
    },
    hasSavedSession: ({ event }) => (event as { output?: SavedSession | null }).output != null,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { ready: false, ...SIGNED_OUT, error: null },
  states: {
    restoring: {
      exit: assign({ ready: true }),
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: 'savedTokenExpired',
            target: 'signedOut',
            actions: [
              'signOut',
              { type: 'storeSession', params: ({ context }) => ({ session: context }) },
            ],
          },
          {
            guard: 'hasSavedSession',
            target: 'signedIn',
            actions: assign(({ event }) => ({ ...(event.output as SavedSession) })),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: assign({ error: null }) },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { tenantId, username, password } = event as LoginInput;
          return { tenantId, username, password };
        },
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => ({
            token: event.output.token,
            tenantId: event.output.tenantId,
            user: event.output.user,
          })),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    signedIn: {
      initial: 'active',
      entry: [
        { type: 'storeSession', params: ({ context }) => ({ session: context }) },
        'announceSignedIn',
      ],
      on: { 'session.unauthorized': 'signedOut' },
      exit: [
        'signOut',
        { type: 'storeSession', params: ({ context }) => ({ session: context }) },
        'announceSignedOut',
      ],
      states: {
        active: {
          on: {
            'session.logout': 'signingOut',
            'session.passwordChanged': {
              actions: [
                assign({
                  user: ({ context }) =>
                    context.user && { ...context.user, mustChangePassword: false },
                }),
                { type: 'storeSession', params: ({ context }) => ({ session: context }) },
              ],
            },
          },
        },
        // The server is told so that it revokes the token, which is therefore still held while
        // the call runs; the browser forgets the session whatever the answer.
        signingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: '#session.signedOut',
            onError: '#session.signedOut',
          },
        },
      },
    },
  },
});
