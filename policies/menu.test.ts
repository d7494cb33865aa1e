import { describe, expect, it } from 'vitest';
import { type AccessContext, checkAccess, hasBypass } from './access';
import { asRole, bypassUsers } from './access.fixture';
import { FEATURES } from './features';
import { MENU, type MenuCondition, type MenuNode, menuEntries, visibleMenu } from './menu';
import { isPermission, type Permission } from './permissions';
import { BYPASS_ROLE_KEYS, ROLE_KEYS, type RoleKey } from './roles';
import { matchRoute } from './routes';

/** The menu of SPEC.md section 2 as [label, path] pairs, group by group. */
const SPEC_MENU: [string, string | undefined, [string, string][]][] = [
  ['Dashboard', '/', []],
  // Ours (decision 044): one inbox for every approval type.
  ['Approvals', '/approvals', []],
  [
    'Operations',
    undefined,
    [
      ['Customers', '/customers'],
      ['Create Customer', '/customer/create'],
      ['Accounts', '/accounts'],
      ['Tills', '/tills'],
      ['Till Sessions', '/tills/sessions'],
      ['Banks', '/banks'],
    ],
  ],
  [
    'Payments (NIP)',
    undefined,
    [
      ['Transfer', '/nip'],
      ['Reconciliation', '/nip/recon'],
      ['Approvals', '/nip/approvals'],
    ],
  ],
  [
    'Lending',
    undefined,
    [
      ['Loans', '/loans'],
      ['Credit Applications', '/credit-apps'],
    ],
  ],
  [
    'Products',
    undefined,
    [
      ['Loan Products', '/admin/loan-products'],
      ['Deposit Products', '/admin/deposit-products'],
    ],
  ],
  [
    'Finance',
    undefined,
    [
      ['Capital & Assets', '/capital-assets'],
      ['Budgets', '/budgets'],
      ['Expenses', '/expenses'],
    ],
  ],
  ['Treasury', undefined, [['Term Deposits', '/term-deposits']]],
  [
    'Reports',
    undefined,
    [
      ['Reports Center', '/admin/reports'],
      ['Ledger', '/admin/ledger'],
    ],
  ],
  [
    'Administration',
    undefined,
    [
      ['Users', '/admin/users'],
      ['Roles', '/admin/roles'],
      ['Branches', '/admin/branches'],
      ['Chart of Accounts', '/admin/coa'],
      ['GL Map', '/admin/gl-map'],
      ['Journals', '/admin/journals'],
      ['Approval Flows', '/admin/approval-flows'],
      ['End of Day', '/admin/eod'],
      ['Form Rules', '/admin/form-config'],
      ['License', '/admin/license'],
      ['Integrations', '/admin/integrations'],
      ['Credit Scoring', '/admin/credit-scoring'],
      ['Audit Log', '/admin/audit-log'],
      ['Statecharts', '/admin/statecharts'],
    ],
  ],
];

/** Whether the node at this trail of labels is in the menu the user sees. */
function sees(ctx: AccessContext, trail: readonly string[]): boolean {
  let level: readonly MenuNode[] = visibleMenu(ctx);
  for (const label of trail) {
    const node = level.find((item) => item.label === label);
    if (node === undefined) {
      return false;
    }
    level = node.children ?? [];
  }
  return true;
}

const without = (feature: string) => FEATURES.filter((item) => item !== feature);

