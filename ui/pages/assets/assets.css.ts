import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

/** The form on the left, the schedule it makes on the right; one column on a narrow window. */
export const formBeside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
  gap: space(5),
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${space(3)} ${space(3)}`,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: space(3),
  marginBottom: space(4),
});

export const progress = style({
  width: '100%',
  height: space(2),
  borderRadius: radius.round,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 200ms ease-out',
});

export const runLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space(3),
});

export const postedRow = style({ background: vars.color.successSoft });
