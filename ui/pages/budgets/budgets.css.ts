import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { space } from '../../theme/tokens';

export { amount, figureLabel, form, mono as code, muted } from '../../components/record.css';

export const filters = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const actions = style({ display: 'flex', gap: space(2), flexWrap: 'wrap' });

/** A row's heading cell: the account or the total it is of, read from the left. */
export const rowHead = style({ textAlign: 'left', fontWeight: 'inherit' });

export const accountName = style({ display: 'inline-flex', gap: space(2), alignItems: 'baseline' });

export const groupRow = style({
  textAlign: 'left',
  background: vars.color.surfaceMuted,
  fontWeight: 700,
  fontSize: '12.5px',
  letterSpacing: '0.02em',
});

export const totalRow = style({ fontWeight: 700 });

export const netRow = style({
  fontWeight: 700,
  background: vars.color.surfaceMuted,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});

export const favourable = style({
  color: vars.color.success,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(1),
  whiteSpace: 'nowrap',
});

export const unfavourable = style([favourable, { color: vars.color.danger }]);

export const onBudget = style([favourable, { color: vars.color.textMuted }]);

export const chartCard = style({
  margin: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '10px',
  padding: space(4),
  display: 'grid',
  gap: space(2),
});

export const chartTitle = style({ margin: 0, fontSize: '15px', fontWeight: 700 });

export const chartBox = style({ width: '100%', height: '280px' });

export const stack = style({ display: 'grid', gap: space(4) });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(2),
  marginTop: space(2),
});

export const cellError = style({ color: vars.color.danger, fontSize: '12.5px' });
