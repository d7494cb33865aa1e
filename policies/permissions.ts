/**
 * The permission vocabulary. SPEC.md section 6 lists the permissions seen in the
 * product; the rest complete the role notes of the same section (teller cash
 * operations, loan approvals, journal posting...). Every `x-permission` in
 * openapi.yaml and every permission in the role catalogue must come from here,
 * which a test checks, so a typo cannot silently deny or grant access.
 */
export const PERMISSIONS = [
  // Customers
  'customer.view',
  'customer.create',
  'customer.update',
  'customer.dispute.manage',
  'customer.dispute.escalate',
  'customer.dispute.resolve',
  // Deposit accounts and products
  'account.view',
  'account.create',
  'account.update',
  'product.view',
  'product.manage',
  // Transactions, reversals and limits
  'txn.view.own',
  'txn.view.branch',
  'txn.view.all',
  'txn.create.deposit',
  'txn.create.withdrawal',
  'txn.create.transfer',
  'txn.post',
  'txn.reversal.request',
  'txn.reversal.approve',
  'txn.approve.level1',
  'txn.approve.level2',
  'limits.manage',
  'limits.override',
  // Tills and vault
  'till.session.view',
  'till.session.open',
  'till.session.assign',
  'till.session.close',
  'till.session.reconcile',
  'till.cash.manage',
  'till.cash.pickup',
  'till.cash.drop',
  // Lending
  'loan.view',
  'loan.create',
  'loan.update',
  'loan.manage',
  'loan.approve.level1',
  'loan.approve.level2',
  'credit.analysis.manage',
  // Treasury and term deposits
  'term.deposits.view',
  'term.deposits.manage',
  'treasury.deal.manage',
  // General ledger and finance
  'gl.view',
  'gl.coa.manage',
  'gl.map.manage',
  'gl.journal.create',
  'gl.journal.post',
  'gl.journal.approve',
  'gl.period.close',
  'finance.budget.manage',
  'finance.asset.manage',
  // Reports and audit
  'report.view.branch',
  'report.view.mis',
  'report.view.regulatory',
  'report.view.audit',
  'reports.dynamic.view',
  'reports.dynamic.manage',
  'audit.log.view',
  // Risk and compliance
  'risk.view',
  'risk.limits.manage',
  'compliance.aml.review',
  'compliance.kyc.review',
  // Branches, staff and end of day
  'branch.manage',
  'staff.manage',
  'eod.run',
  // Users, roles and configuration
  'admin.user.manage',
  'admin.user.support',
  'role.manage',
  'config.system.view',
  'config.system.manage',
  'config.product.manage',
  'config.feature.manage',
  'config.integration.manage',
  'config.reference.manage',
  'config.approval.view',
  'config.approval.manage',
  // Operations support, marketing, HR and the vendor
  'incident.manage',
  'system.logs.view',
  'campaign.manage',
  'segment.manage',
  'hr.staff.manage',
  'license.issue',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Grants that stand for every permission (SPEC.md section 6: "a wildcard or all permission"). */
export const WILDCARD_PERMISSIONS = ['*', 'all'] as const;

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
