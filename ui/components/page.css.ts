import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { radius, space } from '../theme/tokens';

export const page = style({ display: 'grid', gap: space(5), maxWidth: '1280px' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space(4),
  flexWrap: 'wrap',
});

export const title = style({ fontSize: '22px', fontWeight: 700, letterSpacing: '-0.01em' });

export const description = style({ color: vars.color.textMuted, marginTop: space(1) });

export const actions = style({ display: 'flex', gap: space(2), alignItems: 'center' });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  boxShadow: vars.shadow.raised,
  padding: space(5),
});

export const cardTitle = style({ fontSize: '15px', fontWeight: 700, marginBottom: space(3) });

export const grid = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space(4),
  rowGap: space(2),
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 500, wordBreak: 'break-word' });
