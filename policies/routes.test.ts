import { describe, expect, it } from 'vitest';
import { type AccessContext, checkAccess, hasBypass, type MissingAccess } from './access';
import { asRole, bypassUsers } from './access.fixture';
import { FEATURES } from './features';
import { isPermission, type Permission } from './permissions';
import {
  AUDIT_ROLE_KEYS,
  BYPASS_ROLE_KEYS,
  ROLE_KEYS,
  type RoleKey,
  WORKBENCH_ROLE_KEYS,
} from './roles';
import { guardRoute } from './route-guard';
import {
  isPublicPath,
  matchRoute,
  PUBLIC_ROUTES,
  REDIRECTS,
  ROUTE_IDS,
  ROUTES,
  type RouteRule,
  resolveRedirect,
  routeById,
  routeByPattern,
} from './routes';

const ADMIN = ['SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'];
const PRODUCT = ['MARKETING_PRODUCT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'];

/** The protected route table of SPEC.md section 2, row by row: paths, feature, permission, roles. */
const SPEC_TABLE: [string[], string | undefined, string | undefined, string[] | undefined][] = [
  [['/account/change-password'], undefined, undefined, undefined],
  [['/'], undefined, undefined, undefined],
  // Ours (decision 044): one approvals inbox; the menu lists it for the approval permissions.
  [['/approvals'], 'OPERATIONS', undefined, undefined],
  [['/customers'], 'ACCOUNTS', 'customer.view', undefined],
  [['/customer/create'], 'ACCOUNTS', 'customer.create', undefined],
  // Ours: a customer's own page.
  [['/customer/:id'], 'ACCOUNTS', 'customer.view', undefined],
  [['/accounts'], 'ACCOUNTS', 'account.view', undefined],
  [['/account/:id'], 'ACCOUNTS', 'account.view', undefined],
  [['/loans', '/loan/:id'], 'LOANS', 'loan.view', undefined],
  [['/credit-apps', '/credit-app/:id'], 'LOANS', 'loan.view', undefined],
  // Ours: a fixed asset's own page (/capital-assets/:id).
  [['/capital-assets', '/capital-assets/:id', '/budgets'], 'FINANCE', 'gl.view', undefined],
  [['/expenses'], 'FINANCE', 'gl.journal.create', undefined],
  // Ours: one expense, for whoever reads the ledger.
  [['/expenses/:id'], 'FINANCE', 'gl.view', undefined],
  [['/term-deposits'], 'TERM_DEPOSITS', undefined, undefined],
  // Ours: one term deposit, for whoever reads term deposits.
  [['/term-deposits/:id'], 'TERM_DEPOSITS', 'term.deposits.view', undefined],
  [
    ['/tills', '/tills/sessions', '/tills/session/:sessionId'],
    'TILLS',
    'till.session.view',
    undefined,
  ],
  [['/nip'], 'NIP', 'txn.create.transfer', undefined],
  [
    ['/nip/recon'],
    'NIP',
    'txn.view.all',
    ['OPERATIONS_CONTROL', 'FINANCE_GL_ACCOUNTANT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
  ],
  [
    ['/nip/approvals'],
    'NIP',
    'txn.approve.level1',
    [
      'OPERATIONS_CONTROL',
      'FINANCE_GL_ACCOUNTANT',
      'BRANCH_MANAGER',
      'SYSTEM_ADMINISTRATOR',
      'SUPER_ADMIN',
    ],
  ],
  [
    ['/banks'],
    'OPERATIONS',
    'txn.view.all',
    ['RELATIONSHIP_OFFICER', 'OPERATIONS_CONTROL', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
  ],
  [['/admin/loan-products'], 'LOANS', 'product.manage', PRODUCT],
  [['/admin/deposit-products'], 'TERM_DEPOSITS', 'product.manage', PRODUCT],
  [['/admin/credit-scoring'], 'LOANS', 'product.manage', PRODUCT],
  [['/admin/reports', '/admin/trial-balance'], 'REPORTS', 'reports.dynamic.view', ADMIN],
  // Ours: one report of the center, with its own address.
  [['/admin/reports/:key'], 'REPORTS', 'reports.dynamic.view', ADMIN],
  [
    ['/admin/users'],
    undefined,
    'admin.user.manage',
    ['SYSTEM_ADMINISTRATOR', 'SECURITY_ADMINISTRATOR', 'SUPER_ADMIN', 'IT_SUPPORT'],
  ],
  [['/admin/roles'], undefined, 'role.manage', ADMIN],
  [['/admin/coa'], 'FINANCE', 'gl.coa.manage', ADMIN],
  [['/admin/gl-map'], 'FINANCE', 'gl.map.manage', ADMIN],
  [
    ['/admin/journals'],
    'FINANCE',
    'gl.journal.create',
    ['OPERATIONS_CONTROL', 'FINANCE_GL_ACCOUNTANT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
  ],
  [
    ['/admin/ledger'],
    'REPORTS',
    'report.view.mis',
    ['FINANCE_GL_ACCOUNTANT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
  ],
  // Ours: the close of business.
  [['/admin/eod'], 'OPERATIONS', 'eod.run', undefined],
  [['/admin/approval-flows'], 'OPERATIONS', 'config.approval.manage', ADMIN],
  [['/admin/license'], undefined, 'config.system.manage', ADMIN],
  [['/admin/form-config'], undefined, 'config.system.manage', ADMIN],
  [['/admin/integrations'], undefined, 'config.system.manage', ADMIN],
  [
    [
      '/admin/integrations/payments',
      // Ours (decision 052): the BVN and NIN services' connections.
      '/admin/integrations/identity',
      '/admin/integrations/email',
      '/admin/integrations/sms',
      // Ours: the templates and the outbox of what the bank sends.
      '/admin/integrations/templates',
      '/admin/integrations/outbox',
    ],
    undefined,
    'config.system.manage',
    ADMIN,
  ],
  // Ours: branches, the audit log and the statecharts' workbench.
  [['/admin/branches'], undefined, 'branch.manage', ADMIN],
  [['/admin/audit-log'], undefined, 'audit.log.view', [...AUDIT_ROLE_KEYS]],
  [
    ['/admin/statecharts', '/admin/statecharts/:chart/records/:id', '/admin/statecharts/:chart'],
    undefined,
    'audit.log.view',
    [...WORKBENCH_ROLE_KEYS],
  ],
];

const TITLES: [string, string][] = [
  ['/account/change-password', 'Change Password'],
  ['/', 'Dashboard'],
  ['/approvals', 'Approvals'],
  ['/customers', 'Customers'],
  ['/customer/create', 'Create Customer'],
  ['/customer/:id', 'Customer'],
  ['/accounts', 'Accounts'],
  ['/account/:id', 'Account'],
  ['/loans', 'Loans'],
  ['/loan/:id', 'Loan'],
  ['/credit-apps', 'Credit Applications'],
  ['/credit-app/:id', 'Credit Application'],
  ['/capital-assets', 'Capital & Assets'],
  ['/capital-assets/:id', 'Fixed Asset'],
  ['/budgets', 'Budgets'],
  ['/expenses', 'Expenses'],
  ['/expenses/:id', 'Expense'],
  ['/term-deposits', 'Term Deposits'],
  ['/term-deposits/:id', 'Term Deposit'],
  ['/tills', 'Tills'],
  ['/tills/sessions', 'Till Sessions'],
  ['/tills/session/:sessionId', 'Till Session'],
  ['/nip', 'Transfer'],
  ['/nip/recon', 'Reconciliation'],
  ['/nip/approvals', 'Approvals'],
  ['/banks', 'Banks'],
  ['/admin/loan-products', 'Loan Products'],
  ['/admin/deposit-products', 'Deposit Products'],
  ['/admin/credit-scoring', 'Credit Scoring'],
  ['/admin/reports', 'Reports Center'],
  ['/admin/reports/:key', 'Report'],
  ['/admin/trial-balance', 'Trial Balance'],
  ['/admin/users', 'Users'],
  ['/admin/roles', 'Roles'],
  ['/admin/coa', 'Chart of Accounts'],
  ['/admin/gl-map', 'GL Map'],
  ['/admin/journals', 'Journals'],
  ['/admin/ledger', 'Ledger'],
  ['/admin/eod', 'End of Day'],
  ['/admin/approval-flows', 'Approval Flows'],
  ['/admin/license', 'License'],
  ['/admin/form-config', 'Form Rules'],
  ['/admin/integrations', 'Integrations'],
  ['/admin/integrations/payments', 'Payment Providers'],
  ['/admin/integrations/identity', 'Identity Services'],
  ['/admin/integrations/email', 'Email (SMTP)'],
  ['/admin/integrations/sms', 'SMS Webhook'],
  ['/admin/integrations/templates', 'Message Templates'],
  ['/admin/integrations/outbox', 'Outbox'],
  ['/admin/branches', 'Branches'],
  ['/admin/audit-log', 'Audit Log'],
  ['/admin/statecharts', 'Statecharts'],
  ['/admin/statecharts/:chart/records/:id', 'Record on its Chart'],
  ['/admin/statecharts/:chart', 'Statechart'],
];

/** A concrete path for a pattern: parameters filled in. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'X-42');

describe('the route table is SPEC.md section 2, exactly', () => {
  const rows = SPEC_TABLE.flatMap(([paths, feature, permission, roles]) =>
    paths.map((path) => [path, feature, permission, roles] as const),
  );

  it('has every row and no other', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(rows.map(([path]) => path));
  });

  it.each(rows)('%s: feature %s, permission %s, roles %j', (path, feature, permission, roles) => {
    const route = routeByPattern(path);
    expect(route?.feature).toBe(feature);
    expect(route?.permission).toBe(permission);
    expect(route?.roles === undefined ? undefined : [...route.roles]).toEqual(roles);
  });

  it.each(TITLES)('%s is titled %s', (path, title) => {
    expect(routeByPattern(path)?.title).toBe(title);
  });

  it('every feature, permission and role named is in the vocabularies', () => {
    for (const route of ROUTES) {
      expect(route.feature === undefined || FEATURES.includes(route.feature)).toBe(true);
      expect(route.permission === undefined || isPermission(route.permission)).toBe(true);
      for (const role of route.roles ?? []) {
        expect(ROLE_KEYS).toContain(role);
      }
    }
  });
});

describe('"Where the route table and the navigation menu differ ... both readings are given"', () => {
  it('/term-deposits: "none (the menu also lists term.deposits.manage)"', () => {
    const route = routeByPattern('/term-deposits');
    expect(route?.permission).toBeUndefined();
    expect(route?.menuPermission).toBe('term.deposits.manage');
  });

  it('Journals: "the menu allows txn.create.deposit or txn.create.transfer"', () => {
    const route = routeByPattern('/admin/journals');
    expect(route?.permission).toBe('gl.journal.create');
    expect(route?.menuPermission).toEqual(
      expect.arrayContaining(['txn.create.deposit', 'txn.create.transfer']),
    );
  });

  it('Users: the menu "lists Users for security admin and system admin and super admin"', () => {
    const route = routeByPattern('/admin/users');
    expect(route?.roles).toContain('IT_SUPPORT');
    expect([...(route?.menuRoles ?? [])].sort()).toEqual(
      ['SECURITY_ADMINISTRATOR', 'SUPER_ADMIN', 'SYSTEM_ADMINISTRATOR'].sort(),
    );
  });

  it('Ledger: the menu lists it "only under the Reports group for system admin and super admin"', () => {
    const route = routeByPattern('/admin/ledger');
    expect(route?.roles).toContain('FINANCE_GL_ACCOUNTANT');
    expect([...(route?.menuRoles ?? [])].sort()).toEqual(['SUPER_ADMIN', 'SYSTEM_ADMINISTRATOR']);
  });
});

describe('matching paths', () => {
  it.each(ROUTES.filter((route) => route.path !== '/admin/integrations').map((r) => [r.path]))(
    '%s matches its own row',
    (pattern) => {
      const match = matchRoute(samplePath(pattern));
      expect(match?.kind === 'route' && match.route.path).toBe(pattern);
    },
  );

  it.each([
    ['/account/change-password', 'Change Password', {}],
    ['/account/ACC-001', 'Account', { id: 'ACC-001' }],
    ['/account/ACC%2F7', 'Account', { id: 'ACC/7' }],
    ['/tills/session/s-42', 'Till Session', { sessionId: 's-42' }],
    ['/loan/L1/', 'Loan', { id: 'L1' }],
    ['/customers?q=ada', 'Customers', {}],
    ['/Customers', 'Customers', {}],
  ])('%s shows %s with params %j', (path, title, params) => {
    const match = matchRoute(path);
    expect(match?.kind).toBe('route');
    if (match?.kind === 'route') {
      expect(match.route.title).toBe(title);
      expect(match.params).toEqual(params);
    }
  });

  it.each([
    ['/nope'],
    ['/customers/extra'],
    ['/account'],
    ['/tills/session/'],
    ['/admin/integrations/whatsapp'],
    ['/account/%E0%A4%A'],
    ['customers'],
  ])('"Any other unknown path shows a page titled \'404 – Page Not Found\'": %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('route ids', () => {
  const all = [matchRoute('/login'), ...ROUTES.map((route) => ({ kind: 'route', route }))].map(
    (match) => (match?.kind === 'route' ? match.route.id : null),
  );

  it('gives every route, the login route included, one id of ROUTE_IDS, each id once', () => {
    expect(all).not.toContain(null);
    expect([...all].sort()).toEqual([...ROUTE_IDS].sort());
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(ROUTE_IDS.map((id) => [id]))('routeById(%s) finds the route of that id', (id) => {
    expect(routeById(id).id).toBe(id);
  });

  it('keeps the id of a route whose path takes parameters', () => {
    const match = matchRoute('/account/ACC-001');
    expect(match?.kind === 'route' && match.route.id).toBe('account');
    expect(routeById('change-password').path).toBe('/account/change-password');
  });
});

describe('redirects and public routes', () => {
  it.each([
    ['/admin', '/admin/users'],
    ['/admin/', '/admin/users'],
    ['/admin/integrations', '/admin/integrations/payments'],
  ])('%s redirects to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
    expect(matchRoute(from)).toMatchObject({ kind: 'redirect', redirect: { to } });
  });

  it('only the two index paths redirect', () => {
    expect(REDIRECTS.map((item) => item.from)).toEqual(['/admin', '/admin/integrations']);
    expect(resolveRedirect('/admin/users')).toBeNull();
  });

  it('"Public: /login only"', () => {
    expect([...PUBLIC_ROUTES]).toEqual(['/login']);
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/')).toBe(false);
    const match = matchRoute('/login');
    expect(match?.kind === 'route' && match.route.public).toBe(true);
    expect(ROUTES.some((route) => route.public)).toBe(false);
  });
});

type Denial = MissingAccess | 'signInRequired';

interface RowCase {
  readonly path: string;
  readonly allowed: readonly [string, AccessContext][];
  readonly denied: readonly [string, AccessContext | null, Denial][];
}

const NO_FEATURE = (missing: string) => FEATURES.filter((feature) => feature !== missing);

/** Each row of the route table with at least one user who may open it and one who may not. */
const ROW_CASES: readonly RowCase[] = [
  {
    path: '/account/change-password',
    allowed: [['a user with no role or permission', asRole([])]],
    denied: [['a signed-out visitor', null, 'signInRequired']],
  },
  {
    path: '/',
    allowed: [['a read-only viewer', asRole('READ_ONLY_VIEWER', { features: [] })]],
    denied: [['a signed-out visitor', null, 'signInRequired']],
  },
  {
    path: '/approvals',
    allowed: [
      ['a branch teller, who follows their own requests there', asRole('BRANCH_TELLER')],
      ['a manager approver', asRole('MANAGER_APPROVER')],
    ],
    denied: [
      [
        'a teller whose tenant lacks OPERATIONS',
        asRole('BRANCH_TELLER', { features: NO_FEATURE('OPERATIONS') }),
        { feature: 'OPERATIONS' },
      ],
    ],
  },
  {
    path: '/customers',
    allowed: [['a branch teller', asRole('BRANCH_TELLER')]],
    denied: [
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT'), { permission: 'customer.view' }],
      [
        'a teller whose tenant lacks ACCOUNTS',
        asRole('BRANCH_TELLER', { features: NO_FEATURE('ACCOUNTS') }),
        { feature: 'ACCOUNTS' },
      ],
    ],
  },
  {
    path: '/customer/create',
    allowed: [['a customer service representative', asRole('CUSTOMER_SERVICE_REPRESENTATIVE')]],
    denied: [['a branch teller', asRole('BRANCH_TELLER'), { permission: 'customer.create' }]],
  },
  {
    path: '/customer/0190a8b2-7c1d-7e2f-9a3b-4c5d6e7f8091',
    allowed: [['a branch teller', asRole('BRANCH_TELLER')]],
    denied: [['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT'), { permission: 'customer.view' }]],
  },
  {
    path: '/accounts',
    allowed: [['a branch teller', asRole('BRANCH_TELLER')]],
    denied: [['marketing', asRole('MARKETING_PRODUCT'), { permission: 'account.view' }]],
  },
  {
    path: '/account/ACC-001',
    allowed: [['a loan officer', asRole('LOAN_OFFICER')]],
    denied: [['an HR manager', asRole('HR_MANAGER'), { permission: 'account.view' }]],
  },
  {
    path: '/loans',
    allowed: [['a loan officer', asRole('LOAN_OFFICER')]],
    denied: [
      ['a branch teller', asRole('BRANCH_TELLER'), { permission: 'loan.view' }],
      [
        'a loan officer whose tenant lacks LOANS',
        asRole('LOAN_OFFICER', { features: NO_FEATURE('LOANS') }),
        { feature: 'LOANS' },
      ],
    ],
  },
  {
    path: '/loan/L-1',
    allowed: [['a credit analyst', asRole('CREDIT_ANALYST')]],
    denied: [['a branch teller', asRole('BRANCH_TELLER'), { permission: 'loan.view' }]],
  },
  {
    path: '/credit-apps',
    allowed: [['a loan officer', asRole('LOAN_OFFICER')]],
    denied: [['a branch teller', asRole('BRANCH_TELLER'), { permission: 'loan.view' }]],
  },
  {
    path: '/credit-app/CA-9',
    allowed: [['a loan officer', asRole('LOAN_OFFICER')]],
    denied: [['a CSR', asRole('CUSTOMER_SERVICE_REPRESENTATIVE'), { permission: 'loan.view' }]],
  },
  {
    path: '/capital-assets',
    allowed: [['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')]],
    denied: [
      ['a branch teller', asRole('BRANCH_TELLER'), { permission: 'gl.view' }],
      [
        'a GL accountant whose tenant lacks FINANCE',
        asRole('FINANCE_GL_ACCOUNTANT', { features: NO_FEATURE('FINANCE') }),
        { feature: 'FINANCE' },
      ],
    ],
  },
  {
    path: '/capital-assets/FA-0001',
    allowed: [['an auditor', asRole('AUDITOR')]],
    denied: [['a branch teller', asRole('BRANCH_TELLER'), { permission: 'gl.view' }]],
  },
  {
    path: '/budgets',
    allowed: [['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')]],
    denied: [['a loan officer', asRole('LOAN_OFFICER'), { permission: 'gl.view' }]],
  },
  {
    path: '/expenses',
    allowed: [['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')]],
    denied: [['an auditor (gl.view only)', asRole('AUDITOR'), { permission: 'gl.journal.create' }]],
  },
  {
    path: '/expenses/EXP-1',
    allowed: [['an auditor (gl.view)', asRole('AUDITOR')]],
    denied: [['a manager approver', asRole('MANAGER_APPROVER'), { permission: 'gl.view' }]],
  },
  {
    path: '/term-deposits/TD-1',
    allowed: [['a treasury dealer', asRole('TREASURY_DEALER')]],
    denied: [['a loan officer', asRole('LOAN_OFFICER'), { permission: 'term.deposits.view' }]],
  },
  {
    path: '/term-deposits',
    allowed: [
      ['a treasury dealer', asRole('TREASURY_DEALER')],
      ['a branch teller (the route asks no permission)', asRole('BRANCH_TELLER')],
    ],
    denied: [
      [
        'a treasury dealer whose tenant lacks TERM_DEPOSITS',
        asRole('TREASURY_DEALER', { features: NO_FEATURE('TERM_DEPOSITS') }),
        { feature: 'TERM_DEPOSITS' },
      ],
    ],
  },
  {
    path: '/tills',
    allowed: [['a branch teller', asRole('BRANCH_TELLER')]],
    denied: [
      ['a loan officer', asRole('LOAN_OFFICER'), { permission: 'till.session.view' }],
      [
        'a teller whose tenant lacks TILLS',
        asRole('BRANCH_TELLER', { features: NO_FEATURE('TILLS') }),
        { feature: 'TILLS' },
      ],
    ],
  },
  {
    path: '/tills/sessions',
    allowed: [['a head teller', asRole('VAULT_HEAD_TELLER')]],
    denied: [
      ['a CSR', asRole('CUSTOMER_SERVICE_REPRESENTATIVE'), { permission: 'till.session.view' }],
    ],
  },
  {
    path: '/tills/session/TS-3',
    allowed: [['a branch teller', asRole('BRANCH_TELLER')]],
    denied: [['an auditor', asRole('AUDITOR'), { permission: 'till.session.view' }]],
  },
  {
    path: '/nip',
    allowed: [['a branch teller', asRole('BRANCH_TELLER')]],
    denied: [
      [
        'a manager approver (checker only)',
        asRole('MANAGER_APPROVER'),
        {
          permission: 'txn.create.transfer',
        },
      ],
      [
        'a teller whose tenant lacks NIP',
        asRole('BRANCH_TELLER', { features: NO_FEATURE('NIP') }),
        { feature: 'NIP' },
      ],
    ],
  },
  {
    path: '/nip/recon',
    allowed: [
      ['operations control', asRole('OPERATIONS_CONTROL')],
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
      ['a system administrator', asRole('SYSTEM_ADMINISTRATOR')],
      ['a super admin', asRole('SUPER_ADMIN')],
    ],
    denied: [
      [
        'an auditor, who has txn.view.all but no listed role',
        asRole('AUDITOR'),
        {
          roles: [
            'OPERATIONS_CONTROL',
            'FINANCE_GL_ACCOUNTANT',
            'SYSTEM_ADMINISTRATOR',
            'SUPER_ADMIN',
          ],
        },
      ],
      [
        'a branch teller',
        asRole('BRANCH_TELLER'),
        {
          roles: [
            'OPERATIONS_CONTROL',
            'FINANCE_GL_ACCOUNTANT',
            'SYSTEM_ADMINISTRATOR',
            'SUPER_ADMIN',
          ],
          permission: 'txn.view.all',
        },
      ],
    ],
  },
  {
    path: '/nip/approvals',
    allowed: [
      ['a branch manager', asRole('BRANCH_MANAGER')],
      ['operations control', asRole('OPERATIONS_CONTROL')],
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
    ],
    denied: [
      [
        'a head teller, who has txn.approve.level1 but no listed role',
        asRole('VAULT_HEAD_TELLER'),
        {
          roles: [
            'OPERATIONS_CONTROL',
            'FINANCE_GL_ACCOUNTANT',
            'BRANCH_MANAGER',
            'SYSTEM_ADMINISTRATOR',
            'SUPER_ADMIN',
          ],
        },
      ],
    ],
  },
  {
    path: '/banks',
    allowed: [
      ['a relationship officer', asRole('RELATIONSHIP_OFFICER')],
      ['operations control', asRole('OPERATIONS_CONTROL')],
    ],
    denied: [
      [
        'a GL accountant, who has txn.view.all but no listed role',
        asRole('FINANCE_GL_ACCOUNTANT'),
        {
          roles: [
            'RELATIONSHIP_OFFICER',
            'OPERATIONS_CONTROL',
            'SYSTEM_ADMINISTRATOR',
            'SUPER_ADMIN',
          ],
        },
      ],
      [
        'a relationship officer whose tenant lacks OPERATIONS',
        asRole('RELATIONSHIP_OFFICER', { features: NO_FEATURE('OPERATIONS') }),
        { feature: 'OPERATIONS' },
      ],
    ],
  },
  {
    path: '/admin/loan-products',
    allowed: [['marketing', asRole('MARKETING_PRODUCT')]],
    denied: [
      [
        'a loan officer granted product.manage',
        asRole('LOAN_OFFICER', {
          permissions: ['product.manage'],
        }),
        { roles: PRODUCT },
      ],
      [
        'marketing in a tenant without LOANS',
        asRole('MARKETING_PRODUCT', { features: NO_FEATURE('LOANS') }),
        { feature: 'LOANS' },
      ],
    ],
  },
  {
    path: '/admin/deposit-products',
    allowed: [
      [
        'marketing licensed for TERM_DEPOSITS only',
        asRole('MARKETING_PRODUCT', {
          features: ['TERM_DEPOSITS'],
        }),
      ],
    ],
    denied: [
      [
        'a treasury dealer',
        asRole('TREASURY_DEALER'),
        {
          roles: PRODUCT,
          permission: 'product.manage',
        },
      ],
      [
        'marketing in a tenant without TERM_DEPOSITS',
        asRole('MARKETING_PRODUCT', { features: NO_FEATURE('TERM_DEPOSITS') }),
        { feature: 'TERM_DEPOSITS' },
      ],
    ],
  },
  {
    path: '/admin/credit-scoring',
    allowed: [['marketing', asRole('MARKETING_PRODUCT')]],
    denied: [
      [
        'a credit analyst',
        asRole('CREDIT_ANALYST'),
        {
          roles: PRODUCT,
          permission: 'product.manage',
        },
      ],
    ],
  },
  {
    path: '/admin/reports',
    allowed: [
      ['a system administrator', asRole('SYSTEM_ADMINISTRATOR')],
      ['a super admin', asRole('SUPER_ADMIN')],
      [
        'a system administrator whose tenant lacks REPORTS (bypasses all checks)',
        asRole('SYSTEM_ADMINISTRATOR', { features: NO_FEATURE('REPORTS') }),
      ],
    ],
    denied: [
      [
        'an auditor granted reports.dynamic.view',
        asRole('AUDITOR', {
          permissions: ['reports.dynamic.view'],
        }),
        { roles: ADMIN },
      ],
      [
        'an auditor granted reports.dynamic.view whose tenant lacks REPORTS',
        asRole('AUDITOR', {
          permissions: ['reports.dynamic.view'],
          features: NO_FEATURE('REPORTS'),
        }),
        { feature: 'REPORTS', roles: ADMIN },
      ],
    ],
  },
  {
    path: '/admin/trial-balance',
    allowed: [['a super admin', asRole('SUPER_ADMIN')]],
    denied: [
      [
        'a GL accountant',
        asRole('FINANCE_GL_ACCOUNTANT'),
        {
          roles: ADMIN,
          permission: 'reports.dynamic.view',
        },
      ],
    ],
  },
  {
    path: '/admin/users',
    allowed: [
      [
        'a system administrator, whatever the license',
        asRole('SYSTEM_ADMINISTRATOR', {
          features: ['ACCOUNTS'],
        }),
      ],
      [
        'a security administrator granted admin.user.manage',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['admin.user.manage'],
        }),
      ],
      [
        'IT support granted admin.user.manage',
        asRole('IT_SUPPORT', {
          permissions: ['admin.user.manage'],
        }),
      ],
    ],
    denied: [
      [
        'a security administrator (user support only)',
        asRole('SECURITY_ADMINISTRATOR'),
        {
          permission: 'admin.user.manage',
        },
      ],
      [
        'an HR manager granted admin.user.manage',
        asRole('HR_MANAGER', {
          permissions: ['admin.user.manage'],
        }),
        {
          roles: ['SYSTEM_ADMINISTRATOR', 'SECURITY_ADMINISTRATOR', 'SUPER_ADMIN', 'IT_SUPPORT'],
        },
      ],
    ],
  },
  {
    path: '/admin/roles',
    allowed: [['a super admin', asRole('SUPER_ADMIN')]],
    denied: [
      [
        'a security administrator, who has role.manage',
        asRole('SECURITY_ADMINISTRATOR'),
        {
          roles: ADMIN,
        },
      ],
    ],
  },
  {
    path: '/admin/coa',
    allowed: [
      ['a system administrator', asRole('SYSTEM_ADMINISTRATOR')],
      [
        'a system administrator whose tenant lacks FINANCE (bypasses all checks)',
        asRole('SYSTEM_ADMINISTRATOR', { features: NO_FEATURE('FINANCE') }),
      ],
    ],
    denied: [
      [
        'a GL accountant granted gl.coa.manage',
        asRole('FINANCE_GL_ACCOUNTANT', {
          permissions: ['gl.coa.manage'],
        }),
        { roles: ADMIN },
      ],
      [
        'a GL accountant granted gl.coa.manage whose tenant lacks FINANCE',
        asRole('FINANCE_GL_ACCOUNTANT', {
          permissions: ['gl.coa.manage'],
          features: NO_FEATURE('FINANCE'),
        }),
        { feature: 'FINANCE', roles: ADMIN },
      ],
    ],
  },
  {
    path: '/admin/gl-map',
    allowed: [['a super admin', asRole('SUPER_ADMIN')]],
    denied: [
      [
        'a GL accountant granted gl.map.manage',
        asRole('FINANCE_GL_ACCOUNTANT', {
          permissions: ['gl.map.manage'],
        }),
        { roles: ADMIN },
      ],
    ],
  },
  {
    path: '/admin/journals',
    allowed: [
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')],
      ['operations control', asRole('OPERATIONS_CONTROL')],
    ],
    denied: [
      [
        'a branch teller, whom the menu reading would allow by txn.create.deposit',
        asRole('BRANCH_TELLER'),
        {
          roles: [
            'OPERATIONS_CONTROL',
            'FINANCE_GL_ACCOUNTANT',
            'SYSTEM_ADMINISTRATOR',
            'SUPER_ADMIN',
          ],
          permission: 'gl.journal.create',
        },
      ],
    ],
  },
  {
    path: '/admin/ledger',
    allowed: [['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT')]],
    denied: [
      [
        'a manager approver, who has report.view.mis',
        asRole('MANAGER_APPROVER'),
        {
          roles: ['FINANCE_GL_ACCOUNTANT', 'SYSTEM_ADMINISTRATOR', 'SUPER_ADMIN'],
        },
      ],
    ],
  },
  {
    path: '/admin/branches',
    allowed: [['a system administrator', asRole('SYSTEM_ADMINISTRATOR')]],
    denied: [
      [
        'a branch manager (branch.manage, but not bank-wide)',
        asRole('BRANCH_MANAGER'),
        { roles: ADMIN },
      ],
    ],
  },
  {
    path: '/admin/audit-log',
    allowed: [
      ['an auditor', asRole('AUDITOR')],
      ['a security administrator', asRole('SECURITY_ADMINISTRATOR')],
    ],
    denied: [
      [
        'IT support',
        asRole('IT_SUPPORT'),
        { roles: [...AUDIT_ROLE_KEYS], permission: 'audit.log.view' },
      ],
    ],
  },
  ...[
    '/admin/statecharts',
    '/admin/statecharts/:chart/records/:id',
    '/admin/statecharts/:chart',
  ].map(
    (path): RowCase => ({
      path,
      allowed: [['an auditor', asRole('AUDITOR')]],
      denied: [
        [
          'a security administrator',
          asRole('SECURITY_ADMINISTRATOR'),
          { roles: [...WORKBENCH_ROLE_KEYS] },
        ],
      ],
    }),
  ),
  {
    path: '/admin/eod',
    allowed: [
      ['operations control', asRole('OPERATIONS_CONTROL')],
      ['a system administrator', asRole('SYSTEM_ADMINISTRATOR')],
    ],
    denied: [
      ['a GL accountant', asRole('FINANCE_GL_ACCOUNTANT'), { permission: 'eod.run' }],
      [
        'operations control whose tenant lacks OPERATIONS',
        asRole('OPERATIONS_CONTROL', { features: NO_FEATURE('OPERATIONS') }),
        { feature: 'OPERATIONS' },
      ],
    ],
  },
  {
    path: '/admin/reports/:key',
    allowed: [['a system administrator', asRole('SYSTEM_ADMINISTRATOR')]],
    denied: [
      [
        'an auditor granted reports.dynamic.view',
        asRole('AUDITOR', { permissions: ['reports.dynamic.view'] }),
        { roles: ADMIN },
      ],
    ],
  },
  {
    path: '/admin/approval-flows',
    allowed: [
      ['a system administrator', asRole('SYSTEM_ADMINISTRATOR')],
      [
        'a system administrator whose tenant lacks OPERATIONS (bypasses all checks)',
        asRole('SYSTEM_ADMINISTRATOR', { features: NO_FEATURE('OPERATIONS') }),
      ],
    ],
    denied: [
      [
        'a security administrator granted config.approval.manage',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['config.approval.manage'],
        }),
        { roles: ADMIN },
      ],
      [
        'a security administrator granted config.approval.manage whose tenant lacks OPERATIONS',
        asRole('SECURITY_ADMINISTRATOR', {
          permissions: ['config.approval.manage'],
          features: NO_FEATURE('OPERATIONS'),
        }),
        { feature: 'OPERATIONS', roles: ADMIN },
      ],
    ],
  },
  {
    path: '/admin/license',
    allowed: [
      ['a super admin, whatever the license', asRole('SUPER_ADMIN', { features: ['NIP'] })],
    ],
    denied: [
      [
        'the vendor administrator',
        asRole('VENDOR_ADMINISTRATOR'),
        {
          roles: ADMIN,
          permission: 'config.system.manage',
        },
      ],
    ],
  },
  {
    path: '/admin/form-config',
    allowed: [['a system administrator', asRole('SYSTEM_ADMINISTRATOR')]],
    denied: [
      [
        'IT support',
        asRole('IT_SUPPORT'),
        {
          roles: ADMIN,
          permission: 'config.system.manage',
        },
      ],
    ],
  },
  ...[
    '/admin/integrations/payments',
    // Ours (decision 052): the BVN and NIN services' connections.
    '/admin/integrations/identity',
    '/admin/integrations/email',
    '/admin/integrations/sms',
    '/admin/integrations/templates',
    '/admin/integrations/outbox',
  ].map(
    (path): RowCase => ({
      path,
      allowed: [['a system administrator', asRole('SYSTEM_ADMINISTRATOR')]],
      denied: [
        [
          'IT support granted config.system.manage',
          asRole('IT_SUPPORT', {
            permissions: ['config.system.manage'],
          }),
          { roles: ADMIN },
        ],
      ],
    }),
  ),
];

