import { APPROVAL_PERMISSIONS } from './approval-rules';
import type { Feature } from './features';
import { cleanPath, matchPathPattern } from './path-pattern';
import type { Permission } from './permissions';
import {
  ADMIN_ROLE_KEYS,
  AUDIT_ROLE_KEYS,
  MENU_ADMIN_ROLE_KEYS,
  NIP_APPROVAL_ROLE_KEYS,
  NIP_RECON_ROLE_KEYS,
  PRODUCT_ROLE_KEYS,
  type RoleKey,
  WORKBENCH_ROLE_KEYS,
} from './roles';

/**
 * The stable name of every route, the login route's included. Code that picks a route (the page
 * of each route, for one) names it by id, so a misspelt id is a type error where a misspelt path
 * would silently match nothing; a path may change, its id does not.
 */
export const ROUTE_IDS = [
  'login',
  'change-password',
  'dashboard',
  'approvals',
  'customers',
  'customer-create',
  'customer',
  'accounts',
  'account',
  'loans',
  'loan',
  'credit-apps',
  'credit-app',
  'capital-assets',
  'capital-asset',
  'budgets',
  'expenses',
  'expense',
  'term-deposits',
  'term-deposit',
  'tills',
  'till-sessions',
  'till-session',
  'nip-transfer',
  'nip-recon',
  'nip-approvals',
  'banks',
  'loan-products',
  'deposit-products',
  'credit-scoring',
  'reports',
  'report',
  'trial-balance',
  'users',
  'roles',
  'coa',
  'gl-map',
  'journals',
  'ledger',
  'approval-flows',
  'eod',
  'license',
  'form-config',
  'integrations',
  'integrations-payments',
  'integrations-identity',
  'integrations-email',
  'integrations-sms',
  'integrations-templates',
  'integrations-outbox',
  'branches',
  'audit-log',
  'statecharts',
  'statechart-record',
  'statechart',
] as const;

export type RouteId = (typeof ROUTE_IDS)[number];

/**
 * One row of the protected route table of SPEC.md section 2. `roles` is any-of and undefined
 * means any role; `feature` and `permission` undefined mean none. The route table governs page
 * access. Where the spec says the navigation menu reads differently, the menu's reading is
 * recorded in `menuPermission` and `menuRoles`; it governs visibility only (see menu.ts).
 */
export interface RouteRule {
  readonly id: RouteId;
  readonly path: string;
  readonly title: string;
  readonly feature?: Feature;
  readonly permission?: Permission;
  readonly roles?: readonly RoleKey[];
  readonly menuPermission?: Permission | readonly Permission[];
  readonly menuRoles?: readonly RoleKey[];
  readonly public?: true;
}

export interface RouteRedirect {
  readonly from: string;
  readonly to: string;
}

export type RouteMatch =
  | { readonly kind: 'route'; readonly route: RouteRule; readonly params: Record<string, string> }
  | { readonly kind: 'redirect'; readonly redirect: RouteRedirect };

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/account/change-password';
export const PUBLIC_ROUTES = [LOGIN_PATH] as const;

export const NOT_FOUND_TITLE = '404 – Page Not Found';
export const ACCESS_RESTRICTED_TITLE = 'Access restricted';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

/** The login screen; its content is not shown in the spec, so the title is ours. */
export const LOGIN_ROUTE: RouteRule = {
  id: 'login',
  path: LOGIN_PATH,
  title: 'Sign In',
  public: true,
};

// The integration pages inherit the integrations row: no feature, config.system.manage, admins.
const INTEGRATIONS = { permission: 'config.system.manage', roles: ADMIN_ROLE_KEYS } as const;

