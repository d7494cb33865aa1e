import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventWords } from './paths';

/**
 * The charts whose records the server stores with a status it moves through db/status-move.ts,
 * so that a record's state and history can be shown on its chart.
 */
export const RECORD_CHARTS = [
  'loan',
  'till-session',
  'nip-transfer',
  'credit-application',
  'term-deposit',
  'expense',
  'asset',
  'approval-request',
] as const;

export type RecordChart = (typeof RECORD_CHARTS)[number];

export function isRecordChart(chart: string): chart is RecordChart {
  return (RECORD_CHARTS as readonly string[]).includes(chart);
}

/**
 * The event that moves a record from one state of the chart to another, in words; several in
 * one phrase ("approve or reject") when more than one would; null when the chart has none (a
 * move the chart did not make, such as a status written before the chart knew it).
 */
export function eventBetween(machine: AnyStateMachine, from: string, to: string): string | null {
  const source = from
    .split('.')
    .reduce<AnyStateNode | undefined>((node, key) => node?.states[key], machine.root);
  if (!source) return null;
  const transitions = [...[...source.transitions.values()].flat(), ...(source.always ?? [])];
  const words = transitions
    .filter((transition) =>
      (transition.target ?? []).some((target: AnyStateNode) => target.path.join('.') === to),
    )
    .map((transition) => eventWords(transition.eventType));
  const unique = [...new Set(words)];
  return unique.length > 0 ? unique.join(' or ') : null;
}
