import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

// Label, control, then hint and error, packed at the top, and the field itself at the top of its
// row, in a grid and in a flex row that aligns its items to the end alike: a hint or an error
// only adds room below the controls of the row, never moves one of them up or down.
export const field = style({
  display: 'grid',
  alignContent: 'start',
  alignSelf: 'start',
  gap: space(1.5),
  minWidth: 0,
});

export const label = style({ fontWeight: 600, fontSize: '13px', color: vars.color.text });

/** Fields side by side: as many columns as fit, each field packed at the top of its row. */
export const row = style({
  display: 'grid',
  gap: `${space(4)} ${space(4)}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  alignItems: 'start',
});

// Inputs and native selects share one look: the same height, border, radius, background and
// focus in both themes. A select draws its own chevron in place of the browser's control, in a
// grey that reads on the light and the dark surface alike.
export const input = style({
  width: '100%',
  minWidth: 0,
  height: '38px',
  padding: `0 ${space(3)}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: '14px',
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.85 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focus} 25%, transparent)`,
    },
    '&:disabled': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': {
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger} 25%, transparent)`,
    },
    'select&': {
      appearance: 'none',
      paddingRight: space(9),
      cursor: 'pointer',
      backgroundImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23808b99' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      backgroundRepeat: 'no-repeat',
      backgroundPosition: `right ${space(3)} center`,
      backgroundSize: '16px 16px',
    },
  },
});

export const textarea = style([
  input,
  {
    height: 'auto',
    minHeight: '72px',
    padding: `${space(2)} ${space(3)}`,
    resize: 'vertical',
    lineHeight: 1.5,
  },
]);

export const hint = style({ fontSize: '12.5px', lineHeight: 1.4, color: vars.color.textMuted });

export const error = style({
  fontSize: '12.5px',
  lineHeight: 1.4,
  color: vars.color.danger,
  fontWeight: 500,
});
