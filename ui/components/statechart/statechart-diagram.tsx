import { type KeyboardEvent, useId, useMemo } from 'react';
import { type ChartState, descendantStates } from '../../../machines/diagram/chart';
import type { Box, PathCommand } from '../../../machines/diagram/geometry';
import { DOT_RADIUS, LABEL_PADDING } from '../../../machines/diagram/graph';
import {
  type ClusterShape,
  type DiagramLayout,
  type LabelShape,
  layoutChart,
  type StateShape,
} from '../../../machines/diagram/layout';
import * as styles from './statechart.css';

/** The smallest a chart is drawn to fit its frame; below it the frame scrolls. */
const MIN_SCALE = 0.6;

/**
 * A chart drawn from its machine at run time, with the layout of the generated diagrams
 * (machines/diagram/): compound states as boxes around their children, every transition with
 * its event and guard, a dot for each initial state and a ring for final ones. Each state is a
 * button, in the chart's order, that selects it; the selected state's leaving transitions are
 * drawn bold, and the record's current state is filled.
 */
export function StatechartDiagram({
  chart,
  title,
  serverRuns,
  selected,
  current,
  onSelect,
}: {
  /** The chart as drawn (wordedChart). */
  chart: ChartState;
  title: string;
  /** The server enforces the transitions: drawn solid; a browser-only chart's are dashed. */
  serverRuns: boolean;
  /** The selected state's id (ChartState.id), or null. */
  selected: string | null;
  /** A record's current state's id, filled and announced. */
  current?: string | null;
  onSelect: (id: string) => void;
}) {
  const shape = useMemo(() => layoutChart(chart), [chart]);
  const arrow = `${useId().replace(/:/g, '')}-arrow`;
  const order = [chart, ...descendantStates(chart)];
  const clusters = new Map(shape.clusters.map((cluster) => [cluster.id, cluster]));
  const states = new Map(shape.states.map((state) => [state.id, state]));
  return (
    <figure className={styles.frame} aria-label={`The ${title} chart: each state is a button`}>
      <svg
        className={styles.svg}
        width={shape.width}
        height={shape.height}
        style={{ width: '100%', maxWidth: shape.width, minWidth: shape.width * MIN_SCALE }}
        viewBox={`0 0 ${shape.width} ${shape.height}`}
        data-chart={title}
      >
        <title>{`The ${title} chart`}</title>
        <defs>
          <marker
            id={arrow}
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="9"
            markerHeight="9"
            markerUnits="userSpaceOnUse"
            orient="auto"
          >
            <path d="M0,1 L10,5 L0,9 z" className={styles.arrow} />
          </marker>
        </defs>
        {shape.clusters.map((cluster) => (
          <rect
            key={cluster.id}
            {...rect(cluster.box)}
            rx={10}
            className={cluster.region ? styles.region : styles.cluster}
          />
        ))}
        <Edges shape={shape} arrow={arrow} serverRuns={serverRuns} selected={selected} />
        {shape.dots.map((dot) => (
          <circle
            key={`${dot.x},${dot.y}`}
            className={styles.dot}
            cx={dot.x}
            cy={dot.y}
            r={DOT_RADIUS}
          />
        ))}
        {order.map((state) => {
          const props = { state, selected, current: current ?? null, onSelect };
          const cluster = clusters.get(state.id);
          if (cluster) return <ClusterButton key={state.id} cluster={cluster} {...props} />;
          const drawn = states.get(state.id);
          return drawn ? <StateButton key={state.id} shape={drawn} {...props} /> : null;
        })}
        {shape.edges.flatMap(({ label }, index) =>
          label ? [<EdgeLabel key={`label-${index.toString()}`} label={label} />] : [],
        )}
      </svg>
    </figure>
  );
}