describe('the navigation menu is SPEC.md section 2, exactly', () => {
  it('has the groups and items of the spec, in order', () => {
    const shape = MENU.map((node) => [
      node.label,
      node.path,
      (node.children ?? []).map((child) => [child.label, child.path]),
    ]);
    expect(shape).toEqual(SPEC_MENU);
  });

  it('Integrations has children Payment Providers, Identity Services, Email (SMTP), SMS Webhook', () => {
    const integrations = menuEntries().find((entry) => entry.node.label === 'Integrations');
    expect(integrations?.node.children?.map((child) => [child.label, child.path])).toEqual([
      ['Payment Providers', '/admin/integrations/payments'],
      ['Identity Services', '/admin/integrations/identity'],
      ['Email (SMTP)', '/admin/integrations/email'],
      ['SMS Webhook', '/admin/integrations/sms'],
      ['Message Templates', '/admin/integrations/templates'],
      ['Outbox', '/admin/integrations/outbox'],
    ]);
  });

  it.each(
    menuEntries()
      .filter((entry) => entry.node.path !== undefined)
      .map((entry) => [entry.node.label, entry.node.path ?? ''] as const),
  )('%s (%s) leads to a route of the route table', (_label, path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  it('every feature, permission and role in the menu is in the vocabularies', () => {
    for (const { condition } of menuEntries()) {
      const permissions = condition.permission === undefined ? [] : [condition.permission].flat();
      expect(permissions.filter((permission) => !isPermission(permission))).toEqual([]);
      expect(condition.feature === undefined || FEATURES.includes(condition.feature)).toBe(true);
      for (const role of condition.roles ?? []) {
        expect(ROLE_KEYS).toContain(role);
      }
    }
  });
});

describe('group conditions of the spec, as applied to their items', () => {
  const conditionOf = (label: string) =>
    menuEntries().find((entry) => entry.node.label === label)?.condition;

  it.each([
    ['Customers', { feature: 'ACCOUNTS', permission: 'customer.view' }],
    ['Tills', { feature: 'TILLS', permission: 'till.session.view' }],
    ['Banks', { feature: 'OPERATIONS', permission: 'txn.view.all' }],
    ['Transfer', { feature: 'NIP', permission: 'txn.create.transfer' }],
    ['Loans', { feature: 'LOANS', permission: 'loan.view' }],
    ['Loan Products', { feature: 'LOANS', permission: 'product.manage' }],
    ['Deposit Products', { feature: 'TERM_DEPOSITS', permission: 'product.manage' }],
    ['Expenses', { feature: 'FINANCE', permission: 'gl.journal.create' }],
    ['Term Deposits', { feature: 'TERM_DEPOSITS', permission: 'term.deposits.manage' }],
    ['Reports Center', { feature: 'REPORTS', permission: 'reports.dynamic.view' }],
    ['Ledger', { feature: 'REPORTS', permission: 'report.view.mis' }],
    ['Users', { feature: 'OPERATIONS', permission: 'admin.user.manage' }],
    ['Chart of Accounts', { feature: 'OPERATIONS', permission: 'gl.coa.manage' }],
    ['GL Map', { feature: 'OPERATIONS', permission: 'gl.map.manage' }],
    [
      'Journals',
      {
        feature: 'OPERATIONS',
        permission: ['txn.create.deposit', 'txn.create.transfer', 'gl.journal.create'],
      },
    ],
    ['Approval Flows', { feature: 'OPERATIONS', permission: 'config.approval.manage' }],
    ['Form Rules', { feature: 'OPERATIONS', permission: 'config.system.manage' }],
    ['License', { feature: 'OPERATIONS', permission: 'config.system.manage' }],
    ['SMS Webhook', { feature: 'OPERATIONS', permission: 'config.system.manage' }],
    ['Credit Scoring', { feature: 'LOANS', permission: 'product.manage' }],
  ])('%s: %j', (label, expected) => {
    expect(conditionOf(label)).toMatchObject(expected);
  });

  it.each([
    ['Loan Products', ['MARKETING_PRODUCT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN']],
    ['Reports Center', ['SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN']],
    ['Users', ['SECURITY_ADMINISTRATOR', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN']],
    ['Roles', ['SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN']],
    ['Credit Scoring', ['SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN']],
    ['Email (SMTP)', ['SECURITY_ADMINISTRATOR', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN']],
  ])('%s shows to roles %j', (label, roles) => {
    expect([...(conditionOf(label)?.roles ?? [])].sort()).toEqual([...roles].sort());
  });
});

interface EntryCase {
  readonly trail: readonly string[];
  readonly seenBy: readonly [string, AccessContext][];
  readonly hiddenFrom: readonly [string, AccessContext][];
}

const sysAdmin = asRole('SYSTEM_ADMINISTRATOR');
const securityAdmin = asRole('SECURITY_ADMINISTRATOR');

/** Every menu entry with a user who sees it and one who does not (none for Dashboard). */
const ENTRY_CASES: readonly EntryCase[] = [
  { trail: ['Dashboard'], seenBy: [['a signed-out context', { user: null }]], hiddenFrom: [] },
  {
    trail: ['Approvals'],
    seenBy: [
      ['a manager approver (loan and transaction approval)', asRole('MANAGER_APPROVER')],
      [
        'a risk manager granted loan approval only',
        asRole('RISK_MANAGEMENT', { permissions: ['loan.approve.level1'] }),
      ],
    ],
    hiddenFrom: [
      ['a branch teller, who holds no approval permission', asRole('BRANCH_TELLER')],
      [
        'a manager approver without OPERATIONS',
        asRole('MANAGER_APPROVER', { features: without('OPERATIONS') }),
      ],
    ],
  },
  {
    trail: ['Operations'],
    seenBy: [['a branch teller', asRole('BRANCH_TELLER')]],
    hiddenFrom: [
      ['an HR manager', asRole('HR_MANAGER')],
      [
        'a teller without ACCOUNTS or TILLS',
        asRole('BRANCH_TELLER', { features: ['NIP', 'OPERATIONS'] }),
      ],
    ],
  },
  {
    trail: ['Operations', 'Customers'],
    seenBy: [['a branch teller', asRole('BRANCH_TELLER')]],
    hiddenFrom: [
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
      ['a teller without ACCOUNTS', asRole('BRANCH_TELLER', { features: without('ACCOUNTS') })],
    ],
  },
  {
    trail: ['Operations', 'Create Customer'],
    seenBy: [['a CSR', asRole('CUSTOMER_SERVICE_REPRESENTATIVE')]],
    hiddenFrom: [['a branch teller', asRole('BRANCH_TELLER')]],
  },
  {
    trail: ['Operations', 'Accounts'],
    seenBy: [['a branch teller', asRole('BRANCH_TELLER')]],
    hiddenFrom: [['marketing', asRole('MARKETING_PRODUCT')]],
  },
  {
    trail: ['Operations', 'Tills'],
    seenBy: [
      ['a teller licensed for TILLS only', asRole('BRANCH_TELLER', { features: ['TILLS'] })],
    ],
    hiddenFrom: [['a teller without TILLS', asRole('BRANCH_TELLER', { features: ['ACCOUNTS'] })]],
  },
  {
    trail: ['Operations', 'Till Sessions'],
    seenBy: [['a head teller', asRole('VAULT_HEAD_TELLER')]],
    hiddenFrom: [['a loan officer', asRole('LOAN_OFFICER')]],
  },
  {
    trail: ['Operations', 'Banks'],
    seenBy: [
      [
        'a relationship officer licensed for OPERATIONS only',
        asRole('RELATIONSHIP_OFFICER', {
          features: ['OPERATIONS'],
        }),
      ],
    ],
    hiddenFrom: [
      ['a GL accountant (txn.view.all, not a listed role)', asRole('FINANCE_GL_ACCOUNTANT')],
    ],
  },
  {
    trail: ['Payments (NIP)'],
    seenBy: [['a branch teller', asRole('BRANCH_TELLER')]],
    hiddenFrom: [
      ['a loan officer', asRole('LOAN_OFFICER')],
      ['a teller without NIP', asRole('BRANCH_TELLER', { features: without('NIP') })],
    ],
  },
  {
    trail: ['Payments (NIP)', 'Transfer'],
    seenBy: [['a branch teller', asRole('BRANCH_TELLER')]],
    hiddenFrom: [['a teller without NIP', asRole('BRANCH_TELLER', { features: without('NIP') })]],
  },
  {
    trail: ['Payments (NIP)', 'Reconciliation'],
    seenBy: [
      ['operations control', asRole('OPERATIONS_CONTROL')],
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
    ],
    hiddenFrom: [['an auditor (txn.view.all, not a listed role)', asRole('AUDITOR')]],
  },
  {
    trail: ['Payments (NIP)', 'Approvals'],
    seenBy: [
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
      ['a branch manager', asRole('BRANCH_MANAGER')],
    ],
    hiddenFrom: [
      ['a head teller (level-1 approval, not a listed role)', asRole('VAULT_HEAD_TELLER')],
    ],
  },
  ...[['Lending'], ['Lending', 'Loans'], ['Lending', 'Credit Applications']].map(
    (trail): EntryCase => ({
      trail,
      seenBy: [['a loan officer', asRole('LOAN_OFFICER')]],
      hiddenFrom: [
        ['a branch teller', asRole('BRANCH_TELLER')],
        ['a loan officer without LOANS', asRole('LOAN_OFFICER', { features: without('LOANS') })],
      ],
    }),
  ),
  ...[['Products'], ['Products', 'Loan Products']].map(
    (trail): EntryCase => ({
      trail,
      seenBy: [['marketing', asRole('MARKETING_PRODUCT')]],
      hiddenFrom: [
        [
          'a loan officer granted product.manage',
          asRole('LOAN_OFFICER', {
            permissions: ['product.manage'],
          }),
        ],
        [
          'marketing without LOANS or TERM_DEPOSITS',
          asRole('MARKETING_PRODUCT', {
            features: ['ACCOUNTS'],
          }),
        ],
      ],
    }),
  ),
  {
    trail: ['Products', 'Deposit Products'],
    seenBy: [
      [
        'marketing licensed for TERM_DEPOSITS only',
        asRole('MARKETING_PRODUCT', {
          features: ['TERM_DEPOSITS'],
        }),
      ],
    ],
    hiddenFrom: [
      [
        'marketing licensed for LOANS only',
        asRole('MARKETING_PRODUCT', {
          features: ['LOANS'],
        }),
      ],
    ],
  },
  ...[['Finance'], ['Finance', 'Capital & Assets'], ['Finance', 'Budgets']].map(
    (trail): EntryCase => ({
      trail,
      seenBy: [
        ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
        ['an auditor', asRole('AUDITOR')],
      ],
      hiddenFrom: [
        ['a branch teller', asRole('BRANCH_TELLER')],
        [
          'a GL accountant without FINANCE',
          asRole('FINANCE_GL_ACCOUNTANT', {
            features: without('FINANCE'),
          }),
        ],
      ],
    }),
  ),
  {
    trail: ['Finance', 'Expenses'],
    seenBy: [['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')]],
    hiddenFrom: [['an auditor (gl.view only)', asRole('AUDITOR')]],
  },
  ...[['Treasury'], ['Treasury', 'Term Deposits']].map(
    (trail): EntryCase => ({
      trail,
      seenBy: [['a treasury dealer', asRole('TREASURY_DEALER')]],
      hiddenFrom: [
        ['a branch teller, though the route would let them in', asRole('BRANCH_TELLER')],
        [
          'a treasury dealer without TERM_DEPOSITS',
          asRole('TREASURY_DEALER', {
            features: without('TERM_DEPOSITS'),
          }),
        ],
      ],
    }),
  ),
  ...[['Reports'], ['Reports', 'Reports Center']].map(
    (trail): EntryCase => ({
      trail,
      seenBy: [
        ['a system administrator', sysAdmin],
        [
          'a system administrator without REPORTS (bypasses all checks)',
          asRole('SYSTEM_ADMINISTRATOR', {
            features: without('REPORTS'),
          }),
        ],
      ],
      hiddenFrom: [
        [
          'an auditor granted reports.dynamic.view',
          asRole('AUDITOR', {
            permissions: ['reports.dynamic.view'],
          }),
        ],
        [
          'an auditor granted reports.dynamic.view, without REPORTS',
          asRole('AUDITOR', {
            permissions: ['reports.dynamic.view'],
            features: without('REPORTS'),
          }),
        ],
      ],
    }),
  ),
  {
    trail: ['Reports', 'Ledger'],
    seenBy: [['a super admin', asRole('SUPER_ADMIN')]],
    hiddenFrom: [
      ['a GL accountant, though the route lets them in', asRole('FINANCE_GL_ACCOUNTANT')],
    ],
  },
  {
    trail: ['Administration'],
    seenBy: [
      ['a system administrator', sysAdmin],
      [
        'a system administrator without OPERATIONS or LOANS (bypasses all checks)',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: ['ACCOUNTS'],
        }),
      ],
      [
        'a security administrator granted config.system.manage',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['config.system.manage'],
        }),
      ],
    ],
    hiddenFrom: [
      ['a branch teller', asRole('BRANCH_TELLER')],
      [
        'a security administrator granted config.system.manage, without OPERATIONS',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['config.system.manage'],
          features: without('OPERATIONS'),
        }),
      ],
    ],
  },
  {
    trail: ['Administration', 'Users'],
    seenBy: [
      [
        'a security administrator granted admin.user.manage',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['admin.user.manage'],
        }),
      ],
    ],
    hiddenFrom: [
      ['a security administrator (user support only)', securityAdmin],
      [
        'IT support granted admin.user.manage, though the route lets them in',
        asRole('IT_SUPPORT', {
          permissions: ['admin.user.manage'],
        }),
      ],
    ],
  },
  {
    trail: ['Administration', 'Roles'],
    seenBy: [['a system administrator', sysAdmin]],
    hiddenFrom: [['a security administrator, who has role.manage', securityAdmin]],
  },
  {
    trail: ['Administration', 'Chart of Accounts'],
    seenBy: [
      [
        'a system administrator licensed for OPERATIONS only',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: ['OPERATIONS'],
        }),
      ],
    ],
    hiddenFrom: [
      [
        'a GL accountant granted gl.coa.manage',
        asRole('FINANCE_GL_ACCOUNTANT', {
          permissions: ['gl.coa.manage'],
        }),
      ],
      ['a security administrator', securityAdmin],
    ],
  },
  {
    trail: ['Administration', 'GL Map'],
    seenBy: [['a super admin', asRole('SUPER_ADMIN')]],
    hiddenFrom: [['a security administrator', securityAdmin]],
  },
  {
    trail: ['Administration', 'Journals'],
    seenBy: [
      ['a system administrator', sysAdmin],
      [
        'a security administrator granted txn.create.deposit',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['txn.create.deposit'],
        }),
      ],
    ],
    hiddenFrom: [
      ['operations control, though the route lets them in', asRole('OPERATIONS_CONTROL')],
      ['a security administrator', securityAdmin],
    ],
  },
  {
    trail: ['Administration', 'Approval Flows'],
    seenBy: [['a system administrator', sysAdmin]],
    hiddenFrom: [['a security administrator (config.approval.view only)', securityAdmin]],
  },
  {
    trail: ['Administration', 'End of Day'],
    seenBy: [
      ['operations control', asRole('OPERATIONS_CONTROL')],
      ['a system administrator', sysAdmin],
    ],
    hiddenFrom: [
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
      ['a security administrator', securityAdmin],
    ],
  },
  ...[['Form Rules'], ['License'], ['Integrations']].map(
    ([label]): EntryCase => ({
      trail: ['Administration', label ?? ''],
      seenBy: [
        ['a super admin', asRole('SUPER_ADMIN')],
        [
          'a security administrator granted config.system.manage',
          asRole('SECURITY_ADMINISTRATOR', {
            permissions: ['config.system.manage'],
          }),
        ],
      ],
      hiddenFrom: [['a security administrator (config.system.view only)', securityAdmin]],
    }),
  ),
  ...[
    ['Payment Providers'],
    ['Identity Services'],
    ['Email (SMTP)'],
    ['SMS Webhook'],
    ['Message Templates'],
    ['Outbox'],
  ].map(
    ([label]): EntryCase => ({
      trail: ['Administration', 'Integrations', label ?? ''],
      seenBy: [['a system administrator', sysAdmin]],
      hiddenFrom: [
        [
          'IT support granted config.system.manage',
          asRole('IT_SUPPORT', {
            permissions: ['config.system.manage'],
          }),
        ],
      ],
    }),
  ),
  {
    trail: ['Administration', 'Credit Scoring'],
    seenBy: [
      [
        'a system administrator licensed for LOANS only',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: ['LOANS'],
        }),
      ],
      [
        'a system administrator without LOANS (bypasses all checks)',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: without('LOANS'),
        }),
      ],
    ],
    hiddenFrom: [
      [
        'a security administrator granted product.manage',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['product.manage'],
        }),
      ],
      [
        'a security administrator granted product.manage, without LOANS',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['product.manage'],
          features: without('LOANS'),
        }),
      ],
    ],
  },
  {
    trail: ['Administration', 'Branches'],
    seenBy: [['a system administrator', sysAdmin]],
    hiddenFrom: [
      ['a branch manager (not in the Administration group)', asRole('BRANCH_MANAGER')],
      ['a security administrator (no branch.manage)', securityAdmin],
    ],
  },
  {
    trail: ['Administration', 'Audit Log'],
    seenBy: [
      ['an auditor', asRole('AUDITOR')],
      ['a security administrator', securityAdmin],
      ['a system administrator', sysAdmin],
    ],
    hiddenFrom: [['IT support', asRole('IT_SUPPORT')]],
  },
  {
    trail: ['Administration', 'Statecharts'],
    seenBy: [
      ['an auditor', asRole('AUDITOR')],
      ['a system administrator', sysAdmin],
    ],
    hiddenFrom: [['a security administrator', securityAdmin]],
  },
];

