import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

/**
 * A chart drawn in the console: theme colours instead of the fixed ones of the generated SVG,
 * so that it reads in light and dark alike; states are buttons with the focus ring of the theme.
 */

/** The picture scrolls inside its card when the chart is wider or taller than the screen. */
export const frame = style({
  margin: 0,
  overflow: 'auto',
  maxHeight: '70vh',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
});

/** Scaled down to the frame's width, but never below 60%: a larger chart scrolls instead. */
export const svg = style({
  display: 'block',
  height: 'auto',
  fontSize: '12px',
  color: vars.color.text,
});

/** A table's first column names its row and reads from the left like the others. */
export const rowHead = style({ textAlign: 'left' });

export const cluster = style({
  fill: vars.color.surfaceMuted,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.2,
});

export const region = style([cluster, { fill: vars.color.surface, strokeDasharray: '5 4' }]);

export const clusterTitle = style({ fill: vars.color.textMuted, fontWeight: 600 });

export const state = style({ cursor: 'pointer', outline: 'none' });

// The focus ring is the state's own outline, in the theme's focus colour.
globalStyle(`${state}:focus-visible rect:first-of-type`, {
  stroke: vars.color.focus,
  strokeWidth: 3,
});

export const stateBox = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accent,
  strokeWidth: 1.5,
});

export const stateSelected = style({
  fill: vars.color.warningSoft,
  stroke: vars.color.warning,
  strokeWidth: 3,
});

export const stateCurrent = style({
  fill: vars.color.accent,
  stroke: vars.color.accent,
  strokeWidth: 3,
});

export const machineBox = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeDasharray: '5 4',
});

export const stateText = style({ fill: vars.color.text, fontWeight: 600, fontSize: '13px' });

export const stateTextCurrent = style([stateText, { fill: vars.color.accentText }]);

export const finalRing = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 1.2 });

export const dot = style({ fill: vars.color.text });

export const edge = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.4 });

/** A browser-only chart's transitions are dashed: the server does not enforce them. */
export const edgeBrowser = style([edge, { strokeDasharray: '6 4' }]);

export const edgeLeaving = style([edge, { stroke: vars.color.warning, strokeWidth: 2.4 }]);

export const arrow = style({ fill: vars.color.textMuted });

export const labelBox = style({ fill: vars.color.surface });

export const labelBoxOnCluster = style({ fill: vars.color.surfaceMuted });

export const labelText = style({ fill: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(4),
  alignItems: 'center',
  margin: `0 0 ${space(2)}`,
  color: vars.color.textMuted,
  fontSize: '12.5px',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 22rem',
  gap: space(4),
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  padding: space(4),
  fontSize: '13px',
});

export const panelTitle = style({ margin: `0 0 ${space(2)}`, fontSize: '15px' });

export const panelHeading = style({
  margin: `${space(3)} 0 ${space(1)}`,
  fontSize: '12px',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const panelList = style({
  margin: 0,
  paddingLeft: space(5),
  display: 'grid',
  gap: space(1),
});

export const muted = style({ color: vars.color.textMuted });

export const tag = style({
  display: 'inline-block',
  marginLeft: space(1),
  padding: `0 ${space(1.5)}`,
  borderRadius: radius.round,
  fontSize: '11px',
  fontWeight: 600,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  border: `1px solid ${vars.color.accent}`,
});

export const tagMuted = style([
  tag,
  {
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    borderColor: vars.color.border,
  },
]);
