import { assign, type SnapshotFrom, setup, transition } from 'xstate';
import { ACCOUNT_STATUSES, type AccountStatus } from '../policies/deposit-account-status';

/** The state a frozen account returns to when it is unfrozen. */
export type FrozenFrom = 'active' | 'dormant';

export interface DepositAccountContext {
  /** Where the account was frozen from while it is frozen; null in every other state. */
  frozenFrom: FrozenFrom | null;
}

/** An account as stored, to start the chart where the account is (see depositAccountSnapshot). */
export interface DepositAccountInput {
  readonly status: AccountStatus;
  readonly frozenFrom?: FrozenFrom | null;
}

export type AccountEvent =
  | { type: 'account.activate' }
  | { type: 'account.markDormant' }
  | { type: 'account.reactivate' }
  | { type: 'account.freeze' }
  | { type: 'account.unfreeze' }
  | { type: 'account.close'; balanceKobo: number };

/** The contract's status events (changeAccountStatus), as the chart's events. */
export const ACCOUNT_EVENT_BY_NAME = {
  activate: 'account.activate',
  markDormant: 'account.markDormant',
  reactivate: 'account.reactivate',
  freeze: 'account.freeze',
  unfreeze: 'account.unfreeze',
  close: 'account.close',
} as const satisfies Record<string, AccountEvent['type']>;

export type AccountEventName = keyof typeof ACCOUNT_EVENT_BY_NAME;

/** The chart's event for a contract status event on an account holding `balanceKobo`. */
export function accountEvent(name: AccountEventName, balanceKobo: number): AccountEvent {
  const type = ACCOUNT_EVENT_BY_NAME[name];
  return type === 'account.close' ? { type, balanceKobo } : { type };
}

/** The stored status of each state of the chart, and so the states it has. */
export const ACCOUNT_STATUS_BY_STATE = {
  pending: 'PENDING',
  active: 'ACTIVE',
  dormant: 'DORMANT',
  frozen: 'FROZEN',
  closed: 'CLOSED',
} as const satisfies Record<string, AccountStatus>;

export type AccountState = keyof typeof ACCOUNT_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(ACCOUNT_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<AccountStatus, AccountState>;

/**
 * The life cycle of a deposit account (savings or current). It is opened pending and activated
 * once its onboarding is done; an active account left unused is marked dormant and reactivated
 * when its holder returns; an active or dormant account can be frozen (a court order, suspected
 * fraud) and is unfrozen back to where it was; a pending, active or dormant account is closed
 * only with a zero balance, and a frozen one cannot be closed at all, so a freeze cannot be
 * escaped by closing the account.
 *
 * The chart holds no I/O (no actors): the server imports it to refuse a status change it lacks
 * (nextAccountStatus) and the browser uses it to offer only the actions that apply. An existing
 * account is started in its stored status with depositAccountSnapshot.
 */
export const depositAccountMachine = setup({
  types: {
    context: {} as DepositAccountContext,
    events: {} as AccountEvent,
  },
  guards: {
    hasZeroBalance: ({ event }) => event.type === 'account.close' && event.balanceKobo === 0,
    frozenWhileActive: ({ context }) => context.frozenFrom === 'active',
    frozenWhileDormant: ({ context }) => context.frozenFrom === 'dormant',
  },
  actions: {
    rememberFrozenFrom: assign((_, params: { from: FrozenFrom }) => ({ frozenFrom: params.from })),
    forgetFrozenFrom: assign({ frozenFrom: null }),
  },
}).createMachine({
  id: 'depositAccount',
  initial: 'pending',
  context: { frozenFrom: null },
  states: {
    pending: {
      on: {
        'account.activate': { target: 'active' },
        'account.close': { guard: 'hasZeroBalance', target: 'closed' },
      },
    },
    active: {
      on: {
        'account.markDormant': { target: 'dormant' },
        'account.freeze': {
          target: 'frozen',
          actions: { type: 'rememberFrozenFrom', params: { from: 'active' } },
        },
        'account.close': { guard: 'hasZeroBalance', target: 'closed' },
      },
    },
    dormant: {
      on: {
        'account.reactivate': { target: 'active' },
        'account.freeze': {
          target: 'frozen',
          actions: { type: 'rememberFrozenFrom', params: { from: 'dormant' } },
        },
        'account.close': { guard: 'hasZeroBalance', target: 'closed' },
      },
    },
    frozen: {
      on: {
        'account.unfreeze': [
          { guard: 'frozenWhileActive', target: 'active', actions: 'forgetFrozenFrom' },
          { guard: 'frozenWhileDormant', target: 'dormant', actions: 'forgetFrozenFrom' },
        ],
      },
    },
    closed: { type: 'final' },
  },
});

export type DepositAccountSnapshot = SnapshotFrom<typeof depositAccountMachine>;

function isAccountStatus(value: unknown): value is AccountStatus {
  return (ACCOUNT_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The chart's snapshot for an account as stored, so the server and the browser
 * (`createActor(depositAccountMachine, { snapshot })`) start where the account is. `frozenFrom`
 * is kept only for a frozen account, whose context must say where it returns to; a frozen
 * account stored without it returns to dormant, the stricter of the two, so that no debit is
 * allowed again until someone reactivates it on purpose.
 */
export function depositAccountSnapshot(input: DepositAccountInput): DepositAccountSnapshot {
  if (!isAccountStatus(input.status)) {
    throw new RangeError(`Unknown account status ${JSON.stringify(input.status)}.`);
  }
  const { frozenFrom } = input;
  if (
    frozenFrom !== undefined &&
    frozenFrom !== null &&
    !['active', 'dormant'].includes(frozenFrom)
  ) {
    throw new RangeError(
      `An account is frozen from active or dormant, not ${JSON.stringify(frozenFrom)}.`,
    );
  }
  return depositAccountMachine.resolveState({
    value: STATE_BY_STATUS[input.status],
    context: { frozenFrom: input.status === 'FROZEN' ? (frozenFrom ?? 'dormant') : null },
  });
}

/** The stored status of a snapshot of the chart. */
export function accountStatusOf(snapshot: DepositAccountSnapshot): AccountStatus {
  const status = ACCOUNT_STATUS_BY_STATE[snapshot.value as AccountState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

export interface AccountStatusChange {
  readonly status: AccountStatus;
  readonly frozenFrom: FrozenFrom | null;
}

/**
 * What an account stored with `status` (and `frozenFrom`, when frozen) becomes on `event`, read
 * from the chart itself; null when the chart has no such transition from there (or its guard
 * refuses it), which the server answers by refusing the request.
 */
export function nextAccountStatus(
  status: AccountStatus,
  event: AccountEvent,
  frozenFrom?: FrozenFrom | null,
): AccountStatusChange | null {
  const before = depositAccountSnapshot({ status, frozenFrom });
  if (!before.can(event)) return null;
  const [after] = transition(depositAccountMachine, before, event);
  return { status: accountStatusOf(after), frozenFrom: after.context.frozenFrom };
}
