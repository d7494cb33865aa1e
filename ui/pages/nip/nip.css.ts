import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, radius, space } from '../../theme/tokens';

/** The form beside its summary; one column on a narrow window. */
export const layout = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stack = style({ display: 'grid', gap: space(3.5) });

export const row = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
});

export const inline = style({ display: 'flex', gap: space(2), alignItems: 'flex-end' });

export const grow = style({ flex: 1, minWidth: 0 });

export const sectionTitle = style({
  fontSize: '12px',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  margin: 0,
});

export const mono = style({
  fontFamily: font.mono,
  fontSize: '12.5px',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const amountInput = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const beneficiary = style({
  display: 'grid',
  gap: space(2),
  padding: `${space(3)} ${space(3)}`,
  border: `1px solid ${vars.color.success}`,
  borderRadius: radius.medium,
  background: vars.color.successSoft,
});

export const beneficiaryName = style({
  fontSize: '16px',
  fontWeight: 700,
  letterSpacing: '0.01em',
});

export const check = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'center',
  fontWeight: 600,
});

export const fieldError = style({ color: vars.color.danger, fontSize: '12.5px' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space(4),
  rowGap: space(1.5),
  margin: 0,
  fontSize: '13.5px',
});

export const summaryLabel = style({ color: vars.color.textMuted });

export const summaryValue = style([amount, { margin: 0, fontWeight: 600 }]);

export const summaryTotal = style([
  summaryValue,
  { fontSize: '17px', borderTop: `1px solid ${vars.color.border}`, paddingTop: space(1.5) },
]);

export const summaryTotalLabel = style([
  summaryLabel,
  { borderTop: `1px solid ${vars.color.border}`, paddingTop: space(1.5), fontWeight: 600 },
]);

export const footer = style({
  display: 'flex',
  gap: space(2),
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

export const progress = style({ display: 'flex', gap: space(2), alignItems: 'center' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '14px',
  height: '14px',
  borderRadius: radius.round,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animationName: spin,
  animationDuration: '0.8s',
  animationIterationCount: 'infinite',
  animationTimingFunction: 'linear',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const section = style({ display: 'grid', gap: space(3), marginTop: space(6) });

export const rowButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const history = style({ marginTop: space(3) });

export const link = style({ color: vars.color.accent, fontWeight: 600 });

export const fieldset = style([stack, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

export const summaryText = style({ margin: 0, fontWeight: 600, textAlign: 'left' });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
});
