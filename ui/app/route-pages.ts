import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteRule } from '../../policies/routes';

export interface PageProps {
  readonly route: RouteRule;
  readonly params: Record<string, string>;
}

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// Each page is its own chunk, so signing in downloads only the sign-in page.
const built: Record<string, LazyPage> = {
  '/': lazy(() => import('../pages/dashboard/dashboard-page')),
  '/account/change-password': lazy(() => import('../pages/account/change-password-page')),
  '/admin/users': lazy(() => import('../pages/admin/users-page')),
  '/admin/roles': lazy(() => import('../pages/admin/roles-page')),
  '/admin/license': lazy(() => import('../pages/admin/license-page')),
};

const placeholder: LazyPage = lazy(() => import('../pages/placeholder-page'));

/**
 * The page for a route of the table. An area whose server side has not landed yet renders its
 * access-checked placeholder page, titled as the route.
 */
export function pageFor(route: RouteRule): LazyPage {
  return built[route.path] ?? placeholder;
}
