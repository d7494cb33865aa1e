import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

/** A record's status in a table or a header: a rounded label whose tone says good or not. */
export const statusPill = recipe({
  base: {
    display: 'inline-block',
    padding: `1px ${space(2)}`,
    borderRadius: radius.round,
    fontSize: '12px',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      good: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
