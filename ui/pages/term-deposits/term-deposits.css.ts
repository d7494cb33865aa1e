import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { space } from '../../theme/tokens';

export const chartCard = style({
  margin: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  padding: space(4),
  display: 'grid',
  gap: space(3),
});

export const chartTitle = style({ margin: 0, fontSize: '15px', fontWeight: 700 });

export const chartBox = style({ width: '100%', height: '220px' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '12.5px' });

/** The booking form with its live figures beside it. */
export const formBeside = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldGrid = style({ display: 'grid', gap: space(3) });

export const pair = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  alignItems: 'start',
});

export const live = style({ display: 'grid', gap: space(2), alignContent: 'start' });

export const runLine = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'center',
  flexWrap: 'wrap',
});
