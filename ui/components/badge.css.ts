import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

/**
 * A header badge: a small caption over its value, as a bank's status bar reads. Stacked, a badge
 * is as wide as its longer line rather than both, so the header's seven fit one row.
 */
export const badge = recipe({
  base: {
    display: 'inline-grid',
    gridTemplateRows: 'auto auto',
    flexShrink: 0,
    alignContent: 'center',
    rowGap: '1px',
    minWidth: 0,
    padding: `${space(1)} ${space(1.5)}`,
    borderRadius: radius.medium,
    border: '1px solid transparent',
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {},
      highlighted: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warning,
        color: vars.color.warning,
      },
      good: { color: vars.color.success },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const badgeLabel = style({
  fontSize: '10.5px',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const badgeValue = style({
  fontSize: '13px',
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // The clock's digits keep their width, so the badges beside it do not jiggle every second.
  fontVariantNumeric: 'tabular-nums',
});
