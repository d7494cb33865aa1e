import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space(2),
    border: '1px solid transparent',
    borderRadius: radius.medium,
    fontWeight: 600,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background 120ms, border-color 120ms',
    selectors: {
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.surface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      small: { height: '28px', padding: `0 ${space(2.5)}`, fontSize: '12.5px' },
      // The height of an input, so a button ends a row of fields on the same line.
      medium: { height: '38px', padding: `0 ${space(4)}`, fontSize: '14px' },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'secondary', size: 'medium' },
});
