import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space(3),
  alignItems: 'start',
  padding: space(3),
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
});

export const photoFrame = style({
  width: '90px',
  height: '110px',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  background: vars.color.surface,
  overflow: 'hidden',
  textAlign: 'center',
  fontSize: '12px',
  color: vars.color.textMuted,
});

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: space(2), minWidth: 0 });

export const name = style({ margin: 0, fontWeight: 600, fontSize: '14px' });

export const label = style({
  margin: 0,
  fontSize: '12px',
  color: vars.color.textMuted,
});

export const signatureFrame = style({
  width: '200px',
  maxWidth: '100%',
  height: '60px',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  // Ink on paper reads the same in both themes: the specimen keeps its white ground.
  background: '#ffffff',
  overflow: 'hidden',
  fontSize: '12px',
  color: '#566273',
});

export const signature = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const mandate = style({ margin: 0, fontSize: '13px', overflowWrap: 'anywhere' });

export const signatures = style({ display: 'flex', flexWrap: 'wrap', gap: space(2) });

export const signer = style({ margin: 0, display: 'grid', gap: space(1) });
