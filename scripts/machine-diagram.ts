import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Renders a statechart as a Mermaid stateDiagram-v2, the form analysts review.
 * Every transition of the machine appears once, labelled with its event (invoked
 * actors' done and error events and delays in plain words) and its guard.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderChildren(machine.root, lines, '  ');
  return `${lines.join('\n')}\n`;
}

function renderChildren(parent: AnyStateNode, lines: string[], indent: string): void {
  const initial = parent.initial?.target?.[0];
  if (initial && parent.type === 'compound') lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  for (const child of Object.values(parent.states) as AnyStateNode[]) {
    renderNode(child, lines, indent);
  }
  for (const child of Object.values(parent.states) as AnyStateNode[]) {
    renderTransitions(child, lines, indent);
  }
}

function renderNode(node: AnyStateNode, lines: string[], indent: string): void {
  const id = nodeId(node);
  lines.push(`${indent}state "${node.key}" as ${id}`);
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  if (Object.keys(node.states).length === 0) return;
  lines.push(`${indent}state ${id} {`);
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      renderNode(region, lines, `${indent}  `);
      renderTransitions(region, lines, `${indent}  `);
    });
  } else {
    renderChildren(node, lines, `${indent}  `);
  }
  lines.push(`${indent}}`);
}

function renderTransitions(node: AnyStateNode, lines: string[], indent: string): void {
  const definitions = [...node.transitions.values()].flat();
  for (const transition of [...definitions, ...(node.always ?? [])]) {
    const label = transitionLabel(transition.eventType, transition.guard);
    for (const target of transition.target ?? [node]) {
      lines.push(`${indent}${nodeId(node)} --> ${nodeId(target)} : ${label}`);
    }
  }
}

function transitionLabel(eventType: string, guard: unknown): string {
  const event = eventLabel(eventType);
  const guardName = guardLabel(guard);
  return guardName ? `${event} [${guardName}]` : event;
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
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
