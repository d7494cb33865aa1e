import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const viewport = style({
  position: 'fixed',
  bottom: space(4),
  right: space(4),
  display: 'grid',
  gap: space(2),
  width: '360px',
  maxWidth: 'calc(100vw - 32px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 60,
});

export const toast = style({
  display: 'grid',
  gap: space(1),
  padding: `${space(3)} ${space(4)}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[data-tone="danger"]': { borderLeftColor: vars.color.danger } },
});

export const title = style({ fontWeight: 700 });
