import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const field = style({ display: 'grid', gap: space(1.5) });

export const label = style({ fontWeight: 600, fontSize: '13px', color: vars.color.text });

export const input = style({
  height: '38px',
  padding: `0 ${space(3)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outlineOffset: 0 },
  },
});

export const textarea = style({
  width: '100%',
  minHeight: '72px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const hint = style({ fontSize: '12.5px', color: vars.color.textMuted });

export const error = style({ fontSize: '12.5px', color: vars.color.danger, fontWeight: 500 });
