import { useSelector } from '@xstate/react';
import LogOut from 'lucide-react/icons/log-out';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { Link, useLocation } from 'wouter';
import { type MenuNode, visibleMenu } from '../../policies/menu';
import { CHANGE_PASSWORD_PATH } from '../../policies/routes';
import { tenantFooterText } from '../../policies/tenant';
import { useAccessContext, useActors, useSidebarCollapsed } from '../app/app-actor';
import { Tooltip } from '../components/tooltip';
import { visuallyHidden } from '../components/visually-hidden.css';
import { menuIcon } from './menu-icons';
import * as styles from './shell.css';

function MenuLink({ node, collapsed }: { node: MenuNode & { path: string }; collapsed: boolean }) {
  const [location] = useLocation();
  const current = location === node.path;
  const Icon = menuIcon(node.path);
  return (
    <Tooltip label={node.label} disabled={!collapsed}>
      <Link
        href={node.path}
        className={styles.link}
        aria-current={current ? 'page' : undefined}
        aria-label={collapsed ? node.label : undefined}
      >
        <Icon className={styles.linkIcon} size={18} strokeWidth={1.75} aria-hidden="true" />
        {!collapsed && <span className={styles.linkText}>{node.label}</span>}
      </Link>
    </Tooltip>
  );
}

function MenuList({ nodes, collapsed }: { nodes: readonly MenuNode[]; collapsed: boolean }) {
  return (
    <ul className={styles.group}>
      {nodes.map((node) => (
        <li key={node.label}>
          {node.path !== undefined ? (
            <MenuLink node={{ ...node, path: node.path }} collapsed={collapsed} />
          ) : (
            <MenuGroup node={node} collapsed={collapsed} />
          )}
          {node.path !== undefined && node.children && node.children.length > 0 && (
            <div className={styles.nested}>
              <MenuList nodes={node.children} collapsed={collapsed} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuGroup({ node, collapsed }: { node: MenuNode; collapsed: boolean }) {
  const id = `menu-${node.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      {/* Collapsed, a rule parts the groups; the heading is still read out. */}
      <h2 id={id} className={collapsed ? visuallyHidden : styles.groupLabel}>
        {node.label}
      </h2>
      {collapsed && <div className={styles.groupRule} aria-hidden="true" />}
      <MenuList nodes={node.children ?? []} collapsed={collapsed} />
    </section>
  );
}

/**
 * The left sidebar (SPEC.md section 2): collapsible and remembered, the menu filtered by role,
 * feature and permission, a change-password link, 'Sign Out' and the tenant footer.
 */
export function Sidebar() {
  const { sidebar, session } = useActors();
  const collapsed = useSidebarCollapsed();
  const access = useAccessContext();
  const tenantId = useSelector(session, (snapshot) => snapshot.context.tenantId);
  const menu = visibleMenu(access);
  return (
    <aside className={styles.sidebar} data-collapsed={collapsed} aria-label="Sidebar">
      <div className={styles.sidebarTop}>
        {/* The name starts with what shows, the mark's letters included, so that a user who
            speaks the visible text reaches the link (WCAG 2.5.3, label in name). The space
            keeps the mark and the words two words for tools that read the text, not the
            layout. */}
        <Link href="/" className={styles.brand} aria-label="KB Kobo Back Office, dashboard">
          <span className={styles.brandMark}>KB</span> {!collapsed && <span>Kobo Back Office</span>}
        </Link>
        <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            onClick={() => sidebar.send({ type: 'sidebar.toggle' })}
          >
            {collapsed ? (
              <PanelLeftOpen size={18} strokeWidth={1.75} aria-hidden="true" />
            ) : (
              <PanelLeftClose size={18} strokeWidth={1.75} aria-hidden="true" />
            )}
          </button>
        </Tooltip>
      </div>
      <nav className={styles.nav} aria-label="Main menu">
        <MenuList nodes={menu} collapsed={collapsed} />
      </nav>
      <div className={styles.footer}>
        <MenuLink
          node={{ label: 'Change password', path: CHANGE_PASSWORD_PATH }}
          collapsed={collapsed}
        />
        <Tooltip label="Sign Out" disabled={!collapsed}>
          <button
            type="button"
            className={styles.footerButton}
            aria-label={collapsed ? 'Sign Out' : undefined}
            onClick={() => session.send({ type: 'session.logout' })}
          >
            <LogOut className={styles.linkIcon} size={18} strokeWidth={1.75} aria-hidden="true" />
            {!collapsed && <span className={styles.linkText}>Sign Out</span>}
          </button>
        </Tooltip>
        <div className={styles.tenant} title={tenantFooterText(tenantId)}>
          {collapsed ? (
            // Narrow: the id alone shows; the whole footer text is still read out.
            <>
              <span className={visuallyHidden}>Tenant: </span>
              {tenantId ?? 'N/A'}
            </>
          ) : (
            tenantFooterText(tenantId)
          )}
        </div>
      </div>
    </aside>
  );
}
