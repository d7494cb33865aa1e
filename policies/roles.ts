import type { Permission, WILDCARD_PERMISSIONS } from './permissions';

/**
 * The role catalogue of SPEC.md section 6.
 *
 * Core permissions are what holding a role grants. Optional permissions are extras that fit the
 * role and that an administrator may add to a user's own permissions; holding the role does not
 * grant them. Where SPEC.md gives a role note, the core list follows it; where it does not, the
 * list is completed by us and says so in a comment. SPEC.md shows no optional list for any role
 * ("Each also has optional permissions"), so every optional list is completed by us.
 */
export const ROLE_KEYS = [
  'SUPER_ADMIN',
  'SYSTEM_ADMINISTRATOR',
  'SECURITY_ADMINISTRATOR',
  'BRANCH_TELLER',
  'VAULT_HEAD_TELLER',
  'BRANCH_MANAGER',
  'MANAGER_APPROVER',
  'DIRECTOR_APPROVER',
  'MANAGING_DIRECTOR',
  'CUSTOMER_SERVICE_REPRESENTATIVE',
  'CUSTOMER_SERVICE_SUPERVISOR',
  'RELATIONSHIP_OFFICER',
  'LOAN_OFFICER',
  'CREDIT_ANALYST',
  'RISK_MANAGEMENT',
  'COMPLIANCE_OFFICER',
  'FINANCE_GL_ACCOUNTANT',
  'TREASURY_DEALER',
  'OPERATIONS_CONTROL',
  'IT_SUPPORT',
  'AUDITOR',
  'MARKETING_PRODUCT',
  'HR_MANAGER',
  'VENDOR_ADMINISTRATOR',
  'READ_ONLY_VIEWER',
] as const;

export type RoleKey = (typeof ROLE_KEYS)[number];

export type WildcardPermission = (typeof WILDCARD_PERMISSIONS)[number];

/** A role may grant the wildcard; only SUPER_ADMIN does. */
export type RoleGrant = Permission | WildcardPermission;

export interface RoleDefinition {
  readonly key: RoleKey;
  readonly name: string;
  readonly purpose: string;
  readonly corePermissions: readonly RoleGrant[];
  readonly optionalPermissions: readonly Permission[];
  readonly notes: string;
}

