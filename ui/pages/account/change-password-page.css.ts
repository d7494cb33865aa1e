import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { space } from '../../theme/tokens';

export const form = style({ display: 'grid', gap: space(4), maxWidth: '440px' });

export const rules = style({ color: vars.color.textMuted, fontSize: '13px' });
