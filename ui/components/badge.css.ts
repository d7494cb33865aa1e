import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: space(1.5),
    padding: `${space(0.5)} ${space(2)}`,
    borderRadius: radius.round,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    fontSize: '12px',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {},
      highlighted: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warning,
        color: vars.color.warning,
        fontWeight: 600,
      },
      good: { background: vars.color.successSoft, borderColor: vars.color.success },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const badgeLabel = recipe({
  base: { color: vars.color.textMuted, fontWeight: 500 },
});
