import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export const templates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
  alignItems: 'center',
});

export const columnList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(1.5),
  fontSize: '12.5px',
});

export const columnName = style({
  padding: `${space(0.5)} ${space(2)}`,
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const sources = style({ display: 'flex', gap: space(4), fontSize: '13.5px' });

export const paste = style({
  width: '100%',
  minHeight: '140px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '12.5px',
  padding: space(2),
  borderRadius: radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const progress = style({ width: '100%', height: '8px', accentColor: vars.color.accent });

export const refusals = style({ maxHeight: '320px', overflowY: 'auto' });
