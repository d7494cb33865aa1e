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
  '/customers': lazy(() => import('../pages/customers/customers-page')),
  '/customer/create': lazy(() => import('../pages/customers/create-customer-page')),
  '/accounts': lazy(() => import('../pages/accounts/accounts-page')),
  '/account/:id': lazy(() => import('../pages/accounts/account-page')),
  '/admin/deposit-products': lazy(() => import('../pages/products/deposit-products-page')),
  '/admin/users': lazy(() => import('../pages/admin/users-page')),
  '/admin/roles': lazy(() => import('../pages/admin/roles-page')),
  '/admin/license': lazy(() => import('../pages/admin/license-page')),
  '/admin/coa': lazy(() => import('../pages/gl/coa-page')),
  '/admin/gl-map': lazy(() => import('../pages/gl/gl-map-page')),
  '/admin/journals': lazy(() => import('../pages/gl/journals-page')),
  '/admin/ledger': lazy(() => import('../pages/gl/ledger-page')),
  '/admin/trial-balance': lazy(() => import('../pages/gl/trial-balance-page')),
};

const placeholder: LazyPage = lazy(() => import('../pages/placeholder-page'));

/**
 * The page for a route of the table. An area whose server side has not landed yet renders its
 * access-checked placeholder page, titled as the route.
 */
export function pageFor(route: RouteRule): LazyPage {
  return built[route.path] ?? placeholder;
}
