import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

/** Full-page messages: loading, 404, the generic error page. */
export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: space(6),
});

export const panel = style({
  maxWidth: '560px',
  display: 'grid',
  gap: space(4),
  padding: space(8),
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.raised,
});

export const inline = style({ display: 'grid', gap: space(4), maxWidth: '640px' });

export const code = style({
  fontSize: '13px',
  color: vars.color.textMuted,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontWeight: 700,
});

export const heading = style({ fontSize: '24px', fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted });

export const loading = style({
  minHeight: '40vh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: '15px',
});

export const list = style({ margin: 0, paddingLeft: space(5), display: 'grid', gap: space(1.5) });

export const pre = style({
  margin: 0,
  padding: space(3),
  background: vars.color.surfaceMuted,
  borderRadius: radius.medium,
  fontSize: '12.5px',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
