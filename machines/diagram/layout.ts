import { type ChartState, type ChartTransition, descendantStates, rootName } from './chart';
import {
  type Axis,
  type Box,
  clipAtBorder,
  crosses,
  grow,
  intersection,
  isInside,
  overlap,
  type PathCommand,
  type Point,
  pointAlong,
  smoothPath,
  towards,
  union,
  verticalSqueeze,
} from './geometry';
import {
  bottomNode,
  contains,
  type Diagram,
  type DiagramEdge,
  DOT_RADIUS,
  dotNode,
  LABEL_HEIGHT,
  LOOP_WIDTH,
  labelBox,
  labelWidth,
  layoutDiagram,
  loopRoom,
  nodeBox,
  selfLoops,
  TITLE_HEIGHT,
  textWidth,
  titleNode,
} from './graph';

/**
 * Turns dagre's layout of a statechart into the shapes of its picture: clusters drawn around
 * what they hold, edges cut at cluster borders and spread along the sides of their states,
 * self-transitions as loops, and the empty bands dagre leaves taken out.
 */

export interface LabelShape {
  readonly text: string;
  readonly box: Box;
  readonly align: 'start' | 'middle';
  /** What the label is drawn on, so that its backdrop hides the line but not the fill. */
  readonly backdrop: 'page' | 'cluster' | 'region';
}

export interface EdgeShape {
  readonly kind: 'initial' | 'transition';
  /** The states at both ends (for an initial arrow, the state whose dot it leaves). */
  readonly source: string;
  readonly target: string;
  /** The transition drawn; null for an initial arrow. */
  readonly transition: ChartTransition | null;
  readonly path: readonly PathCommand[];
  readonly label: LabelShape | null;
}

export interface StateShape {
  /** The state's id in the chart (ChartState.id). */
  readonly id: string;
  readonly name: string;
  /**
   * `machine` is the pseudo-state for the machine as a whole: "any state", which the machine's
   * own transitions leave, or the machine's name, for a transition that re-enters it.
   */
  readonly kind: 'state' | 'final' | 'machine';
  readonly box: Box;
}

export interface ClusterShape {
  /** The compound state's id in the chart (ChartState.id). */
  readonly id: string;
  readonly name: string;
  readonly box: Box;
  /** A region of a parallel state. */
  readonly region: boolean;
  /** Where the title's baseline starts or is centred. */
  readonly title: Point & { readonly align: 'start' | 'middle' };
}

export interface DiagramLayout {
  readonly width: number;
  readonly height: number;
  /** Outermost first, so that inner clusters are drawn over outer ones. */
  readonly clusters: readonly ClusterShape[];
  readonly states: readonly StateShape[];
  /** Centres of the initial pseudo-states' dots. */
  readonly dots: readonly Point[];
  readonly edges: readonly EdgeShape[];
}

const CLUSTER_PADDING = 12;
/**
 * The most empty height left between two things. dagre leaves half its rank separation above
 * and below a label, which stays; a rank with no label at all shrinks to this.
 */
const MAX_GAP = 48;
/** Room around the picture. */
const MARGIN = 20;

interface Cluster {
  readonly state: ChartState;
  readonly box: Box;
  readonly region: boolean;
}

/** One end of an edge's line: on a node, whose side it may slide along, or cut at a cluster. */
interface LineEnd {
  readonly node: string | null;
  readonly box: Box;
}

/**
 * An edge before its path is drawn: a line through dagre's points (leaving its first point and
 * meeting its last along `axes`), or a self-transition's loop. `covers` is the room its label or
 * loop takes, which a cluster's title must stay clear of.
 */
interface PlacedEdge {
  readonly kind: EdgeShape['kind'];
  readonly line: readonly Point[];
  readonly axes: readonly [Axis, Axis];
  readonly loop: readonly PathCommand[];
  readonly label: LabelShape | null;
  readonly covers: readonly Box[];
}

/** The picture before its empty bands are taken out and it is cropped. */
interface Scene extends Omit<DiagramLayout, 'width' | 'height' | 'edges'> {
  readonly edges: readonly PlacedEdge[];
}

