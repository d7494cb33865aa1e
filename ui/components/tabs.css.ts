import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { space } from '../theme/tokens';

export const tabs = style({
  display: 'flex',
  gap: space(1),
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: space(4),
});

export const tab = style({
  padding: `${space(2)} ${space(4)}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
