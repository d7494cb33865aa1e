import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/customer-documents/demo-images';
import { inTenant } from '../../server/db/tenant-scope';
import { DEFAULT_DIRECTORY as PEOPLE, type Person } from '../../stand-ins/identity/directory';
import { DEFAULT_DIRECTORY, type NipSwitch } from '../../stand-ins/nip-switch/nip-switch';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import {
  connectTenantToIdentityServices,
  type IdentityServices,
} from '../support/identity-services';
import { connectTenantToSwitch } from '../support/nip-switch';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A customer's record: reading it within the caller's branches, contact edits applied at once,
 * identity edits through the approval flows (never by the maker alone), the tier that moves one
 * step with its requirements and raises what the customer may send, and the history of it all.
 */

afterAll(stopClusters);

interface Customer {
  id: string;
  customerNumber: string;
  displayName: string;
  version: number;
  phone: string;
  lastName?: string;
  bvn?: string;
  kycTier?: number;
  branchId: string | null;
  [field: string]: unknown;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
  details?: { customerId: string; customerNumber: string; displayName: string };
}
interface Accepted {
  customer: Customer;
  approvalRequestId: string;
  approvalReference: string;
}
interface Change {
  kind: string;
  by: { name: string };
  approvalReference: string | null;
  fields: { field: string; label: string; before: string | null; after: string | null }[];
}
interface ChangePage {
  items: Change[];
  total: number;
}
interface ApprovalRequest {
  id: string;
  status: string;
  details: { label: string; value: string }[];
}
type Answer = Customer & ErrorBody & Accepted;

const ADDRESS = { line1: '3 Broad Street', city: 'Lagos', state: 'LAGOS' };
let bvnSeed = 0;
/** A BVN no seeded customer holds (theirs start at 221…). */
const freshBvn = () => String(98_700_000_000 + ++bvnSeed * 7 + Math.floor(Math.random() * 5));

