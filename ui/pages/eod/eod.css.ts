import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { space } from '../../theme/tokens';

export const stack = style({ display: 'grid', gap: space(4) });

export const checks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(3),
});

export const check = style({ display: 'grid', gap: space(1.5) });

export const checkHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  flexWrap: 'wrap',
});

export const checkItems = style({ margin: 0, paddingLeft: space(5), fontSize: '13.5px' });

export const muted = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });

export const progress = style({
  width: '100%',
  minWidth: '120px',
  height: '8px',
  accentColor: vars.color.accent,
});

export const failure = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  gap: space(2),
  flexWrap: 'wrap',
  alignItems: 'center',
});
