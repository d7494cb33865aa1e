import { globalStyle, style } from '@vanilla-extract/css';
import { amount } from '../../components/record.css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export {
  amount,
  figureLabel,
  form,
  mono as code,
  muted,
  nowrap,
} from '../../components/record.css';

export const filters = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const narrowField = style({ width: '170px' });

export const actions = style({ display: 'flex', gap: space(1.5), flexWrap: 'nowrap' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(2),
  marginTop: space(2),
});

export const checkbox = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'center',
  fontSize: '13px',
});

/** A tree row: the indent grows with depth, headers read as group titles. */
export const treeName = style({ display: 'flex', alignItems: 'center', gap: space(2) });

export const headerRow = style({
  background: vars.color.surfaceMuted,
  fontWeight: 600,
});

export const treeMarker = style({ color: vars.color.textMuted, width: '1em', flexShrink: 0 });

export const abnormal = style({ color: vars.color.warning, fontWeight: 600 });

export const totalsRow = style({
  fontWeight: 700,
  background: vars.color.surfaceMuted,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  fontSize: 'inherit',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

/** The compact inputs of the journal's line grid. */
export const cellInput = style({
  width: '100%',
  minWidth: 0,
  height: '34px',
  padding: `0 ${space(2)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outlineOffset: 0 },
  },
});

export const amountInput = style([cellInput, amount]);

export const lineCell = style({
  padding: `${space(1.5)} ${space(2)}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const lineNumber = style([
  lineCell,
  { color: vars.color.textMuted, width: '2.5em', paddingTop: space(3), textAlign: 'right' },
]);

export const cellError = style({
  display: 'block',
  marginTop: space(1),
  fontSize: '12px',
  color: vars.color.danger,
  fontWeight: 500,
});

export const journalHead = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'minmax(240px, 2fr) minmax(160px, 1fr) 180px',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

/** The live figures under the lines: debits, credits and the difference. */
export const summary = style({
  display: 'flex',
  gap: space(6),
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  padding: `${space(3)} ${space(4)}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const figure = style({ display: 'grid', gap: space(0.5), textAlign: 'right' });

export const figureValue = style([
  amount,
  {
    fontSize: '17px',
    fontWeight: 700,
    selectors: {
      '&[data-state="unbalanced"]': { color: vars.color.danger },
      '&[data-state="balanced"]': { color: vars.color.success },
    },
  },
]);

export const journalFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
  flexWrap: 'wrap',
});

export const problems = style({ margin: 0, paddingLeft: space(5), display: 'grid', gap: space(1) });

export const detailLines = style({ marginTop: space(2) });

export const section = style({ display: 'grid', gap: space(3) });

export const sectionTitle = style({ fontSize: '15px', fontWeight: 700 });

export const accountCell = style({ minWidth: '260px' });

export const amountCell = style({ width: '150px' });

export const removeCell = style({ width: '1%' });

export const totalsLabel = style({ textAlign: 'left' });

/**
 * "Reversal of JE-…" and "Reversed by JE-…": a small mark under a posting, so a reversal does not
 * read as one more ordinary posting.
 */
export const reversalMark = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: space(1),
  marginTop: space(0.5),
  padding: `0 ${space(1.5)}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '12px',
  whiteSpace: 'nowrap',
});

export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: space(1) });

// The row a mark's link jumps to keeps a visible outline while it holds the focus.
globalStyle('tr[data-entry-id]:focus', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
});
