import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { radius, space } from '../../../theme/tokens';

export const form = style({ display: 'grid', gap: space(3.5) });

// All the roles at once, in as many columns as fit: the dialog's body scrolls, so the list
// needs no scroll of its own inside it.
export const roles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${space(1.5)} ${space(3)}`,
  margin: 0,
  padding: space(3),
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

export const rolesError = style({ gridColumn: '1 / -1' });

export const roleOption = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'center',
  fontSize: '13px',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(2),
  marginTop: space(2),
});

export const actions = style({ display: 'flex', gap: space(1.5), flexWrap: 'nowrap' });

export const filters = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const grantsHint = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '13px',
});

export const grantOption = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'flex-start',
  fontSize: '13px',
});

// Which chosen role offers the permission, under its label, so the grant's reason is in view.
export const grantSource = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '12px',
});
