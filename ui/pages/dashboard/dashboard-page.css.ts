import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { space } from '../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  alignItems: 'start',
});

export const stack = style({ display: 'grid', gap: space(3) });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space(4), margin: 0 });

export const tileTitle = style({ fontSize: '15px', fontWeight: 700, margin: 0 });

export const tileTitleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${space(2)} ${space(4)}`,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: space(0.5), minWidth: 0 });

export const figureLabel = style({ fontSize: '12px', color: vars.color.textMuted });

const figureValueBase = style({
  margin: 0,
  fontSize: '15px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const figureValue = styleVariants({
  NEUTRAL: [figureValueBase, { color: vars.color.text }],
  GOOD: [figureValueBase, { color: vars.color.success }],
  WARNING: [figureValueBase, { color: vars.color.warning }],
  BAD: [figureValueBase, { color: vars.color.danger }],
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(1.5),
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: space(2),
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(3),
  fontSize: '13.5px',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });

export const chartBox = style({ height: '180px', width: '100%', margin: 0, minWidth: 0 });
