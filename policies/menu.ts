import { type AccessContext, checkAccess } from './access';
import { APPROVAL_PERMISSIONS } from './approval-rules';
import type { Feature } from './features';
import type { Permission } from './permissions';
import {
  ADMIN_ROLE_KEYS,
  AUDIT_ROLE_KEYS,
  EOD_ROLE_KEYS,
  MENU_ADMIN_ROLE_KEYS,
  NIP_APPROVAL_ROLE_KEYS,
  NIP_RECON_ROLE_KEYS,
  PRODUCT_ROLE_KEYS,
  type RoleKey,
  WORKBENCH_ROLE_KEYS,
} from './roles';

/** A visibility condition; `permission` and `roles` are any-of. */
export interface MenuCondition {
  readonly feature?: Feature;
  readonly permission?: Permission | readonly Permission[];
  readonly roles?: readonly RoleKey[];
}

/**
 * A menu group (no path) or item (with a path). A node's own feature, permission and roles
 * replace those of its group: the spec writes group conditions as defaults ("feature ACCOUNTS
 * unless noted"), and every item that names its own condition (Tills, Banks, Deposit Products,
 * Credit Scoring) repeats its route table row in full.
 */
export interface MenuNode extends MenuCondition {
  readonly label: string;
  readonly path?: string;
  readonly children?: readonly MenuNode[];
}

