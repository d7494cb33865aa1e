import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { font, radius, space } from '../theme/tokens';

/**
 * The styles a record's page, its lists and its forms share (an account, a loan, a till session,
 * a credit application, the ledger): kept in one place so that figures, identity lines, card
 * heads, tables and dialogs' forms look the same from one area to the next.
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

/** A smaller line under a list's figure (a loan's principal, a till's limit). */
export const listNote = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '12px',
  whiteSpace: 'nowrap',
});

/** A smaller line under a list's figure that warns (days past due, a shortage). */
export const lateness = style({
  display: 'block',
  color: vars.color.danger,
  fontSize: '12px',
  whiteSpace: 'nowrap',
});

export const stack = style({ display: 'grid', gap: space(3), alignContent: 'start' });

export const row = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  alignItems: 'start',
});

export const columns = style({
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(380px, 100%), 1fr))',
  alignItems: 'start',
});

/** Headline figures in a row of tiles. */
export const figures = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  margin: 0,
});

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: space(1),
  padding: `${space(3.5)} ${space(4.5)}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[data-tone="danger"]': { borderColor: vars.color.danger },
    '&[data-tone="accent"]': { borderColor: vars.color.accent },
  },
});

export const figureValue = style({
  margin: 0,
  fontSize: '20px',
  fontWeight: 700,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A schedule or balances table inside a card scrolls sideways rather than squeezing figures. */
export const scroll = style({ overflowX: 'auto' });

export const totalRow = style({ fontWeight: 700, background: vars.color.surfaceMuted });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  padding: space(3),
  display: 'grid',
  gap: space(3),
  margin: 0,
});

export const legend = style({ fontWeight: 600, fontSize: '13px', padding: `0 ${space(1)}` });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: space(2) });

export const choiceList = style({ display: 'grid', gap: space(1.5) });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(2.5),
});

export const timelineItem = style({
  display: 'grid',
  gap: space(0.5),
  paddingLeft: space(3),
  borderLeft: `2px solid ${vars.color.border}`,
});

/** A search box with its button beside it, the button on the box's line. */
export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: space(2),
  alignItems: 'end',
});

/** A row's heading cell (a component, a characteristic): left-aligned as the text it is. */
export const rowHead = style({ textAlign: 'left', fontWeight: 600 });

/** A table of many figures beside a form: tighter cells, dates kept on one line. */
export const compact = style({});
globalStyle(`${compact} th, ${compact} td`, {
  padding: `${space(1.5)} ${space(2)}`,
  fontSize: '12px',
  whiteSpace: 'nowrap',
});

/**
 * A page's body as one column that never grows past the page: a wide table inside scrolls
 * sideways in its own frame instead of widening the whole page.
 */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space(5),
});

/** The buttons under a table, apart from it. */
export const tableFooter = style([footer, { marginTop: space(3) }]);

/** The buttons of a table row, kept on one line. */
export const rowActions = style({
  display: 'flex',
  gap: space(1.5),
  alignItems: 'center',
  whiteSpace: 'nowrap',
});

/** A page under its way back: the link sits close above the title. */
export const backAbove = style({ display: 'grid', gap: space(2) });

export const backLine = style({ fontSize: '13px' });
