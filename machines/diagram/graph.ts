import { type EdgeLabel, Graph, type GraphLabel, layout, type NodeLabel } from '@dagrejs/dagre';
import { type ChartState, type ChartTransition, descendantStates, rootName } from './chart';
import type { Box } from './geometry';

/**
 * The statechart as a dagre graph, laid out: states and edge labels as nodes, compound states
 * and parallel regions as clusters. Text widths are estimated from character counts, with no
 * font measurement, so that the same chart gets the same layout on every computer.
 */

/** Font sizes and the width estimated for a character at each. */
export const TEXT = {
  state: { size: 13, charWidth: 7.8 },
  title: { size: 12, charWidth: 7.4 },
  label: { size: 12, charWidth: 7 },
} as const;

export const DOT_RADIUS = 6;
export const TITLE_HEIGHT = 18;
export const LABEL_HEIGHT = 18;
export const LABEL_PADDING = 5;
const STATE_HEIGHT = 36;
const STATE_MIN_WIDTH = 76;
/** Room a self-transition's loop takes between its state and its label. */
export const LOOP_WIDTH = 24;
/** dagre's gap between two ranks of states; half of it is left between a label and a state. */
const RANK_SEPARATION = 80;

type LayoutGraph = Graph<GraphLabel, NodeLabel, EdgeLabel>;

export interface Diagram {
  readonly graph: LayoutGraph;
  readonly chart: ChartState;
  /** Each state's parent state, to tell an edge that leaves a cluster from one inside it. */
  readonly parents: Map<string, string>;
  /** States with children, drawn as clusters around them. */
  readonly clusters: Set<string>;
  readonly edges: DiagramEdge[];
}

export interface DiagramEdge {
  /** dagre's name for the edge (two nodes may have several), the same in both layouts. */
  readonly name: string;
  /** dagre's nodes at both ends. */
  readonly v: string;
  readonly w: string;
  /** The states at both ends; for an initial arrow, the source is the state whose dot it is. */
  readonly source: string;
  readonly target: string;
  /** Null for an initial arrow, which carries no event. */
  readonly label: string | null;
  /** The transition drawn; null for an initial arrow. */
  readonly transition: ChartTransition | null;
}

export const titleNode = (id: string) => `${id}:title`;
export const bottomNode = (id: string) => `${id}:bottom`;
export const dotNode = (id: string) => `${id}:initial`;

/**
 * dagre cannot attach an edge to a cluster, so a compound state's edges attach to its title at
 * the top of the cluster. An edge whose other end lies lower would then run through the cluster,
 * label and all, so a second layout attaches those to a node at the cluster's bottom.
 */
export function layoutDiagram(chart: ChartState): Diagram {
  const first = layoutGraph(chart, new Set());
  const fromBelow = endsBelowClusters(first);
  return fromBelow.size > 0 ? layoutGraph(chart, fromBelow) : first;
}

export function textWidth(text: string, kind: keyof typeof TEXT): number {
  return [...text].length * TEXT[kind].charWidth;
}

export function labelWidth(text: string): number {
  return textWidth(text, 'label') + 2 * LABEL_PADDING;
}

function stateSize(name: string): NodeLabel {
  return { width: Math.max(STATE_MIN_WIDTH, textWidth(name, 'state') + 32), height: STATE_HEIGHT };
}

function layoutGraph(chart: ChartState, fromBelow: Set<string>): Diagram {
  const graph: LayoutGraph = new Graph({ compound: true, multigraph: true });
  graph.setGraph({
    rankdir: 'TB',
    nodesep: 28,
    edgesep: 14,
    ranksep: RANK_SEPARATION,
    marginx: 20,
    marginy: 20,
  });
  const states = descendantStates(chart);
  const diagram: Diagram = {
    graph,
    chart,
    parents: new Map(),
    clusters: new Set(states.filter((state) => state.children.length > 0).map(({ id }) => id)),
    edges: [],
  };
  const all = [chart, ...states];
  const root = rootName(chart);
  if (root !== null) graph.setNode(chart.id, stateSize(root));
  addInitial(diagram, chart);
  for (const state of chart.children) addState(diagram, state, null);
  for (const state of all) {
    for (const transition of state.transitions) {
      const { source, target, label } = transition;
      const name = `edge:${diagram.edges.length}`;
      const v = endpoint(diagram, source, fromBelow.has(`${name}:source`));
      const w = endpoint(diagram, target, fromBelow.has(`${name}:target`));
      addEdge(diagram, { name, v, w, source, target, label, transition });
    }
  }
  addBottoms(diagram);
  reserveLoopRoom(diagram);
  layout(graph);
  return diagram;
}

function endpoint(diagram: Diagram, id: string, bottom: boolean): string {
  if (!diagram.clusters.has(id)) return id;
  return bottom ? bottomNode(id) : titleNode(id);
}