describe('every menu entry: one user who sees it and one who does not', () => {
  it('the cases cover every entry of the menu', () => {
    const covered = new Set(ENTRY_CASES.map((entry) => entry.trail.join(' > ')));
    const all = menuEntries().map((entry) => entry.trail.join(' > '));
    expect(all.filter((trail) => !covered.has(trail))).toEqual([]);
  });

  const seen = ENTRY_CASES.flatMap((entry) =>
    entry.seenBy.map(([who, ctx]) => [entry.trail.join(' > '), who, entry.trail, ctx] as const),
  );
  it.each(seen)('%s shows to %s', (_label, _who, trail, ctx) => {
    expect(sees(ctx, trail)).toBe(true);
  });

  const hidden = ENTRY_CASES.flatMap((entry) =>
    entry.hiddenFrom.map(([who, ctx]) => [entry.trail.join(' > '), who, entry.trail, ctx] as const),
  );
  it.each(hidden)('%s is hidden from %s', (_label, _who, trail, ctx) => {
    expect(sees(ctx, trail)).toBe(false);
  });
});

/**
 * For each menu item with a feature, a user from the role catalogue who does not bypass and holds
 * the item's permission and, where roles are required, one of them that is not a bypass role: only
 * the license can hide the item from them. Items whose roles are all bypass roles get a user who
 * holds the permission as an own permission but none of the roles.
 */
