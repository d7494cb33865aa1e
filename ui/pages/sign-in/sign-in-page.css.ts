import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(380px, 520px)',
  '@media': { 'screen and (max-width: 860px)': { gridTemplateColumns: '1fr' } },
});

export const brandPanel = style({
  background: `linear-gradient(160deg, ${vars.color.sidebar} 0%, #12324a 60%, #0b6e4f 140%)`,
  color: vars.color.sidebarText,
  padding: `${space(12)} ${space(14)}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  '@media': { 'screen and (max-width: 860px)': { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(3),
  fontSize: '18px',
  fontWeight: 700,
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: radius.large,
  background: vars.color.sidebarActive,
  fontWeight: 800,
});

export const pitch = style({
  fontSize: '30px',
  fontWeight: 700,
  lineHeight: 1.25,
  maxWidth: '460px',
});

export const pitchDetail = style({
  marginTop: space(4),
  color: vars.color.sidebarMuted,
  maxWidth: '440px',
  fontSize: '15px',
});

export const footnote = style({ color: vars.color.sidebarMuted, fontSize: '12.5px' });

export const formPanel = style({
  display: 'grid',
  placeItems: 'center',
  padding: space(8),
  background: vars.color.surface,
});

export const form = style({ width: '100%', maxWidth: '360px', display: 'grid', gap: space(4.5) });

export const heading = style({ fontSize: '24px', fontWeight: 700 });

export const subheading = style({ color: vars.color.textMuted, marginTop: space(1) });
