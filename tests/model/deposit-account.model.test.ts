import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  ACCOUNT_STATUS_BY_STATE,
  type AccountEvent,
  type AccountStatusChange,
  accountStatusOf,
  type DepositAccountContext,
  type DepositAccountSnapshot,
  depositAccountMachine,
  depositAccountSnapshot,
  type FrozenFrom,
  nextAccountStatus,
} from '../../machines/deposit-account.machine';
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  canCredit,
  canDebit,
} from '../../policies/deposit-account-status';
import {
  BALANCE_KOBO,
  DEPOSIT_ACCOUNT_TRAVERSALS,
  DEPOSIT_ACCOUNT_EVENTS as E,
} from './deposit-account.model';
import { edgesOn, eventsOf, measureCoverage, pathTo, replay } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(depositAccountMachine, DEPOSIT_ACCOUNT_TRAVERSALS);

const contextOf = (snapshot: { context: unknown }) => snapshot.context as DepositAccountContext;
const statusOf = (snapshot: unknown) => accountStatusOf(snapshot as DepositAccountSnapshot);

describe('depositAccountMachine paths', () => {
  itCoversEveryStateAndStatus(
    depositAccountMachine,
    coverage,
    ACCOUNT_STATUS_BY_STATE,
    ACCOUNT_STATUSES,
  );

  it('opens a new account pending, frozen from nowhere', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => [path.state.value, path.state.context])).toEqual([
      ['pending', { frozenFrom: null }],
    ]);
  });

  it('knows where it was frozen from while frozen, and only then, along every path', () => {
    for (const path of coverage.paths) {
      let lastUnfrozen: string | null = null;
      for (const { state } of path.steps) {
        const { frozenFrom } = contextOf(state);
        if (state.matches('frozen')) {
          expect(frozenFrom).toBe(lastUnfrozen);
        } else {
          expect(frozenFrom).toBeNull();
          lastUnfrozen = String(state.value);
        }
      }
    }
    const frozen = coverage.paths.filter((path) => path.state.matches('frozen'));
    expect(frozen.map((path) => contextOf(path.state).frozenFrom).sort()).toEqual([
      'active',
      'dormant',
    ]);
  });

  it('remembers on every freeze the state it froze from', () => {
    const freezes = edgesOn(coverage, E.freeze).filter((edge) => edge.state.can(E.freeze));
    expect(freezes.map((edge) => String(edge.state.value)).sort()).toEqual(['active', 'dormant']);
    for (const edge of freezes) {
      expect(edge.nextState.value).toBe('frozen');
      expect(contextOf(edge.nextState).frozenFrom).toBe(edge.state.value);
    }
  });

  it('unfreezes back to where it was frozen from, and forgets it', () => {
    const unfreezes = edgesOn(coverage, E.unfreeze).filter((edge) => edge.state.matches('frozen'));
    expect(unfreezes).toHaveLength(2);
    for (const edge of unfreezes) {
      expect(edge.nextState.value).toBe(contextOf(edge.state).frozenFrom);
      expect(contextOf(edge.nextState).frozenFrom).toBeNull();
    }
  });

  it('closes a pending, active or dormant account only when its balance is zero', () => {
    const closes = edgesOn(coverage, E.closeEmpty).filter((edge) => edge.state.can(E.closeEmpty));
    expect(closes.map((edge) => String(edge.state.value)).sort()).toEqual([
      'active',
      'dormant',
      'pending',
    ]);
    for (const edge of closes) {
      expect(edge.nextState.value).toBe('closed');
      expect(edge.nextState.status).toBe('done');
      expect(contextOf(edge.nextState).frozenFrom).toBeNull();
    }
    const refused = edgesOn(coverage, E.closeWithBalance);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const edge of refused) {
      expect(edge.state.can(E.closeWithBalance)).toBe(false);
      expect(edge.nextState.value).toBe(edge.state.value);
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('never closes a frozen account, even an empty one', () => {
    const frozen = coverage.edges.filter(
      (edge) => edge.state.matches('frozen') && edge.event.type === 'account.close',
    );
    expect(frozen).toHaveLength(4);
    for (const edge of frozen) {
      expect(edge.state.can(edge.event as AccountEvent)).toBe(false);
      expect(edge.nextState).toMatchObject({ value: 'frozen', context: edge.state.context });
    }
  });

  it('stays closed whatever happens next', () => {
    const afterClose = coverage.edges.filter((edge) => edge.state.matches('closed'));
    expect(afterClose).toHaveLength(Object.keys(E).length);
    for (const edge of afterClose) {
      expect(edge.nextState.value).toBe('closed');
      expect(edge.nextState.status).toBe('done');
    }
  });

  it('answers every event in every state of the graph as nextAccountStatus does', () => {
    expect(coverage.edges.length).toBe(6 * Object.keys(E).length);
    for (const edge of coverage.edges) {
      const event = edge.event as AccountEvent;
      const change = nextAccountStatus(
        statusOf(edge.state),
        event,
        contextOf(edge.state).frozenFrom,
      );
      expect(change).toEqual(
        edge.state.can(event)
          ? { status: statusOf(edge.nextState), frozenFrom: contextOf(edge.nextState).frozenFrom }
          : null,
      );
    }
  });

  it('replays the path to an account frozen while dormant on a real actor', () => {
    const path = pathTo(
      coverage,
      'an account frozen while dormant',
      (snapshot) => snapshot.matches('frozen') && contextOf(snapshot).frozenFrom === 'dormant',
    );
    expect(eventsOf(path)).toEqual([E.activate, E.markDormant, E.freeze]);
    const actor = replay(createActor(depositAccountMachine), eventsOf(path));
    expect(actor.getSnapshot().value).toBe('frozen');
    expect(actor.getSnapshot().context).toEqual({ frozenFrom: 'dormant' });
    actor.send(E.closeEmpty);
    expect(actor.getSnapshot().value).toBe('frozen');
    actor.send(E.unfreeze);
    expect(actor.getSnapshot().value).toBe('dormant');
    actor.send(E.closeWithBalance);
    expect(actor.getSnapshot().value).toBe('dormant');
    actor.send(E.closeEmpty);
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});

describe('depositAccountSnapshot', () => {
  it.each<[AccountStatus, string]>([
    ['PENDING', 'pending'],
    ['ACTIVE', 'active'],
    ['DORMANT', 'dormant'],
    ['FROZEN', 'frozen'],
    ['CLOSED', 'closed'],
  ])('starts an account stored %s in %s', (status, state) => {
    const snapshot = depositAccountSnapshot({ status });
    expect(snapshot.value).toBe(state);
    expect(accountStatusOf(snapshot)).toBe(status);
    expect(snapshot.status).toBe(status === 'CLOSED' ? 'done' : 'active');
  });

  it('keeps where a frozen account was frozen from, and drops it for any other status', () => {
    expect(depositAccountSnapshot({ status: 'FROZEN', frozenFrom: 'active' }).context).toEqual({
      frozenFrom: 'active',
    });
    expect(depositAccountSnapshot({ status: 'FROZEN', frozenFrom: 'dormant' }).context).toEqual({
      frozenFrom: 'dormant',
    });
    expect(depositAccountSnapshot({ status: 'ACTIVE', frozenFrom: 'dormant' }).context).toEqual({
      frozenFrom: null,
    });
  });

  it('returns a frozen account stored without frozenFrom to dormant, the stricter state', () => {
    expect(depositAccountSnapshot({ status: 'FROZEN' }).context).toEqual({ frozenFrom: 'dormant' });
    expect(depositAccountSnapshot({ status: 'FROZEN', frozenFrom: null }).context).toEqual({
      frozenFrom: 'dormant',
    });
    expect(nextAccountStatus('FROZEN', E.unfreeze)).toEqual({
      status: 'DORMANT',
      frozenFrom: null,
    });
  });

  it('refuses a status or a frozenFrom the chart does not know', () => {
    expect(() => depositAccountSnapshot({ status: 'OPEN' as AccountStatus })).toThrow(RangeError);
    expect(() =>
      depositAccountSnapshot({ status: 'FROZEN', frozenFrom: 'pending' as FrozenFrom }),
    ).toThrow(RangeError);
  });

  it('starts a real actor where the account is', () => {
    const actor = createActor(depositAccountMachine, {
      snapshot: depositAccountSnapshot({ status: 'FROZEN', frozenFrom: 'active' }),
    }).start();
    actor.send(E.unfreeze);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context).toEqual({ frozenFrom: null });
    actor.stop();
  });
});

type EventName = 'activate' | 'markDormant' | 'reactivate' | 'freeze' | 'unfreeze' | 'closeEmpty';

const to = (status: AccountStatus, frozenFrom: FrozenFrom | null = null): AccountStatusChange => ({
  status,
  frozenFrom,
});

/** What each stored status becomes on each event; null where the chart has no transition. */
const TRANSITIONS: Record<AccountStatus, Record<EventName, AccountStatusChange | null>> = {
  PENDING: {
    activate: to('ACTIVE'),
    markDormant: null,
    reactivate: null,
    freeze: null,
    unfreeze: null,
    closeEmpty: to('CLOSED'),
  },
  ACTIVE: {
    activate: null,
    markDormant: to('DORMANT'),
    reactivate: null,
    freeze: to('FROZEN', 'active'),
    unfreeze: null,
    closeEmpty: to('CLOSED'),
  },
  DORMANT: {
    activate: null,
    markDormant: null,
    reactivate: to('ACTIVE'),
    freeze: to('FROZEN', 'dormant'),
    unfreeze: null,
    closeEmpty: to('CLOSED'),
  },
  // Stored frozen from active; frozen from dormant is the same row but for unfreeze (below).
  FROZEN: {
    activate: null,
    markDormant: null,
    reactivate: null,
    freeze: null,
    unfreeze: to('ACTIVE'),
    closeEmpty: null,
  },
  CLOSED: {
    activate: null,
    markDormant: null,
    reactivate: null,
    freeze: null,
    unfreeze: null,
    closeEmpty: null,
  },
};

const TABLE = ACCOUNT_STATUSES.flatMap((status) =>
  Object.entries(TRANSITIONS[status]).map(
    ([name, expected]) => [status, name as EventName, expected] as const,
  ),
);

describe('nextAccountStatus', () => {
  it('has a row for every status and a column for every event type', () => {
    expect(TABLE).toHaveLength(5 * 6);
    expect(new Set(TABLE.map(([, name]) => E[name].type)).size).toBe(6);
  });

  it.each(TABLE)('%s on %s gives %j', (status, name, expected) => {
    const frozenFrom = status === 'FROZEN' ? 'active' : null;
    expect(nextAccountStatus(status, E[name], frozenFrom)).toEqual(expected);
  });

  it('unfreezes an account frozen while dormant back to dormant, and nothing else moves it', () => {
    for (const [name, event] of Object.entries(E)) {
      expect(nextAccountStatus('FROZEN', event, 'dormant')).toEqual(
        name === 'unfreeze' ? to('DORMANT') : null,
      );
    }
  });

  it.each(ACCOUNT_STATUSES.map((status) => [status]))(
    'refuses to close a %s account that still holds money',
    (status) => {
      expect(nextAccountStatus(status, E.closeWithBalance, 'active')).toBeNull();
      expect(nextAccountStatus(status, { type: 'account.close', balanceKobo: -BALANCE_KOBO })).toBe(
        null,
      );
      expect(nextAccountStatus(status, { type: 'account.close', balanceKobo: 1 })).toBeNull();
    },
  );
});

describe('canDebit and canCredit', () => {
  it.each<[AccountStatus, boolean, boolean]>([
    ['PENDING', false, false],
    ['ACTIVE', true, true],
    ['DORMANT', false, true],
    ['FROZEN', false, false],
    ['CLOSED', false, false],
  ])('%s: debit %s, credit %s', (status, debit, credit) => {
    expect(canDebit(status)).toBe(debit);
    expect(canCredit(status)).toBe(credit);
  });
});