const OPERATIONS_GROUP: MenuNode = {
  label: 'Operations',
  feature: 'ACCOUNTS',
  children: [
    { label: 'Customers', path: '/customers', permission: 'customer.view' },
    { label: 'Create Customer', path: '/customer/create', permission: 'customer.create' },
    { label: 'Accounts', path: '/accounts', permission: 'account.view' },
    { label: 'Tills', path: '/tills', feature: 'TILLS', permission: 'till.session.view' },
    {
      label: 'Till Sessions',
      path: '/tills/sessions',
      feature: 'TILLS',
      permission: 'till.session.view',
    },
    {
      label: 'Banks',
      path: '/banks',
      feature: 'OPERATIONS',
      permission: 'txn.view.all',
      roles: ['RELATIONSHIP_OFFICER', 'OPERATIONS_CONTROL', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
    },
  ],
};

const PAYMENTS_GROUP: MenuNode = {
  label: 'Payments (NIP)',
  feature: 'NIP',
  children: [
    { label: 'Transfer', path: '/nip', permission: 'txn.create.transfer' },
    {
      label: 'Reconciliation',
      path: '/nip/recon',
      permission: 'txn.view.all',
      roles: NIP_RECON_ROLE_KEYS,
    },
    {
      label: 'Approvals',
      path: '/nip/approvals',
      permission: 'txn.approve.level1',
      roles: NIP_APPROVAL_ROLE_KEYS,
    },
  ],
};

const LENDING_AND_PRODUCT_GROUPS: readonly MenuNode[] = [
  {
    label: 'Lending',
    feature: 'LOANS',
    children: [
      { label: 'Loans', path: '/loans', permission: 'loan.view' },
      { label: 'Credit Applications', path: '/credit-apps', permission: 'loan.view' },
    ],
  },
  {
    label: 'Products',
    feature: 'LOANS',
    roles: PRODUCT_ROLE_KEYS,
    children: [
      { label: 'Loan Products', path: '/admin/loan-products', permission: 'product.manage' },
      {
        label: 'Deposit Products',
        path: '/admin/deposit-products',
        feature: 'TERM_DEPOSITS',
        permission: 'product.manage',
      },
    ],
  },
];

const FINANCE_AND_REPORT_GROUPS: readonly MenuNode[] = [
  {
    label: 'Finance',
    feature: 'FINANCE',
    children: [
      { label: 'Capital & Assets', path: '/capital-assets', permission: 'gl.view' },
      { label: 'Budgets', path: '/budgets', permission: 'gl.view' },
      { label: 'Expenses', path: '/expenses', permission: 'gl.journal.create' },
    ],
  },
  {
    label: 'Treasury',
    children: [
      {
        label: 'Term Deposits',
        path: '/term-deposits',
        feature: 'TERM_DEPOSITS',
        permission: 'term.deposits.manage',
      },
    ],
  },
  {
    label: 'Reports',
    feature: 'REPORTS',
    roles: ADMIN_ROLE_KEYS,
    children: [
      { label: 'Reports Center', path: '/admin/reports', permission: 'reports.dynamic.view' },
      { label: 'Ledger', path: '/admin/ledger', permission: 'report.view.mis' },
    ],
  },
];

// Items whose condition the spec does not restate take their route table permission. Journals is
// the exception the spec names: the menu shows it to a user who can create deposits or transfers
// as well as to one who can create journals, though the page itself needs gl.journal.create.
const ADMINISTRATION_GROUP: MenuNode = {
  label: 'Administration',
  feature: 'OPERATIONS',
  roles: MENU_ADMIN_ROLE_KEYS,
  children: [
    { label: 'Users', path: '/admin/users', permission: 'admin.user.manage' },
    { label: 'Roles', path: '/admin/roles', permission: 'role.manage', roles: ADMIN_ROLE_KEYS },
    { label: 'Branches', path: '/admin/branches', permission: 'branch.manage' },
    { label: 'Chart of Accounts', path: '/admin/coa', permission: 'gl.coa.manage' },
    { label: 'GL Map', path: '/admin/gl-map', permission: 'gl.map.manage' },
    {
      label: 'Journals',
      path: '/admin/journals',
      permission: ['txn.create.deposit', 'txn.create.transfer', 'gl.journal.create'],
    },
    {
      label: 'Approval Flows',
      path: '/admin/approval-flows',
      permission: 'config.approval.manage',
    },
    { label: 'End of Day', path: '/admin/eod', permission: 'eod.run', roles: EOD_ROLE_KEYS },
    { label: 'Form Rules', path: '/admin/form-config', permission: 'config.system.manage' },
    { label: 'License', path: '/admin/license', permission: 'config.system.manage' },
    {
      label: 'Integrations',
      path: '/admin/integrations',
      permission: 'config.system.manage',
      children: [
        { label: 'Payment Providers', path: '/admin/integrations/payments' },
        { label: 'Identity Services', path: '/admin/integrations/identity' },
        { label: 'Email (SMTP)', path: '/admin/integrations/email' },
        { label: 'SMS Webhook', path: '/admin/integrations/sms' },
        { label: 'Message Templates', path: '/admin/integrations/templates' },
        { label: 'Outbox', path: '/admin/integrations/outbox' },
      ],
    },
    {
      label: 'Credit Scoring',
      path: '/admin/credit-scoring',
      feature: 'LOANS',
      permission: 'product.manage',
      roles: ADMIN_ROLE_KEYS,
    },
    {
      label: 'Audit Log',
      path: '/admin/audit-log',
      permission: 'audit.log.view',
      roles: AUDIT_ROLE_KEYS,
    },
    {
      label: 'Statecharts',
      path: '/admin/statecharts',
      permission: 'audit.log.view',
      roles: WORKBENCH_ROLE_KEYS,
    },
  ],
};

/** The navigation menu of SPEC.md section 2, in the spec's order. */
export const MENU: readonly MenuNode[] = [
  { label: 'Dashboard', path: '/' },
  {
    label: 'Approvals',
    path: '/approvals',
    feature: 'OPERATIONS',
    permission: APPROVAL_PERMISSIONS,
  },
  OPERATIONS_GROUP,
  PAYMENTS_GROUP,
  ...LENDING_AND_PRODUCT_GROUPS,
  ...FINANCE_AND_REPORT_GROUPS,
  ADMINISTRATION_GROUP,
];

/** A node's condition once its group's defaults are applied. */
export function effectiveCondition(node: MenuNode, inherited: MenuCondition = {}): MenuCondition {
  return {
    ...inherited,
    ...(node.feature === undefined ? {} : { feature: node.feature }),
    ...(node.permission === undefined ? {} : { permission: node.permission }),
    ...(node.roles === undefined ? {} : { roles: node.roles }),
  };
}

export interface MenuEntry {
  readonly node: MenuNode;
  readonly condition: MenuCondition;
  /** Labels from the top of the menu down to this node. */
  readonly trail: readonly string[];
}

/** Every node of a menu tree, depth first, with its effective condition. */
export function menuEntries(
  nodes: readonly MenuNode[] = MENU,
  inherited: MenuCondition = {},
  trail: readonly string[] = [],
): MenuEntry[] {
  return nodes.flatMap((node) => {
    const condition = effectiveCondition(node, inherited);
    const nodeTrail = [...trail, node.label];
    const children = menuEntries(node.children ?? [], condition, nodeTrail);
    return [{ node, condition, trail: nodeTrail }, ...children];
  });
}

/**
 * The menu a user sees (SPEC.md section 6): an item shows only when its role, feature and
 * permission conditions all hold, its group's defaults included; a group left with no visible
 * item is dropped. A group is not checked on its own, since its items may replace its defaults
 * (Deposit Products needs TERM_DEPOSITS, not the Products group's LOANS). Dashboard has no
 * condition, so it always shows.
 */
export function visibleMenu(
  ctx: AccessContext,
  nodes: readonly MenuNode[] = MENU,
  inherited: MenuCondition = {},
): MenuNode[] {
  return nodes.flatMap((node) => {
    const condition = effectiveCondition(node, inherited);
    const isGroup = node.path === undefined;
    if (!isGroup && !checkAccess(ctx, condition).allowed) {
      return [];
    }
    if (node.children === undefined) {
      return [node];
    }
    const children = visibleMenu(ctx, node.children, condition);
    return isGroup && children.length === 0 ? [] : [{ ...node, children }];
  });
}
