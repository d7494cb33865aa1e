import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblems } from '../../policies/password-rules';
import { hashPassword } from '../../server/auth/password-hash';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { insertUser } from '../../server/users/user.repository';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface UserBody {
  id: string;
  username: string;
  fullName: string;
  roles: string[];
  branchId: string | null;
  scope: { branchIds: string[] };
  status: string;
  mustChangePassword: boolean;
  permissions: string[];
  grantedPermissions: string[];
}
interface UserPage {
  items: UserBody[];
  total: number;
  page: number;
  pageSize: number;
}
interface Created {
  user: UserBody;
  temporaryPassword: string;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

/** The 27 demo users of the demo tenant, by username. */
const DEMO_USERNAMES = [
  'admin',
  'analyst',
  'approver',
  'auditor',
  'compliance',
  'csr',
  'director',
  'finance',
  'headteller',
  'hr',
  'itsupport',
  'loanofficer',
  'manager',
  'md',
  'multirole',
  'newhire',
  'ops',
  'product',
  'relationship',
  'risk',
  'security',
  'super',
  'supervisor',
  'teller',
  'treasury',
  'vendor',
  'viewer',
];

describe.each(ENGINES)('user administration on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
    username,
    fullName: 'Amaka Chukwu',
    email: `${username}@demo.bank.ng`,
    roles: ['BRANCH_TELLER'],
    branchId: 'demo-lagos',
    ...extra,
  });
  const create = (body: unknown, token = admin) =>
    call<Created & ErrorBody>(t.app, 'POST', '/api/users', { token, body });
  const list = (query: string, token = admin) =>
    call<UserPage>(t.app, 'GET', `/api/users${query}`, { token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('pages through users ordered by username with the total', async () => {
    const first = await list('?pageSize=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 27, page: 1, pageSize: 10 });
    expect(first.body.items.map((u) => u.username)).toEqual(DEMO_USERNAMES.slice(0, 10));
    const third = await list('?page=3&pageSize=10');
    expect(third.body.items.map((u) => u.username)).toEqual(DEMO_USERNAMES.slice(20));
    expect((await list('?page=4&pageSize=10')).body).toMatchObject({ items: [], total: 27 });
  });

  it('searches username, full name and email case-insensitively, and filters', async () => {
    const names = async (query: string) => (await list(query)).body.items.map((u) => u.username);
    expect(await names('?q=TELLER')).toEqual(['headteller', 'teller']);
    expect(await names('?q=ngozi%20OKAFOR')).toEqual(['security']);
    expect((await list('?q=%40DEMO.bank.NG')).body.total).toBe(27);
    // LIKE wildcards in the search text match themselves, not anything.
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
    expect(await names('?role=BRANCH_TELLER')).toEqual(['multirole', 'newhire', 'teller']);
    expect(await names('?role=LOAN_OFFICER&q=rita')).toEqual(['multirole']);
    expect(await names('?status=DISABLED')).toEqual([]);
    expect((await list('?status=ACTIVE')).body.total).toBe(27);
    expect((await list('?role=admin')).status).toBe(400);
  });

  it('creates a user with a one-time temporary password that must be changed', async () => {
    const answer = await create(newUser('amaka', { branchIds: ['demo-abuja'] }));
    expect(answer.status).toBe(201);
    const { user, temporaryPassword } = answer.body;
    expect(user).toMatchObject({
      username: 'amaka',
      roles: ['BRANCH_TELLER'],
      branchId: 'demo-lagos',
      scope: { branchIds: ['demo-lagos', 'demo-abuja'] },
      status: 'ACTIVE',
      mustChangePassword: true,
    });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(16);
    expect(passwordProblems(temporaryPassword, { username: 'amaka' })).toEqual([]);
    const token = await signIn(t.app, 'amaka', 'demo', temporaryPassword);
    const me = await call<UserBody>(t.app, 'GET', '/api/auth/me', { token });
    expect(me.body.mustChangePassword).toBe(true);
    const fetched = await call<UserBody>(t.app, 'GET', `/api/users/${user.id}`, { token: admin });
    expect(fetched.body.username).toBe('amaka');
    // The password is shown once and written nowhere else, least of all in the audit log.
    const summaries = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx.selectFrom('audit_log').select(['summary', 'target']).execute(),
    );
    expect(JSON.stringify(summaries)).not.toContain(temporaryPassword);
    expect(summaries).toContainEqual({
      target: user.id,
      summary: expect.stringContaining('created user amaka (Branch Teller; own permissions: none'),
    });
  });

  it('refuses a taken username, unknown roles and branches, and a teller without a branch', async () => {
    const taken = await create(newUser('teller'));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('username_taken');
    const role = await create(newUser('trial1', { roles: ['BRANCH_TELLER', 'WIZARD'] }));
    expect(role.status).toBe(422);
    expect(role.body).toMatchObject({
      code: 'role_not_found',
      errors: [{ field: 'body.roles.1', code: 'role_not_found' }],
    });
    // acme-main is a branch, but of another tenant.
    const branch = await create(newUser('trial2', { branchIds: ['demo-kano', 'acme-main'] }));
    expect(branch.status).toBe(422);
    expect(branch.body).toMatchObject({
      code: 'unknown_branch',
      errors: [{ field: 'body.branchIds.1', code: 'unknown_branch' }],
    });
    const home = await create(newUser('trial3', { branchId: 'nowhere' }));
    expect(home.body.errors).toEqual([expect.objectContaining({ field: 'body.branchId' })]);
    const homeless = await create(newUser('trial4', { branchId: null }));
    expect(homeless.status).toBe(422);
    expect(homeless.body.code).toBe('branch_required_for_role');
    const auditor = await create(newUser('trial5', { roles: ['AUDITOR'], branchId: null }));
    expect(auditor.status).toBe(201);
    expect(auditor.body.user.scope.branchIds).toEqual([]);
    const lowercase = await create(newUser('trial6', { roles: ['teller'] }));
    expect(lowercase.status).toBe(400);
    expect((await list('?q=trial')).body.items.map((u) => u.username)).toEqual(['trial5']);
  });

  it('answers a bad new user with every problem at once, each a sentence naming its field', async () => {
    const answer = await create({
      username: 'Bad Name!',
      fullName: '',
      email: 'nobody',
      phone: '12345',
      roles: [],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    const problems = answer.body.errors ?? [];
    const fields = new Set(problems.map((problem) => problem.field));
    expect([...fields].toSorted()).toEqual([
      'body.email',
      'body.fullName',
      'body.phone',
      'body.roles',
      'body.username',
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'body.username',
        message: 'Username may use only lower-case letters, digits, dots, dashes and underscores.',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ field: 'body.fullName', message: 'Full name is required.' }),
    );
    for (const { message } of problems) {
      // A sentence for people: capital first, a full stop last, no schema text in between.
      expect(message).toMatch(/^[A-Z].*\.$/);
      expect(message).not.toMatch(/pattern|\^|\$|must match|NOT have fewer/i);
    }
    const empty = await create({});
    expect((empty.body.errors ?? []).map((problem) => problem.field)).toEqual([
      'body.username',
      'body.fullName',
      'body.email',
      'body.roles',
    ]);
  });

  it('lets only a SUPER_ADMIN grant or change SUPER_ADMIN', async () => {
    const body = newUser('breakglass', { roles: ['SUPER_ADMIN'], branchId: null });
    const refused = await create(body);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('role_not_assignable');
    const superToken = await signIn(t.app, 'super');
    expect((await create(body, superToken)).status).toBe(201);
    const disable = await call<ErrorBody>(t.app, 'POST', '/api/users/demo-super/disable', {
      token: admin,
    });
    expect(disable.status).toBe(403);
    expect(disable.body.code).toBe('super_admin_only');
  });

  it('answers 404 for an unknown user and for a user of another tenant', async () => {
    for (const id of ['nobody', 'acme-admin']) {
      const answer = await call<ErrorBody>(t.app, 'GET', `/api/users/${id}`, { token: admin });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('user_not_found');
    }
  });

  it('updates profile, roles and branches but never the username', async () => {
    const answer = await call<UserBody>(t.app, 'PUT', '/api/users/demo-csr', {
      token: admin,
      body: {
        fullName: 'Blessing Okon-Eze',
        email: 'blessing@demo.bank.ng',
        phone: '08031234567',
        roles: ['CUSTOMER_SERVICE_SUPERVISOR', 'RELATIONSHIP_OFFICER'],
        branchId: 'demo-abuja',
        branchIds: ['demo-kano'],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      username: 'csr',
      fullName: 'Blessing Okon-Eze',
      roles: ['CUSTOMER_SERVICE_SUPERVISOR', 'RELATIONSHIP_OFFICER'],
      branchId: 'demo-abuja',
      scope: { branchIds: ['demo-abuja', 'demo-kano'] },
    });
    const withUsername = await call(t.app, 'PUT', '/api/users/demo-csr', {
      token: admin,
      body: { username: 'other' },
    });
    expect(withUsername.status).toBe(400);
  });

  it('keeps administrators from locking themselves out', async () => {
    const demote = await call<ErrorBody>(t.app, 'PUT', '/api/users/demo-admin', {
      token: admin,
      body: {
        fullName: 'Tunde Bakare',
        email: 'admin@demo.bank.ng',
        phone: null,
        roles: ['AUDITOR'],
        branchId: null,
        branchIds: [],
      },
    });
    expect(demote.status).toBe(422);
    expect(demote.body.code).toBe('cannot_remove_own_admin_role');
    const disable = await call<ErrorBody>(t.app, 'POST', '/api/users/demo-admin/disable', {
      token: admin,
    });
    expect(disable.status).toBe(422);
    expect(disable.body.code).toBe('cannot_disable_self');
  });

  it('disables a user at once, sessions and all, and enables them again', async () => {
    const session = await signIn(t.app, 'viewer');
    const disabled = await call<UserBody>(t.app, 'POST', '/api/users/demo-viewer/disable', {
      token: admin,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.status).toBe('DISABLED');
    expect((await call(t.app, 'GET', '/api/auth/me', { token: session })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { username: 'viewer', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    const again = await call<UserBody>(t.app, 'POST', '/api/users/demo-viewer/disable', {
      token: admin,
    });
    expect(again.body.status).toBe('DISABLED');
    expect((await list('?status=DISABLED')).body.items.map((u) => u.username)).toEqual(['viewer']);
    const enabled = await call<UserBody>(t.app, 'POST', '/api/users/demo-viewer/enable', {
      token: admin,
    });
    expect(enabled.body.status).toBe('ACTIVE');
    await signIn(t.app, 'viewer');
  });

  it('resets a password: sessions end, the old password stops, the new one must be changed', async () => {
    const session = await signIn(t.app, 'hr');
    const reset = await call<{ temporaryPassword: string }>(
      t.app,
      'POST',
      '/api/users/demo-hr/reset-password',
      { token: admin },
    );
    expect(reset.status).toBe(200);
    const { temporaryPassword } = reset.body;
    expect(passwordProblems(temporaryPassword, { username: 'hr' })).toEqual([]);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: session })).status).toBe(401);
    await expect(signIn(t.app, 'hr')).rejects.toThrow('sign-in of hr failed');
    const token = await signIn(t.app, 'hr', 'demo', temporaryPassword);
    const me = await call<UserBody>(t.app, 'GET', '/api/auth/me', { token });
    expect(me.body.mustChangePassword).toBe(true);
    const audit = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx.selectFrom('audit_log').select('summary').execute(),
    );
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it('refuses user administration to a teller', async () => {
    const teller = await signIn(t.app, 'teller');
    expect((await list('', teller)).status).toBe(403);
    expect((await create(newUser('sneaky'), teller)).status).toBe(403);
  });

  it('limits an administrator bound to a branch to the users of that branch', async () => {
    // No demo administrator is branch-bound, so one is made: a branch manager who was also
    // granted user administration.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await inTenant(t.database.db, 'demo', (tx) =>
      insertUser(
        tx,
        {
          id: 'demo-lagosadmin',
          username: 'lagosadmin',
          fullName: 'Lagos Administrator',
          email: 'lagosadmin@demo.bank.ng',
          phone: null,
          roles: ['BRANCH_MANAGER'],
          permissions: ['admin.user.manage'],
          branchId: 'demo-lagos',
          branchIds: [],
          passwordHash,
          mustChangePassword: false,
          passwordChangedAt: t.clock.now.toISOString(),
        },
        t.clock.now,
      ),
    );
    const token = await signIn(t.app, 'lagosadmin');
    const seen = (await list('?pageSize=100', token)).body.items.map((u) => u.username);
    expect(seen).toEqual([
      'amaka',
      'headteller',
      'lagosadmin',
      'manager',
      'newhire',
      'supervisor',
      'teller',
    ]);
    const abuja = await call<ErrorBody>(t.app, 'GET', '/api/users/demo-relationship', { token });
    expect(abuja.status).toBe(404);
    // amaka is homed in Lagos but also works in Abuja: visible, not manageable.
    const amaka = (await list('?q=amaka', token)).body.items[0];
    const reset = await call<ErrorBody>(t.app, 'POST', `/api/users/${amaka?.id}/reset-password`, {
      token,
    });
    expect(reset.status).toBe(403);
    expect(reset.body.code).toBe('branch_out_of_scope');
    expect((await create(newUser('lagosteller'), token)).status).toBe(201);
    const elsewhere = await create(newUser('abujateller', { branchId: 'demo-abuja' }), token);
    expect(elsewhere.body.code).toBe('branch_out_of_scope');
    const bankWide = await create(newUser('lagosauditor', { roles: ['AUDITOR'] }), token);
    expect(bankWide.body.code).toBe('branch_out_of_scope');
  });

  describe('optional permissions granted per user', () => {
    const desk = ['CUSTOMER_SERVICE_REPRESENTATIVE'];
    const edit = (id: string, extra: Record<string, unknown>) =>
      call<UserBody & ErrorBody>(t.app, 'PUT', `/api/users/${id}`, {
        token: admin,
        body: {
          fullName: 'Amaka Chukwu',
          email: 'desk@demo.bank.ng',
          phone: null,
          roles: desk,
          branchId: 'demo-lagos',
          branchIds: [],
          ...extra,
        },
      });
    const auditOf = (id: string) =>
      inTenant(t.database.db, 'demo', (tx) =>
        tx.trx
          .selectFrom('audit_log')
          .select(['summary', 'operation_id'])
          .where('target', '=', id)
          .orderBy('at')
          .execute(),
      );

    it('grants an optional permission of the user’s role, which the user then holds', async () => {
      const answer = await create(
        newUser('deskgrant', { roles: desk, grantedPermissions: ['account.create'] }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.user.grantedPermissions).toEqual(['account.create']);
      expect(answer.body.user.permissions).toContain('account.create');
      expect(answer.body.user.permissions).not.toContain('account.view');
    });

    it('refuses a permission the roles do not offer, by its label, and changes nothing', async () => {
      const refused = await create(
        newUser('deskrefused', {
          roles: desk,
          grantedPermissions: ['account.view', 'loan.manage'],
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('permission_not_grantable');
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          field: 'body.grantedPermissions.1',
          code: 'permission_not_grantable',
          message: expect.stringContaining('Disburse, repay and close loans'),
        }),
      ]);
      expect(refused.body.message).not.toContain('loan.manage');
      expect((await list('?q=deskrefused')).body.total).toBe(0);
      // A core permission is the role's already: granting it again is refused too.
      const core = await create(
        newUser('deskcore', { roles: desk, grantedPermissions: ['customer.create'] }),
      );
      expect(core.body.code).toBe('permission_not_grantable');
      const unknown = await create(
        newUser('deskunknown', { roles: desk, grantedPermissions: ['made.up'] }),
      );
      expect(unknown.status).toBe(400);

      const created = await create(newUser('deskkept', { roles: desk }));
      const id = created.body.user.id;
      const edited = await edit(id, { grantedPermissions: ['loan.manage'] });
      expect(edited.status).toBe(422);
      expect(edited.body.code).toBe('permission_not_grantable');
      const after = await call<UserBody>(t.app, 'GET', `/api/users/${id}`, { token: admin });
      expect(after.body.grantedPermissions).toEqual([]);
      expect(after.body.fullName).toBe('Amaka Chukwu');
    });

    it('drops grants that no longer fit when roles change and no grants are named', async () => {
      const both = ['account.create', 'account.view'];
      const created = await create(newUser('deskmoved', { roles: desk, grantedPermissions: both }));
      const id = created.body.user.id;
      // A teller holds account viewing as core and may be granted account opening.
      const moved = await edit(id, { roles: ['BRANCH_TELLER'] });
      expect(moved.status).toBe(200);
      expect(moved.body.grantedPermissions).toEqual(['account.create']);
      // Naming a grant the new roles do not offer is refused, not dropped.
      const named = await edit(id, {
        roles: ['HR_MANAGER'],
        grantedPermissions: ['account.create'],
      });
      expect(named.status).toBe(422);
      expect(named.body.errors?.[0]?.field).toBe('body.grantedPermissions.0');
    });

    it('writes each grant and removal in the audit log as before and after, by label', async () => {
      const created = await create(newUser('deskaudit', { roles: desk }));
      const id = created.body.user.id;
      expect(
        (await edit(id, { grantedPermissions: ['account.view', 'account.create'] })).status,
      ).toBe(200);
      expect((await edit(id, { grantedPermissions: ['account.view'] })).status).toBe(200);
      const summaries = (await auditOf(id))
        .filter((row) => row.operation_id === 'updateUser')
        .map((row) => row.summary);
      expect(summaries).toEqual([
        expect.stringContaining(
          'own permissions were none, now View accounts, Open deposit accounts',
        ),
        expect.stringContaining(
          'own permissions were View accounts, Open deposit accounts, now View accounts',
        ),
      ]);
      expect(summaries.join(' ')).not.toMatch(/account\.(view|create)|CUSTOMER_SERVICE/);
    });
  });
});
