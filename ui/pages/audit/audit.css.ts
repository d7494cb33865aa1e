import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, space } from '../../theme/tokens';

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const recordId = style({
  fontFamily: font.mono,
  fontSize: '11.5px',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const summary = style({ maxWidth: '360px', overflowWrap: 'anywhere' });

export const changes = style({ width: '100%', borderCollapse: 'collapse', fontSize: '13px' });

export const changeCell = style({
  padding: `${space(1.5)} ${space(2)}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  width: '36%',
});

export const fieldCell = style([changeCell, { width: '28%', fontWeight: 600 }]);

export const changedRow = style({ background: vars.color.warningSoft });

export const hidden = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const exportBar = style({ display: 'flex', alignItems: 'center', gap: space(2) });
