import {
  type AnyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';

/**
 * Coverage of a statechart by its model-based paths: which states and transitions the chart
 * defines (read from the machine itself, so a new state or transition shows up as uncovered
 * without anyone updating a list) and which of them the graph of `xstate/graph` reaches.
 */

/** One transition as the chart defines it; `event` is 'always' for an eventless transition. */
export interface DefinedTransition {
  readonly source: string;
  readonly event: string;
  readonly targets: readonly string[];
  readonly guard: string | null;
  readonly label: string;
}

/** One traversal of the chart: the events tried in every state, and the input it starts from. */
export interface Traversal {
  readonly events: readonly EventObject[];
  readonly input?: unknown;
  /** For charts whose context would grow without end; the default keys on value and context. */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** A shortest path, with the input its traversal started from (a replay needs both). */
export type ModelPath = StatePath<AnyMachineSnapshot, EventObject> & { readonly input: unknown };

export interface ModelCoverage {
  readonly definedStates: readonly string[];
  readonly definedTransitions: readonly DefinedTransition[];
  readonly reachedStates: readonly string[];
  readonly takenTransitions: readonly DefinedTransition[];
  /** The shortest path to every distinct snapshot, over all traversals. */
  readonly paths: readonly ModelPath[];
  /** Every edge of the adjacency maps: a snapshot, an event tried there and the next snapshot. */
  readonly edges: readonly ModelEdge[];
}

export interface ModelEdge {
  readonly state: AnyMachineSnapshot;
  readonly event: EventObject;
  readonly nextState: AnyMachineSnapshot;
}

/** A state node's id without the machine's id in front: 'signedIn.active'. */
export function stateKey(node: AnyStateNode): string {
  return node.path.join('.');
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Every state of the chart, compound and leaf, the root excepted (it is always active). */
export function definedStates(machine: AnyStateMachine): string[] {
  return descendants(machine.root).map(stateKey);
}

function guardName(transition: AnyTransitionDefinition): string | null {
  const { guard } = transition;
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  return String((guard as { type?: unknown }).type ?? 'inline');
}

function describe(transition: AnyTransitionDefinition): DefinedTransition {
  const source = stateKey(transition.source) || '(root)';
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  const targets = (transition.target ?? []).map(stateKey);
  const guard = guardName(transition);
  const label = `${source} -${event}${guard ? ` [${guard}]` : ''}-> ${targets.join(', ') || '(stays)'}`;
  return { source, event, targets, guard, label };
}

/** Every transition of the chart: each node's `on`, invoke onDone/onError, `after` and `always`. */
function transitionDefinitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...descendants(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

export function definedTransitions(machine: AnyStateMachine): DefinedTransition[] {
  return transitionDefinitions(machine).map(describe);
}

/**
 * An actor scope like the one `xstate/graph` uses (no actions run, no children start) whose
 * system reports every microstep, so the transitions a step takes, eventless ones included, are
 * read from XState itself rather than guessed from where the step ended.
 */
function recordingScope(record: (transitions: readonly AnyTransitionDefinition[]) => void) {
  const self = createEmptyActor();
  self.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') record(event._transitions);
  });
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'path-coverage',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** The transitions XState takes from `snapshot` on `event`, or at start when there is no event. */
export function transitionsTaken(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot | null,
  event: EventObject | null,
  input?: unknown,
): AnyTransitionDefinition[] {
  const taken: AnyTransitionDefinition[] = [];
  const scope = recordingScope((transitions) => taken.push(...transitions));
  if (snapshot === null || event === null) {
    machine.getInitialSnapshot(scope, input);
  } else {
    machine.transition(snapshot, event, scope);
  }
  return taken;
}

function stateValueOf(node: AnyStateNode): string | Record<string, unknown> {
  return node.path
    .slice(0, -1)
    .reduceRight<string | Record<string, unknown>>(
      (value, key) => ({ [key]: value }),
      node.path.at(-1) ?? '',
    );
}

/** The states active in a snapshot, read with the public `matches`. */
export function activeStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return descendants(machine.root)
    .filter((node) => snapshot.matches(stateValueOf(node) as never))
    .map(stateKey);
}

/** The states a transition passes through: its source was active, its targets (and theirs) entered. */
function statesOf(transition: AnyTransitionDefinition): string[] {
  const entered = (transition.target ?? []).flatMap((target: AnyStateNode) => {
    const chain: AnyStateNode[] = [];
    for (let node: AnyStateNode | undefined = target; node?.parent; node = node.parent) {
      chain.push(node);
    }
    return chain;
  });
  return [transition.source, ...entered].filter((node) => node.parent).map(stateKey);
}

function traversalOptions(traversal: Traversal) {
  return {
    events: traversal.events,
    input: traversal.input,
    ...(traversal.serializeState ? { serializeState: traversal.serializeState } : {}),
  } as never;
}

/** Adds, for one traversal, what its shortest paths reach and what its edges take. */
function measureTraversal(
  machine: AnyStateMachine,
  traversal: Traversal,
  reached: Set<string>,
  taken: Set<AnyTransitionDefinition>,
): { paths: ModelPath[]; edges: ModelEdge[] } {
  const options = traversalOptions(traversal);
  const paths = (
    getShortestPaths(machine, options) as unknown as StatePath<AnyMachineSnapshot, EventObject>[]
  ).map((path) => ({ ...path, input: traversal.input }));
  for (const transition of transitionsTaken(machine, null, null, traversal.input)) {
    taken.add(transition);
    for (const state of statesOf(transition)) reached.add(state);
  }
  for (const path of paths) {
    for (const state of activeStates(machine, path.state)) reached.add(state);
    // Eventless transitions rest nowhere, so the states they pass through come from the steps.
    path.steps.slice(1).forEach((step, index) => {
      const before = path.steps[index]?.state as AnyMachineSnapshot;
      for (const transition of transitionsTaken(machine, before, step.event)) {
        for (const state of statesOf(transition)) reached.add(state);
      }
    });
  }
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options)) as ModelEdge[];
  for (const edge of edges) {
    for (const transition of transitionsTaken(machine, edge.state, edge.event)) {
      taken.add(transition);
    }
  }
  return { paths, edges };
}

