import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const frame = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.raised,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '13.5px' });

export const headCell = style({
  textAlign: 'left',
  padding: `${space(2.5)} ${space(4)}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '12px',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const amountHeadCell = style([headCell, { textAlign: 'right' }]);

export const cell = style({
  padding: `${space(2.5)} ${space(4)}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const empty = style({ padding: space(8), textAlign: 'center', color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