/**
 * For each row with a feature, a user from the role catalogue who does not bypass and holds the
 * row's permission and, where the row names roles, one of them that is not a bypass role: only
 * the license can refuse them. Rows whose roles are all bypass roles get a user who holds the
 * permission as an own permission but none of the roles.
 */
const FEATURE_REFUSALS: Record<string, readonly [string, RoleKey, readonly Permission[]]> = {
  '/approvals': ['a manager approver', 'MANAGER_APPROVER', []],
  '/customers': ['a branch teller', 'BRANCH_TELLER', []],
  '/customer/create': ['a CSR', 'CUSTOMER_SERVICE_REPRESENTATIVE', []],
  '/customer/:id': ['a branch teller', 'BRANCH_TELLER', []],
  '/accounts': ['a branch teller', 'BRANCH_TELLER', []],
  '/account/:id': ['a loan officer', 'LOAN_OFFICER', []],
  '/loans': ['a loan officer', 'LOAN_OFFICER', []],
  '/loan/:id': ['a credit analyst', 'CREDIT_ANALYST', []],
  '/credit-apps': ['a loan officer', 'LOAN_OFFICER', []],
  '/credit-app/:id': ['a loan officer', 'LOAN_OFFICER', []],
  '/capital-assets': ['a GL accountant', 'FINANCE_GL_ACCOUNTANT', []],
  '/capital-assets/:id': ['an auditor', 'AUDITOR', []],
  '/budgets': ['an auditor', 'AUDITOR', []],
  '/expenses': ['a GL accountant', 'FINANCE_GL_ACCOUNTANT', []],
  '/expenses/:id': ['an auditor', 'AUDITOR', []],
  '/term-deposits': ['a treasury dealer', 'TREASURY_DEALER', []],
  '/term-deposits/:id': ['a treasury dealer', 'TREASURY_DEALER', []],
  '/tills': ['a branch teller', 'BRANCH_TELLER', []],
  '/tills/sessions': ['a head teller', 'VAULT_HEAD_TELLER', []],
  '/tills/session/:sessionId': ['a branch teller', 'BRANCH_TELLER', []],
  '/nip': ['a branch teller', 'BRANCH_TELLER', []],
  '/nip/recon': ['operations control', 'OPERATIONS_CONTROL', []],
  '/nip/approvals': ['a branch manager', 'BRANCH_MANAGER', []],
  '/banks': ['a relationship officer', 'RELATIONSHIP_OFFICER', []],
  '/admin/loan-products': ['marketing', 'MARKETING_PRODUCT', []],
  '/admin/deposit-products': ['marketing', 'MARKETING_PRODUCT', []],
  '/admin/credit-scoring': ['marketing', 'MARKETING_PRODUCT', []],
  '/admin/reports': [
    'an auditor granted reports.dynamic.view',
    'AUDITOR',
    ['reports.dynamic.view'],
  ],
  '/admin/trial-balance': [
    'marketing granted reports.dynamic.view',
    'MARKETING_PRODUCT',
    ['reports.dynamic.view'],
  ],
  '/admin/reports/:key': [
    'an auditor granted reports.dynamic.view',
    'AUDITOR',
    ['reports.dynamic.view'],
  ],
  '/admin/coa': [
    'a GL accountant granted gl.coa.manage',
    'FINANCE_GL_ACCOUNTANT',
    ['gl.coa.manage'],
  ],
  '/admin/gl-map': [
    'a GL accountant granted gl.map.manage',
    'FINANCE_GL_ACCOUNTANT',
    ['gl.map.manage'],
  ],
  '/admin/journals': ['operations control', 'OPERATIONS_CONTROL', []],
  '/admin/ledger': ['a GL accountant', 'FINANCE_GL_ACCOUNTANT', []],
  '/admin/eod': ['operations control', 'OPERATIONS_CONTROL', []],
  '/admin/approval-flows': [
    'a security administrator granted config.approval.manage',
    'SECURITY_ADMINISTRATOR',
    ['config.approval.manage'],
  ],
};

