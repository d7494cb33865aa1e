import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { eventsOf, type ModelCoverage, type ModelPath, pathReaching } from './path-coverage';

/**
 * The model's paths that a person can walk in the console: the shortest paths of the chart's
 * traversals (what the model tests and the workbench list) whose every event is one the console
 * performs, less those that are the start of a longer one.
 */

/** A path's events as one comparable string per event (type and payload). */
function keysOf(events: readonly EventObject[]): string[] {
  return events.map((event) => JSON.stringify(event));
}

/** True when `shorter`'s events are the first events of `longer`'s, and there are fewer. */
export function isPrefixOf(shorter: ModelPath, longer: ModelPath): boolean {
  const a = keysOf(eventsOf(shorter));
  const b = keysOf(eventsOf(longer));
  return a.length < b.length && a.every((key, index) => key === b[index]);
}

/** The paths that are the start of no other: a longer path checks every state on its way. */
export function maximalPaths(paths: readonly ModelPath[]): ModelPath[] {
  const distinct = paths.filter(
    (path, index) =>
      paths.findIndex(
        (other) => keysOf(eventsOf(other)).join() === keysOf(eventsOf(path)).join(),
      ) === index,
  );
  return distinct.filter((path) => !distinct.some((other) => isPrefixOf(path, other)));
}

/** The generated paths whose every event's type is in `consoleEvents`. */
export function consolePaths(
  coverage: ModelCoverage,
  consoleEvents: ReadonlySet<string>,
): ModelPath[] {
  return coverage.paths.filter((path) =>
    eventsOf(path).every((event) => consoleEvents.has(event.type)),
  );
}

/**
 * The shortest path that takes `event` (matched by type) from a state `from` accepts: the
 * shortest path to a snapshot of the graph where the event is taken, then the event. Null when
 * the graph never takes it there.
 */
export function pathTaking(
  coverage: ModelCoverage,
  event: string,
  from: (snapshot: AnyMachineSnapshot) => boolean,
): ModelPath | null {
  const edges = coverage.edges.filter(
    (edge) => edge.event.type === event && from(edge.state) && edge.state.can(edge.event),
  );
  const extended = edges.map((edge) => {
    const before = pathReaching(coverage, edge.state);
    return {
      ...before,
      state: edge.nextState,
      steps: [...before.steps, { state: edge.nextState, event: edge.event }],
      weight: before.weight + 1,
    } as ModelPath;
  });
  return extended.sort((a, b) => a.weight - b.weight)[0] ?? null;
}
