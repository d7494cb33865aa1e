/** Plane geometry for the statechart picture: boxes, cutting lines at borders, smooth paths. */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rectangle by its centre and size, as dagre gives nodes. */
export interface Box extends Point {
  readonly width: number;
  readonly height: number;
}

export interface PathCommand {
  readonly command: 'M' | 'C';
  readonly points: readonly Point[];
}

/**
 * The points up to where the line, coming from outside, first enters the box. A line that ends
 * short of it (at a cluster's bottom node, below what the cluster is drawn around) is carried
 * on to the box's nearest point.
 */
export function clipAtBorder(points: Point[], box: Box): Point[] {
  const inside = points.findIndex((point) => isInside(point, box));
  const last = points.at(-1);
  if (inside === -1 && last) {
    const halfWidth = box.width / 2;
    const halfHeight = box.height / 2;
    const x = Math.min(Math.max(last.x, box.x - halfWidth), box.x + halfWidth);
    const y = Math.min(Math.max(last.y, box.y - halfHeight), box.y + halfHeight);
    return x === last.x && y === last.y ? points : [...points, { x, y }];
  }
  const previous = points[inside - 1];
  const current = points[inside];
  const entry = previous && current ? segmentInBox(previous, current, box) : null;
  if (!previous || !current || !entry) return points;
  const [t] = entry;
  const crossing = {
    x: previous.x + (current.x - previous.x) * t,
    y: previous.y + (current.y - previous.y) * t,
  };
  return [...points.slice(0, inside), crossing];
}

/** The part of the segment inside the box, as fractions of its length (Liang-Barsky). */
function segmentInBox(a: Point, b: Point, box: Box): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const sides: [number, number][] = [
    [-dx, a.x - (box.x - box.width / 2)],
    [dx, box.x + box.width / 2 - a.x],
    [-dy, a.y - (box.y - box.height / 2)],
    [dy, box.y + box.height / 2 - a.y],
  ];
  let enter = 0;
  let leave = 1;
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
  }
  return enter <= leave ? [enter, leave] : null;
}

export function crosses(a: Point, b: Point, box: Box): boolean {
  return segmentInBox(a, b, box) !== null;
}

export function isInside(point: Point, box: Box): boolean {
  return (
    Math.abs(point.x - box.x) < box.width / 2 - 0.01 &&
    Math.abs(point.y - box.y) < box.height / 2 - 0.01
  );
}

export function overlap(a: Box, b: Box): boolean {
  return (
    Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < (a.height + b.height) / 2
  );
}

export function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x - box.width / 2));
  const right = Math.max(...boxes.map((box) => box.x + box.width / 2));
  const top = Math.min(...boxes.map((box) => box.y - box.height / 2));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height / 2));
  return {
    x: (left + right) / 2,
    y: (top + bottom) / 2,
    width: right - left,
    height: bottom - top,
  };
}

export function intersection(a: Box, b: Box): Box {
  const left = Math.max(a.x - a.width / 2, b.x - b.width / 2);
  const right = Math.min(a.x + a.width / 2, b.x + b.width / 2);
  const top = Math.max(a.y - a.height / 2, b.y - b.height / 2);
  const bottom = Math.min(a.y + a.height / 2, b.y + b.height / 2);
  return {
    x: (left + right) / 2,
    y: (top + bottom) / 2,
    width: right - left,
    height: bottom - top,
  };
}

export function grow(box: Box, by: number): Box {
  return { ...box, width: box.width + 2 * by, height: box.height + 2 * by };
}

export function towards(from: Point, to: Point, length: number): Point {
  const total = distance(from, to);
  if (total === 0) return { x: from.x, y: from.y };
  return {
    x: from.x + ((to.x - from.x) / total) * length,
    y: from.y + ((to.y - from.y) / total) * length,
  };
}

/** The point at `fraction` of the way along the polyline, measured by length. */
export function pointAlong(line: readonly Point[], fraction: number): Point {
  const lengths = line.slice(1).map((point, index) => distance(line[index] as Point, point));
  let left = fraction * lengths.reduce((sum, length) => sum + length, 0);
  for (const [index, length] of lengths.entries()) {
    if (left <= length && length > 0)
      return towards(line[index] as Point, line[index + 1] as Point, left);
    left -= length;
  }
  return line.at(-1) ?? { x: 0, y: 0 };
}

function distance(a: Point, b: Point): number {
  // Math.sqrt is exactly rounded everywhere; Math.hypot is not, and the bytes must not vary.
  return Math.sqrt((b.x - a.x) ** 2 + (b.y - a.y) ** 2);
}

/** Which way a line leaves or meets a box: upright through its top or bottom, or level. */
export type Axis = 'v' | 'h';

/**
 * A smooth path through the points: each piece leaves and arrives upright (dagre's points lie
 * on ranks, one above the other), except at the ends, which follow the given axes, so that the
 * arrowhead meets its box square.
 */
export function smoothPath(
  points: readonly Point[],
  [first, last]: readonly [Axis, Axis],
): PathCommand[] {
  const [start] = points;
  if (!start) return [];
  const path: PathCommand[] = [{ command: 'M', points: [start] }];
  for (let index = 1; index < points.length; index++) {
    const from = points[index - 1] as Point;
    const to = points[index] as Point;
    const leave = index === 1 ? first : 'v';
    const arrive = index === points.length - 1 ? last : 'v';
    const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    path.push({
      command: 'C',
      points: [
        leave === 'v' ? { x: from.x, y: middle.y } : { x: middle.x, y: from.y },
        arrive === 'v' ? { x: to.x, y: middle.y } : { x: middle.x, y: to.y },
        to,
      ],
    });
  }
  return path;
}

/**
 * A map of heights that shrinks every empty band taller than `maxGap` between the solid
 * intervals (top, bottom) to `maxGap` and moves everything below it up. Only lines cross the
 * bands, and they are redrawn between their moved points, so nothing comes to overlap.
 */
export function verticalSqueeze(
  solids: readonly (readonly [number, number])[],
  maxGap: number,
): (y: number) => number {
  const sorted = [...solids].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const bands: { from: number; to: number }[] = [];
  let reach = sorted[0]?.[1] ?? 0;
  for (const [top, bottom] of sorted.slice(1)) {
    if (top - reach > maxGap) bands.push({ from: reach, to: top });
    reach = Math.max(reach, bottom);
  }
  return (y) => {
    let shift = 0;
    for (const { from, to } of bands) {
      if (y <= from) break;
      if (y < to) return from - shift + ((y - from) * maxGap) / (to - from);
      shift += to - from - maxGap;
    }
    return y - shift;
  };
}