export function layoutChart(chart: ChartState): DiagramLayout {
  const diagram = layoutDiagram(chart);
  const clusters = clusterBoxes(diagram);
  const edges = placeEdges(diagram, clusters);
  const scene = squeeze({
    clusters: clusters.map((cluster) => ({
      id: cluster.state.id,
      name: cluster.state.name,
      box: cluster.box,
      region: cluster.region,
      title: placeTitle(diagram, cluster, edges),
    })),
    states: stateShapes(diagram),
    dots: [chart, ...descendantStates(chart)]
      .filter((state) => state.initial !== null)
      .map((state) => nodeBox(diagram.graph, dotNode(state.id))),
    edges,
  });
  return {
    ...scene,
    edges: scene.edges.map(({ kind, line, axes, loop, label }, index) => ({
      kind,
      source: diagram.edges[index]?.source ?? '',
      target: diagram.edges[index]?.target ?? '',
      transition: diagram.edges[index]?.transition ?? null,
      path: loop.length > 0 ? loop : smoothPath(line, axes),
      label,
    })),
  };
}

/**
 * The clusters as drawn, outermost first. dagre's cluster boxes leave wide empty bands around
 * the title and the bottom node, so a cluster is drawn around what it holds instead; that stays
 * inside dagre's box and so clear of everything outside the cluster.
 */
function clusterBoxes(diagram: Diagram): Cluster[] {
  const { chart } = diagram;
  const drawn = new Map<string, Box>();
  // Innermost first: an outer cluster holds the boxes of the inner ones.
  for (const state of descendantStates(chart).reverse()) {
    if (diagram.clusters.has(state.id)) drawn.set(state.id, contentBox(diagram, state.id, drawn));
  }
  return [chart, ...descendantStates(chart)].flatMap((parent) =>
    parent.children.flatMap((state) => {
      const box = drawn.get(state.id);
      return box ? [{ state, box, region: parent.type === 'parallel' }] : [];
    }),
  );
}

function contentBox(diagram: Diagram, id: string, drawn: Map<string, Box>): Box {
  const { graph } = diagram;
  const parts = graph
    .children(id)
    .filter((node) => node !== bottomNode(id))
    .map((node) => drawn.get(node) ?? nodeBox(graph, node));
  for (const edge of diagram.edges) {
    if (contains(diagram, id, edge.source) && contains(diagram, id, edge.target)) {
      parts.push(...edgeExtent(diagram, edge));
    }
  }
  const outer = nodeBox(graph, id);
  let box = intersection(grow(union(parts), CLUSTER_PADDING), outer);
  // dagre may have put the label of an edge that passes through the cluster inside it; the
  // border then goes around the label rather than through it. (The label of an edge cut at
  // this cluster's border moves onto what is left of its line instead.)
  const labels = diagram.edges.flatMap((edge) =>
    cutAt(diagram, edge, id) ? [] : (labelBox(diagram, edge) ?? []),
  );
  // Each round takes in at least one more label, or ends.
  for (let round = 0; round <= labels.length; round++) {
    const straddling = labels.filter((label) => overlap(label, box));
    const grown = intersection(union([box, ...straddling.map((l) => grow(l, 6))]), outer);
    if (grown.width - box.width < 0.01 && grown.height - box.height < 0.01) break;
    box = grown;
  }
  return box;
}

/** Where an edge as dagre laid it out runs: its points and its label, or its loop. */
function edgeExtent(diagram: Diagram, edge: DiagramEdge): Box[] {
  if (edge.v === edge.w) return [selfLoop(diagram, edge).covers];
  const laidOut = diagram.graph.edge(edge.v, edge.w, edge.name);
  const points = (laidOut?.points ?? []).map((point) => ({ ...point, width: 0, height: 0 }));
  const label = labelBox(diagram, edge);
  return label ? [...points, label] : points;
}

function stateShapes(diagram: Diagram): StateShape[] {
  const { graph, chart } = diagram;
  const root = rootName(chart);
  return [chart, ...descendantStates(chart)]
    .filter((state) => !diagram.clusters.has(state.id) && graph.hasNode(state.id))
    .map((state) => {
      const name = state === chart ? (root ?? state.name) : state.name;
      const machine = state === chart && state.children.length > 0;
      const kind = machine ? 'machine' : state.type === 'final' ? 'final' : 'state';
      return { id: state.id, name, kind, box: nodeBox(graph, state.id) };
    });
}

