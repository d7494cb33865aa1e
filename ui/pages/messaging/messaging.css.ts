import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { font, radius, space } from '../../theme/tokens';

/** A check box with its words on one line. */
export const checkbox = style({
  display: 'flex',
  gap: space(2),
  alignItems: 'center',
  fontSize: '13px',
});

/** The webhook's extra headers: name, value and a remove button per row. */
export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 1fr) minmax(200px, 2fr) auto',
  gap: space(3),
  alignItems: 'end',
});

export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space(3),
  minWidth: 0,
});

export const legend = style({
  fontWeight: 600,
  fontSize: '13px',
  color: vars.color.text,
  padding: 0,
  marginBottom: space(1),
});

export const mono = style({ fontFamily: font.mono, fontSize: '12.5px' });

/** Placeholders as chips that insert themselves at the cursor. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(1.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  fontFamily: font.mono,
  fontSize: '12px',
  padding: `2px ${space(2)}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** The templates page: the kinds on the left, the chosen one's editor and preview on the right. */
export const templatesLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
  gap: space(4),
  alignItems: 'start',
});

export const kindList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(1),
});

export const kindButton = style({
  width: '100%',
  textAlign: 'left',
  display: 'grid',
  gap: '2px',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radius.medium,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontSize: '13.5px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const kindMeta = style({ color: vars.color.textMuted, fontSize: '12px', fontWeight: 400 });

export const editor = style({ display: 'grid', gap: space(4), minWidth: 0 });

export const preview = style({
  display: 'grid',
  gap: space(2),
  padding: space(3),
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const previewSubject = style({ fontWeight: 600, fontSize: '14px' });

export const previewBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '13.5px',
  margin: 0,
});

export const channels = style({ display: 'flex', gap: space(4), flexWrap: 'wrap' });

/** The outbox: a message's text cut to one line in its row. */
export const firstWords = style({
  maxWidth: '200px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const errorText = style({ color: vars.color.danger, fontSize: '12.5px', maxWidth: '240px' });

/** The outbox's status cell: the pill and attempts, the next attempt, the last error. */
export const delivery = style({ display: 'grid', gap: '2px', justifyItems: 'start' });

/** The date and the time on two lines rather than a wide column. */
export const when = style({ maxWidth: '110px' });

export const recipient = style({ maxWidth: '230px', overflowWrap: 'anywhere' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: '12.5px' });

export const attempts = style({ margin: 0, paddingLeft: space(4), display: 'grid', gap: space(1) });

export const dialogBody = style({ display: 'grid', gap: space(3) });
