import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });

export const form = style({ display: 'grid', gap: space(4), maxWidth: '760px' });

export const grid = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const tabs = style({ display: 'flex', gap: space(2) });

export const nextSteps = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'center',
  flexWrap: 'wrap',
  marginTop: space(3),
});

export const sectionTitle = style({ fontSize: '14px', fontWeight: 700, marginTop: space(2) });

export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const nameLink = style({
  fontWeight: 700,
  textDecoration: 'none',
  color: vars.color.accent,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

// A link that leads to the next step, drawn as a button: no underline, as on the buttons beside it.
export const buttonLink = style({ textDecoration: 'none' });
