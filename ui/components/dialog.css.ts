import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 40,
});

// A column of three: header and footer keep their height, the body takes what is left of a
// box no taller than the window (dvh, so a phone's address bar does not hide the footer).
export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    maxHeight: 'calc(100vh - 32px)',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.large,
    boxShadow: vars.shadow.overlay,
    overflow: 'hidden',
    zIndex: 41,
    '@supports': { '(height: 100dvh)': { maxHeight: 'calc(100dvh - 32px)' } },
  },
  variants: {
    width: {
      medium: { width: 'min(560px, calc(100vw - 32px))' },
      wide: { width: 'min(760px, calc(100vw - 32px))' },
    },
  },
  defaultVariants: { width: 'medium' },
});

export const header = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space(3),
  padding: `${space(5)} ${space(6)} ${space(4)}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ display: 'grid', gap: space(1), minWidth: 0 });

export const title = style({ fontSize: '17px', fontWeight: 700, lineHeight: 1.3 });

export const description = style({ color: vars.color.textMuted, fontSize: '13.5px' });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${space(5)} ${space(6)}`,
  display: 'grid',
  alignContent: 'start',
  gap: space(4),
});

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(2),
  padding: `${space(3.5)} ${space(6)}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