describe.each(ENGINES)('a customer record on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'csr', tenant = 'demo') =>
    call<T>(t.app, 'GET', url, { token: as(user), tenant });
  const patch = (id: string, body: unknown, user = 'csr') =>
    call<Answer>(t.app, 'PATCH', `/api/customers/${id}`, { token: as(user), body });
  const post = <T>(url: string, body: unknown, user: string) =>
    call<T>(t.app, 'POST', url, { token: as(user), body });
  const history = async (id: string) =>
    (await get<ChangePage>(`/api/customers/${id}/history`)).body;
  const read = async (id: string) => (await get<Customer>(`/api/customers/${id}`)).body;

  /** A new individual customer of the Lagos branch, made by the customer service desk. */
  async function newCustomer(overrides: Record<string, unknown> = {}): Promise<Customer> {
    const body = {
      customerType: 'INDIVIDUAL',
      firstName: 'Ngozi',
      lastName: 'Okafor',
      gender: 'FEMALE',
      dateOfBirth: '1990-06-13',
      phone: '08031234567',
      address: ADDRESS,
      bvn: freshBvn(),
      kycTier: 1,
      ...overrides,
    };
    const answer = await post<Customer>('/api/customers', body, 'csr');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }

  /** Signs every user of the tests in, again after the clock has moved past their sessions. */
  async function signInAll() {
    for (const user of ['csr', 'supervisor', 'compliance', 'admin', 'auditor', 'teller']) {
      tokens[user] = await signIn(t.app, user);
    }
    tokens.acme = await signIn(t.app, 'teller', 'acme');
  }

  /** The people NIBSS and NIMC know: the demo's, and those a test adds in front. */
  const people: Person[] = [...PEOPLE.people];
  let identity: IdentityServices;

  /**
   * What tier 2 asks for besides the NIN (decision 051): a passport photograph on file and the
   * BVN matched, checked against the BVN stand-in, which is told who the customer is.
   */
  async function meetTier2(customerId: string) {
    const customer = await read(customerId);
    people.unshift({
      bvn: customer.bvn ?? null,
      nin: null,
      firstName: String(customer.firstName),
      middleName: String(customer.middleName ?? ''),
      lastName: String(customer.lastName),
      dateOfBirth: String(customer.dateOfBirth),
      phone: customer.phone,
      gender: customer.gender === 'MALE' ? 'Male' : 'Female',
    });
    const photo = {
      kind: 'PASSPORT_PHOTO',
      fileName: 'photo.png',
      contentType: 'image/png',
      contentBase64: encodePng(8, 8, () => [120, 90, 60]).toString('base64'),
    };
    const uploaded = await post(`/api/customers/${customerId}/documents`, photo, 'csr');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const checked = await post<{ bvn: { state: string } }>(
      `/api/customers/${customerId}/identity-checks`,
      {},
      'compliance',
    );
    expect(checked.body.bvn?.state, JSON.stringify(checked.body)).toBe('MATCHED');
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    identity = await connectTenantToIdentityServices(t, 'demo', {
      // The service signs by the day, and this suite moves the bank's clock.
      bvn: { directory: { people, scripted: {} }, now: () => t.clock.now },
    });
    await signInAll();
  }, 60_000);
  afterAll(async () => {
    await identity?.stop();
    await t.close();
  });

  it('reads a customer with its version, within the branches the user serves', async () => {
    const customer = await newCustomer();
    const answer = await get<Customer>(`/api/customers/${customer.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: customer.id, version: 1, lastName: 'Okafor' });
    const listed = await get<{ items: Customer[] }>(`/api/customers?q=${customer.customerNumber}`);
    expect(listed.body.items[0]?.version).toBe(1);
    // The same customer from a Kano teller's desk, and from another bank, does not exist.
    const kano = await get<{ items: Customer[] }>('/api/customers?pageSize=100', 'admin');
    const elsewhere = kano.body.items.find((c) => c.branchId !== customer.branchId);
    expect(elsewhere).toBeDefined();
    const outOfBranch = await get<ErrorBody>(`/api/customers/${elsewhere?.id}`);
    expect([outOfBranch.status, outOfBranch.body.code]).toEqual([404, 'customer_record_not_found']);
    const otherTenant = await get<ErrorBody>(`/api/customers/${customer.id}`, 'acme', 'acme');
    expect([otherTenant.status, otherTenant.body.code]).toEqual([404, 'customer_record_not_found']);
    const edit = await patch(elsewhere?.id as string, {
      version: 1,
      changes: { phone: '08059998888' },
    });
    expect(edit.status).toBe(404);
  });

  it('applies a contact change at once, one version up, with history and audit', async () => {
    const customer = await newCustomer();
    const changes = { phone: '08059998888', address: { ...ADDRESS, line1: '9 Marina' } };
    const answer = await patch(customer.id, { version: 1, changes });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ version: 2, phone: '08059998888' });
    expect(answer.body.address).toEqual({ ...ADDRESS, line1: '9 Marina' });
    // The new number finds the customer; the old one no longer does.
    const found = await get<{ items: Customer[] }>('/api/customers?q=08059998888');
    expect(found.body.items.map((c) => c.id)).toContain(customer.id);
    const [change] = (await history(customer.id)).items;
    expect(change).toMatchObject({ kind: 'CONTACT_CHANGED', by: { name: 'Blessing Okon' } });
    expect(change?.fields).toEqual([
      { field: 'phone', label: 'Phone number', before: '08031234567', after: '08059998888' },
      {
        field: 'address',
        label: 'Address',
        before: '3 Broad Street, Lagos, Lagos',
        after: '9 Marina, Lagos, Lagos',
      },
    ]);
    const audit = await get<{ items: { operationId: string; target: string; summary: string }[] }>(
      '/api/audit-log?username=csr&pageSize=100',
      'auditor',
    );
    const line = audit.body.items.find(
      (e) => e.operationId === 'updateCustomer' && e.target === customer.id,
    );
    expect(line?.summary).toContain('Phone number 08031234567 to 08059998888');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const customer = await newCustomer();
    expect(
      (await patch(customer.id, { version: 1, changes: { phone: '08051112222' } })).status,
    ).toBe(200);
    const stale = await patch(customer.id, { version: 1, changes: { phone: '08053334444' } });
    expect([stale.status, stale.body.code]).toEqual([409, 'customer_version_conflict']);
    expect(stale.body.message).toBe(
      'Someone changed this customer while you were editing. Reload to see their change.',
    );
    expect(await read(customer.id)).toMatchObject({ version: 2, phone: '08051112222' });
    expect((await history(customer.id)).total).toBe(1);
  });

  it('refuses bad input with field errors, and writes nothing', async () => {
    const customer = await newCustomer();
    const cases: [unknown, string][] = [
      [{ version: 1, changes: { phone: '123' } }, 'body.changes.phone'],
      [{ version: 1, changes: {} }, 'body.changes'],
      [{ version: 1, changes: { lastName: 'x'.repeat(121) } }, 'body.changes.lastName'],
      [{ version: 1, changes: { shoeSize: 42 } }, 'body.changes'],
      [{ changes: { phone: '08051112222' } }, 'body'],
      [{ version: 1, changes: { companyName: 'Okafor Ltd' } }, 'body.changes.companyName'],
      [{ version: 1, changes: { phone: '08031234567' } }, 'body.changes'],
    ];
    for (const [body, field] of cases) {
      const answer = await patch(customer.id, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([
        400,
        'validation_failed',
      ]);
      expect(answer.body.errors?.map((e) => e.field).some((f) => f.startsWith(field))).toBe(true);
    }
    expect((await read(customer.id)).version).toBe(1);
    expect((await history(customer.id)).total).toBe(0);
  });

  it('sends an identity change for approval: the maker cannot approve it, another user can', async () => {
    const customer = await newCustomer();
    const changes = { lastName: 'Okonkwo', dateOfBirth: '1991-02-03', phone: '08057776666' };
    const answer = await patch(customer.id, { version: 1, changes }, 'supervisor');
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.approvalReference).toMatch(/^APR-\d{6}$/);
    // The phone changed at once; the name waits.
    expect(answer.body.customer).toMatchObject({
      version: 2,
      phone: '08057776666',
      lastName: 'Okafor',
    });
    const requestId = answer.body.approvalRequestId;
    const request = (
      await get<ApprovalRequest>(`/api/approvals/requests/${requestId}`, 'compliance')
    ).body;
    expect(request.details).toEqual([
      { label: 'Customer', value: `Ngozi Okafor (${customer.customerNumber})` },
      { label: 'Last name', value: 'Okafor → Okonkwo' },
      { label: 'Date of birth', value: '13 Jun 1990 → 03 Feb 1991' },
    ]);
    const second = await patch(customer.id, { version: 2, changes: { nin: '12345678901' } });
    expect([second.status, second.body.code]).toEqual([409, 'customer_change_pending']);
    const own = await post<ErrorBody>(
      `/api/approvals/requests/${requestId}/approve`,
      {},
      'supervisor',
    );
    expect(own.body.code).toBe('approval_maker_cannot_approve');
    expect((await read(customer.id)).lastName).toBe('Okafor');
    const approved = await post<ApprovalRequest>(
      `/api/approvals/requests/${requestId}/approve`,
      {},
      'compliance',
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await read(customer.id);
    expect(after).toMatchObject({ version: 3, lastName: 'Okonkwo', dateOfBirth: '1991-02-03' });
    expect(after.displayName).toBe('Ngozi Okonkwo');
    const kinds = (await history(customer.id)).items.map((c) => [c.kind, c.by.name]);
    expect(kinds).toEqual([
      ['IDENTITY_APPROVED', 'Uche Obi'],
      ['IDENTITY_REQUESTED', 'Kemi Oladipo'],
      ['CONTACT_CHANGED', 'Kemi Oladipo'],
    ]);
    const audit = await get<{ items: { target: string; summary: string }[] }>(
      '/api/audit-log?username=compliance&pageSize=100',
      'auditor',
    );
    const line = audit.body.items.find((e) => e.target === customer.id);
    expect(line?.summary).toContain('Last name: Okafor to Okonkwo');
  });

  it('leaves the customer unchanged when the identity change is rejected', async () => {
    const customer = await newCustomer();
    const answer = await patch(customer.id, { version: 1, changes: { firstName: 'Chioma' } });
    expect(answer.status).toBe(202);
    const rejected = await post<ApprovalRequest>(
      `/api/approvals/requests/${answer.body.approvalRequestId}/reject`,
      { reason: 'The sworn affidavit is missing' },
      'compliance',
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await read(customer.id)).toMatchObject({ version: 1, firstName: 'Ngozi' });
    const [latest] = (await history(customer.id)).items;
    expect(latest).toMatchObject({ kind: 'IDENTITY_REJECTED', by: { name: 'Uche Obi' } });
    expect(latest?.fields[0]).toMatchObject({
      label: 'First name',
      before: 'Ngozi',
      after: 'Chioma',
    });
    // The customer is free for another change.
    expect(
      (await patch(customer.id, { version: 1, changes: { firstName: 'Chioma' } })).status,
    ).toBe(202);
  });

  it('refuses an identity change when no approval flow is active', async () => {
    const customer = await newCustomer();
    await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .updateTable('approval_flow')
        .set({ status: 'INACTIVE' })
        .where('operation_type', '=', 'CUSTOMER_UPDATE')
        .execute(),
    );
    try {
      const answer = await patch(customer.id, {
        version: 1,
        changes: { lastName: 'Eze', phone: '08050001111' },
      });
      expect([answer.status, answer.body.code]).toEqual([422, 'approval_flow_required']);
      // The contact change of the same edit is rolled back with it.
      expect(await read(customer.id)).toMatchObject({
        version: 1,
        lastName: 'Okafor',
        phone: '08031234567',
      });
    } finally {
      await inTenant(t.database.db, 'demo', (tx) =>
        tx.trx
          .updateTable('approval_flow')
          .set({ status: 'ACTIVE' })
          .where('operation_type', '=', 'CUSTOMER_UPDATE')
          .execute(),
      );
    }
  });

  it('names the holder of a BVN already registered, on creation and on an identity edit', async () => {
    const holder = await newCustomer({ firstName: 'Amaka' });
    const again = await post<ErrorBody>(
      '/api/customers',
      {
        customerType: 'INDIVIDUAL',
        firstName: 'Amaka',
        lastName: 'Okafor',
        gender: 'FEMALE',
        dateOfBirth: '1990-06-13',
        phone: '08031234567',
        address: ADDRESS,
        bvn: holder.bvn,
        kycTier: 1,
      },
      'csr',
    );
    expect([again.status, again.body.code]).toEqual([409, 'bvn_already_registered']);
    expect(again.body.details).toEqual({
      customerId: holder.id,
      customerNumber: holder.customerNumber,
      displayName: 'Amaka Okafor',
    });
    expect(again.body.message).toBe(
      `This BVN already belongs to Amaka Okafor (${holder.customerNumber}).`,
    );
    const other = await newCustomer();
    const edit = await patch(other.id, { version: 1, changes: { bvn: holder.bvn } });
    expect([edit.status, edit.body.code]).toEqual([409, 'bvn_already_registered']);
    expect(edit.body.details?.customerId).toBe(holder.id);
    expect((await history(other.id)).total).toBe(0);
  });

  it('does not name a holder the user may not see', async () => {
    const holder = await newCustomer();
    await inTenant(t.database.db, 'demo', async (tx) => {
      const kano = await tx.trx
        .selectFrom('branch')
        .select('id')
        .where('code', '=', 'KAN-01')
        .executeTakeFirstOrThrow();
      await tx.trx
        .updateTable('customer')
        .set({ branch_id: kano.id })
        .where('id', '=', holder.id)
        .execute();
    });
    const other = await newCustomer();
    const edit = await patch(other.id, { version: 1, changes: { bvn: holder.bvn } });
    expect([edit.status, edit.body.code]).toEqual([409, 'bvn_already_registered']);
    expect(edit.body.details).toBeUndefined();
    expect(edit.body.message).not.toContain(holder.customerNumber);
  });

  it('moves the tier one step up only, and not past what it needs', async () => {
    const customer = await newCustomer();
    const readinessOf = () =>
      get<{
        currentTier: number;
        nextTier: number;
        blockers: { code: string; message: string }[];
      }>(`/api/customers/${customer.id}/tier-readiness`);
    // A new customer lacks the NIN, the photograph and a matched BVN.
    expect((await readinessOf()).body.blockers.map((blocker) => blocker.code).sort()).toEqual([
      'bvn_not_verified',
      'nin_missing',
      'passport_photo_missing',
    ]);
    await meetTier2(customer.id);
    const readiness = await readinessOf();
    expect(readiness.body).toEqual({
      currentTier: 1,
      nextTier: 2,
      blockers: [{ code: 'nin_missing', message: 'Tier 2 and 3 need the NIN.' }],
    });
    const blocked = await patch(customer.id, { version: 1, changes: { kycTier: 2 } });
    expect([blocked.status, blocked.body.code]).toEqual([422, 'kyc_tier_requirements_unmet']);
    expect(blocked.body.errors).toEqual([
      { field: 'body.changes.kycTier', code: 'nin_missing', message: 'Tier 2 and 3 need the NIN.' },
    ]);
    const leap = await patch(customer.id, {
      version: 1,
      changes: { kycTier: 3, nin: '12345678901' },
    });
    expect([leap.status, leap.body.code]).toEqual([422, 'kyc_tier_step_invalid']);
    expect((await history(customer.id)).total).toBe(0);
    // With the NIN in the same edit, it waits for a compliance officer, not the desk supervisor.
    const asked = await patch(customer.id, {
      version: 1,
      changes: { kycTier: 2, nin: '12345678901' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const id = asked.body.approvalRequestId;
    const request = (
      await get<ApprovalRequest & { operationType: string }>(
        `/api/approvals/requests/${id}`,
        'compliance',
      )
    ).body;
    expect(request.operationType).toBe('KYC_TIER_UPGRADE');
    expect(request.details).toContainEqual({ label: 'KYC tier', value: 'Tier 1 → Tier 2' });
    const desk = await post<ErrorBody>(`/api/approvals/requests/${id}/approve`, {}, 'supervisor');
    expect(desk.body.code).toBe('approval_approver_not_eligible');
    expect((await post(`/api/approvals/requests/${id}/approve`, {}, 'compliance')).status).toBe(
      200,
    );
    expect(await read(customer.id)).toMatchObject({ kycTier: 2, nin: '12345678901', version: 2 });
  });

  it('frees the customer when the maker withdraws the change, or when it expires', async () => {
    const customer = await newCustomer();
    const first = await patch(customer.id, { version: 1, changes: { middleName: 'Adanna' } });
    expect(first.status).toBe(202);
    const cancel = `/api/approvals/requests/${first.body.approvalRequestId}/cancel`;
    expect((await post(cancel, {}, 'csr')).status).toBe(200);
    const [withdrawn] = (await history(customer.id)).items;
    expect(withdrawn).toMatchObject({ kind: 'IDENTITY_CANCELLED', by: { name: 'Blessing Okon' } });
    expect(withdrawn?.fields).toEqual([
      { field: 'middleName', label: 'Middle name', before: null, after: 'Adanna' },
    ]);
    const second = await patch(customer.id, { version: 1, changes: { middleName: 'Adanna' } });
    expect(second.status).toBe(202);
    // The demo's flow gives a request 72 hours; after that the customer may be edited again.
    t.clock.advanceMs(73 * 3_600_000);
    await signInAll();
    const third = await patch(customer.id, { version: 1, changes: { middleName: 'Ada' } });
    expect(third.status, JSON.stringify(third.body)).toBe(202);
    const kinds = (await history(customer.id)).items.map((c) => c.kind);
    expect(kinds.slice(0, 3)).toEqual([
      'IDENTITY_REQUESTED',
      'IDENTITY_EXPIRED',
      'IDENTITY_REQUESTED',
    ]);
  });

  it("changes a company's contact details at once and its name through approval", async () => {
    const company = await post<Customer>(
      '/api/customers',
      {
        customerType: 'CORPORATE',
        companyName: 'Zobo Drinks Limited',
        rcNumber: `RC${String(Date.now()).slice(-7)}`,
        tin: '12345678-0001',
        phone: '08091234567',
        email: 'hello@zobo.example.ng',
        address: ADDRESS,
        directors: [{ fullName: 'Bola Ade' }],
      },
      'csr',
    );
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const id = company.body.id;
    const readiness = await get(`/api/customers/${id}/tier-readiness`);
    expect(readiness.body).toEqual({ currentTier: null, nextTier: null, blockers: [] });
    const wrong = await patch(id, { version: 1, changes: { lastName: 'Ade' } });
    expect(wrong.body.errors?.[0]).toMatchObject({
      field: 'body.changes.lastName',
      code: 'field_not_for_customer_type',
    });
    const asked = await patch(id, {
      version: 1,
      changes: { email: 'sales@zobo.example.ng', companyName: 'Zobo Beverages Limited' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body.customer).toMatchObject({ email: 'sales@zobo.example.ng', version: 2 });
    const approve = `/api/approvals/requests/${asked.body.approvalRequestId}/approve`;
    expect((await post(approve, {}, 'compliance')).status).toBe(200);
    expect(await read(id)).toMatchObject({
      companyName: 'Zobo Beverages Limited',
      displayName: 'Zobo Beverages Limited',
      version: 3,
    });
    const found = await get<{ items: Customer[] }>('/api/customers?q=beverages');
    expect(found.body.items.map((c) => c.id)).toContain(id);
  });

  describe('the tier and what the customer may send', () => {
    let nip: NipSwitch;
    beforeAll(async () => {
      nip = await connectTenantToSwitch(t, 'demo');
    });
    afterAll(() => nip?.stop());

    it("raises the customer's NIP transfer limit once an upgrade is approved", async () => {
      const [who] = DEFAULT_DIRECTORY;
      if (!who) throw new Error('The stand-in has no directory');
      const accounts = await get<{
        items: { id: string; customerId: string; ledgerBalanceKobo: number }[];
      }>('/api/accounts?pageSize=100');
      const from = [...accounts.body.items].sort(
        (a, b) => b.ledgerBalanceKobo - a.ledgerBalanceKobo,
      )[0];
      if (!from) throw new Error('No account at the Lagos branch');
      expect(from.ledgerBalanceKobo).toBeGreaterThan(70_000_00);
      // The holder is a tier-1 customer with a NIN.
      await inTenant(t.database.db, 'demo', async (tx) => {
        const row = await tx.trx
          .selectFrom('customer')
          .select('profile')
          .where('id', '=', from.customerId)
          .executeTakeFirstOrThrow();
        const profile = { ...JSON.parse(row.profile), kycTier: 1, nin: '76543210987' };
        await tx.trx
          .updateTable('customer')
          .set({ profile: JSON.stringify(profile) })
          .where('id', '=', from.customerId)
          .execute();
      });
      const send = async () => {
        const enquiry = await post<{ sessionId: string; accountName: string }>(
          '/api/nip/name-enquiry',
          { bankCode: who.institutionCode, accountNumber: who.accountNumber },
          'admin',
        );
        return call<ErrorBody>(t.app, 'POST', '/api/nip/transfers', {
          token: as('admin'),
          headers: { 'idempotency-key': randomUUID() },
          body: {
            debitAccountId: from.id,
            beneficiaryBankCode: who.institutionCode,
            beneficiaryAccountNumber: who.accountNumber,
            beneficiaryAccountName: enquiry.body.accountName,
            nameEnquirySessionId: enquiry.body.sessionId,
            amountKobo: 60_000_00,
            narration: 'School fees',
          },
        });
      };
      const refused = await send();
      expect([refused.status, refused.body.code]).toEqual([
        422,
        'nip_amount_over_transaction_limit',
      ]);
      await meetTier2(from.customerId);
      const customer = await read(from.customerId);
      const asked = await patch(customer.id, {
        version: customer.version,
        changes: { kycTier: 2 },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const approve = `/api/approvals/requests/${asked.body.approvalRequestId}/approve`;
      expect((await post(approve, {}, 'compliance')).status).toBe(200);
      const accepted = await send();
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      await until(
        async () =>
          (
            await get<{ status: string }>(
              `/api/nip/transfers/${(accepted.body as unknown as { id: string }).id}`,
              'admin',
            )
          ).body.status !== 'DEBITED',
      );
    }, 30_000);
  });
});
