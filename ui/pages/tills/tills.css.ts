import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

/** The count's rows: denomination, pieces, value, in a compact grid that lines the figures up. */
export const countTable = style({ width: '100%', borderCollapse: 'collapse' });

export const countCell = style({
  padding: `${space(1)} ${space(2)}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});

export const countHead = style([
  countCell,
  { textAlign: 'left', fontSize: '12px', fontWeight: 600, color: vars.color.textMuted },
]);

export const countValue = style([countCell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const piecesInput = style({
  width: '7em',
  textAlign: 'right',
  padding: `${space(1)} ${space(2)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const countTotal = style([
  countCell,
  {
    fontWeight: 700,
    textAlign: 'right',
    borderBottom: 'none',
    background: vars.color.surfaceMuted,
  },
]);

/** The till's cash against its hard limit; the soft limit is a tick on the track. */
export const gauge = style({ display: 'grid', gap: space(1), minWidth: '11rem' });

export const track = style({
  position: 'relative',
  height: '8px',
  borderRadius: radius.round,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = styleVariants({
  good: { background: vars.color.success },
  warning: { background: vars.color.warning },
  danger: { background: vars.color.danger },
  neutral: { background: vars.color.borderStrong },
});

export const fillBar = style({
  position: 'absolute',
  inset: '0 auto 0 0',
  borderRadius: radius.round,
});

export const softTick = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '2px',
  background: vars.color.text,
  opacity: 0.45,
});

export const gaugeWords = styleVariants({
  good: { color: vars.color.textMuted, fontSize: '12px' },
  warning: { color: vars.color.warning, fontSize: '12px', fontWeight: 600 },
  danger: { color: vars.color.danger, fontSize: '12px', fontWeight: 600 },
  neutral: { color: vars.color.textMuted, fontSize: '12px' },
});

export const queue = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
});

export const queueList = style({
  display: 'grid',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const queueItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(2),
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
});

export const queueText = style({ display: 'grid', gap: space(0.5), minWidth: 0 });

/** The session report alone goes to the printer: the console's frame and buttons stay off paper. */
export const report = style({});

// Only while a report is on the page, so printing any other page is left as it was. The report's
// own rules name the same body:has() so that they outweigh the rule that hides the rest.
const printing = `body:has(${report})`;
globalStyle(`${printing} *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printing} ${report}, ${printing} ${report} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`${printing} ${report}`, {
  '@media': { print: { position: 'absolute', left: 0, top: 0, width: '100%' } },
});
globalStyle(`${printing} ${report} button`, { '@media': { print: { display: 'none' } } });

/** Cells of buttons only (a table's actions) have nothing to say on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The report's own heading: the page header says it on screen, the paper needs it too. */
export const printOnly = style({
  display: 'none',
  '@media': { print: { display: 'block', fontSize: '15px', fontWeight: 700 } },
});

export const countFrame = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const countCaption = style({
  textAlign: 'left',
  fontWeight: 600,
  fontSize: '13px',
  paddingBottom: space(1),
});

export const countRowHead = style([countCell, { textAlign: 'left', fontWeight: 500 }]);

export const countTotalHead = style([countTotal, { textAlign: 'left' }]);

export const countHeadRight = style([countHead, { textAlign: 'right' }]);

export const problem = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: '12.5px',
  fontWeight: 600,
});

/** The report's date and its download, side by side and no wider than they need. */
export const positionBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) auto',
  justifyContent: 'start',
  gap: space(2),
  alignItems: 'end',
});

/** A dashboard card's way on, set apart from its figures. */
export const cardLink = style({ marginTop: '12px', marginBottom: 0 });
