import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

/**
 * The styles only the lending pages use (loans and the credit applications that book them). What
 * any record page, list, picker or dialog shares is in the kit's stylesheets in ui/components/
 * (record.css.ts, picker.css.ts, summary-list.css.ts).
 */

/** A form on the left and what it will give (the schedule) on the right, stacked when narrow. */
export const split = style({
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: '1fr' } },
});

export const grade = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '40px',
  height: '40px',
  borderRadius: radius.large,
  fontSize: '20px',
  fontWeight: 800,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

/** The grade's colours follow what the score suggests: approve, refer or decline. */
export const gradeTone = styleVariants({
  good: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});

export const provisionSubtitle = style({
  fontSize: '13px',
  fontWeight: 700,
  marginTop: space(2),
});
