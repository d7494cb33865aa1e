import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  alignItems: 'start',
});

export const stack = style({ display: 'grid', gap: space(3) });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space(4), margin: 0 });
