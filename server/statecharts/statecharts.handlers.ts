import { eventBetween, isRecordChart } from '../../machines/diagram/record-charts';
import { enumLabel } from '../../policies/labels';
import { notFound } from '../errors/domain-error';
import { type HandlerGroup, txOf } from '../http/operation';
import { RECORD_SOURCES, type RecordSource, stateOf } from './chart-records';
import {
  type AuditedChange,
  findStoredRecord,
  listAuditedChanges,
  listStatusMoves,
  type StatusMove,
} from './status-history.repository';

export const statechartsHandlers: HandlerGroup<'getStatechartRecord'> = {
  async getStatechartRecord(ctx) {
    const { chart, id } = ctx.params;
    if (!isRecordChart(chart)) throw notFound('statechart_not_found', `The chart ${chart}`);
    const source = RECORD_SOURCES[chart];
    const t = txOf(ctx);
    const record = await findStoredRecord(t, source, id);
    if (!record) throw notFound('statechart_record_not_found', 'The record');
    const moves = await listStatusMoves(t, source.table, record.id);
    const changes = await listAuditedChanges(t, record.id);
    const first = moves[0]?.from ?? record.status;
    const creation = { at: record.createdAt, from: null, to: stateOf(source, first) };
    return {
      status: 200,
      body: {
        chart,
        recordId: record.id,
        status: record.status,
        state: stateOf(source, record.status),
        label: enumLabel(record.status),
        createdAt: record.createdAt,
        history: [
          withAuthor(creation, changes),
          ...moves.map((move) => withAuthor(historyEntry(source, move), changes)),
        ],
      },
    };
  },
};

function historyEntry(source: RecordSource, move: StatusMove) {
  const from = stateOf(source, move.from);
  const to = stateOf(source, move.to);
  const event = eventBetween(source.machine, from, to);
  return { at: move.at, from, to, ...(event ? { event } : {}) };
}

/**
 * Who made a move: the person whose change of the record the audit log holds at the same instant
 * (a request stamps its audit line and the rows it moves with one clock reading). A move the
 * server made on its own (a status query, the close of business) or one made while deciding
 * another record (an approval) names no one rather than a guess.
 */
function withAuthor<Entry extends { at: string }>(entry: Entry, changes: readonly AuditedChange[]) {
  const author = changes.findLast((change) => change.at === entry.at);
  return author ? { ...entry, by: author.username } : entry;
}
