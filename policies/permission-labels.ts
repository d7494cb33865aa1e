import { isPermission, type Permission } from './permissions';

/**
 * What each permission lets a person do, in the words a bank's administrator uses. Screens,
 * error messages and the audit log name permissions only through these labels, never by code.
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'customer.view': 'View customers',
  'customer.create': 'Create customers',
  'customer.update': 'Update customer details',
  'customer.dispute.manage': 'Log and follow customer disputes',
  'customer.dispute.escalate': 'Escalate customer disputes',
  'customer.dispute.resolve': 'Resolve customer disputes',
  'account.view': 'View accounts',
  'account.create': 'Open deposit accounts',
  'account.update': 'Change account status, holds and details',
  'product.view': 'View products',
  'product.manage': 'Design and change products',
  'txn.view.own': 'View own transactions',
  'txn.view.branch': 'View the branch’s transactions',
  'txn.view.all': 'View all transactions',
  'txn.create.deposit': 'Take cash deposits',
  'txn.create.withdrawal': 'Pay cash withdrawals',
  'txn.create.transfer': 'Make transfers',
  'txn.post': 'Post transactions',
  'txn.reversal.request': 'Request reversals',
  'txn.reversal.approve': 'Approve reversals',
  'txn.approve.level1': 'Approve transactions (level 1)',
  'txn.approve.level2': 'Approve transactions (level 2)',
  'limits.manage': 'Set transaction limits',
  'limits.override': 'Override transaction limits',
  'till.session.view': 'View till sessions',
  'till.session.open': 'Open a till session',
  'till.session.assign': 'Assign tills to tellers',
  'till.session.close': 'Close till sessions',
  'till.session.reconcile': 'Reconcile till sessions',
  'till.cash.manage': 'Manage vault cash',
  'till.cash.pickup': 'Supply cash to tills',
  'till.cash.drop': 'Take cash back from tills',
  'loan.view': 'View loans',
  'loan.create': 'Book loan applications',
  'loan.update': 'Update loan applications',
  'loan.manage': 'Disburse, repay and close loans',
  'loan.approve.level1': 'Approve loans (level 1)',
  'loan.approve.level2': 'Approve loans (level 2)',
  'credit.analysis.manage': 'Analyse credit applications',
  'term.deposits.view': 'View term deposits',
  'term.deposits.manage': 'Book and manage term deposits',
  'treasury.deal.manage': 'Book treasury deals',
  'gl.view': 'View the general ledger',
  'gl.coa.manage': 'Manage the chart of accounts',
  'gl.map.manage': 'Manage the GL map',
  'gl.journal.create': 'Enter journals',
  'gl.journal.post': 'Post journals',
  'gl.journal.approve': 'Approve journals',
  'gl.period.close': 'Close accounting periods',
  'finance.budget.manage': 'Manage budgets',
  'finance.asset.manage': 'Manage fixed assets',
  'report.view.branch': 'View branch reports',
  'report.view.mis': 'View management reports',
  'report.view.regulatory': 'View regulatory reports',
  'report.view.audit': 'View audit reports',
  'reports.dynamic.view': 'Run custom reports',
  'reports.dynamic.manage': 'Design custom reports',
  'audit.log.view': 'View the audit log',
  'risk.view': 'View risk positions',
  'risk.limits.manage': 'Set risk limits',
  'compliance.aml.review': 'Review anti-money-laundering alerts',
  'compliance.kyc.review': 'Review KYC',
  'branch.manage': 'Manage branches',
  'staff.manage': 'Manage branch staff',
  'eod.run': 'Run end of day',
  'admin.user.manage': 'Create and change users',
  'admin.user.support': 'Support users (unlock, reset passwords)',
  'role.manage': 'View the role catalogue',
  'config.system.view': 'View system settings',
  'config.system.manage': 'Change system settings',
  'config.product.manage': 'Configure product settings',
  'config.feature.manage': 'Turn features on and off',
  'config.integration.manage': 'Manage integrations',
  'config.reference.manage': 'Manage reference data',
  'config.approval.view': 'View approval rules',
  'config.approval.manage': 'Change approval rules',
  'incident.manage': 'Manage incidents',
  'system.logs.view': 'View system logs',
  'campaign.manage': 'Run marketing campaigns',
  'segment.manage': 'Manage customer segments',
  'hr.staff.manage': 'Keep staff records',
  'license.issue': 'Issue licenses',
};

/** A permission by its label; the wildcard reads as everything, an unknown grant as such. */
export function permissionLabel(permission: string): string {
  const code = permission.trim().toLowerCase();
  if (code === '*' || code === 'all') return 'Everything';
  return isPermission(code) ? PERMISSION_LABELS[code] : 'A permission this console does not know';
}

/** The groups the Roles page and the user form list permissions in, as permissions.ts orders them. */
export const PERMISSION_GROUPS: readonly { readonly name: string; readonly prefixes: string[] }[] =
  [
    { name: 'Customers', prefixes: ['customer.'] },
    { name: 'Accounts and products', prefixes: ['account.', 'product.'] },
    { name: 'Transactions and limits', prefixes: ['txn.', 'limits.'] },
    { name: 'Tills and vault', prefixes: ['till.'] },
    { name: 'Lending', prefixes: ['loan.', 'credit.'] },
    { name: 'Treasury and term deposits', prefixes: ['term.', 'treasury.'] },
    { name: 'Ledger and finance', prefixes: ['gl.', 'finance.'] },
    { name: 'Reports and audit', prefixes: ['report.', 'reports.', 'audit.'] },
    { name: 'Risk and compliance', prefixes: ['risk.', 'compliance.'] },
    { name: 'Branches and end of day', prefixes: ['branch.', 'staff.', 'eod.'] },
    { name: 'Users and settings', prefixes: ['admin.', 'role.', 'config.'] },
    {
      name: 'Support, marketing and staff',
      prefixes: ['incident.', 'system.', 'campaign.', 'segment.', 'hr.', 'license.'],
    },
  ];

export interface PermissionGroup {
  readonly name: string;
  /** The group's permissions among those given, in the order given. */
  readonly permissions: readonly string[];
}

function groupOf(permission: string): string {
  const found = PERMISSION_GROUPS.find((group) =>
    group.prefixes.some((prefix) => permission.startsWith(prefix)),
  );
  return found?.name ?? 'Other';
}

/** The permissions given, grouped in the catalogue's order; empty groups are left out. */
export function groupPermissions(permissions: readonly string[]): PermissionGroup[] {
  const names = [...PERMISSION_GROUPS.map((group) => group.name), 'Other'];
  return names
    .map((name) => ({ name, permissions: permissions.filter((p) => groupOf(p) === name) }))
    .filter((group) => group.permissions.length > 0);
}
