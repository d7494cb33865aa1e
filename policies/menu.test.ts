import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access';
import { asRole } from './access.fixture';
import { FEATURES } from './features';
import { MENU, type MenuNode, menuEntries, visibleMenu } from './menu';
import { isPermission } from './permissions';
import { ROLE_KEYS } from './roles';
import { matchRoute } from './routes';

/** The menu of SPEC.md section 2 as [label, path] pairs, group by group. */
const SPEC_MENU: [string, string | undefined, [string, string][]][] = [
  ['Dashboard', '/', []],
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
      ['Chart of Accounts', '/admin/coa'],
      ['GL Map', '/admin/gl-map'],
      ['Journals', '/admin/journals'],
      ['Approval Flows', '/admin/approval-flows'],
      ['Form Rules', '/admin/form-config'],
      ['License', '/admin/license'],
      ['Integrations', '/admin/integrations'],
      ['Credit Scoring', '/admin/credit-scoring'],
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

  it('Integrations has children Payment Providers, Email (SMTP), SMS Webhook', () => {
    const integrations = menuEntries().find((entry) => entry.node.label === 'Integrations');
    expect(integrations?.node.children?.map((child) => [child.label, child.path])).toEqual([
      ['Payment Providers', '/admin/integrations/payments'],
      ['Email (SMTP)', '/admin/integrations/email'],
      ['SMS Webhook', '/admin/integrations/sms'],
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
    trail: ['Operations'],
    seenBy: [['a branch teller', asRole('BRANCH_TELLER')]],
    hiddenFrom: [['an HR manager', asRole('HR_MANAGER')]],
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
    hiddenFrom: [['a loan officer', asRole('LOAN_OFFICER')]],
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
      seenBy: [['a system administrator', sysAdmin]],
      hiddenFrom: [
        [
          'an auditor granted reports.dynamic.view',
          asRole('AUDITOR', {
            permissions: ['reports.dynamic.view'],
          }),
        ],
        [
          'a system administrator without REPORTS',
          asRole('SYSTEM_ADMINISTRATOR', {
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
    seenBy: [['a system administrator', sysAdmin]],
    hiddenFrom: [
      ['a branch teller', asRole('BRANCH_TELLER')],
      [
        'a system administrator without OPERATIONS or LOANS',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: ['ACCOUNTS'],
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
  ...[['Payment Providers'], ['Email (SMTP)'], ['SMS Webhook']].map(
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
    ],
    hiddenFrom: [
      [
        'a system administrator without LOANS',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: without('LOANS'),
        }),
      ],
      [
        'a security administrator granted product.manage',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['product.manage'],
        }),
      ],
    ],
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
});
