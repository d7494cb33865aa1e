import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { font, space } from '../theme/tokens';

/**
 * The styles a record's page and its forms share (an account, a loan, the ledger): kept in one
 * place so that figures, identity lines and card heads look the same from one area to the next.
 */

/** Figures line up digit under digit, right-aligned, as on a printed statement. */
export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Numbers read as codes (account numbers, entry numbers), in a fixed-width face. */
export const mono = style({
  fontFamily: font.mono,
  fontSize: '12.5px',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  gap: space(2),
  flexWrap: 'wrap',
  alignItems: 'center',
});

/** A record's number in a list, a link to the record. */
export const recordLink = style({
  fontFamily: font.mono,
  fontSize: '13px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The identity line under a record's title: its number, who holds it, its product, its status. */
export const identity = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'center',
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  marginTop: space(1),
});

export const identityNumber = style({
  fontFamily: font.mono,
  fontSize: '14px',
  fontWeight: 600,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const separator = style({ color: vars.color.borderStrong });

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
  marginBottom: space(3),
  flexWrap: 'wrap',
});

export const cardTitle = style({ fontSize: '15px', fontWeight: 700 });

/** The small capitals over a headline figure. */
export const figureLabel = style({
  fontSize: '11.5px',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** A line under a headline figure that says what shapes it. */
export const figureNote = style({ margin: 0, fontSize: '12px', color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: space(3.5) });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(2),
  flexWrap: 'wrap',
});

export const amountInput = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