/**
 * A cluster's title goes at its top left, unless an edge crosses that spot or an edge inside
 * the cluster starts or ends at the title; then where dagre put it (and kept it clear).
 */
function placeTitle(
  diagram: Diagram,
  { state, box }: Cluster,
  edges: readonly PlacedEdge[],
): ClusterShape['title'] {
  const title = nodeBox(diagram.graph, titleNode(state.id));
  const baseline = title.y + 4;
  const left = box.x - box.width / 2 + CLUSTER_PADDING;
  const width = textWidth(state.name, 'title');
  const spot = { x: left + width / 2, y: title.y, width: width + 8, height: TITLE_HEIGHT };
  const anchored = diagram.edges.some(
    (edge) =>
      (edge.v === titleNode(state.id) || edge.w === titleNode(state.id)) &&
      contains(diagram, state.id, edge.source) &&
      contains(diagram, state.id, edge.target),
  );
  const crossed = edges.some(
    ({ line, covers }) =>
      covers.some((cover) => overlap(cover, spot)) ||
      line.some((point, index) => index > 0 && crosses(line[index - 1] as Point, point, spot)),
  );
  if (anchored || crossed) return { x: title.x, y: baseline, align: 'middle' };
  return { x: left, y: baseline, align: 'start' };
}

function placeEdges(diagram: Diagram, clusters: readonly Cluster[]): PlacedEdge[] {
  const routes = spreadPorts(
    diagram.edges.map((edge) => (edge.v === edge.w ? null : clipEdge(diagram, clusters, edge))),
  );
  const boxes = diagram.edges.map((edge) => labelBox(diagram, edge));
  const stranded = routes.map((route, index) => {
    const box = boxes[index];
    return !!route && !!box && route.cuts.some((cut) => overlap(box, cut));
  });
  const taken = [
    ...diagram.graph.nodes().flatMap((node) => {
      const box = nodeBox(diagram.graph, node);
      return diagram.graph.children(node).length > 0 || box.width === 0 ? [] : [box];
    }),
    ...boxes.flatMap((box, index) => (box && !stranded[index] ? [box] : [])),
  ];
  return diagram.edges.map((edge, index) => {
    const kind = edge.label === null ? 'initial' : 'transition';
    const route = routes[index];
    if (!route) {
      const loop = selfLoop(diagram, edge);
      const label = placeLabel(edge.label ?? '', loop.label, 'start', clusters);
      return { kind, line: [], axes: ['h', 'h'], loop: loop.path, label, covers: [loop.covers] };
    }
    let box = boxes[index];
    if (box && stranded[index]) {
      box = alongLine(box, route.line, taken);
      taken.push(box);
    }
    const label = edge.label && box ? placeLabel(edge.label, box, 'middle', clusters) : null;
    return { kind, line: route.line, axes: route.axes, loop: [], label, covers: box ? [box] : [] };
  });
}

/** Whether the edge's line is cut at the border of cluster `id`, one end being outside it. */
function cutAt(diagram: Diagram, edge: DiagramEdge, id: string): boolean {
  return (
    (edge.source === id && !contains(diagram, id, edge.target)) ||
    (edge.target === id && !contains(diagram, id, edge.source))
  );
}

/**
 * A label dagre put where the line was cut away moves onto what is left of the line: to its
 * middle, or the first place further along that is clear of states and other labels.
 */
function alongLine(label: Box, line: readonly Point[], taken: readonly Box[]): Box {
  const spots = [0.5, 0.35, 0.65, 0.2, 0.8].map((fraction) => ({
    ...label,
    ...pointAlong(line, fraction),
  }));
  return spots.find((spot) => !taken.some((box) => overlap(box, spot))) ?? (spots[0] as Box);
}

function placeLabel(
  text: string,
  box: Box,
  align: LabelShape['align'],
  clusters: readonly Cluster[],
): LabelShape {
  const on = clusters.findLast((cluster) => isInside(box, cluster.box));
  return { text, box, align, backdrop: on ? (on.region ? 'region' : 'cluster') : 'page' };
}