/** 'Admin roles' of the route table in SPEC.md section 2. */
export const ADMIN_ROLE_KEYS = [
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/** Roles that bypass all checks: role, permission and licensed feature (SPEC.md section 6). */
export const BYPASS_ROLE_KEYS = [
  'SUPER_ADMIN',
  'SYSTEM_ADMINISTRATOR',
] as const satisfies readonly RoleKey[];

/**
 * The menu-only reading of SPEC.md section 6: "SECURITY_ADMINISTRATOR is also seen as a menu
 * role". Besides the admin roles, the Administration menu group shows to it, even though the route
 * table lets it open only some of those pages.
 */
export const MENU_ADMIN_ROLE_KEYS = [
  'SECURITY_ADMINISTRATOR',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/** Who runs the close of business (SPEC.md section 6: the system administrator, operations control). */
export const EOD_ROLE_KEYS = [
  'OPERATIONS_CONTROL',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/** Who reads the audit log (its page and its CSV): auditors, security administrators, admins. */
export const AUDIT_ROLE_KEYS = [
  'AUDITOR',
  'SECURITY_ADMINISTRATOR',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/** Who opens the statecharts' workbench: the analysts and testers (auditors) and admins. */
export const WORKBENCH_ROLE_KEYS = [
  'AUDITOR',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/** The route table's "marketing and product roles" (products and credit scoring pages). */
export const PRODUCT_ROLE_KEYS = [
  'MARKETING_PRODUCT',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/**
 * The roles of /nip/recon. The menu's "finance and operations roles" for Reconciliation and
 * Approvals is read as the route table's lists: the spec names no difference there.
 */
export const NIP_RECON_ROLE_KEYS = [
  'OPERATIONS_CONTROL',
  'FINANCE_GL_ACCOUNTANT',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

/** The roles of /nip/approvals: those of reconciliation plus the branch manager, in spec order. */
export const NIP_APPROVAL_ROLE_KEYS = [
  'OPERATIONS_CONTROL',
  'FINANCE_GL_ACCOUNTANT',
  'BRANCH_MANAGER',
  'SYSTEM_ADMINISTRATOR',
  'SUPER_ADMIN',
] as const satisfies readonly RoleKey[];

export function isRoleKey(value: string): value is RoleKey {
  return (ROLE_KEYS as readonly string[]).includes(value);
}

const TELLER_CORE = [
  'customer.view',
  'account.view',
  'txn.view.own',
  'txn.create.deposit',
  'txn.create.withdrawal',
  'txn.create.transfer',
  'txn.reversal.request',
  'till.session.view',
  'till.session.open',
] as const satisfies readonly Permission[];

const CUSTOMER_SERVICE_CORE = [
  'customer.create',
  'customer.update',
  'customer.view',
  'customer.dispute.manage',
] as const satisfies readonly Permission[];

// The checker roles only look and approve: they hold no create permission at all, so that nobody
// approves a transaction they could also have entered (four-eyes principle).
const CHECKER_CORE = [
  'txn.view.all',
  'txn.approve.level1',
  'report.view.mis',
  'report.view.regulatory',
  'report.view.audit',
] as const satisfies readonly Permission[];

// Viewing what is to be approved is not in the checker note, so it is an optional grant.
const CHECKER_OPTIONAL = [
  'customer.view',
  'account.view',
  'loan.view',
] as const satisfies readonly Permission[];

const ADMINISTRATION_ROLES: readonly RoleDefinition[] = [
  {
    key: 'SUPER_ADMIN',
    name: 'Super Administrator',
    purpose: 'Unrestricted access to everything in the tenant, for break-glass use only.',
    corePermissions: ['*'],
    optionalPermissions: [],
    notes:
      'Break-glass only: use for emergencies and initial set-up, never for daily work. ' +
      'Every action is audited.',
  },
  {
    key: 'SYSTEM_ADMINISTRATOR',
    name: 'System Administrator',
    purpose: 'Runs the system: users, configuration, chart of accounts, GL map and end of day.',
    corePermissions: [
      'admin.user.manage',
      'admin.user.support',
      'config.system.manage',
      'config.product.manage',
      'config.feature.manage',
      'config.integration.manage',
      'config.reference.manage',
      'config.approval.manage',
      'gl.coa.manage',
      'gl.map.manage',
      'eod.run',
      'reports.dynamic.manage',
      'audit.log.view',
    ],
    optionalPermissions: ['role.manage', 'product.manage', 'reports.dynamic.view'],
    notes: 'Passes every permission and licensed-feature check, like the Super Administrator.',
  },
  {
    key: 'SECURITY_ADMINISTRATOR',
    name: 'Security Administrator',
    purpose: 'Supports users, manages roles and watches audit trails, incidents and system logs.',
    corePermissions: [
      'admin.user.support',
      'role.manage',
      'audit.log.view',
      'config.approval.view',
      'config.system.view',
      'incident.manage',
      'system.logs.view',
    ],
    // admin.user.manage is optional because the route table names this role on /admin/users,
    // while its note grants only user support.
    optionalPermissions: ['admin.user.manage', 'report.view.audit'],
    // SPEC.md section 6 makes it a menu role too; the route table keeps /admin/roles to the
    // system and super administrators.
    notes:
      'Sees the Administration menu; the Roles page itself is open to system administrators ' +
      'only.',
  },
];

const BRANCH_ROLES: readonly RoleDefinition[] = [
  {
    key: 'BRANCH_TELLER',
    name: 'Branch Teller',
    purpose: 'Serves customers at the counter: deposits, withdrawals and transfers from a till.',
    corePermissions: TELLER_CORE,
    optionalPermissions: [
      'customer.create',
      'customer.update',
      'account.create',
      'term.deposits.view',
      'term.deposits.manage',
    ],
    notes: 'Sees only own transactions. Cash postings need an active till session.',
  },
  {
    key: 'VAULT_HEAD_TELLER',
    name: 'Vault / Head Teller',
    purpose: 'Runs the vault: assigns, supplies, closes and reconciles the tellers’ till sessions.',
    corePermissions: [
      ...TELLER_CORE,
      'till.session.assign',
      'till.cash.manage',
      'till.cash.pickup',
      'till.cash.drop',
      'till.session.close',
      'till.session.reconcile',
      'txn.view.branch',
      'txn.approve.level1',
    ],
    optionalPermissions: ['txn.reversal.approve', 'report.view.branch'],
    notes: 'Teller rights plus vault cash operations and level-1 approval for the branch.',
  },
  {
    key: 'BRANCH_MANAGER',
    name: 'Branch Manager',
    purpose: 'Manages a branch, its staff, its limits and its reports.',
    // txn.approve.level1 is added by us to the note's list: the route table names BRANCH_MANAGER
    // on /nip/approvals, which needs it, and the role would otherwise never pass there.
    corePermissions: [
      'branch.manage',
      'staff.manage',
      'txn.view.branch',
      'limits.override',
      'limits.manage',
      'report.view.branch',
      'txn.approve.level1',
    ],
    optionalPermissions: [
      'customer.view',
      'account.view',
      'till.session.view',
      'txn.reversal.approve',
      'loan.view',
      'loan.manage',
    ],
    notes: 'Approves branch transfers at level 1 (NIP approvals).',
  },
];

const CHECKER_ROLES: readonly RoleDefinition[] = [
  {
    key: 'MANAGER_APPROVER',
    name: 'Manager (Approver)',
    purpose: 'Checker: approves transactions and loans at level 1.',
    corePermissions: [...CHECKER_CORE, 'loan.approve.level1'],
    optionalPermissions: CHECKER_OPTIONAL,
    notes: 'Checker only: no create permissions.',
  },
  {
    key: 'DIRECTOR_APPROVER',
    name: 'Director (Approver)',
    purpose: 'Checker: approves transactions at level 1 and loans at level 2.',
    corePermissions: [...CHECKER_CORE, 'loan.approve.level2'],
    optionalPermissions: [...CHECKER_OPTIONAL, 'txn.approve.level2'],
    notes: 'Checker only: no create permissions.',
  },
  {
    key: 'MANAGING_DIRECTOR',
    name: 'Managing Director',
    purpose: 'Checker of last resort: approves transactions at level 1 and loans at level 2.',
    corePermissions: [...CHECKER_CORE, 'loan.approve.level2'],
    optionalPermissions: [...CHECKER_OPTIONAL, 'txn.approve.level2'],
    notes: 'Checker only: no create permissions.',
  },
];

const CUSTOMER_ROLES: readonly RoleDefinition[] = [
  {
    key: 'CUSTOMER_SERVICE_REPRESENTATIVE',
    name: 'Customer Service Representative',
    purpose: 'Onboards and updates customers and logs their disputes.',
    corePermissions: CUSTOMER_SERVICE_CORE,
    optionalPermissions: ['account.view', 'account.create'],
    notes: 'Creates and updates customers; grant account opening to serve the whole visit.',
  },
  {
    key: 'CUSTOMER_SERVICE_SUPERVISOR',
    name: 'Customer Service Supervisor',
    purpose: 'Supervises customer service: escalates and resolves disputes.',
    corePermissions: [
      ...CUSTOMER_SERVICE_CORE,
      'customer.dispute.escalate',
      'customer.dispute.resolve',
    ],
    // Called SUPERVISOR in the spec, which is kept as an alias.
    optionalPermissions: ['account.view', 'account.create', 'txn.view.branch'],
    notes: 'Resolves what representatives escalate; may be granted account opening.',
  },
  {
    key: 'RELATIONSHIP_OFFICER',
    name: 'Relationship Officer',
    purpose: 'Owns a portfolio of customers: onboarding, accounts and their banking relations.',
    // List completed by us; the spec gives none. txn.view.all is there because the route table
    // names RELATIONSHIP_OFFICER on /banks, which needs it.
    corePermissions: [
      'customer.view',
      'customer.create',
      'customer.update',
      'account.view',
      'account.create',
      'loan.view',
      'txn.view.all',
    ],
    optionalPermissions: ['loan.create', 'term.deposits.view'],
    notes:
      'Onboards customers and opens their accounts; may be granted loan booking and term deposit views.',
  },
];

const LENDING_ROLES: readonly RoleDefinition[] = [
  {
    key: 'LOAN_OFFICER',
    name: 'Loan Officer',
    purpose: 'Originates loans: takes credit applications and follows loans up.',
    // List completed by us; the spec gives none.
    // Books and follows loans up; disbursing and posting are operations' work (segregation of
    // duties), so loan.manage is not even an optional grant of the role.
    corePermissions: ['loan.view', 'loan.create', 'loan.update', 'customer.view', 'account.view'],
    optionalPermissions: ['customer.create', 'account.create'],
    notes: 'Books and follows up loans; disbursing and repayments stay with operations control.',
  },
  {
    key: 'CREDIT_ANALYST',
    name: 'Credit Analyst',
    purpose: 'Analyses credit applications and recommends approval or decline.',
    // List completed by us; the spec gives none.
    corePermissions: [
      'loan.view',
      'credit.analysis.manage',
      'customer.view',
      'account.view',
      'risk.view',
    ],
    optionalPermissions: ['loan.update'],
    notes: 'Reads applications, customers and risk positions to recommend a credit decision.',
  },
  {
    key: 'RISK_MANAGEMENT',
    name: 'Risk Management',
    purpose: 'Monitors credit, market and operational risk and sets risk limits.',
    // List completed by us; the spec gives none.
    corePermissions: [
      'risk.view',
      'risk.limits.manage',
      'loan.view',
      'txn.view.all',
      'report.view.mis',
      'report.view.regulatory',
    ],
    optionalPermissions: ['limits.manage', 'gl.view'],
    notes: 'Sees the loan book, all transactions and management reports; sets risk limits.',
  },
  {
    key: 'COMPLIANCE_OFFICER',
    name: 'Compliance Officer',
    purpose: 'Reviews KYC and anti-money-laundering alerts and regulatory reports.',
    // List completed by us; the spec gives none.
    corePermissions: [
      'compliance.aml.review',
      'compliance.kyc.review',
      'customer.view',
      'account.view',
      'txn.view.all',
      'report.view.regulatory',
      'audit.log.view',
    ],
    optionalPermissions: ['report.view.audit'],
    notes: 'Reviews KYC and AML alerts with read access to customers, accounts and transactions.',
  },
];

const FINANCE_ROLES: readonly RoleDefinition[] = [
  {
    key: 'FINANCE_GL_ACCOUNTANT',
    name: 'Finance / GL Accountant',
    purpose: 'Keeps the general ledger: journals, postings and period close.',
    // The note gives the four journal and period permissions; gl.view lets the role read what it
    // posts. txn.view.all, txn.approve.level1 and report.view.mis are added by us because the route
    // table names this role on /nip/recon, /nip/approvals and /admin/ledger.
    corePermissions: [
      'gl.journal.create',
      'gl.journal.post',
      'gl.journal.approve',
      'gl.period.close',
      'gl.view',
      'txn.view.all',
      'txn.approve.level1',
      'report.view.mis',
    ],
    optionalPermissions: ['finance.budget.manage', 'finance.asset.manage', 'gl.map.manage'],
    notes: 'Ledger pages and NIP reconciliation and approvals are open to it.',
  },
  {
    key: 'TREASURY_DEALER',
    name: 'Treasury Dealer',
    purpose: 'Books treasury deals and term deposits.',
    // List completed by us; the spec gives none.
    corePermissions: [
      'treasury.deal.manage',
      'term.deposits.view',
      'term.deposits.manage',
      // A term deposit is booked from the customer's account, found by its holder.
      'customer.view',
      'account.view',
      'gl.view',
    ],
    optionalPermissions: ['report.view.mis'],
    notes:
      'Books treasury deals and term deposits from customers’ accounts and reads the general ledger.',
  },
  {
    key: 'OPERATIONS_CONTROL',
    name: 'Operations Control',
    purpose: 'Posts and controls transactions, approves reversals and runs end of day.',
    // The note gives post, approve reversals and end of day. txn.view.all, txn.approve.level1 and
    // gl.journal.create are added by us because the route table names this role on /nip/recon,
    // /nip/approvals, /banks and /admin/journals. Posting covers the loan book too: operations
    // disburses approved loans, posts repayments from accounts, liquidations, top-ups and
    // write-off requests (loan.manage), and reads the loan, its customer and account to do so;
    // gl.view lets it choose the accounts of the journals it may post.
    corePermissions: [
      'txn.post',
      'txn.reversal.approve',
      'eod.run',
      'txn.view.all',
      'txn.approve.level1',
      'gl.journal.create',
      'loan.view',
      'loan.manage',
      'customer.view',
      'account.view',
      'gl.view',
    ],
    optionalPermissions: ['till.session.view'],
    notes: 'NIP reconciliation and approvals, the banks list and manual journals are open to it.',
  },
];

const SUPPORT_ROLES: readonly RoleDefinition[] = [
  {
    key: 'IT_SUPPORT',
    name: 'IT Support',
    purpose: 'Keeps the system running: user support, incidents, logs and integrations.',
    // List completed by us in the spirit of "no data changes": only views and support work.
    // admin.user.manage is optional because the route table names IT_SUPPORT on /admin/users.
    corePermissions: [
      'admin.user.support',
      'system.logs.view',
      'incident.manage',
      'config.system.view',
    ],
    optionalPermissions: ['admin.user.manage', 'config.integration.manage'],
    notes: 'No data changes: never posts, approves or edits banking data.',
  },
  {
    key: 'AUDITOR',
    name: 'Auditor',
    purpose: 'Reads everything that audit needs and changes nothing.',
    // List completed by us; the spec gives none.
    corePermissions: [
      'audit.log.view',
      'report.view.audit',
      'report.view.mis',
      'report.view.regulatory',
      'customer.view',
      'account.view',
      'txn.view.all',
      'loan.view',
      'gl.view',
    ],
    optionalPermissions: ['reports.dynamic.view'],
    notes:
      'Read-only across customers, accounts, transactions, loans, the ledger and the audit log.',
  },
  {
    key: 'MARKETING_PRODUCT',
    name: 'Marketing / Product',
    purpose: 'Designs loan and deposit products, campaigns and customer segments.',
    corePermissions: ['campaign.manage', 'segment.manage', 'product.manage'],
    optionalPermissions: ['product.view', 'customer.view', 'reports.dynamic.view'],
    notes: 'Opens the Products pages and Credit Scoring.',
  },
  {
    key: 'HR_MANAGER',
    name: 'HR Manager',
    purpose: 'Keeps staff records.',
    // List completed by us; the spec gives none.
    corePermissions: ['hr.staff.manage'],
    optionalPermissions: ['staff.manage'],
    notes: 'Keeps staff records only; sees no banking data.',
  },
  {
    key: 'VENDOR_ADMINISTRATOR',
    name: 'Vendor Administrator',
    purpose: 'The software vendor’s account for issuing the tenant’s license.',
    corePermissions: ['license.issue'],
    optionalPermissions: ['config.system.view'],
    notes: 'Issues licenses only; sees no banking data.',
  },
  {
    key: 'READ_ONLY_VIEWER',
    name: 'Read-only Viewer',
    purpose: 'Looks up customers, accounts, loans and products without changing anything.',
    // List completed by us; the spec gives none.
    corePermissions: [
      'customer.view',
      'account.view',
      'loan.view',
      'product.view',
      'term.deposits.view',
      'gl.view',
    ],
    optionalPermissions: ['report.view.branch', 'txn.view.branch'],
    notes: 'Looks things up only: never creates, posts or approves.',
  },
];

export const ROLE_CATALOGUE: readonly RoleDefinition[] = [
  ...ADMINISTRATION_ROLES,
  ...BRANCH_ROLES,
  ...CHECKER_ROLES,
  ...CUSTOMER_ROLES,
  ...LENDING_ROLES,
  ...FINANCE_ROLES,
  ...SUPPORT_ROLES,
];

const ROLES_BY_KEY: ReadonlyMap<string, RoleDefinition> = new Map(
  ROLE_CATALOGUE.map((role) => [role.key, role]),
);

/** Looks a role up by its exact key; use normaliseRoleKey first for text from people or servers. */
export function roleByKey(key: RoleKey): RoleDefinition;
export function roleByKey(key: string): RoleDefinition | undefined;
export function roleByKey(key: string): RoleDefinition | undefined {
  return ROLES_BY_KEY.get(key);
}
