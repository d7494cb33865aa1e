import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const rows = style({ display: 'grid', gap: space(3) });

// The card takes a third of the page's width: the number over its state, so that a long state
// ("Mismatch: name and phone differ") never runs past the card's edge.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space(2),
  paddingBottom: space(3),
  borderBottom: `1px solid ${vars.color.border}`,
});

export const kind = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'baseline',
  flexWrap: 'wrap',
});

export const kindName = style({ fontWeight: 700 });

export const detail = style({ display: 'grid', gap: space(1), minWidth: 0 });

export const headline = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });

export const actions = style({ display: 'flex', gap: space(2), alignItems: 'center' });

export const history = style({ margin: 0, paddingLeft: space(4), display: 'grid', gap: space(1) });
