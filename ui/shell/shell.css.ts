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
  flexShrink: 0,
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

// The menu scrolls inside the sidebar while the brand and the footer stay put: a long admin
// menu on a short screen must neither push 'Sign Out' away nor hide its last item. minHeight 0
// lets the flex item shrink below its content so that the overflow happens here.
// Positioned, so the collapsed menu's visually hidden group headings are laid out inside its
// scroll area and not below the sidebar's end, where they would make the whole sidebar scroll.
export const nav = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${space(3)} ${space(2)} ${space(4)}`,
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.sidebarHover} transparent`,
});

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
  minHeight: '36px',
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

export const linkIcon = style({
  flexShrink: 0,
  color: vars.color.sidebarMuted,
  selectors: {
    [`${link}:hover &, ${link}[aria-current="page"] &`]: { color: vars.color.sidebarText },
  },
});

export const linkText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const groupRule = style({
  margin: `${space(2.5)} ${space(2)}`,
  border: 'none',
  borderTop: '1px solid rgba(255,255,255,0.1)',
});

export const nested = style({
  paddingLeft: space(4),
  selectors: { [`${sidebar}[data-collapsed="true"] &`]: { paddingLeft: 0 } },
});

export const footer = style({
  flexShrink: 0,
  display: 'grid',
  gap: space(1),
  padding: space(3),
  selectors: { [`${sidebar}[data-collapsed="true"] &`]: { padding: `${space(3)} ${space(2)}` } },
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
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: {
      padding: `${space(1)} 0`,
      textAlign: 'center',
      fontSize: '11px',
    },
  },
});

// One row on a desktop: the workspace (tenant, branch, role) at the start, the dates, the
// license and the theme at the end. Narrower, the end wraps under the start as one group, and
// the tenant's name is the one badge that shortens (its full text stays in its title).
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: space(3),
  rowGap: space(1.5),
  minHeight: '56px',
  padding: `${space(1.5)} ${space(4)}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

export const headerGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(1),
  minWidth: 0,
});

// The workspace asks for less than its full width before the row wraps, so a long bank name
// shortens first and the dates wrap only when even a short one leaves them no room.
export const workspaceGroup = style([headerGroup, { flex: '1 1 420px' }]);

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  marginLeft: 'auto',
});

// A grid, so the badge inside may shrink below its text and end it with an ellipsis.
export const tenantBadge = style({
  display: 'grid',
  flexShrink: 1,
  minWidth: '96px',
});

export const themeToggle = style({ width: '32px', height: '32px', padding: 0 });

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
