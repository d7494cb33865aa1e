import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
  minWidth: '150px',
  height: '32px',
  padding: `0 ${space(2.5)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '13px',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const icon = style({ display: 'grid', placeItems: 'center', color: vars.color.textMuted });

export const indicator = style({ display: 'grid', placeItems: 'center', color: vars.color.accent });

export const badgeWrapper = style({ display: 'inline-flex', flexShrink: 0, minWidth: 0 });

/** The badge that opens: the header badge's shape, with a border and a chevron that say so. */
export const badgeTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minWidth: 0,
  maxWidth: '240px',
  padding: `${space(1)} ${space(2)} ${space(1)} ${space(2.5)}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: 1.25,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.borderStrong,
    },
    '&[data-state="open"]': { borderColor: vars.color.accent },
    '&:disabled': { cursor: 'default' },
  },
});

export const badgeText = style({
  display: 'grid',
  rowGap: '1px',
  minWidth: 0,
  whiteSpace: 'nowrap',
});

export const content = style({
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.overlay,
  zIndex: 50,
});

export const viewport = style({ padding: space(1) });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
  padding: `${space(1.5)} ${space(2.5)}`,
  borderRadius: radius.small,
  fontSize: '13px',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft },
    '&[data-state="checked"]': { fontWeight: 600 },
  },
});

export const label = style({ fontSize: '12px', color: vars.color.textMuted, fontWeight: 600 });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: space(2) });
