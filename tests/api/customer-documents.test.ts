import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tierUpgradeBlockers } from '../../policies/kyc';
import { passportPhotoPng, signaturePng } from '../../server/customer-documents/demo-images';
import { readDocumentFacts } from '../../server/customer-documents/document-facts';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A customer's KYC files: kept and served byte for byte, judged by their content (a file that
 * only claims to be a PDF, a PNG sent as a JPEG, an oversize scan are refused and write nothing),
 * seen only within the caller's tenant, branches and permissions; an account's mandate; and the
 * photo, signature and mandate a teller and a withdrawal's checker compare.
 */

afterAll(stopClusters);

interface Account {
  id: string;
  accountNumber: string;
  customerId: string;
  branchId: string;
  status: string;
}
interface Document {
  id: string;
  kind: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  current: boolean;
  expired: boolean;
  replacedBy: string | null;
  uploadedBy: string;
  idNumber: string | null;
}
interface Specimens {
  holderName: string;
  customerId: string;
  photoDocumentId: string | null;
  signatureDocumentId: string | null;
  mandate: { rule: string | null; words: string };
  code?: string;
}
interface Failure {
  status: number;
  code: string;
  message: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const b64 = (bytes: Buffer) => bytes.toString('base64');
const upload = (bytes: Buffer, contentType: string, extra: Record<string, unknown> = {}) => ({
  kind: 'PASSPORT_PHOTO',
  fileName: 'photo.png',
  contentType,
  contentBase64: b64(bytes),
  ...extra,
});

describe.each(ENGINES)('customer documents on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let lagos: Account;
  let abuja: Account;
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user: string) => call<T>(t.app, 'GET', url, { token: as(user) });
  const send = <T>(method: 'POST' | 'PUT', url: string, body: unknown, user: string) =>
    call<T>(t.app, method, url, { token: as(user), body });
  const documents = async (customerId: string) =>
    (await get<{ items: Document[] }>(`/api/customers/${customerId}/documents`, 'admin')).body
      .items;
  const content = (customerId: string, documentId: string, user: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customers/${customerId}/documents/${documentId}/content`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as(user)}` },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'csr', 'teller', 'headteller', 'relationship', 'finance'])
      tokens[user] = await signIn(t.app, user);
    tokens.acme = await signIn(t.app, 'admin', 'acme');
    const accounts = (await get<{ items: Account[] }>('/api/accounts?pageSize=100', 'admin')).body
      .items;
    const active = accounts.filter((a) => a.status === 'ACTIVE');
    lagos = active.find((a) => a.branchId === 'demo-lagos') as Account;
    abuja = active.find((a) => a.branchId === 'demo-abuja') as Account;
  }, 60_000);
  afterAll(() => t?.close());

  it('keeps a photo and serves the same bytes with its type, inline, unsniffable and uncached', async () => {
    const photo = passportPhotoPng(7);
    const answer = await send<Document>(
      'POST',
      `/api/customers/${lagos.customerId}/documents`,
      upload(photo, 'image/png'),
      'csr',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'PASSPORT_PHOTO',
      contentType: 'image/png',
      sizeBytes: photo.length,
      current: true,
      uploadedBy: 'Blessing Okon',
    });
    const file = await content(lagos.customerId, answer.body.id, 'teller');
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, photo)).toBe(0);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="photo.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    // The photo the seed gave is kept, marked replaced by the new one, and listed after it.
    const listed = await documents(lagos.customerId);
    const photos = listed.filter((d) => d.kind === 'PASSPORT_PHOTO');
    expect(photos.map((d) => [d.current, d.replacedBy])).toEqual([
      [true, null],
      [false, answer.body.id],
    ]);
    const audit = await get<{ items: { operationId: string; target: string; summary: string }[] }>(
      '/api/audit-log?pageSize=5',
      'admin',
    );
    expect(audit.body.items.find((e) => e.operationId === 'uploadCustomerDocument')).toMatchObject({
      target: lagos.customerId,
      summary: expect.stringContaining(answer.body.sha256),
    });
  });

  it('refuses a file that claims to be a PDF but is not, a PNG sent as a JPEG and an oversize image, writing nothing', async () => {
    const before = await documents(lagos.customerId);
    const url = `/api/customers/${lagos.customerId}/documents`;
    const fake = await send<Failure>(
      'POST',
      url,
      upload(Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf', {
        kind: 'PROOF_OF_ADDRESS',
        fileName: 'bill.pdf',
      }),
      'csr',
    );
    expect([fake.status, fake.body.code]).toEqual([415, 'document_type_not_allowed']);
    const renamed = await send<Failure>(
      'POST',
      url,
      upload(signaturePng(1), 'image/jpeg', { fileName: 'photo.jpg' }),
      'csr',
    );
    expect([renamed.status, renamed.body.code]).toEqual([415, 'document_type_not_allowed']);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    passportPhotoPng(1).copy(big);
    const oversize = await send<Failure>('POST', url, upload(big, 'image/png'), 'csr');
    expect([oversize.status, oversize.body.code]).toEqual([413, 'document_too_large']);
    expect(oversize.body.message).toMatch(/at most 2 MB/);
    expect(await documents(lagos.customerId)).toEqual(before);
  });

  it('checks an ID document for its number and dates', async () => {
    const url = `/api/customers/${lagos.customerId}/documents`;
    const id = (extra: Record<string, unknown>) =>
      send<Document & Failure>(
        'POST',
        url,
        upload(PDF, 'application/pdf', { kind: 'ID_DOCUMENT', fileName: 'id.pdf', ...extra }),
        'csr',
      );
    expect((await id({})).body.code).toBe('document_id_details_required');
    const dates = { idType: 'INTERNATIONAL_PASSPORT', idNumber: 'b12345678' };
    expect(
      (await id({ ...dates, issuedOn: '2025-01-01', expiresOn: '2024-01-01' })).body.code,
    ).toBe('document_dates_invalid');
    expect((await id({ ...dates, expiresOn: '2020-01-01' })).body.code).toBe('document_expired');
    const kept = await id({ ...dates, issuedOn: '2024-01-01', expiresOn: '2034-01-01' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body).toMatchObject({ idNumber: 'B12345678', expired: false, current: true });
  });

  it("refuses another branch's or tenant's customer and a caller without customer.view, writing nothing", async () => {
    const before = await documents(abuja.customerId);
    const upload1 = upload(passportPhotoPng(2), 'image/png');
    const otherBranch = await send<Failure>(
      'POST',
      `/api/customers/${abuja.customerId}/documents`,
      upload1,
      'csr',
    );
    expect([otherBranch.status, otherBranch.body.code]).toEqual([404, 'customer_record_not_found']);
    const otherTenant = await call<Failure>(
      t.app,
      'POST',
      `/api/customers/${abuja.customerId}/documents`,
      { token: as('acme'), tenant: 'acme', body: upload1 },
    );
    expect([otherTenant.status, otherTenant.body.code]).toEqual([404, 'customer_record_not_found']);
    expect(await documents(abuja.customerId)).toEqual(before);
    const [seeded] = before;
    expect((await content(abuja.customerId, seeded?.id ?? '', 'teller')).statusCode).toBe(404);
    expect((await content(abuja.customerId, seeded?.id ?? '', 'relationship')).statusCode).toBe(
      200,
    );
    const noView = await content(abuja.customerId, seeded?.id ?? '', 'finance');
    expect(noView.statusCode).toBe(403);
    // Another customer's document is not found through this customer.
    expect((await content(lagos.customerId, seeded?.id ?? '', 'admin')).statusCode).toBe(404);
  });

  it("sets and reads an account's mandate, with signatures of the holder only", async () => {
    const signature = (await documents(lagos.customerId)).find(
      (d) => d.kind === 'SIGNATURE' && d.current,
    ) as Document;
    const url = `/api/accounts/${lagos.id}/mandate`;
    const initial = await get<Specimens['mandate']>(url, 'teller');
    expect(initial.body).toMatchObject({ rule: 'SOLE', words: expect.stringMatching(/alone/) });
    const two = [
      { name: 'Ada Obi', role: 'Trustee', signatureDocumentId: signature.id },
      { name: 'Musa Lawal', role: 'Trustee', signatureDocumentId: null },
    ];
    const bad = await send<Failure>('PUT', url, { rule: 'SOLE', signatories: two }, 'csr');
    expect([bad.status, bad.body.code]).toEqual([422, 'mandate_rule_invalid']);
    const abujaSignature = (await documents(abuja.customerId)).find((d) => d.kind === 'SIGNATURE');
    const foreign = await send<Failure>(
      'PUT',
      url,
      {
        rule: 'ANY_TWO',
        signatories: [two[1], { ...two[0], signatureDocumentId: abujaSignature?.id }],
      },
      'csr',
    );
    expect(foreign.body.code).toBe('mandate_signature_not_found');
    const set = await send<Specimens['mandate']>(
      'PUT',
      url,
      { rule: 'ANY_TWO', signatories: two },
      'csr',
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await get<Specimens['mandate']>(url, 'teller')).body).toMatchObject({
      rule: 'ANY_TWO',
      words: 'Any two of Ada Obi (Trustee) or Musa Lawal (Trustee) sign together.',
    });
    expect(
      (await send<Failure>('PUT', url, { rule: 'ALL', signatories: two }, 'teller')).status,
    ).toBe(403);
  });

  it("shows the teller and the withdrawal's checker the holder's photo, signature and mandate", async () => {
    const specimens = await get<Specimens>(`/api/accounts/${abuja.id}/holder-specimens`, 'admin');
    expect(specimens.status).toBe(200);
    expect(specimens.body.photoDocumentId).not.toBeNull();
    expect(specimens.body.signatureDocumentId).not.toBeNull();
    const outside = await get<Failure>(`/api/accounts/${abuja.id}/holder-specimens`, 'teller');
    expect([outside.status, outside.body.code]).toEqual([404, 'account_not_found']);
    const deposit = await call(t.app, 'POST', '/api/cash/deposits', {
      token: as('teller'),
      body: cash(lagos.id, 1_000_000_00),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const withdrawal = await call<{ approvalRequestId: string }>(
      t.app,
      'POST',
      '/api/cash/withdrawals',
      {
        token: as('teller'),
        body: cash(lagos.id, 600_000_00),
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(202);
    const checker = await get<Specimens>(
      `/api/approvals/requests/${withdrawal.body.approvalRequestId}/holder-specimens`,
      'headteller',
    );
    expect(checker.status, JSON.stringify(checker.body)).toBe(200);
    expect(checker.body).toMatchObject({ customerId: lagos.customerId });
    const photo = await content(lagos.customerId, checker.body.photoDocumentId ?? '', 'headteller');
    expect(photo.headers['content-type']).toBe('image/png');
    const unknown = await get<Failure>(
      '/api/approvals/requests/nope/holder-specimens',
      'headteller',
    );
    expect(unknown.body.code).toBe('approval_request_not_found');
  });

  it("gives the demo's companies a joint mandate with each signatory's signature, and one Lagos holder an expired ID", async () => {
    const accountId = await inTenantRead(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('account_mandate')
        .select('account_id')
        .where('tenant_id', '=', 'demo')
        .where('rule', '=', 'ALL')
        .executeTakeFirstOrThrow();
      return row.account_id;
    });
    const company = await get<Specimens>(`/api/accounts/${accountId}/holder-specimens`, 'admin');
    expect(company.body.mandate).toMatchObject({
      rule: 'ALL',
      words:
        'Adamu Bello (Managing director) and Ngozi Okafor (Company secretary) all sign together.',
    });
    const signatures = (
      company.body.mandate as unknown as { signatories: { signatureDocumentId: string }[] }
    ).signatories.map((s) => s.signatureDocumentId);
    const held = (await documents(company.body.customerId)).filter((d) => d.kind === 'SIGNATURE');
    expect(held.map((d) => d.id).sort()).toEqual([...signatures].sort());
    expect(held.every((d) => d.current)).toBe(true);
    const lagosIds = (
      await get<{ items: Account[] }>(
        '/api/accounts?status=ACTIVE&branchId=demo-lagos&pageSize=4',
        'admin',
      )
    ).body.items;
    const expired = [];
    for (const account of lagosIds) {
      const ids = (await documents(account.customerId)).filter((d) => d.kind === 'ID_DOCUMENT');
      expired.push(ids.some((d) => d.expired));
    }
    expect(expired).toEqual([false, false, true, false]);
    // A tier upgrade reads the current documents: the expired ID stands in the way of tier 3.
    const facts = await inTenantRead(t.database.db, 'demo', (tx) =>
      readDocumentFacts(tx, lagosIds[2]?.customerId ?? ''),
    );
    expect(facts.map((fact) => fact.kind).sort()).toEqual([
      'ID_DOCUMENT',
      'PASSPORT_PHOTO',
      'PROOF_OF_ADDRESS',
      'SIGNATURE',
    ]);
    const blockers = tierUpgradeBlockers(
      3,
      { documents: facts, bvnCheck: 'MATCHED', ninCheck: 'MATCHED' },
      '2026-11-27',
    );
    expect(blockers.map((blocker) => blocker.code)).toEqual(['id_document_expired']);
  });

  function cash(accountId: string, amountKobo: number) {
    return {
      accountId,
      amountKobo,
      partyName: 'Bola Ahmed',
      partyPhone: '08031234567',
      denominations: [{ valueKobo: 1000_00, pieces: amountKobo / 1000_00 }],
    };
  }
});