/**
 * An edge laid out to a cluster's title or bottom is cut where it crosses the cluster's border,
 * unless its other end is inside that cluster too. An initial arrow starts on its dot's circle
 * rather than on the dot's bounding box.
 */
function clipEdge(diagram: Diagram, clusters: readonly Cluster[], edge: DiagramEdge): Route {
  const { graph } = diagram;
  let line = [...(graph.edge(edge.v, edge.w, edge.name)?.points ?? [])];
  const ends: [LineEnd, LineEnd] = [
    { node: edge.v, box: nodeBox(graph, edge.v) },
    { node: edge.w, box: nodeBox(graph, edge.w) },
  ];
  const cuts: Box[] = [];
  const drawn = (id: string) => clusters.find(({ state }) => state.id === id)?.box;
  const targetBox = drawn(edge.target);
  if (targetBox && cutAt(diagram, edge, edge.target)) {
    line = clipAtBorder(line, targetBox);
    ends[1] = { node: null, box: targetBox };
    cuts.push(targetBox);
  }
  const sourceBox = drawn(edge.source);
  if (sourceBox && cutAt(diagram, edge, edge.source)) {
    line = clipAtBorder(line.reverse(), sourceBox).reverse();
    ends[0] = { node: null, box: sourceBox };
    cuts.push(sourceBox);
  }
  const second = line[1];
  if (edge.label === null && second) line[0] = towards(ends[0].box, second, DOT_RADIUS);
  return { line, ends, cuts };
}

interface Route {
  readonly line: Point[];
  readonly ends: readonly [LineEnd, LineEnd];
  /** The borders of clusters the line was cut at. */
  readonly cuts: readonly Box[];
}

/**
 * Edges that leave or enter a state through its top or bottom are spread evenly along that
 * side, in the order of where they head, rather than all aimed at its centre. Each line then
 * leaves and meets its ends along the axis of the side it is on. Loops have no route.
 */
function spreadPorts(
  routes: readonly (Route | null)[],
): ((Route & { axes: [Axis, Axis] }) | null)[] {
  const lines = routes.map((route) => (route ? [...route.line] : []));
  const sides = new Map<string, { route: number; at: number; toward: Point; box: Box }[]>();
  routes.forEach((route, index) => {
    route?.ends.forEach(({ node, box }, end) => {
      const at = end === 0 ? 0 : route.line.length - 1;
      const toward = route.line[end === 0 ? 1 : route.line.length - 2];
      if (!node || !toward) return;
      const below = toward.y > box.y + box.height / 2;
      if (!below && toward.y >= box.y - box.height / 2) return;
      const key = `${node}:${below ? 'bottom' : 'top'}`;
      sides.set(key, [...(sides.get(key) ?? []), { route: index, at, toward, box }]);
    });
  });
  for (const ports of sides.values()) {
    ports.sort((a, b) => a.toward.x - b.toward.x || a.route - b.route || a.at - b.at);
    ports.forEach(({ route, at, toward, box }, index) => {
      const x = box.x - box.width / 2 + (box.width * (index + 1)) / (ports.length + 1);
      const y = box.y + (toward.y > box.y ? 1 : -1) * (box.height / 2);
      (lines[route] as Point[])[at] = { x, y };
    });
  }
  return routes.map((route, index) => {
    const line = lines[index] as Point[];
    if (!route) return null;
    return {
      ...route,
      line,
      axes: [axisAt(line[0], route.ends[0].box), axisAt(line.at(-1), route.ends[1].box)],
    };
  });
}

/** A line meets the top or bottom of a box upright, and its sides level. */
function axisAt(point: Point | undefined, box: Box): Axis {
  if (!point) return 'v';
  return Math.abs(Math.abs(point.y - box.y) - box.height / 2) < 0.5 ? 'v' : 'h';
}

/**
 * A self-transition loops out of its state's right side into the room dagre kept there, its
 * label just after the loop. Several loops on one state are stacked, one label a line.
 */
