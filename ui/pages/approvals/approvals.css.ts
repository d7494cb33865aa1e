import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, radius, space } from '../../theme/tokens';

export const form = style({ display: 'grid', gap: space(3.5) });

export const row = style({
  display: 'flex',
  gap: space(3),
  flexWrap: 'wrap',
  alignItems: 'flex-end',
});

export const grow = style({ flex: '1 1 200px' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: space(2) });

export const actions = style({ display: 'flex', gap: space(1.5), flexWrap: 'wrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const amount = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });

/** A band of a flow in the editor: a framed group, so its levels read as belonging to it. */
export const band = style({
  display: 'grid',
  gap: space(3),
  padding: space(3),
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceMuted,
});

export const bandHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontWeight: 600,
  color: vars.color.text,
});

export const level = style({
  display: 'grid',
  gap: space(2),
  padding: space(2.5),
  border: `1px dashed ${vars.color.border}`,
  borderRadius: radius.small,
  background: vars.color.surface,
});

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(1)} ${space(3)}`,
  margin: 0,
  padding: 0,
  border: 'none',
  fontSize: '13px',
  color: vars.color.text,
});

export const legend = style({
  fontSize: '12.5px',
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: 0,
});

export const choice = style({ display: 'inline-flex', gap: space(1), alignItems: 'center' });

export const error = style({ color: vars.color.danger, fontSize: '12.5px' });

export const list = style({ margin: 0, paddingLeft: space(4), display: 'grid', gap: space(1) });

/** The request's facts: label on the left, value on the right. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space(1.5)} ${space(4)}`,
  margin: 0,
  fontSize: '13.5px',
  color: vars.color.text,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const sectionTitle = style({
  fontSize: '14px',
  fontWeight: 600,
  margin: 0,
  color: vars.color.text,
});

export const clickable = style({ cursor: 'pointer' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A request's type over the area's one-line summary of it. */
export const typeLabel = style({ display: 'block', fontWeight: 600 });
