import { style } from '@vanilla-extract/css';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '../../policies/constants';
import { vars } from '../theme/theme.css';
import { space } from '../theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  minHeight: '100vh',
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const content = style({ padding: `${space(6)} ${space(8)}`, flex: 1 });

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
  width: space(SIDEBAR_WIDTH_EXPANDED),
  transition: 'width 160ms ease',
  overflow: 'hidden',
  selectors: { '&[data-collapsed="true"]': { width: space(SIDEBAR_WIDTH_COLLAPSED) } },
});

export const sidebarTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
  height: '56px',
  padding: `0 ${space(3)}`,
  borderBottom: '1px solid rgba(255,255,255,0.08)',
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: {
      flexDirection: 'column',
      height: 'auto',
      padding: `${space(3)} 0`,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(2.5),
  fontWeight: 700,
  fontSize: '15px',
  whiteSpace: 'nowrap',
  color: 'inherit',
  textDecoration: 'none',
});

export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: '8px',
  background: vars.color.sidebarActive,
  fontWeight: 800,
  fontSize: '13px',
});

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: '6px',
  background: 'transparent',
  color: vars.color.sidebarMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sidebarHover, color: vars.color.sidebarText } },
});

export const nav = style({ flex: 1, overflowY: 'auto', padding: `${space(3)} ${space(2)}` });

export const group = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: '2px',
});

export const groupLabel = style({
  margin: `${space(4)} ${space(2.5)} ${space(1.5)}`,
  fontSize: '11px',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.sidebarMuted,
  whiteSpace: 'nowrap',
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: {
      textAlign: 'center',
      margin: `${space(3)} 0 ${space(1)}`,
      fontSize: '9px',
      letterSpacing: 0,
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(2.5),
  minHeight: '34px',
  padding: `0 ${space(2.5)}`,
  borderRadius: '6px',
  color: vars.color.sidebarText,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: '13.5px',
  selectors: {
    '&:hover': { background: vars.color.sidebarHover },
    '&[aria-current="page"]': { background: vars.color.sidebarActive, fontWeight: 600 },
    [`${sidebar}[data-collapsed="true"] &`]: { justifyContent: 'center', padding: 0 },
  },
});

export const linkBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '26px',
  height: '22px',
  flexShrink: 0,
  borderRadius: '5px',
  background: 'rgba(255,255,255,0.08)',
  fontSize: '11px',
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const nested = style({
  paddingLeft: space(4),
  selectors: { [`${sidebar}[data-collapsed="true"] &`]: { paddingLeft: 0 } },
});

export const footer = style({
  display: 'grid',
  gap: space(1),
  padding: space(3),
  borderTop: '1px solid rgba(255,255,255,0.08)',
  fontSize: '12.5px',
});

export const footerButton = style([
  link,
  { border: 'none', background: 'transparent', width: '100%', cursor: 'pointer', font: 'inherit' },
]);

export const tenant = style({
  color: vars.color.sidebarMuted,
  padding: `${space(1)} ${space(2.5)}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: space(4),
  padding: `${space(2.5)} ${space(8)}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space(1.5) });

export const controls = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: space(3),
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(3),
  padding: `${space(2.5)} ${space(8)}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderBottom: `1px solid ${vars.color.danger}`,
  fontWeight: 500,
});

export const heldLayout = style({ maxWidth: '720px', margin: '0 auto', minHeight: '100vh' });

export const holdBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${space(4)} ${space(8)}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
