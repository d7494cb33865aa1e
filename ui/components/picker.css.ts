import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

/**
 * The look of a search that ends in a pick: a record found by its number or a name, then shown
 * as a field is, with a way to change it.
 */

/** The search, its matches and any message under it, one under the other. */
export const search = style({ display: 'grid', gap: space(3.5) });

/** The search box with its Find button on the box's line. */
export const searchLine = style({ display: 'flex', gap: space(2), alignItems: 'flex-end' });

export const searchBox = style({ flex: 1, minWidth: 0 });

export const searchError = style({ color: vars.color.danger, fontSize: '12.5px' });

/** The record picked, shown as a field is (an account, a loan at the counter). */
export const picked = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(3),
  alignItems: 'center',
  padding: `${space(2.5)} ${space(3)}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
});

/** The matches as one framed list, a row each (accounts, loans). */
export const pickList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  overflow: 'hidden',
});

export const pickItem = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  gap: space(3),
  padding: `${space(2)} ${space(3)}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const pickText = style({ display: 'grid', lineHeight: 1.35 });

/** The matches as separate buttons, one pressed when chosen (a credit application's customer). */
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
