import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const form = style({ display: 'grid', gap: space(3.5) });

export const actions = style({ display: 'flex', gap: space(2), flexWrap: 'wrap' });

export const code = style({ fontFamily: font.mono, fontSize: '12px', color: vars.color.textMuted });

export const count = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