const FEATURE_HIDDEN: Record<string, readonly [string, RoleKey, readonly Permission[]]> = {
  Approvals: ['a manager approver', 'MANAGER_APPROVER', []],
  'Operations > Customers': ['a branch teller', 'BRANCH_TELLER', []],
  'Operations > Create Customer': ['a CSR', 'CUSTOMER_SERVICE_REPRESENTATIVE', []],
  'Operations > Accounts': ['a branch teller', 'BRANCH_TELLER', []],
  'Operations > Tills': ['a branch teller', 'BRANCH_TELLER', []],
  'Operations > Till Sessions': ['a head teller', 'VAULT_HEAD_TELLER', []],
  'Operations > Banks': ['a relationship officer', 'RELATIONSHIP_OFFICER', []],
  'Payments (NIP) > Transfer': ['a branch teller', 'BRANCH_TELLER', []],
  'Payments (NIP) > Reconciliation': ['operations control', 'OPERATIONS_CONTROL', []],
  'Payments (NIP) > Approvals': ['a branch manager', 'BRANCH_MANAGER', []],
  'Lending > Loans': ['a loan officer', 'LOAN_OFFICER', []],
  'Lending > Credit Applications': ['a loan officer', 'LOAN_OFFICER', []],
  'Products > Loan Products': ['marketing', 'MARKETING_PRODUCT', []],
  'Products > Deposit Products': ['marketing', 'MARKETING_PRODUCT', []],
  'Finance > Capital & Assets': ['a GL accountant', 'FINANCE_GL_ACCOUNTANT', []],
  'Finance > Budgets': ['an auditor', 'AUDITOR', []],
  'Finance > Expenses': ['a GL accountant', 'FINANCE_GL_ACCOUNTANT', []],
  'Treasury > Term Deposits': ['a treasury dealer', 'TREASURY_DEALER', []],
  'Reports > Reports Center': [
    'an auditor granted reports.dynamic.view',
    'AUDITOR',
    ['reports.dynamic.view'],
  ],
  'Reports > Ledger': ['a GL accountant', 'FINANCE_GL_ACCOUNTANT', []],
  'Administration > Users': [
    'a security administrator granted admin.user.manage',
    'SECURITY_ADMINISTRATOR',
    ['admin.user.manage'],
  ],
  'Administration > Roles': ['a security administrator', 'SECURITY_ADMINISTRATOR', []],
  'Administration > Branches': [
    'a security administrator granted branch.manage',
    'SECURITY_ADMINISTRATOR',
    ['branch.manage'],
  ],
  'Administration > Chart of Accounts': [
    'a security administrator granted gl.coa.manage',
    'SECURITY_ADMINISTRATOR',
    ['gl.coa.manage'],
  ],
  'Administration > GL Map': [
    'a security administrator granted gl.map.manage',
    'SECURITY_ADMINISTRATOR',
    ['gl.map.manage'],
  ],
  'Administration > Journals': [
    'a security administrator granted txn.create.transfer',
    'SECURITY_ADMINISTRATOR',
    ['txn.create.transfer'],
  ],
  'Administration > Approval Flows': [
    'a security administrator granted config.approval.manage',
    'SECURITY_ADMINISTRATOR',
    ['config.approval.manage'],
  ],
  'Administration > End of Day': ['operations control', 'OPERATIONS_CONTROL', []],
  ...Object.fromEntries(
    [
      'Form Rules',
      'License',
      'Integrations',
      'Integrations > Payment Providers',
      'Integrations > Identity Services',
      'Integrations > Email (SMTP)',
      'Integrations > SMS Webhook',
      'Integrations > Message Templates',
      'Integrations > Outbox',
    ].map((label) => [
      `Administration > ${label}`,
      [
        'a security administrator granted config.system.manage',
        'SECURITY_ADMINISTRATOR',
        ['config.system.manage'],
      ] as const,
    ]),
  ),
  'Administration > Credit Scoring': [
    'a security administrator granted product.manage',
    'SECURITY_ADMINISTRATOR',
    ['product.manage'],
  ],
  'Administration > Audit Log': ['an auditor', 'AUDITOR', []],
  'Administration > Statecharts': ['an auditor', 'AUDITOR', []],
};