function addState(diagram: Diagram, state: ChartState, parent: ChartState | null): void {
  const { graph } = diagram;
  if (parent) diagram.parents.set(state.id, parent.id);
  if (state.children.length === 0) {
    graph.setNode(state.id, stateSize(state.name));
  } else {
    graph.setNode(state.id, { width: 0, height: 0 });
    const title = titleNode(state.id);
    graph.setNode(title, { width: textWidth(state.name, 'title') + 16, height: TITLE_HEIGHT });
    graph.setParent(title, state.id);
    addInitial(diagram, state);
    for (const child of state.children) addState(diagram, child, state);
    // Invisible edges keep the title above everything else in its cluster; the initial child
    // hangs from its dot instead, so that the dot lines up with it.
    for (const child of state.children) {
      if (child.id === state.initial) continue;
      graph.setEdge(title, endpoint(diagram, child.id, false), {}, `keep:${child.id}`);
    }
  }
  if (parent) graph.setParent(state.id, parent.id);
}

function addInitial(diagram: Diagram, state: ChartState): void {
  if (!state.initial) return;
  const { graph } = diagram;
  const dot = dotNode(state.id);
  graph.setNode(dot, { width: 2 * DOT_RADIUS, height: 2 * DOT_RADIUS });
  if (diagram.clusters.has(state.id)) {
    graph.setParent(dot, state.id);
    graph.setEdge(titleNode(state.id), dot, {}, `keep:${dot}`);
  }
  const name = `initial:${state.id}`;
  const w = endpoint(diagram, state.initial, false);
  const target = state.initial;
  addEdge(diagram, { name, v: dot, w, source: state.id, target, label: null, transition: null });
}

function addEdge(diagram: Diagram, edge: DiagramEdge): void {
  const config: EdgeLabel = { labelpos: 'c' };
  if (edge.label !== null) {
    config.width = labelWidth(edge.label);
    config.height = LABEL_HEIGHT;
  }
  diagram.graph.setEdge(edge.v, edge.w, config, edge.name);
  diagram.edges.push(edge);
}

/** Bottom nodes that edges use are placed below everything else inside their clusters. */
function addBottoms(diagram: Diagram): void {
  const { graph } = diagram;
  for (const id of diagram.clusters) {
    const bottom = bottomNode(id);
    if (!graph.hasNode(bottom)) continue;
    graph.setNode(bottom, { width: 0, height: 0 });
    graph.setParent(bottom, id);
    for (const node of graph.nodes()) {
      const leaf = node !== bottom && graph.children(node).length === 0;
      if (leaf && isWithin(graph, node, id)) graph.setEdge(node, bottom, {}, `keep:${bottom}`);
    }
  }
}

function isWithin(graph: LayoutGraph, node: string, cluster: string): boolean {
  for (let parent = graph.parent(node); parent !== undefined; parent = graph.parent(parent)) {
    if (parent === cluster) return true;
  }
  return false;
}

export function selfLoops(diagram: Diagram, node: string): DiagramEdge[] {
  return diagram.edges.filter(({ v, w }) => v === node && w === node);
}

/** The room a state's self-transitions take beside it: loops, and their labels stacked. */
export function loopRoom(loops: readonly DiagramEdge[]): { width: number; height: number } {
  const widest = Math.max(...loops.map(({ label }) => labelWidth(label ?? '')));
  return { width: LOOP_WIDTH + widest, height: loops.length * LABEL_HEIGHT + 8 };
}

/**
 * dagre gives each self-transition its own room beside the state; the first one is given room
 * for the whole stack and the others none.
 */
function reserveLoopRoom(diagram: Diagram): void {
  for (const edge of diagram.edges) {
    if (edge.v !== edge.w) continue;
    const loops = selfLoops(diagram, edge.v);
    const room = loops[0] === edge ? loopRoom(loops) : { width: 0, height: 0 };
    diagram.graph.setEdge(edge.v, edge.w, { labelpos: 'c', ...room }, edge.name);
  }
}

/** Cluster ends (`edge:3:target`) whose other end was laid out below the cluster's top. */
function endsBelowClusters(diagram: Diagram): Set<string> {
  const ends = new Set<string>();
  const { graph } = diagram;
  for (const edge of diagram.edges) {
    if (edge.label === null) continue;
    const sides = [
      { cluster: edge.target, other: edge.source, otherNode: edge.v, side: 'target' },
      { cluster: edge.source, other: edge.target, otherNode: edge.w, side: 'source' },
    ];
    for (const { cluster, other, otherNode, side } of sides) {
      if (!diagram.clusters.has(cluster) || contains(diagram, cluster, other)) continue;
      const box = nodeBox(graph, cluster);
      if (nodeBox(graph, otherNode).y > box.y - box.height / 2) ends.add(`${edge.name}:${side}`);
    }
  }
  return ends;
}

/** Whether state `inner` is state `outer` or lies inside it. */
export function contains(diagram: Diagram, outer: string, inner: string): boolean {
  for (let id: string | undefined = inner; id !== undefined; id = diagram.parents.get(id)) {
    if (id === outer) return true;
  }
  return false;
}

export function nodeBox(graph: LayoutGraph, id: string): Box {
  const { x = 0, y = 0, width, height } = graph.node(id);
  return { x, y, width, height };
}

/** Where dagre put an edge's label; null for an initial arrow, which has none. */
export function labelBox(diagram: Diagram, edge: DiagramEdge): Box | null {
  const laidOut = diagram.graph.edge(edge.v, edge.w, edge.name);
  if (edge.label === null || laidOut?.x === undefined || laidOut.y === undefined) return null;
  return { x: laidOut.x, y: laidOut.y, width: labelWidth(edge.label), height: LABEL_HEIGHT };
}
