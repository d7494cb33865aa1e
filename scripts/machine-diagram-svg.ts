import type { AnyStateMachine } from 'xstate';
import { statechart } from '../machines/diagram/chart';
import type { Box, PathCommand } from '../machines/diagram/geometry';
import { DOT_RADIUS, LABEL_PADDING, TEXT } from '../machines/diagram/graph';
import {
  type ClusterShape,
  type DiagramLayout,
  type EdgeShape,
  type LabelShape,
  layoutChart,
  type StateShape,
} from '../machines/diagram/layout';

/**
 * Draws a statechart as a standalone SVG for reviewers whose viewer has no Mermaid: states as
 * rounded boxes, compound states and parallel regions as clusters around their children, a dot
 * for each initial state, a second outline for final states, and every transition as an arrow
 * labelled like the Mermaid page. No browser is involved and every number is rounded, so a
 * machine gives the same bytes on every computer and the stale check can compare them.
 */
export function toSvg(machine: AnyStateMachine, title: string): string {
  return renderSvg(layoutChart(statechart(machine)), title);
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const COLOR = {
  page: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  state: '#eef2ff',
  stateStroke: '#6366f1',
  cluster: '#f8fafc',
  region: '#ffffff',
  clusterStroke: '#94a3b8',
  edge: '#64748b',
} as const;

function renderSvg(diagram: DiagramLayout, title: string): string {
  const width = num(diagram.width);
  const height = num(diagram.height);
  // The marker's id carries the title so that pictures inlined in one page do not share it.
  const arrow = `${title.replace(/[^A-Za-z0-9_-]/g, '_')}-arrow`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" font-size="${TEXT.label.size}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,1 L10,5 L0,9 z" fill="${COLOR.edge}"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="${COLOR.page}"/>`,
    ...diagram.clusters.map(renderCluster),
    ...diagram.edges.map((edge) => renderEdge(edge, arrow)),
    ...diagram.dots.map(
      (dot) =>
        `<circle class="initial" cx="${num(dot.x)}" cy="${num(dot.y)}" r="${DOT_RADIUS}" fill="${COLOR.text}"/>`,
    ),
    ...diagram.states.map(renderState),
    // Labels last, so that no line is drawn over one.
    ...diagram.edges.flatMap(({ label }) => (label ? [renderLabel(label)] : [])),
    '</svg>',
    '',
  ].join('\n');
}

function renderCluster({ name, box, region, title }: ClusterShape): string {
  // A parallel state's regions are dashed and white, as statecharts draw concurrent parts.
  const outline = region
    ? `fill="${COLOR.region}" stroke-dasharray="5 4"`
    : `fill="${COLOR.cluster}"`;
  return [
    '<g class="cluster">',
    `<rect ${rectAttributes(box)} rx="10" ${outline} stroke="${COLOR.clusterStroke}" stroke-width="1.2"/>`,
    `<text x="${num(title.x)}" y="${num(title.y)}" text-anchor="${title.align}" font-weight="600" fill="${COLOR.muted}">${escapeXml(name)}</text>`,
    '</g>',
  ].join('');
}

function renderState({ name, kind, box }: StateShape): string {
  const outline =
    kind === 'machine'
      ? `fill="${COLOR.page}" stroke="${COLOR.clusterStroke}" stroke-dasharray="5 4"`
      : `fill="${COLOR.state}" stroke="${COLOR.stateStroke}"`;
  const shapes = [`<rect ${rectAttributes(box)} rx="9" ${outline} stroke-width="1.5"/>`];
  // A final state has a second, inner outline: the ring statecharts use for "done".
  if (kind === 'final') {
    const inner = { ...box, width: box.width - 8, height: box.height - 8 };
    shapes.push(
      `<rect ${rectAttributes(inner)} rx="6" fill="none" stroke="${COLOR.stateStroke}" stroke-width="1.2"/>`,
    );
  }
  const style = kind === 'machine' ? 'font-style="italic"' : 'font-weight="600"';
  shapes.push(
    `<text x="${num(box.x)}" y="${num(box.y + 4.5)}" text-anchor="middle" font-size="${TEXT.state.size}" ${style} fill="${COLOR.text}">${escapeXml(name)}</text>`,
  );
  return `<g class="${kind === 'final' ? 'state final' : 'state'}">${shapes.join('')}</g>`;
}

function renderEdge({ kind, path }: EdgeShape, arrow: string): string {
  return `<path class="${kind}" d="${pathData(path)}" fill="none" stroke="${COLOR.edge}" stroke-width="1.4" marker-end="url(#${arrow})"/>`;
}

function renderLabel({ text, box, align, backdrop }: LabelShape): string {
  // The backdrop hides the line under the label and matches what the label is drawn on.
  const fill = { page: COLOR.page, cluster: COLOR.cluster, region: COLOR.region }[backdrop];
  const x = align === 'start' ? box.x - box.width / 2 + LABEL_PADDING : box.x;
  return [
    '<g class="label">',
    `<rect ${rectAttributes(box)} rx="4" fill="${fill}"/>`,
    `<text x="${num(x)}" y="${num(box.y + 4)}" text-anchor="${align}" fill="${COLOR.muted}">${escapeXml(text)}</text>`,
    '</g>',
  ].join('');
}

function pathData(path: readonly PathCommand[]): string {
  return path
    .map(
      ({ command, points }) =>
        `${command}${points.map(({ x, y }) => `${num(x)},${num(y)}`).join(' ')}`,
    )
    .join(' ');
}

function rectAttributes(box: Box): string {
  return `x="${num(box.x - box.width / 2)}" y="${num(box.y - box.height / 2)}" width="${num(box.width)}" height="${num(box.height)}"`;
}

/** One decimal at most, and never "-0", so that rounding noise cannot change the bytes. */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
