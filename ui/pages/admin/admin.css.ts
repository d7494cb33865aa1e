import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, radius, space } from '../../theme/tokens';

export const code = style({ fontFamily: font.mono, fontSize: '12px', color: vars.color.textMuted });

export const muted = style({
  color: vars.color.textMuted,
  fontSize: '12.5px',
  marginTop: space(1),
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  fontFamily: font.mono,
  fontSize: '11.5px',
  padding: `1px ${space(1.5)}`,
  borderRadius: radius.small,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const roleCell = style({ textAlign: 'left', fontWeight: 'normal', minWidth: '150px' });

export const purposeCell = style({ maxWidth: '320px' });

export const groups = style({ display: 'grid', gap: space(2) });

export const groupName = style({
  fontSize: '12px',
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const permissionList = style({
  margin: 0,
  paddingLeft: space(4),
  fontSize: '13px',
  lineHeight: 1.5,
});

export const form = style({ display: 'grid', gap: space(4) });

export const textarea = style({
  width: '100%',
  minHeight: '140px',
  padding: space(3),
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  fontFamily: font.mono,
  fontSize: '12.5px',
  resize: 'vertical',
});

export const secret = style({
  fontFamily: font.mono,
  fontSize: '18px',
  fontWeight: 700,
  letterSpacing: '0.04em',
  padding: space(3),
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: 'center',
  userSelect: 'all',
});
