import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

/** A summary read before a step that cannot be undone: what will happen, itemised. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  // No gap between the columns, so the total's rule runs unbroken across both.
  columnGap: 0,
  rowGap: space(2),
  margin: 0,
  padding: space(4),
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const summaryLabel = style({ color: vars.color.textMuted, paddingRight: space(5) });

export const summaryValue = style({
  margin: 0,
  fontWeight: 600,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const summaryTotal = style({
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: space(2),
  fontWeight: 700,
});
