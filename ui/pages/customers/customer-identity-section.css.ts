import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const rows = style({ display: 'grid', gap: space(3) });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 160px) 1fr',
  gap: space(3),
  alignItems: 'start',
  paddingBottom: space(3),
  borderBottom: `1px solid ${vars.color.border}`,
});

export const kind = style({ display: 'grid', gap: space(1) });

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