/** Measures the chart over one or more traversals (e.g. one per kind of saved input). */
export function measureCoverage(
  machine: AnyStateMachine,
  traversals: readonly Traversal[],
): ModelCoverage {
  const reached = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  const measured = traversals.map((traversal) =>
    measureTraversal(machine, traversal, reached, taken),
  );
  const all = transitionDefinitions(machine);
  return {
    definedStates: definedStates(machine),
    definedTransitions: all.map(describe),
    reachedStates: definedStates(machine).filter((state) => reached.has(state)),
    takenTransitions: all.filter((transition) => taken.has(transition)).map(describe),
    paths: measured.flatMap((result) => result.paths),
    edges: measured.flatMap((result) => result.edges),
  };
}

/** The labels of defined transitions no edge took; empty means full transition coverage. */
export function untakenTransitions(coverage: ModelCoverage): string[] {
  const taken = new Set(coverage.takenTransitions.map((transition) => transition.label));
  return coverage.definedTransitions
    .map((transition) => transition.label)
    .filter((label) => !taken.has(label));
}

/** The defined states no path reached; empty means full state coverage. */
export function unreachedStates(coverage: ModelCoverage): string[] {
  const reached = new Set(coverage.reachedStates);
  return coverage.definedStates.filter((state) => !reached.has(state));
}

/** The id XState gives the n-th invocation of a state (explicit `id`, else a generated one). */
export function invokeId(machine: AnyStateMachine, statePath: string, index = 0): string {
  const node = statePath
    .split('.')
    .reduce<AnyStateNode | undefined>((parent, key) => parent?.states[key], machine.root);
  const id = node?.invoke[index]?.id;
  if (id === undefined) throw new Error(`No invocation ${index} in state '${statePath}'.`);
  return id;
}

/** The synthetic event XState sends when an invoked actor finishes. */
export function doneEvent(id: string, output: unknown): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

/** The synthetic event XState sends when an invoked actor fails. */
export function errorEvent(id: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}

/** The events of a path after the initial one, to replay on a real actor. */
export function eventsOf(path: ModelPath): EventObject[] {
  return path.steps.slice(1).map((step) => step.event);
}

/** The first shortest path whose final snapshot satisfies `test`, or an error naming what was sought. */
export function pathTo(
  coverage: ModelCoverage,
  what: string,
  test: (snapshot: AnyMachineSnapshot) => boolean,
): ModelPath {
  const found = [...coverage.paths]
    .sort((a, b) => a.weight - b.weight)
    .find((path) => test(path.state));
  if (!found) throw new Error(`No path reaches ${what}.`);
  return found;
}

/** The edges of the graph on which `event` (matched by type, and payload when given) was tried. */
export function edgesOn(coverage: ModelCoverage, event: EventObject): ModelEdge[] {
  const wanted = JSON.stringify(event);
  return coverage.edges.filter((edge) =>
    Object.keys(event).length === 1
      ? edge.event.type === event.type
      : JSON.stringify(edge.event) === wanted,
  );
}

/** The shortest path to a snapshot of the graph (the same value and context). */
export function pathReaching(coverage: ModelCoverage, snapshot: AnyMachineSnapshot): ModelPath {
  const wanted = serializeSnapshot(snapshot);
  const found = coverage.paths.find((path) => serializeSnapshot(path.state) === wanted);
  if (!found) throw new Error(`No path reaches ${wanted}.`);
  return found;
}

/** An invoked call that never settles, so a replay drives it with synthetic events only. */
export function pending<TOutput, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** Starts a real actor and sends it the events of a path; the caller stops it. */
export function replay<TActor extends AnyActor>(actor: TActor, events: readonly EventObject[]) {
  actor.start();
  for (const event of events) actor.send(event);
  return actor;
}