const OPERATIONS_ROUTES: readonly RouteRule[] = [
  { id: 'change-password', path: CHANGE_PASSWORD_PATH, title: 'Change Password' },
  { id: 'dashboard', path: '/', title: 'Dashboard' },
  // One inbox for every approval type (decision 044): any signed-in user opens it to follow and
  // withdraw their own requests; the menu lists it for whoever a flow's level may name.
  {
    id: 'approvals',
    path: '/approvals',
    title: 'Approvals',
    feature: 'OPERATIONS',
    menuPermission: APPROVAL_PERMISSIONS,
  },
  {
    id: 'customers',
    path: '/customers',
    title: 'Customers',
    feature: 'ACCOUNTS',
    permission: 'customer.view',
  },
  {
    id: 'customer-create',
    path: '/customer/create',
    title: 'Create Customer',
    feature: 'ACCOUNTS',
    permission: 'customer.create',
  },
  // Not in SPEC.md: a customer's own page, after /customer/create, which it would otherwise match.
  {
    id: 'customer',
    path: '/customer/:id',
    title: 'Customer',
    feature: 'ACCOUNTS',
    permission: 'customer.view',
  },
  {
    id: 'accounts',
    path: '/accounts',
    title: 'Accounts',
    feature: 'ACCOUNTS',
    permission: 'account.view',
  },
  {
    id: 'account',
    path: '/account/:id',
    title: 'Account',
    feature: 'ACCOUNTS',
    permission: 'account.view',
  },
  { id: 'loans', path: '/loans', title: 'Loans', feature: 'LOANS', permission: 'loan.view' },
  { id: 'loan', path: '/loan/:id', title: 'Loan', feature: 'LOANS', permission: 'loan.view' },
  {
    id: 'credit-apps',
    path: '/credit-apps',
    title: 'Credit Applications',
    feature: 'LOANS',
    permission: 'loan.view',
  },
  {
    id: 'credit-app',
    path: '/credit-app/:id',
    title: 'Credit Application',
    feature: 'LOANS',
    permission: 'loan.view',
  },
  {
    id: 'capital-assets',
    path: '/capital-assets',
    title: 'Capital & Assets',
    feature: 'FINANCE',
    permission: 'gl.view',
  },
  {
    id: 'capital-asset',
    path: '/capital-assets/:id',
    title: 'Fixed Asset',
    feature: 'FINANCE',
    permission: 'gl.view',
  },
  { id: 'budgets', path: '/budgets', title: 'Budgets', feature: 'FINANCE', permission: 'gl.view' },
  {
    id: 'expenses',
    path: '/expenses',
    title: 'Expenses',
    feature: 'FINANCE',
    permission: 'gl.journal.create',
  },
  // Not in SPEC's table: one expense, for whoever reads the ledger (the list's link and the inbox).
  {
    id: 'expense',
    path: '/expenses/:id',
    title: 'Expense',
    feature: 'FINANCE',
    permission: 'gl.view',
  },
  // The route table asks no permission here; the menu shows the item only with this one.
  {
    id: 'term-deposits',
    path: '/term-deposits',
    title: 'Term Deposits',
    feature: 'TERM_DEPOSITS',
    menuPermission: 'term.deposits.manage',
  },
  {
    id: 'term-deposit',
    path: '/term-deposits/:id',
    title: 'Term Deposit',
    feature: 'TERM_DEPOSITS',
    permission: 'term.deposits.view',
  },
  {
    id: 'tills',
    path: '/tills',
    title: 'Tills',
    feature: 'TILLS',
    permission: 'till.session.view',
  },
  {
    id: 'till-sessions',
    path: '/tills/sessions',
    title: 'Till Sessions',
    feature: 'TILLS',
    permission: 'till.session.view',
  },
  {
    id: 'till-session',
    path: '/tills/session/:sessionId',
    title: 'Till Session',
    feature: 'TILLS',
    permission: 'till.session.view',
  },
];

