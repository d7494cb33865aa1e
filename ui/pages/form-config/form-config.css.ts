import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export const picker = style({
  display: 'flex',
  gap: space(4),
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const fieldName = style({ fontWeight: 600, color: vars.color.text, textAlign: 'left' });

export const serverWords = style({
  display: 'block',
  marginTop: space(1),
  fontWeight: 400,
  fontSize: '12.5px',
  color: vars.color.textMuted,
});

export const problem = style({
  display: 'block',
  marginTop: space(1),
  fontWeight: 400,
  fontSize: '12.5px',
  color: vars.color.danger,
});

export const limits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(76px, 1fr))',
  gap: space(2),
});

export const smallInput = style({
  width: '100%',
  minWidth: 0,
  height: '32px',
  padding: `0 ${space(2)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: '13px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { opacity: 0.6 },
  },
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  display: 'inline-grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const centre = style({ textAlign: 'center' });

export const preview = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'center',
  flexWrap: 'wrap',
  marginTop: space(4),
});

export const stack = style({ display: 'grid', gap: space(4) });

export const labelInput = style([smallInput, { minWidth: '150px' }]);
