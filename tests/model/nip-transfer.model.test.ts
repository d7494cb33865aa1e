import { describe, expect, it } from 'vitest';
import {
  NIP_TRANSFER_STATUS_BY_STATE,
  NIP_TRANSFER_STATUSES,
  type NipTransferEvent,
  type NipTransferSnapshot,
  type NipTransferStatus,
  nextNipTransferStatus,
  nipTransferMachine,
  nipTransferSnapshot,
  nipTransferStatusOf,
} from '../../machines/nip-transfer.machine';
import { NIP_TRANSFER_EVENTS as E, NIP_TRANSFER_TRAVERSALS } from './nip-transfer.model';
import { eventsOf, measureCoverage, pathTo } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(nipTransferMachine, NIP_TRANSFER_TRAVERSALS);
const statusOf = (snapshot: unknown) => nipTransferStatusOf(snapshot as NipTransferSnapshot);

describe('nipTransferMachine paths', () => {
  itCoversEveryStateAndStatus(
    nipTransferMachine,
    coverage,
    NIP_TRANSFER_STATUS_BY_STATE,
    NIP_TRANSFER_STATUSES,
  );

  it('sends only after the debit, and reverses only after a final failure or a review', () => {
    const reversed = pathTo(coverage, 'reversed', (s) => s.matches('reversed'));
    const steps = eventsOf(reversed);
    expect(steps.slice(0, 2)).toEqual([E.approve, E.send]);
    expect(steps.at(-1)).toEqual(E.reverse);
    const success = pathTo(coverage, 'successful', (s) => s.matches('successful'));
    expect(eventsOf(success)).toEqual([E.approve, E.send, E.answerApproved]);
  });

  it('answers every event in every state of the graph as nextNipTransferStatus does', () => {
    for (const edge of coverage.edges) {
      const event = edge.event as NipTransferEvent;
      expect(nextNipTransferStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('nextNipTransferStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<NipTransferStatus, Partial<Record<keyof typeof E, NipTransferStatus>>> = {
      AWAITING_APPROVAL: { approve: 'DEBITED', reject: 'REJECTED' },
      DEBITED: { send: 'SENT' },
      SENT: {
        answerApproved: 'SUCCESSFUL',
        answerOpen: 'SENT',
        answerReview: 'MANUAL_REVIEW',
        answerDeclined: 'FAILED',
      },
      FAILED: { reverse: 'REVERSED' },
      MANUAL_REVIEW: { answerApproved: 'SUCCESSFUL', reverse: 'REVERSED' },
      SUCCESSFUL: {},
      REVERSED: {},
      REJECTED: {},
    };
    for (const status of NIP_TRANSFER_STATUSES) {
      expect(statusOf(nipTransferSnapshot(status))).toBe(status);
      for (const [name, event] of Object.entries(E)) {
        const expected = table[status][name as keyof typeof E] ?? null;
        expect([status, name, nextNipTransferStatus(status, event)]).toEqual([
          status,
          name,
          expected,
        ]);
      }
    }
  });

  it('refuses a status the chart does not know', () => {
    expect(() => nipTransferSnapshot('OPEN' as NipTransferStatus)).toThrow(RangeError);
  });
});
