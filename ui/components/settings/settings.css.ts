import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const form = style({ display: 'grid', gap: space(4), maxWidth: '720px' });

export const fields = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', gap: space(2), alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

// Codes and the latency in a fixed-width face, as on the banks page.
export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });
