import { FEATURES } from '../../policies/features';

/** The password of every demo user; the README lists it. */
export const DEMO_PASSWORD = 'demo-Pass-2026';

export interface DemoUser {
  readonly username: string;
  readonly fullName: string;
  readonly roles: readonly string[];
  /** The key of the home branch in the tenant's list, or null for head office. */
  readonly branch: string | null;
  readonly mustChangePassword?: boolean;
  /** The user's own permissions, beyond their roles' core ones (a role's optional grants). */
  readonly permissions?: readonly string[];
}

export interface DemoTenant {
  readonly id: string;
  readonly name: string;
  readonly bankCode: string;
  /** Days before today for the processing date; the lapsed tenant is a day behind. */
  readonly processingLagDays: number;
  readonly license: { features: readonly string[]; expired: boolean };
  readonly branches: readonly { key: string; code: string; name: string }[];
  readonly users: readonly DemoUser[];
}

/**
 * The checkers approve loans, and reading the application, its customer and account is an
 * optional grant of their roles; the demo grants it so that they can approve from the
 * application's page.
 */
const CHECKER_VIEWS = ['loan.view', 'customer.view', 'account.view'] as const;

const CHECKERS: ReadonlySet<string> = new Set(['approver', 'director', 'md']);

/**
 * The customer service desk serves a walk-in customer from onboarding to the account they came
 * for: viewing and opening accounts are optional grants of both desk roles, and the demo grants
 * them so the desk needs no one else.
 */
const DESK_ACCOUNTS = ['account.view', 'account.create'] as const;

const DESK: ReadonlySet<string> = new Set(['csr', 'supervisor']);

/**
 * The finance desk keeps the asset register and the budgets, optional grants of the accountant's
 * role; the demo grants them so that one person can show the finance pages end to end.
 */
const FINANCE_DESK = ['finance.budget.manage', 'finance.asset.manage'] as const;

/**
 * The teller books term deposits for cash at the counter, optional grants of the teller's role
 * that the demo gives.
 */
const COUNTER_DEPOSITS = ['term.deposits.view', 'term.deposits.manage'] as const;

function ownGrants(username: string): readonly string[] | null {
  if (CHECKERS.has(username)) return CHECKER_VIEWS;
  if (username === 'teller') return COUNTER_DEPOSITS;
  if (username === 'finance') return FINANCE_DESK;
  if (DESK.has(username)) return DESK_ACCOUNTS;
  return null;
}

const demoUsers: DemoUser[] = [
  ['super', 'Sade Adeyemi', 'SUPER_ADMIN', null],
  ['admin', 'Tunde Bakare', 'SYSTEM_ADMINISTRATOR', null],
  ['security', 'Ngozi Okafor', 'SECURITY_ADMINISTRATOR', null],
  ['teller', 'Chidi Eze', 'BRANCH_TELLER', 'lagos'],
  ['headteller', 'Funmi Adebayo', 'VAULT_HEAD_TELLER', 'lagos'],
  ['manager', 'Ibrahim Musa', 'BRANCH_MANAGER', 'lagos'],
  ['approver', 'Aisha Bello', 'MANAGER_APPROVER', null],
  ['director', 'Emeka Nwosu', 'DIRECTOR_APPROVER', null],
  ['md', 'Olumide Johnson', 'MANAGING_DIRECTOR', null],
  ['csr', 'Blessing Okon', 'CUSTOMER_SERVICE_REPRESENTATIVE', 'lagos'],
  ['supervisor', 'Kemi Oladipo', 'CUSTOMER_SERVICE_SUPERVISOR', 'lagos'],
  ['relationship', 'Yusuf Abdullahi', 'RELATIONSHIP_OFFICER', 'abuja'],
  ['loanofficer', 'Grace Etim', 'LOAN_OFFICER', 'abuja'],
  ['analyst', 'Segun Afolabi', 'CREDIT_ANALYST', 'abuja'],
  ['risk', 'Halima Sani', 'RISK_MANAGEMENT', null],
  ['compliance', 'Uche Obi', 'COMPLIANCE_OFFICER', null],
  ['finance', 'Bisi Alade', 'FINANCE_GL_ACCOUNTANT', null],
  ['treasury', 'Musa Danjuma', 'TREASURY_DEALER', null],
  ['ops', 'Tolu Ogunleye', 'OPERATIONS_CONTROL', null],
  ['itsupport', 'Femi Coker', 'IT_SUPPORT', null],
  ['auditor', 'Zainab Lawal', 'AUDITOR', null],
  ['product', 'Ada Nnamdi', 'MARKETING_PRODUCT', null],
  ['hr', 'Kunle Balogun', 'HR_MANAGER', null],
  ['vendor', 'Efe Omoregie', 'VENDOR_ADMINISTRATOR', null],
  ['viewer', 'Dayo Akin', 'READ_ONLY_VIEWER', null],
].map(([username, fullName, role, branch]) => ({
  username: username as string,
  fullName: fullName as string,
  roles: [role as string],
  branch: branch ?? null,
  ...withGrants(ownGrants(username as string)),
}));

function withGrants(permissions: readonly string[] | null) {
  return permissions === null ? {} : { permissions };
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: 'demo',
    name: 'Kobo Demo Microfinance Bank',
    bankCode: '090001',
    processingLagDays: 0,
    license: { features: FEATURES, expired: false },
    branches: [
      { key: 'lagos', code: 'LAG-HO', name: 'Lagos Head Office' },
      { key: 'abuja', code: 'ABJ-01', name: 'Abuja Branch' },
      { key: 'kano', code: 'KAN-01', name: 'Kano Branch' },
    ],
    users: [
      ...demoUsers,
      {
        username: 'newhire',
        fullName: 'Obinna Uzor',
        roles: ['BRANCH_TELLER'],
        branch: 'lagos',
        mustChangePassword: true,
      },
      {
        username: 'multirole',
        fullName: 'Rita Ekpo',
        roles: ['BRANCH_TELLER', 'LOAN_OFFICER', 'CREDIT_ANALYST'],
        branch: 'kano',
      },
    ],
  },
  {
    id: 'acme',
    name: 'Acme Microfinance Bank',
    bankCode: '090002',
    processingLagDays: 0,
    license: { features: ['ACCOUNTS', 'TILLS', 'LOANS'], expired: false },
    branches: [{ key: 'main', code: 'ACM-01', name: 'Ibadan Main Branch' }],
    users: [
      {
        username: 'admin',
        fullName: 'Wale Adeniran',
        roles: ['SYSTEM_ADMINISTRATOR'],
        branch: null,
      },
      { username: 'teller', fullName: 'Joy Ike', roles: ['BRANCH_TELLER'], branch: 'main' },
    ],
  },
  {
    id: 'lapsed',
    name: 'Lapsed Savings and Loans',
    bankCode: '090003',
    processingLagDays: 1,
    license: { features: FEATURES, expired: true },
    branches: [{ key: 'main', code: 'LAP-01', name: 'Enugu Main Branch' }],
    users: [
      { username: 'admin', fullName: 'Chika Obi', roles: ['SYSTEM_ADMINISTRATOR'], branch: null },
      { username: 'teller', fullName: 'Ifeanyi Nwankwo', roles: ['BRANCH_TELLER'], branch: 'main' },
    ],
  },
];
