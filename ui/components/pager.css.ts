import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { space } from '../theme/tokens';

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
  color: vars.color.textMuted,
});

export const buttons = style({ display: 'flex', gap: space(1.5), flexWrap: 'nowrap' });