function selfLoop(
  diagram: Diagram,
  edge: DiagramEdge,
): { path: PathCommand[]; label: Box; covers: Box } {
  const box = nodeBox(diagram.graph, edge.v);
  const loops = selfLoops(diagram, edge.v);
  const offset = loops.indexOf(edge) - (loops.length - 1) / 2;
  const right = box.x + box.width / 2;
  // Loops leave the state within its straight side; their labels need a full line each.
  const attach = box.y + offset * Math.min(16, 24 / Math.max(1, loops.length - 1));
  const line = box.y + offset * LABEL_HEIGHT;
  const width = labelWidth(edge.label ?? '');
  const path: PathCommand[] = [
    { command: 'M', points: [{ x: right, y: attach - 4 }] },
    {
      command: 'C',
      points: [
        { x: right + 24, y: line - 12 },
        { x: right + 24, y: line + 12 },
        { x: right, y: attach + 4 },
      ],
    },
  ];
  const room = loopRoom(loops);
  return {
    path,
    label: { x: right + LOOP_WIDTH + width / 2, y: line, width, height: LABEL_HEIGHT },
    covers: { x: right + room.width / 2, y: box.y, ...room },
  };
}

/**
 * dagre leaves wide empty bands, most of all in nested clusters (every cluster adds ranks for
 * its borders); every band taller than MAX_GAP shrinks to it. Then the picture is cropped to
 * what is drawn, since clusters are drawn smaller than dagre's boxes.
 */
function squeeze(scene: Scene): Scene & { width: number; height: number } {
  const solids = [
    ...scene.states.map(({ box }) => span(box)),
    ...scene.dots.map(({ y }): [number, number] => [y - DOT_RADIUS, y + DOT_RADIUS]),
    ...scene.clusters.flatMap(({ box, title }): [number, number][] => {
      const [top, bottom] = span(box);
      return [
        [top, top],
        [bottom, bottom],
        [title.y - TITLE_HEIGHT + 4, title.y + 5],
      ];
    }),
    ...scene.edges.flatMap(({ covers }) => covers.map(span)),
  ];
  const map = verticalSqueeze(solids, MAX_GAP);
  const squeezed = transform(scene, (x) => x, map);
  const drawn = union([
    ...squeezed.states.map(({ box }) => box),
    ...squeezed.clusters.map(({ box }) => box),
    ...squeezed.dots.map((dot) => ({ ...dot, width: 2 * DOT_RADIUS, height: 2 * DOT_RADIUS })),
    ...squeezed.edges.flatMap(({ line, covers }) => [
      ...covers,
      ...line.map((point) => ({ ...point, width: 0, height: 0 })),
    ]),
  ]);
  const left = drawn.x - drawn.width / 2 - MARGIN;
  const top = drawn.y - drawn.height / 2 - MARGIN;
  return {
    ...transform(
      squeezed,
      (x) => x - left,
      (y) => y - top,
    ),
    width: drawn.width + 2 * MARGIN,
    height: drawn.height + 2 * MARGIN,
  };
}

function span(box: Box): [number, number] {
  return [box.y - box.height / 2, box.y + box.height / 2];
}

/** The scene with every point moved; a box's sides move and its centre follows. */
function transform(scene: Scene, mapX: (x: number) => number, mapY: (y: number) => number): Scene {
  const point = ({ x, y }: Point): Point => ({ x: mapX(x), y: mapY(y) });
  const box = (old: Box): Box => {
    const left = mapX(old.x - old.width / 2);
    const right = mapX(old.x + old.width / 2);
    const [top, bottom] = span(old).map(mapY) as [number, number];
    return {
      x: (left + right) / 2,
      y: (top + bottom) / 2,
      width: right - left,
      height: bottom - top,
    };
  };
  return {
    clusters: scene.clusters.map((cluster) => ({
      ...cluster,
      box: box(cluster.box),
      title: { ...cluster.title, ...point(cluster.title) },
    })),
    states: scene.states.map((state) => ({ ...state, box: box(state.box) })),
    dots: scene.dots.map(point),
    edges: scene.edges.map((edge) => ({
      ...edge,
      line: edge.line.map(point),
      loop: edge.loop.map((command) => ({ ...command, points: command.points.map(point) })),
      label: edge.label && { ...edge.label, box: box(edge.label.box) },
      covers: edge.covers.map(box),
    })),
  };
}
