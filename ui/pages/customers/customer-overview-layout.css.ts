import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { space } from '../../theme/tokens';

/**
 * A customer's page at a front-office desk: who they are in three cards side by side, then what
 * they hold, a wide table to a row and two narrow ones side by side, so that a 1440 × 900 screen shows the essentials
 * without scrolling sideways.
 */

export const profile = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))',
  alignItems: 'start',
});

export const pair = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(520px, 100%), 1fr))',
  alignItems: 'start',
});

export const alerts = style({ display: 'grid', gap: space(2) });

/** The reason a section is not shown, in place of its table. */
export const withheld = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });

export const address = style({ display: 'grid', gap: space(0.5) });

export const directors = style({
  margin: 0,
  paddingLeft: space(4),
  display: 'grid',
  gap: space(1),
});
