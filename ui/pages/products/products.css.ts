import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const code = style({
  fontFamily: font.mono,
  fontSize: '12.5px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const form = style({ display: 'grid', gap: space(3.5) });

export const row = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  alignItems: 'start',
});

export const fieldset = style({
  display: 'flex',
  gap: space(4),
  border: 0,
  margin: 0,
  padding: 0,
});

/** A list of choices one under another (the product's charges). */
export const choiceList = style([fieldset, { flexDirection: 'column', gap: space(1.5) }]);

export const legend = style({
  fontWeight: 600,
  fontSize: '13px',
  padding: 0,
  marginBottom: space(1.5),
});

export const checkbox = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'center',
  fontSize: '13px',
});

export const amountInput = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: space(2) });

/** A rate chart row: its five fields and the remove button on one line. */
export const rateRow = style({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr)) auto',
  alignItems: 'end',
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: '12.5px' });
