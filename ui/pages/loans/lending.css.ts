import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { footer } from '../../components/record.css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export {
  actions,
  amount,
  amountInput,
  cardHead,
  cardTitle,
  figureLabel,
  figureNote,
  footer,
  form,
  identity,
  identityNumber,
  mono,
  muted,
  nowrap,
  recordLink,
  separator,
} from '../../components/record.css';

/** The principal under a list's outstanding figure. */
export const listNote = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '12px',
  whiteSpace: 'nowrap',
});

/** The days past due under a list's arrears figure. */
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

/** The grade's colours follow what the score suggests: approve, refer or decline. */
export const gradeTone = styleVariants({
  good: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
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

export const provisionSubtitle = style({
  fontSize: '13px',
  fontWeight: 700,
  marginTop: space(2),
});
