import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 40,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(520px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: radius.large,
  boxShadow: vars.shadow.overlay,
  padding: space(6),
  display: 'grid',
  gap: space(4),
  zIndex: 41,
});

export const title = style({ fontSize: '18px', fontWeight: 700 });

export const description = style({ color: vars.color.textMuted });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: space(2) });
