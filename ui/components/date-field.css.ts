import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const control = style({ position: 'relative', display: 'flex', minWidth: 0 });

// Room on the right for the calendar button, and digits that line up from one date to the next.
export const input = style({ paddingRight: space(10), fontVariantNumeric: 'tabular-nums' });

export const trigger = style({
  position: 'absolute',
  top: '50%',
  right: space(1),
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: '30px',
  height: '30px',
  border: 'none',
  borderRadius: radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.overlay,
  padding: space(3),
  zIndex: 60,
});

export const calendar = style({ display: 'grid', gap: space(2), width: '252px' });

export const calendarHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const calendarTitle = style({ fontWeight: 700, fontSize: '13.5px' });

export const navButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const grid = style({ borderCollapse: 'collapse', width: '100%' });

export const weekday = style({
  padding: `${space(1)} 0`,
  fontSize: '11px',
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const day = style({
  display: 'grid',
  placeItems: 'center',
  width: '34px',
  height: '32px',
  margin: '1px auto',
  border: '1px solid transparent',
  borderRadius: radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '13px',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-outside]': { color: vars.color.textMuted, opacity: 0.6 },
    '&[data-today]': { borderColor: vars.color.borderStrong, fontWeight: 700 },
    '&[data-selected]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: 700,
    },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      opacity: 0.4,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

export const calendarFoot = style({
  display: 'flex',
  justifyContent: 'center',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: space(2),
});

export const todayButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: '12.5px',
  cursor: 'pointer',
  padding: `${space(1)} ${space(2)}`,
  borderRadius: radius.small,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentSoft },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
