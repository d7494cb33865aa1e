import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CREDIT_APPLICATION_STATUS_BY_STATE,
  CREDIT_APPLICATION_STATUSES,
  type CreditApplicationEvent,
  type CreditApplicationSnapshot,
  type CreditApplicationStatus,
  creditApplicationMachine,
  creditApplicationSnapshot,
  creditApplicationStatusOf,
  nextCreditApplicationStatus,
  OPEN_CREDIT_APPLICATION_STATUSES,
} from '../../machines/credit-application.machine';
import {
  CREDIT_APPLICATION_TRAVERSALS,
  CREDIT_APPLICATION_EVENTS as E,
} from './credit-application.model';
import { edgesOn, eventsOf, measureCoverage, pathTo, replay } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(creditApplicationMachine, CREDIT_APPLICATION_TRAVERSALS);
const statusOf = (snapshot: unknown) =>
  creditApplicationStatusOf(snapshot as CreditApplicationSnapshot);
const ENDED: readonly CreditApplicationStatus[] = ['DISBURSED', 'REJECTED', 'WITHDRAWN'];
const sourcesOf = (event: CreditApplicationEvent) =>
  edgesOn(coverage, event)
    .filter((edge) => edge.state.can(event))
    .map((edge) => String(edge.state.value))
    .sort();

describe('creditApplicationMachine paths', () => {
  itCoversEveryStateAndStatus(
    creditApplicationMachine,
    coverage,
    CREDIT_APPLICATION_STATUS_BY_STATE,
    CREDIT_APPLICATION_STATUSES,
  );

  it('starts every application as a draft', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => path.state.value)).toEqual(['draft']);
  });

  it('goes from draft to disbursed through scoring, review and the approval flow', () => {
    const path = pathTo(coverage, 'disbursed', (s) => s.matches('disbursed'));
    expect(eventsOf(path)).toEqual([E.submit, E.score, E.startReview, E.approve, E.disburse]);
    const actor = replay(createActor(creditApplicationMachine), [
      E.submit,
      E.score,
      E.startReview,
      E.sendForApproval,
      E.approve,
      E.disburse,
    ]);
    expect(actor.getSnapshot().value).toBe('disbursed');
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });

  it('lets only a draft or a returned application be edited or submitted', () => {
    expect(sourcesOf(E.update)).toEqual(['draft', 'returned']);
    expect(sourcesOf(E.submit)).toEqual(['draft', 'returned']);
    for (const edge of edgesOn(coverage, E.update).filter((e) => e.state.can(E.update))) {
      expect(edge.nextState.value).toBe(edge.state.value);
    }
  });

  it('returns for correction only from review, and the correction is submitted again', () => {
    expect(sourcesOf(E.return)).toEqual(['underReview']);
    const actor = replay(createActor(creditApplicationMachine), [
      E.submit,
      E.score,
      E.startReview,
      E.return,
      E.update,
      E.submit,
      E.score,
    ]);
    expect(actor.getSnapshot().value).toBe('scored');
    actor.stop();
  });

  it('approves or rejects only from review or approval', () => {
    expect(sourcesOf(E.approve)).toEqual(['pendingApproval', 'underReview']);
    expect(sourcesOf(E.reject)).toEqual(['pendingApproval', 'underReview']);
    expect(sourcesOf(E.sendForApproval)).toEqual(['underReview']);
  });

  it('lets the officer withdraw from every open state and from no other', () => {
    const open = OPEN_CREDIT_APPLICATION_STATUSES.map(
      (status) => creditApplicationSnapshot(status).value as string,
    ).sort();
    expect(sourcesOf(E.withdraw)).toEqual(open);
    expect(creditApplicationSnapshot('APPROVED').can(E.withdraw)).toBe(false);
  });

  it('disburses only an approved application, once', () => {
    expect(sourcesOf(E.disburse)).toEqual(['approved']);
    expect(creditApplicationSnapshot('DISBURSED').can(E.disburse)).toBe(false);
  });

  it('stays where it ended whatever happens next', () => {
    const ended = coverage.edges.filter((edge) => edge.state.status === 'done');
    expect(ended).toHaveLength(ENDED.length * Object.keys(E).length);
    for (const edge of ended) expect(edge.nextState.value).toBe(edge.state.value);
  });

  it('answers every event in every state of the graph as nextCreditApplicationStatus does', () => {
    expect(coverage.edges.length).toBe(CREDIT_APPLICATION_STATUSES.length * Object.keys(E).length);
    for (const edge of coverage.edges) {
      const event = edge.event as CreditApplicationEvent;
      expect(nextCreditApplicationStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('creditApplicationSnapshot and nextCreditApplicationStatus', () => {
  it.each(CREDIT_APPLICATION_STATUSES.map((status) => [status]))(
    'starts a %s application there',
    (s) => {
      const snapshot = creditApplicationSnapshot(s);
      expect(creditApplicationStatusOf(snapshot)).toBe(s);
      expect(snapshot.status).toBe(ENDED.includes(s) ? 'done' : 'active');
    },
  );

  it('refuses a status the chart does not know', () => {
    expect(() => creditApplicationSnapshot('OPEN' as CreditApplicationStatus)).toThrow(RangeError);
  });

  it('moves each stored status as the table says', () => {
    const table: Record<CreditApplicationStatus, Partial<Record<keyof typeof E, string>>> = {
      DRAFT: { update: 'DRAFT', submit: 'SUBMITTED', withdraw: 'WITHDRAWN' },
      SUBMITTED: { score: 'SCORED', withdraw: 'WITHDRAWN' },
      SCORED: { startReview: 'UNDER_REVIEW', withdraw: 'WITHDRAWN' },
      UNDER_REVIEW: {
        sendForApproval: 'PENDING_APPROVAL',
        approve: 'APPROVED',
        reject: 'REJECTED',
        return: 'RETURNED',
        withdraw: 'WITHDRAWN',
      },
      PENDING_APPROVAL: { approve: 'APPROVED', reject: 'REJECTED', withdraw: 'WITHDRAWN' },
      RETURNED: { update: 'RETURNED', submit: 'SUBMITTED', withdraw: 'WITHDRAWN' },
      APPROVED: { disburse: 'DISBURSED' },
      DISBURSED: {},
      REJECTED: {},
      WITHDRAWN: {},
    };
    for (const status of CREDIT_APPLICATION_STATUSES) {
      for (const [name, event] of Object.entries(E)) {
        const expected = table[status][name as keyof typeof E] ?? null;
        expect([status, name, nextCreditApplicationStatus(status, event)]).toEqual([
          status,
          name,
          expected,
        ]);
      }
    }
  });
});
