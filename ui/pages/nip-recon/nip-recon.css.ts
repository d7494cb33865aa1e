import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font } from '../../theme/tokens';

export const stack = style({ display: 'grid', gap: '16px' });

export const newRun = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px',
});

export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

// Session IDs and amounts in a fixed-width face so the digits line up down the column.
export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });

export const amount = style({ fontFamily: font.mono, fontSize: '12.5px', textAlign: 'right' });

export const selectedRow = style({ background: vars.color.accentSoft });

export const rowButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: '12px',
});

export const figure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '10px 12px',
  background: vars.color.surfaceMuted,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: '12px' });

export const figureValue = style({ fontFamily: font.mono, fontSize: '16px', fontWeight: 600 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px',
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  fontSize: '13px',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '6px' });

// A 30-digit session ID breaks where it must, so the row's actions stay on screen at 1440 px.
export const session = style({ wordBreak: 'break-all', minWidth: '120px', maxWidth: '180px' });

export const explanation = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  padding: '12px 14px',
  display: 'grid',
  gap: '8px',
});

export const explanationTitle = style({ margin: 0, fontSize: '14px', fontWeight: 600 });

export const explanationTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: '760px',
});

export const explanationLabel = style({
  textAlign: 'left',
  fontWeight: 400,
  padding: '4px 12px 4px 0',
});

export const explanationTotal = style({
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: 600,
});
