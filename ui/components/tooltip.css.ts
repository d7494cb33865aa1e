import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const content = style({
  padding: `${space(1.5)} ${space(2.5)}`,
  background: vars.color.text,
  color: vars.color.canvas,
  borderRadius: radius.small,
  fontSize: '12.5px',
  boxShadow: vars.shadow.overlay,
  zIndex: 70,
});