describe('"SUPER_ADMIN, SYSTEM_ADMINISTRATOR, or a wildcard or all permission bypasses all checks", feature included', () => {
  const count = (nodes: readonly MenuNode[]): number =>
    nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);

  it.each(bypassUsers({ features: ['ACCOUNTS'] }))(
    '%s licensed for ACCOUNTS only sees the whole menu',
    (_who, ctx) => {
      expect(count(visibleMenu(ctx))).toBe(menuEntries().length);
    },
  );

  const featured = menuEntries().filter(
    (entry) => entry.node.path !== undefined && entry.condition.feature !== undefined,
  );
  const bypassingWithout = featured.flatMap((entry) =>
    bypassUsers({ features: without(entry.condition.feature ?? '') }).map(
      ([who, ctx]) =>
        [entry.trail.join(' > '), who, entry.condition.feature, entry.trail, ctx] as const,
    ),
  );
  it.each(bypassingWithout)(
    '%s shows to %s whose license lacks %s',
    (_label, _who, _feature, trail, ctx) => {
      expect(sees(ctx, trail)).toBe(true);
    },
  );

  it('the feature cases cover every menu item with a feature, with non-bypass users', () => {
    expect(Object.keys(FEATURE_HIDDEN)).toEqual(featured.map((entry) => entry.trail.join(' > ')));
    for (const [, role, permissions] of Object.values(FEATURE_HIDDEN)) {
      expect(hasBypass(asRole(role, { permissions }))).toBe(false);
    }
  });

  const cases = featured.map((entry) => {
    const label = entry.trail.join(' > ');
    const refusal = FEATURE_HIDDEN[label];
    if (refusal === undefined) {
      throw new Error(`no feature case for ${label}`);
    }
    const [who, role, permissions] = refusal;
    return [label, who, entry.condition.feature, role, permissions, entry] as const;
  });
  const onlyBypassRoles = (condition: MenuCondition) => {
    const bypassRoles: readonly string[] = BYPASS_ROLE_KEYS;
    return condition.roles?.every((role) => bypassRoles.includes(role)) ?? false;
  };

  // Where the item names a role that does not bypass, the user holds it: the license alone hides.
  it.each(cases.filter((item) => !onlyBypassRoles(item[5].condition)))(
    '%s shows to %s, and is hidden once the license lacks %s',
    (_label, _who, feature, role, permissions, { condition, trail }) => {
      const licensed = asRole(role, { permissions });
      const unlicensed = asRole(role, { permissions, features: without(feature ?? '') });
      expect(condition.roles === undefined || condition.roles.includes(role)).toBe(true);
      expect(sees(licensed, trail)).toBe(true);
      expect(sees(unlicensed, trail)).toBe(false);
      expect(checkAccess(unlicensed, condition)).toEqual({ allowed: false, missing: { feature } });
    },
  );

  // Where every role the item names is a bypass role, a holder of one passes the feature check
  // too, so the hiding is shown with a user who holds the permission but neither role nor feature.
  it.each(cases.filter((item) => onlyBypassRoles(item[5].condition)))(
    '%s is hidden from %s (no admin role), and the license lacking %s is named too',
    (_label, _who, feature, role, permissions, { condition, trail }) => {
      const licensed = asRole(role, { permissions });
      const unlicensed = asRole(role, { permissions, features: without(feature ?? '') });
      expect(sees(licensed, trail)).toBe(false);
      expect(sees(unlicensed, trail)).toBe(false);
      expect(checkAccess(licensed, condition)).toEqual({
        allowed: false,
        missing: { roles: condition.roles },
      });
      expect(checkAccess(unlicensed, condition)).toEqual({
        allowed: false,
        missing: { feature, roles: condition.roles },
      });
    },
  );
});

