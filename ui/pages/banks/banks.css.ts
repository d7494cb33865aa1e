import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font } from '../../theme/tokens';

export const name = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

// Codes in a fixed-width face so that the digits line up down the column.
export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });
