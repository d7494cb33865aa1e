import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One state of a chart as every diagram renderer needs it, its transitions included. */
export interface ChartState {
  /** Unique in the chart and safe as a Mermaid id: the state's path joined with `__`. */
  readonly id: string;
  /** The state's key, as the machine's author wrote it; the machine's id for the root. */
  readonly name: string;
  readonly type: AnyStateNode['type'];
  /** Id of the child a compound state enters first; null for every other kind of state. */
  readonly initial: string | null;
  readonly children: readonly ChartState[];
  /** The transitions this state declares, one per target; a targetless one points back here. */
  readonly transitions: readonly ChartTransition[];
}

export interface ChartTransition {
  readonly source: string;
  readonly target: string;
  /** The event in plain words, then the guard in brackets: `done: login [canRetry]`. */
  readonly label: string;
  /** The event as the machine names it (`loan.repay`, `xstate.done.actor.login`); '' for always. */
  readonly eventType: string;
  /** The event in plain words alone: `done: login`, `after 500ms`, `loan.repay`. */
  readonly event: string;
  readonly guard: string | null;
  /** The names of the actions the transition runs, in order. */
  readonly actions: readonly string[];
}

/** The pseudo-state that the machine's own, top-level transitions leave, in both renderers. */
const ANY_STATE = 'any state';

/**
 * The machine's state tree with labelled transitions: the one traversal behind the Mermaid
 * page and the SVG picture, so both always show the same chart.
 */
export function statechart(machine: AnyStateMachine): ChartState {
  return chartState(machine.root);
}

/**
 * What the root is drawn as, if at all: "any state" when the machine has transitions of its own
 * (they apply whichever state is active), else its name when a transition re-enters the whole
 * machine or it has no states to draw.
 */
export function rootName(chart: ChartState): string | null {
  if (chart.children.length === 0) return chart.name;
  if (chart.transitions.length > 0) return ANY_STATE;
  const states = descendantStates(chart);
  const reentered = states.some(({ transitions }) =>
    transitions.some((t) => t.target === chart.id),
  );
  return reentered ? chart.name : null;
}

/** Every state below `state`, depth first in document order (the state itself excluded). */
export function descendantStates(state: ChartState): ChartState[] {
  return state.children.flatMap((child) => [child, ...descendantStates(child)]);
}

function chartState(node: AnyStateNode): ChartState {
  const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    id: nodeId(node),
    name: node.key,
    type: node.type,
    initial: initial ? nodeId(initial) : null,
    children: (Object.values(node.states) as AnyStateNode[]).map(chartState),
    transitions: chartTransitions(node),
  };
}

function chartTransitions(node: AnyStateNode): ChartTransition[] {
  const definitions = [...node.transitions.values()].flat();
  const actors = actorNames(node);
  return [...definitions, ...(node.always ?? [])].flatMap((transition) => {
    const event = eventLabel(transition.eventType, actors);
    const label = transitionLabel(event, transition.guard);
    const guard = guardLabel(transition.guard) || null;
    const actions = actionNames(transition.actions);
    const targets: readonly AnyStateNode[] = transition.target ?? [node];
    return targets.map((target) => ({
      source: nodeId(node),
      target: nodeId(target),
      label,
      eventType: transition.eventType,
      event,
      guard,
      actions,
    }));
  });
}

/**
 * Renders a statechart as a Mermaid stateDiagram-v2, the form analysts review.
 * Every transition of the machine appears once, labelled with its event (invoked
 * actors' done and error events and delays in plain words) and its guard; the
 * machine's own ones leave an "any state" pseudo-state.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const chart = statechart(machine);
  const lines = ['stateDiagram-v2'];
  renderChildren(chart, lines, '  ');
  // Mermaid cannot draw an edge from or to the whole diagram, so the machine's own transitions
  // leave a pseudo-state (see rootName) instead of being dropped.
  const root = rootName(chart);
  if (root !== null) {
    lines.push(`  state "${root}" as ${chart.id}`);
    renderTransitions(chart, lines, '  ');
  }
  return `${lines.join('\n')}\n`;
}

function renderChildren(parent: ChartState, lines: string[], indent: string): void {
  if (parent.initial) lines.push(`${indent}[*] --> ${parent.initial}`);
  for (const child of parent.children) renderNode(child, lines, indent);
  for (const child of parent.children) renderTransitions(child, lines, indent);
}

function renderNode(state: ChartState, lines: string[], indent: string): void {
  lines.push(`${indent}state "${state.name}" as ${state.id}`);
  if (state.type === 'final') lines.push(`${indent}${state.id} --> [*]`);
  if (state.children.length === 0) return;
  lines.push(`${indent}state ${state.id} {`);
  if (state.type === 'parallel') {
    state.children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      renderNode(region, lines, `${indent}  `);
      renderTransitions(region, lines, `${indent}  `);
    });
  } else {
    renderChildren(state, lines, `${indent}  `);
  }
  lines.push(`${indent}}`);
}

function renderTransitions(state: ChartState, lines: string[], indent: string): void {
  for (const { source, target, label } of state.transitions) {
    lines.push(`${indent}${source} --> ${target} : ${label}`);
  }
}

/**
 * The state's invoked actors by the id their done and error events carry. An invoke without an
 * id gets a generated one ("0.session.signingIn"), so it is shown by the actor it runs instead.
 */
function actorNames(node: AnyStateNode): Map<string, string> {
  return new Map(
    node.invoke.map((invoke, index): [string, string] => {
      const generated = invoke.id === `${index}.${node.id}`;
      const src = typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.') && invoke.src;
      return [invoke.id, generated && src ? src : invoke.id];
    }),
  );
}

function transitionLabel(event: string, guard: unknown): string {
  const guardName = guardLabel(guard);
  return guardName ? `${event} [${guardName}]` : event;
}

function eventLabel(eventType: string, actors: Map<string, string>): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)?.[1];
  if (done) return `done: ${actors.get(done) ?? done}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)?.[1];
  if (error) return `error: ${actors.get(error) ?? error}`;
  // A compound or parallel state's own onDone: the state the edge leaves is the one done.
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

/** Named actions by their names; an inline function by its own name, else "inline". */
function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((action) => {
    if (typeof action === 'string') return action;
    if (typeof action === 'function') return action.name || 'inline';
    if (typeof action === 'object' && action !== null && 'type' in action) {
      return String(action.type);
    }
    return 'inline';
  });
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guarded';
}

/** Mermaid ids may not contain dots, so a state's path is joined with underscores. */
function nodeId(node: AnyStateNode): string {
  return node.path.length === 0 ? 'root' : node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_');
}