describe('"A menu item shows only when role, feature and permission conditions all hold"', () => {
  it('a signed-out context sees only the Dashboard', () => {
    expect(visibleMenu({ user: null }).map((node) => node.label)).toEqual(['Dashboard']);
  });

  it('a group with no visible item is dropped', () => {
    const labels = visibleMenu(asRole('BRANCH_TELLER')).map((node) => node.label);
    expect(labels).toEqual(['Dashboard', 'Operations', 'Payments (NIP)']);
  });

  it('a teller sees exactly the teller items', () => {
    const operations = visibleMenu(asRole('BRANCH_TELLER')).find(
      (node) => node.label === 'Operations',
    );
    expect(operations?.children?.map((node) => node.label)).toEqual([
      'Customers',
      'Accounts',
      'Tills',
      'Till Sessions',
    ]);
  });

  it('"The feature check passes when no license features are known"', () => {
    expect(sees(asRole('LOAN_OFFICER', { features: [] }), ['Lending', 'Loans'])).toBe(true);
  });

  it('a super admin licensed for everything sees the whole menu', () => {
    const count = (nodes: readonly MenuNode[]): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);
    expect(count(visibleMenu(asRole('SUPER_ADMIN')))).toBe(menuEntries().length);
  });

  it('choosing a role narrows the menu to that role', () => {
    const both = asRole(['LOAN_OFFICER', 'BRANCH_TELLER'], { activeRole: 'LOAN_OFFICER' });
    expect(sees(both, ['Lending', 'Loans'])).toBe(true);
    expect(sees(both, ['Payments (NIP)', 'Transfer'])).toBe(false);
  });

  it('a super admin acting as a teller does not bypass: no Roles, and no Transfer without NIP', () => {
    const acting = asRole(['SUPER_ADMIN', 'BRANCH_TELLER'], { activeRole: 'BRANCH_TELLER' });
    expect(sees(acting, ['Payments (NIP)', 'Transfer'])).toBe(true);
    expect(sees(acting, ['Administration', 'Roles'])).toBe(false);
    const unlicensed = { ...acting, licenseFeatures: without('NIP') };
    expect(sees(unlicensed, ['Payments (NIP)', 'Transfer'])).toBe(false);
    expect(sees({ ...unlicensed, activeRole: null }, ['Payments (NIP)', 'Transfer'])).toBe(true);
  });
});