const PAYMENT_ROUTES: readonly RouteRule[] = [
  {
    id: 'nip-transfer',
    path: '/nip',
    title: 'Transfer',
    feature: 'NIP',
    permission: 'txn.create.transfer',
  },
  {
    id: 'nip-recon',
    path: '/nip/recon',
    title: 'Reconciliation',
    feature: 'NIP',
    permission: 'txn.view.all',
    roles: NIP_RECON_ROLE_KEYS,
  },
  {
    id: 'nip-approvals',
    path: '/nip/approvals',
    title: 'Approvals',
    feature: 'NIP',
    permission: 'txn.approve.level1',
    roles: NIP_APPROVAL_ROLE_KEYS,
  },
  {
    id: 'banks',
    path: '/banks',
    title: 'Banks',
    feature: 'OPERATIONS',
    permission: 'txn.view.all',
    roles: ['RELATIONSHIP_OFFICER', 'OPERATIONS_CONTROL', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
  },
];

const PRODUCT_AND_REPORT_ROUTES: readonly RouteRule[] = [
  {
    id: 'loan-products',
    path: '/admin/loan-products',
    title: 'Loan Products',
    feature: 'LOANS',
    permission: 'product.manage',
    roles: PRODUCT_ROLE_KEYS,
  },
  {
    id: 'deposit-products',
    path: '/admin/deposit-products',
    title: 'Deposit Products',
    feature: 'TERM_DEPOSITS',
    permission: 'product.manage',
    roles: PRODUCT_ROLE_KEYS,
  },
  {
    id: 'credit-scoring',
    path: '/admin/credit-scoring',
    title: 'Credit Scoring',
    feature: 'LOANS',
    permission: 'product.manage',
    roles: PRODUCT_ROLE_KEYS,
  },
  {
    id: 'reports',
    path: '/admin/reports',
    title: 'Reports Center',
    feature: 'REPORTS',
    permission: 'reports.dynamic.view',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    id: 'trial-balance',
    path: '/admin/trial-balance',
    title: 'Trial Balance',
    feature: 'REPORTS',
    permission: 'reports.dynamic.view',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    // Not in SPEC's table: one report of the center, opened from it with its own address.
    id: 'report',
    path: '/admin/reports/:key',
    title: 'Report',
    feature: 'REPORTS',
    permission: 'reports.dynamic.view',
    roles: ADMIN_ROLE_KEYS,
  },
];

const ADMINISTRATION_ROUTES: readonly RouteRule[] = [
  {
    id: 'users',
    path: '/admin/users',
    title: 'Users',
    permission: 'admin.user.manage',
    roles: ['SYSTEM_ADMINISTRATOR', 'SECURITY_ADMINISTRATOR', 'SUPER_ADMIN', 'IT_SUPPORT'],
    menuRoles: MENU_ADMIN_ROLE_KEYS,
  },
  {
    id: 'roles',
    path: '/admin/roles',
    title: 'Roles',
    permission: 'role.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    id: 'coa',
    path: '/admin/coa',
    title: 'Chart of Accounts',
    feature: 'FINANCE',
    permission: 'gl.coa.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    id: 'gl-map',
    path: '/admin/gl-map',
    title: 'GL Map',
    feature: 'FINANCE',
    permission: 'gl.map.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    id: 'journals',
    path: '/admin/journals',
    title: 'Journals',
    feature: 'FINANCE',
    permission: 'gl.journal.create',
    roles: ['OPERATIONS_CONTROL', 'FINANCE_GL_ACCOUNTANT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
    menuPermission: ['txn.create.deposit', 'txn.create.transfer', 'gl.journal.create'],
    menuRoles: MENU_ADMIN_ROLE_KEYS,
  },
  {
    id: 'ledger',
    path: '/admin/ledger',
    title: 'Ledger',
    feature: 'REPORTS',
    permission: 'report.view.mis',
    roles: ['FINANCE_GL_ACCOUNTANT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
    menuRoles: ADMIN_ROLE_KEYS,
  },
  {
    // Not in SPEC's table: the close of business, for whoever may run it (eod.run).
    id: 'eod',
    path: '/admin/eod',
    title: 'End of Day',
    feature: 'OPERATIONS',
    permission: 'eod.run',
  },
  {
    id: 'approval-flows',
    path: '/admin/approval-flows',
    title: 'Approval Flows',
    feature: 'OPERATIONS',
    permission: 'config.approval.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    id: 'license',
    path: '/admin/license',
    title: 'License',
    permission: 'config.system.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  {
    id: 'form-config',
    path: '/admin/form-config',
    title: 'Form Rules',
    permission: 'config.system.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  // Its index redirects to the payments page, so matchRoute never returns this row; it stays as
  // the row the three integration pages inherit, as in the spec's table.
  { id: 'integrations', path: '/admin/integrations', title: 'Integrations', ...INTEGRATIONS },
  {
    id: 'integrations-payments',
    path: '/admin/integrations/payments',
    title: 'Payment Providers',
    ...INTEGRATIONS,
  },
  {
    id: 'integrations-identity',
    path: '/admin/integrations/identity',
    title: 'Identity Services',
    ...INTEGRATIONS,
  },
  {
    id: 'integrations-email',
    path: '/admin/integrations/email',
    title: 'Email (SMTP)',
    ...INTEGRATIONS,
  },
  {
    id: 'integrations-sms',
    path: '/admin/integrations/sms',
    title: 'SMS Webhook',
    ...INTEGRATIONS,
  },
  // Ours: the templates of what the bank sends, and the messages queued, sent or failed.
  {
    id: 'integrations-templates',
    path: '/admin/integrations/templates',
    title: 'Message Templates',
    ...INTEGRATIONS,
  },
  {
    id: 'integrations-outbox',
    path: '/admin/integrations/outbox',
    title: 'Outbox',
    ...INTEGRATIONS,
  },
  // Ours: the branches, opened, renamed and closed by the bank-wide administrators.
  {
    id: 'branches',
    path: '/admin/branches',
    title: 'Branches',
    permission: 'branch.manage',
    roles: ADMIN_ROLE_KEYS,
  },
  // Ours: the audit log, read by auditors and security administrators (and admins).
  {
    id: 'audit-log',
    path: '/admin/audit-log',
    title: 'Audit Log',
    permission: 'audit.log.view',
    roles: AUDIT_ROLE_KEYS,
  },
  // Ours: the analysts' and testers' workbench of the statecharts, and a record on its chart.
  {
    id: 'statecharts',
    path: '/admin/statecharts',
    title: 'Statecharts',
    permission: 'audit.log.view',
    roles: WORKBENCH_ROLE_KEYS,
  },
  {
    id: 'statechart-record',
    path: '/admin/statecharts/:chart/records/:id',
    title: 'Record on its Chart',
    permission: 'audit.log.view',
    roles: WORKBENCH_ROLE_KEYS,
  },
  {
    id: 'statechart',
    path: '/admin/statecharts/:chart',
    title: 'Statechart',
    permission: 'audit.log.view',
    roles: WORKBENCH_ROLE_KEYS,
  },
];

/** Every protected route of SPEC.md section 2, in the spec's order. */
export const ROUTES: readonly RouteRule[] = [
  ...OPERATIONS_ROUTES,
  ...PAYMENT_ROUTES,
  ...PRODUCT_AND_REPORT_ROUTES,
  ...ADMINISTRATION_ROUTES,
];

export const REDIRECTS: readonly RouteRedirect[] = [
  { from: '/admin', to: '/admin/users' },
  { from: '/admin/integrations', to: '/admin/integrations/payments' },
];

/** Where a redirected index path leads (SPEC.md section 2), or null if it is not redirected. */
export function resolveRedirect(pathname: string): string | null {
  const path = cleanPath(pathname);
  const redirect = REDIRECTS.find((item) => item.from.toLowerCase() === path?.toLowerCase());
  return redirect?.to ?? null;
}

/**
 * Finds what a path shows: a redirect, the public login route or a protected route with its
 * params. Null means no route, which shows the 404 page. Literal routes are listed before the
 * parameterised ones they overlap ('/account/change-password' before '/account/:id'), and the
 * first match wins, as in wouter's Switch.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const target = resolveRedirect(pathname);
  if (target !== null) {
    return { kind: 'redirect', redirect: { from: cleanPath(pathname) ?? pathname, to: target } };
  }
  for (const route of [LOGIN_ROUTE, ...ROUTES]) {
    const params = matchPathPattern(route.path, pathname);
    if (params !== null) {
      return { kind: 'route', route, params };
    }
  }
  return null;
}

/** Whether a path needs no signed-in user (only /login). */
export function isPublicPath(pathname: string): boolean {
  const path = cleanPath(pathname)?.toLowerCase();
  return PUBLIC_ROUTES.some((publicPath) => publicPath === path);
}

/** The route with this id: every id names exactly one route, the login route's included. */
export function routeById(id: RouteId): RouteRule {
  const route = [LOGIN_ROUTE, ...ROUTES].find((item) => item.id === id);
  if (!route) throw new Error(`No route has the id ${id}.`);
  return route;
}

/** The route table row with exactly this pattern, for menus and tests. */
export function routeByPattern(pattern: string): RouteRule | undefined {
  return ROUTES.find((route) => route.path === pattern);
}
