import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { radius, space } from '../../theme/tokens';

/** The filter bar over a list: fields side by side, wrapping on narrow screens. */
export const filters = style({
  display: 'flex',
  gap: space(3),
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

/** A free-text search box takes the room the selects leave. */
export const searchField = style({ minWidth: '240px', flex: '1 1 240px', maxWidth: '360px' });

/** What scopes the list from outside its filters (the header's branch), read in the filter bar. */
export const scope = style({ display: 'grid', gap: space(1.5), minWidth: 0 });

export const scopeLabel = style({ fontWeight: 600, fontSize: '13px', color: vars.color.text });

/** As tall as the fields beside it, dashed: a value shown here, changed elsewhere. */
export const scopeValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  height: '38px',
  padding: `0 ${space(3)}`,
  borderRadius: radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: '14px',
  whiteSpace: 'nowrap',
});

export const scopeHint = style({ color: vars.color.textMuted, fontSize: '12px' });

export const frame = style({});

// While a new page or search loads, the rows shown are the last answer's: dimmed, not blanked.
globalStyle(`${frame}[aria-busy="true"] tbody`, {
  opacity: 0.55,
  transition: 'opacity 120ms ease-in',
});

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(1),
  cursor: 'pointer',
  borderRadius: radius.small,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const sortIcon = style({ flex: 'none', opacity: 0.45 });

export const sortIconActive = style({ flex: 'none', color: vars.color.accent });

export const stateCell = style({
  padding: `${space(10)} ${space(4)}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: '12.5px' });

export const footer = style({ display: 'grid', gap: space(1.5) });
