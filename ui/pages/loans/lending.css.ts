import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, radius, space } from '../../theme/tokens';

/** Figures line up digit under digit, right-aligned, as on a printed schedule. */
export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const mono = style({
  fontFamily: font.mono,
  fontSize: '12.5px',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const recordLink = style({
  fontFamily: font.mono,
  fontSize: '13px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const stack = style({ display: 'grid', gap: space(3), alignContent: 'start' });

export const form = style({ display: 'grid', gap: space(3.5) });

export const row = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  alignItems: 'start',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(2),
  flexWrap: 'wrap',
});

export const amountInput = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** A form on the left and what it will give (the schedule) on the right, stacked when narrow. */
export const split = style({
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: '1fr' } },
});

export const columns = style({
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(380px, 100%), 1fr))',
  alignItems: 'start',
});

export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
  marginBottom: space(3),
  flexWrap: 'wrap',
});

export const cardTitle = style({ fontSize: '15px', fontWeight: 700 });

/** The identity line under a record's title: number, customer, product, status. */
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

export const figureLabel = style({
  fontSize: '11.5px',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontSize: '20px',
  fontWeight: 700,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const figureNote = style({ margin: 0, fontSize: '12px', color: vars.color.textMuted });

/** A schedule or balances table inside a card scrolls sideways rather than squeezing figures. */
export const scroll = style({ overflowX: 'auto' });

export const totalRow = style({ fontWeight: 700, background: vars.color.surfaceMuted });

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

export const actions = style({
  display: 'flex',
  gap: space(2),
  flexWrap: 'wrap',
  alignItems: 'center',
});

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

/** A list of people or accounts to pick from, after a search. */
export const picks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(1),
});

export const pick = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(3),
  width: '100%',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});

/** A chosen record shown as a field is, with a way to change it. */
export const chosen = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
});

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

export const nowrap = style({ whiteSpace: 'nowrap' });

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