/** Whether every role the row names bypasses, so that no role holder can meet the feature check. */
function onlyBypassRoles(route: RouteRule): boolean {
  const bypassRoles: readonly string[] = BYPASS_ROLE_KEYS;
  return route.roles?.every((role) => bypassRoles.includes(role)) ?? false;
}

function visit(path: string, ctx: AccessContext | null) {
  return guardRoute({
    pathname: path,
    token: ctx?.user ? 'token' : null,
    user: ctx?.user ?? null,
    activeRole: ctx?.activeRole ?? null,
    licenseFeatures: ctx?.licenseFeatures ?? null,
  });
}

describe('every route row: one user who may open it and one who may not', () => {
  it('the cases cover every row except the redirected integrations index', () => {
    const covered = new Set(
      ROW_CASES.map((row) => {
        const match = matchRoute(row.path);
        return match?.kind === 'route' ? match.route.path : row.path;
      }),
    );
    const rows = ROUTES.map((route) => route.path).filter((p) => p !== '/admin/integrations');
    expect(rows.filter((path) => !covered.has(path))).toEqual([]);
  });

  const allowed = ROW_CASES.flatMap((row) =>
    row.allowed.map(([who, ctx]) => [row.path, who, ctx] as const),
  );
  it.each(allowed)('%s opens for %s', (path, _who, ctx) => {
    expect(visit(path, ctx).kind).toBe('show');
  });

  const denied = ROW_CASES.flatMap((row) =>
    row.denied.map(([who, ctx, denial]) => [row.path, who, ctx, denial] as const),
  );
  it.each(denied)('%s is refused to %s', (path, _who, ctx, denial) => {
    const decision = visit(path, ctx);
    if (denial === 'signInRequired') {
      expect(decision).toMatchObject({ kind: 'redirect', reason: 'signInRequired' });
    } else {
      expect(decision).toMatchObject({ kind: 'denied', missing: denial });
      expect(decision.kind === 'denied' && decision.missing).toEqual(denial);
    }
  });
});

