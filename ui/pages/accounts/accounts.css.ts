import { style } from '@vanilla-extract/css';
import { amount } from '../../components/record.css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

export {
  actions,
  amount,
  amountInput,
  cardHead,
  cardTitle,
  figureLabel as balanceLabel,
  figureNote as balanceNote,
  footer,
  form,
  identity,
  identityNumber,
  mono,
  muted,
  nowrap,
  recordLink as accountLink,
  separator,
} from '../../components/record.css';

export const negative = style({ color: vars.color.danger });

export const balances = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  margin: 0,
});

export const balance = style({
  display: 'grid',
  // Figures sit under their labels at one height, whether or not a note follows.
  alignContent: 'start',
  gap: space(1),
  padding: `${space(4)} ${space(5)}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.raised,
  selectors: { '&[data-emphasis="true"]': { borderColor: vars.color.accent } },
});

export const balanceValue = style([
  amount,
  { margin: 0, textAlign: 'left', fontSize: '22px', fontWeight: 700, letterSpacing: '-0.01em' },
]);

export const columns = style({
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
  alignItems: 'start',
});

export const stack = style({ display: 'grid', gap: space(3) });

export const formRow = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  alignItems: 'start',
});

/** The confirm step of a transfer: what will happen, read before it does. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space(5),
  rowGap: space(2.5),
  margin: 0,
  padding: space(4),
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const summaryLabel = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, fontWeight: 600 });

export const summaryAmount = style([amount, { textAlign: 'left', fontSize: '18px' }]);

/** The customers found while opening an account, one radio each. */
export const pickList = style({
  display: 'grid',
  gap: space(1),
  margin: 0,
  padding: space(1),
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  maxHeight: '220px',
  overflowY: 'auto',
  listStyle: 'none',
});

export const pickItem = style({
  display: 'flex',
  gap: space(2.5),
  alignItems: 'center',
  padding: `${space(2)} ${space(2.5)}`,
  borderRadius: radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:has(input:checked)': { background: vars.color.accentSoft },
  },
});

export const pickText = style({ display: 'grid', lineHeight: 1.35 });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(2) });

export const legend = style({
  fontWeight: 600,
  fontSize: '13px',
  padding: 0,
  marginBottom: space(1.5),
});

export const inlineForm = style({ display: 'flex', gap: space(2), alignItems: 'flex-end' });

export const grow = style({ flex: 1 });
