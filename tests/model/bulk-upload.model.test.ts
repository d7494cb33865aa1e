import { describe, expect, it } from 'vitest';
import { bulkUploadMachine } from '../../machines/bulk-upload.machine';
import {
  BULK_UPLOAD_TRAVERSALS,
  BULK_UPLOAD_EVENTS as E,
  HEADINGS_WRONG,
  ROWS,
  TWO_BAD,
} from './bulk-upload.model';
import { edgesOn, measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';

const coverage = measureCoverage(bulkUploadMachine, BULK_UPLOAD_TRAVERSALS);

describe('bulkUploadMachine paths', () => {
  it('reaches every state and takes every transition the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(untakenTransitions(coverage)).toEqual([]);
  });

  it('checks the rows it read before anything can be sent', () => {
    for (const edge of edgesOn(coverage, E.read).filter((e) => e.state.matches('reading'))) {
      expect(edge.nextState.value).toBe('checking');
      expect(edge.nextState.context.rows).toEqual(ROWS);
    }
    for (const edge of edgesOn(coverage, E.checkedTwoBad).filter((e) =>
      e.state.matches('checking'),
    )) {
      expect(edge.nextState.value).toBe('checked');
      expect(edge.nextState.context.check).toEqual(TWO_BAD);
    }
  });

  it('sends the good rows of a file with bad ones only when each row goes on its own', () => {
    const sends = edgesOn(coverage, E.send).filter((e) => e.state.matches('checked'));
    const outcome = (mode: string, failed: number) =>
      sends
        .filter(
          (e) => e.state.context.mode === mode && (e.state.context.check?.failed ?? 0) === failed,
        )
        .map((e) => e.nextState.value);
    expect(outcome('EACH_ROW', 2)).toEqual(['sending']);
    expect(outcome('ALL_OR_NOTHING', 2)).toEqual(['checked']);
    expect(outcome('ALL_OR_NOTHING', 0)).toEqual(['sending']);
    expect(outcome('EACH_ROW', 12)).toEqual(['checked']);
  });

  it('keeps why the server refused the file, for the dialog to say', () => {
    for (const edge of edgesOn(coverage, E.checkFailed).filter((e) =>
      e.state.matches('checking'),
    )) {
      expect(edge.nextState.value).toBe('failed');
      expect(edge.nextState.context.failure).toMatchObject({
        status: 422,
        code: 'bulk_headings_wrong',
        message: HEADINGS_WRONG.message,
      });
    }
  });

  it('starts clean after editing or another upload', () => {
    const moves = [
      ...edgesOn(coverage, E.edit).filter(
        (e) => e.state.matches('checked') || e.state.matches('failed'),
      ),
      ...edgesOn(coverage, E.again).filter((e) => e.state.matches('done')),
    ];
    expect(moves.length).toBeGreaterThan(3);
    for (const edge of moves) {
      expect(edge.nextState.value).toBe('editing');
      expect(edge.nextState.context).toEqual({
        rows: null,
        mode: 'EACH_ROW',
        check: null,
        result: null,
        failure: null,
      });
    }
  });
});
