import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  APPROVAL_REQUEST_STATUSES,
  APPROVAL_STATUS_BY_STATE,
  type ApprovalRequestEvent,
  type ApprovalRequestSnapshot,
  type ApprovalRequestStatus,
  approvalRequestMachine,
  approvalRequestSnapshot,
  approvalStatusOf,
  nextApprovalStatus,
  PENDING_APPROVAL_STATUSES,
} from '../../machines/approval-request.machine';
import {
  APPROVAL_REQUEST_TRAVERSALS,
  APPROVAL_REQUEST_EVENTS as E,
} from './approval-request.model';
import { edgesOn, eventsOf, measureCoverage, pathTo, replay } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(approvalRequestMachine, APPROVAL_REQUEST_TRAVERSALS);
const statusOf = (snapshot: unknown) => approvalStatusOf(snapshot as ApprovalRequestSnapshot);
const ENDED: readonly ApprovalRequestStatus[] = ['EXECUTED', 'REJECTED', 'EXPIRED', 'CANCELLED'];

describe('approvalRequestMachine paths', () => {
  itCoversEveryStateAndStatus(
    approvalRequestMachine,
    coverage,
    APPROVAL_STATUS_BY_STATE,
    APPROVAL_REQUEST_STATUSES,
  );

  it('starts every request waiting for its first level', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => path.state.value)).toEqual(['pendingLevel1']);
  });

  it('ends a one-level request on its first approval and a two-level one on its second', () => {
    const one = pathTo(coverage, 'approved in one level', (s) => s.matches('approved'));
    expect(eventsOf(one)).toEqual([E.approveOneLevel]);
    const second = edgesOn(coverage, E.approveTwoLevels).filter((edge) =>
      edge.state.matches('pendingLevel2'),
    );
    expect(second.map((edge) => edge.nextState.value)).toEqual(['approved']);
    const first = edgesOn(coverage, E.approveTwoLevels).filter((edge) =>
      edge.state.matches('pendingLevel1'),
    );
    expect(first.map((edge) => edge.nextState.value)).toEqual(['pendingLevel2']);
  });

  it('never approves the second level of a request whose band needs one', () => {
    const refused = edgesOn(coverage, E.approveOneLevel).filter((edge) =>
      edge.state.matches('pendingLevel2'),
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.state.can(E.approveOneLevel)).toBe(false);
    expect(refused[0]?.nextState.value).toBe('pendingLevel2');
  });

  it('rejects, expires or cancels only a waiting request, and never executes it then', () => {
    for (const event of [E.reject, E.expire, E.cancel]) {
      const taken = edgesOn(coverage, event).filter((edge) => edge.state.can(event));
      expect(taken.map((edge) => String(edge.state.value)).sort()).toEqual([
        'pendingLevel1',
        'pendingLevel2',
      ]);
      for (const edge of taken) {
        expect(edge.nextState.status).toBe('done');
        expect(edge.nextState.can(E.execute)).toBe(false);
      }
    }
  });

  it('executes only an approved request, exactly once', () => {
    const executes = edgesOn(coverage, E.execute).filter((edge) => edge.state.can(E.execute));
    expect(executes.map((edge) => edge.state.value)).toEqual(['approved']);
    expect(executes[0]?.nextState.can(E.execute)).toBe(false);
  });

  it('stays where it ended whatever happens next', () => {
    const ended = coverage.edges.filter((edge) => edge.state.status === 'done');
    expect(ended).toHaveLength(4 * Object.keys(E).length);
    for (const edge of ended) expect(edge.nextState.value).toBe(edge.state.value);
  });

  it('answers every event in every state of the graph as nextApprovalStatus does', () => {
    expect(coverage.edges.length).toBe(7 * Object.keys(E).length);
    for (const edge of coverage.edges) {
      const event = edge.event as ApprovalRequestEvent;
      expect(nextApprovalStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });

  it('replays a two-level approval on a real actor', () => {
    const path = pathTo(coverage, 'executed after two levels', (s) => s.matches('executed'));
    const actor = replay(createActor(approvalRequestMachine), eventsOf(path));
    expect(actor.getSnapshot().value).toBe('executed');
    actor.stop();
    const twoLevels = createActor(approvalRequestMachine).start();
    twoLevels.send(E.approveTwoLevels);
    twoLevels.send(E.execute);
    expect(twoLevels.getSnapshot().value).toBe('pendingLevel2');
    twoLevels.send(E.approveTwoLevels);
    twoLevels.send(E.execute);
    expect(twoLevels.getSnapshot().status).toBe('done');
    twoLevels.stop();
  });
});

describe('approvalRequestSnapshot and nextApprovalStatus', () => {
  it.each(APPROVAL_REQUEST_STATUSES.map((status) => [status]))('starts a %s request there', (s) => {
    const snapshot = approvalRequestSnapshot(s);
    expect(approvalStatusOf(snapshot)).toBe(s);
    expect(snapshot.status).toBe(ENDED.includes(s) ? 'done' : 'active');
  });

  it('refuses a status the chart does not know', () => {
    expect(() => approvalRequestSnapshot('OPEN' as ApprovalRequestStatus)).toThrow(RangeError);
  });

  it('moves each stored status as the table says', () => {
    const table: Record<ApprovalRequestStatus, Partial<Record<keyof typeof E, string>>> = {
      PENDING_LEVEL1: {
        approveOneLevel: 'APPROVED',
        approveTwoLevels: 'PENDING_LEVEL2',
        reject: 'REJECTED',
        expire: 'EXPIRED',
        cancel: 'CANCELLED',
      },
      PENDING_LEVEL2: {
        approveTwoLevels: 'APPROVED',
        reject: 'REJECTED',
        expire: 'EXPIRED',
        cancel: 'CANCELLED',
      },
      APPROVED: { execute: 'EXECUTED' },
      EXECUTED: {},
      REJECTED: {},
      EXPIRED: {},
      CANCELLED: {},
    };
    for (const status of APPROVAL_REQUEST_STATUSES) {
      for (const [name, event] of Object.entries(E)) {
        const expected = table[status][name as keyof typeof E] ?? null;
        expect([status, name, nextApprovalStatus(status, event)]).toEqual([status, name, expected]);
      }
    }
    expect(PENDING_APPROVAL_STATUSES).toEqual(['PENDING_LEVEL1', 'PENDING_LEVEL2']);
  });
});