describe('every route row, by rule (checked on the row itself, redirected indexes included)', () => {
  const rowOf = (path: string) => {
    const route = routeByPattern(path);
    if (route === undefined) {
      throw new Error(`no row ${path}`);
    }
    return route;
  };

  const withFeature = ROUTES.filter((route) => route.feature !== undefined);
  const bypassingWithout = withFeature.flatMap((route) =>
    bypassUsers({ features: NO_FEATURE(route.feature ?? '') }).map(
      ([who, ctx]) => [route.path, who, route.feature, ctx] as const,
    ),
  );
  it.each(bypassingWithout)(
    '%s opens for %s whose license lacks %s: "bypasses all checks"',
    (path, _who, _feature, ctx) => {
      expect(checkAccess(ctx, rowOf(path))).toEqual({ allowed: true });
    },
  );

  it.each(withFeature.map((route) => [route.path, route.feature] as const))(
    '%s does not bypass for a super admin acting as a teller, whose license lacks %s',
    (path, feature) => {
      const ctx = asRole(['SUPER_ADMIN', 'BRANCH_TELLER'], {
        activeRole: 'BRANCH_TELLER',
        features: NO_FEATURE(feature ?? ''),
      });
      expect(checkAccess(ctx, rowOf(path))).toMatchObject({ allowed: false, missing: { feature } });
    },
  );

  it('the feature-refusal cases cover every row with a feature, with non-bypass users', () => {
    expect(Object.keys(FEATURE_REFUSALS)).toEqual(withFeature.map((route) => route.path));
    for (const [, role, permissions] of Object.values(FEATURE_REFUSALS)) {
      expect(hasBypass(asRole(role, { permissions }))).toBe(false);
    }
  });

  const refusals = withFeature.map((route) => {
    const refusal = FEATURE_REFUSALS[route.path];
    if (refusal === undefined) {
      throw new Error(`no feature-refusal case for ${route.path}`);
    }
    const [who, role, permissions] = refusal;
    return [route.path, who, route.feature, role, permissions] as const;
  });

  // Where the row names a role that does not bypass, the user holds it: the license alone refuses.
  it.each(refusals.filter(([path]) => !onlyBypassRoles(rowOf(path))))(
    '%s is refused to %s whose license lacks %s, with exactly the feature missing',
    (path, _who, feature, role, permissions) => {
      const route = rowOf(path);
      const licensed = asRole(role, { permissions });
      const unlicensed = asRole(role, { permissions, features: NO_FEATURE(feature ?? '') });
      expect(route.roles === undefined || route.roles.includes(role)).toBe(true);
      expect(checkAccess(licensed, route)).toEqual({ allowed: true });
      expect(checkAccess(unlicensed, route)).toEqual({ allowed: false, missing: { feature } });
    },
  );

  // Where every role the row names is a bypass role, a user holding one passes the feature check
  // too, so the refusal is shown with a user who holds the permission but neither role nor feature.
  it.each(refusals.filter(([path]) => onlyBypassRoles(rowOf(path))))(
    '%s is refused to %s (no admin role) whose license lacks %s, naming feature and roles',
    (path, _who, feature, role, permissions) => {
      const route = rowOf(path);
      const licensed = asRole(role, { permissions });
      const unlicensed = asRole(role, { permissions, features: NO_FEATURE(feature ?? '') });
      expect(checkAccess(licensed, route)).toEqual({
        allowed: false,
        missing: { roles: route.roles },
      });
      expect(checkAccess(unlicensed, route)).toEqual({
        allowed: false,
        missing: { feature, roles: route.roles },
      });
    },
  );

  const withRoles = ROUTES.filter((route) => route.roles !== undefined);
  it.each(withRoles.map((route) => [route.path] as const))(
    '%s is refused to a user who holds the permission but none of the roles',
    (path) => {
      const route = rowOf(path);
      const permissions = route.permission ? [route.permission] : [];
      const ctx = asRole('READ_ONLY_VIEWER', { permissions });
      expect(checkAccess(ctx, route)).toEqual({ allowed: false, missing: { roles: route.roles } });
    },
  );

  const withPermission = ROUTES.filter((route) => route.permission !== undefined);
  it.each(withPermission.map((route) => [route.path, route.permission] as const))(
    '%s is refused to a user with no roles and no permissions, naming %s',
    (path, permission) => {
      expect(checkAccess(asRole([]), rowOf(path))).toMatchObject({
        allowed: false,
        missing: { permission },
      });
    },
  );

  it.each(ROUTES.map((route) => [route.path] as const))(
    '%s opens for a super admin licensed for every feature',
    (path) => {
      expect(checkAccess(asRole('SUPER_ADMIN'), rowOf(path))).toEqual({ allowed: true });
    },
  );
});
