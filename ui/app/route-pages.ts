import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteId, RouteRule } from '../../policies/routes';
import { cashAtTheCounter } from '../pages/tills/account-links';
import type { PageProps } from './page-props';
import type { RecordLinkSources } from './record-links';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// Keyed by route id, so a misspelt key is a type error rather than a route that silently shows
// the placeholder. Each page is its own chunk, so signing in downloads only the sign-in page.
const built: Partial<Record<RouteId, LazyPage>> = {
  dashboard: lazy(() => import('../pages/dashboard/dashboard-page')),
  eod: lazy(() => import('../pages/eod/eod-page')),
  'change-password': lazy(() => import('../pages/account/change-password-page')),
  customers: lazy(() => import('../pages/customers/customers-page')),
  'customer-create': lazy(() => import('../pages/customers/create-customer-page')),
  customer: lazy(() => import('../pages/customers/customer-page')),
  accounts: lazy(() => import('../pages/accounts/accounts-page')),
  account: lazy(() => import('../pages/accounts/account-page')),
  'deposit-products': lazy(() => import('../pages/products/deposit-products-page')),
  users: lazy(() => import('../pages/admin/users-page')),
  roles: lazy(() => import('../pages/admin/roles-page')),
  license: lazy(() => import('../pages/admin/license-page')),
  coa: lazy(() => import('../pages/gl/coa-page')),
  'gl-map': lazy(() => import('../pages/gl/gl-map-page')),
  journals: lazy(() => import('../pages/gl/journals-page')),
  ledger: lazy(() => import('../pages/gl/ledger-page')),
  'trial-balance': lazy(() => import('../pages/gl/trial-balance-page')),
  reports: lazy(() => import('../pages/reports/reports-page')),
  report: lazy(() => import('../pages/reports/report-page')),
  banks: lazy(() => import('../pages/banks/banks-page')),
  'approval-flows': lazy(() => import('../pages/approvals/approval-flows-page')),
  'nip-approvals': lazy(() => import('../pages/approvals/approval-inbox-page')),
  approvals: lazy(() => import('../pages/approvals/approval-inbox-page')),
  'integrations-payments': lazy(() => import('../pages/integrations/payment-integration-page')),
  'integrations-identity': lazy(() => import('../pages/integrations/identity-services-page')),
  'nip-transfer': lazy(() => import('../pages/nip/nip-transfer-page')),
  'nip-recon': lazy(() => import('../pages/nip-recon/nip-recon-page')),
  loans: lazy(() => import('../pages/loans/loans-page')),
  loan: lazy(() => import('../pages/loans/loan-page')),
  'loan-products': lazy(() => import('../pages/loans/loan-products-page')),
  'credit-apps': lazy(() => import('../pages/credit/credit-apps-page')),
  'credit-app': lazy(() => import('../pages/credit/credit-app-page')),
  'credit-scoring': lazy(() => import('../pages/credit/credit-scoring-page')),
  expenses: lazy(() => import('../pages/expenses/expenses-page')),
  expense: lazy(() => import('../pages/expenses/expense-page')),
  tills: lazy(() => import('../pages/tills/tills-page')),
  'till-sessions': lazy(() => import('../pages/tills/till-sessions-page')),
  'till-session': lazy(() => import('../pages/tills/till-session-page')),
  budgets: lazy(() => import('../pages/budgets/budgets-page')),
  'capital-assets': lazy(() => import('../pages/assets/capital-assets-page')),
  'capital-asset': lazy(() => import('../pages/assets/asset-page')),
  'term-deposits': lazy(() => import('../pages/term-deposits/term-deposits-page')),
  'term-deposit': lazy(() => import('../pages/term-deposits/term-deposit-page')),
  'form-config': lazy(() => import('../pages/form-config/form-config-page')),
  'integrations-email': lazy(() => import('../pages/messaging/email-settings-page')),
  'integrations-sms': lazy(() => import('../pages/messaging/sms-settings-page')),
  'integrations-templates': lazy(() => import('../pages/messaging/templates-page')),
  'integrations-outbox': lazy(() => import('../pages/messaging/outbox-page')),
  branches: lazy(() => import('../pages/branches/branches-page')),
  'audit-log': lazy(() => import('../pages/audit/audit-log-page')),
  statecharts: lazy(() => import('../pages/statecharts/statecharts-page')),
  statechart: lazy(() => import('../pages/statecharts/statechart-page')),
  'statechart-record': lazy(() => import('../pages/statecharts/record-chart-page')),
};

/** What each area offers on another area's records (ui/app/record-links.ts). */
export const RECORD_LINKS: RecordLinkSources = {
  account: [cashAtTheCounter],
};

const placeholder: LazyPage = lazy(() => import('../pages/placeholder-page'));

/**
 * The page for a route of the table. An area whose server side has not landed yet renders its
 * access-checked placeholder page, titled as the route.
 */
export function pageFor(route: RouteRule): LazyPage {
  return built[route.id] ?? placeholder;
}