function Edges({
  shape,
  arrow,
  serverRuns,
  selected,
}: {
  shape: DiagramLayout;
  arrow: string;
  serverRuns: boolean;
  selected: string | null;
}) {
  return shape.edges.map((edge, index) => {
    const leaving = selected !== null && edge.kind === 'transition' && edge.source === selected;
    const plain = serverRuns || edge.kind === 'initial' ? styles.edge : styles.edgeBrowser;
    return (
      <path
        key={`edge-${index.toString()}`}
        d={pathData(edge.path)}
        className={leaving ? styles.edgeLeaving : plain}
        markerEnd={`url(#${arrow})`}
        data-leaving={leaving ? 'true' : undefined}
      />
    );
  });
}

interface ButtonProps {
  state: ChartState;
  selected: string | null;
  current: string | null;
  onSelect: (id: string) => void;
}

/** The button's name begins with the words drawn on it (WCAG 2.5.3, label in name). */
function stateButton({ state, selected, current, onSelect }: ButtonProps, shown: string) {
  const words = [
    shown,
    state.type === 'final' ? 'final state' : 'state',
    state.id === current ? 'the record’s current state' : null,
  ].filter(Boolean);
  return {
    role: 'button',
    tabIndex: 0,
    className: styles.state,
    'aria-label': words.join(', '),
    'aria-pressed': selected === state.id,
    'aria-current': state.id === current ? ('true' as const) : undefined,
    'data-state': state.id,
    onClick: () => onSelect(state.id),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSelect(state.id);
    },
  };
}

function StateButton({ shape, ...props }: ButtonProps & { shape: StateShape }) {
  const { state, selected, current } = props;
  const isCurrent = state.id === current;
  const fill = isCurrent
    ? styles.stateCurrent
    : selected === state.id
      ? styles.stateSelected
      : shape.kind === 'machine'
        ? styles.machineBox
        : styles.stateBox;
  const { box } = shape;
  return (
    <g {...stateButton(props, shape.name)}>
      <rect {...rect(box)} rx={9} className={fill} />
      {shape.kind === 'final' && (
        <rect
          {...rect({ ...box, width: box.width - 8, height: box.height - 8 })}
          rx={6}
          className={styles.finalRing}
        />
      )}
      <text
        x={box.x}
        y={box.y + 4.5}
        textAnchor="middle"
        className={isCurrent ? styles.stateTextCurrent : styles.stateText}
        fontStyle={shape.kind === 'machine' ? 'italic' : undefined}
      >
        {shape.name}
      </text>
    </g>
  );
}

/** A compound state is chosen by its title, drawn on its box's top edge. */
function ClusterButton({ cluster, ...props }: ButtonProps & { cluster: ClusterShape }) {
  const { title } = cluster;
  const width = cluster.name.length * 7.4 + 12;
  const left = title.align === 'start' ? title.x - 6 : title.x - width / 2;
  const isSelected = props.selected === cluster.id || props.current === cluster.id;
  return (
    <g {...stateButton(props, cluster.name)}>
      <rect
        x={left}
        y={title.y - 14}
        width={width}
        height={19}
        rx={4}
        className={isSelected ? styles.stateSelected : styles.labelBoxOnCluster}
      />
      <text x={title.x} y={title.y} textAnchor={title.align} className={styles.clusterTitle}>
        {cluster.name}
      </text>
    </g>
  );
}

function EdgeLabel({ label }: { label: LabelShape }) {
  const { box } = label;
  const x = label.align === 'start' ? box.x - box.width / 2 + LABEL_PADDING : box.x;
  return (
    <g>
      <rect
        {...rect(box)}
        rx={4}
        className={label.backdrop === 'page' ? styles.labelBox : styles.labelBoxOnCluster}
      />
      <text x={x} y={box.y + 4} textAnchor={label.align} className={styles.labelText}>
        {label.text}
      </text>
    </g>
  );
}

function rect(box: Box) {
  return {
    x: box.x - box.width / 2,
    y: box.y - box.height / 2,
    width: box.width,
    height: box.height,
  };
}

function pathData(path: readonly PathCommand[]): string {
  return path
    .map(({ command, points }) => `${command}${points.map(({ x, y }) => `${x},${y}`).join(' ')}`)
    .join(' ');
}
