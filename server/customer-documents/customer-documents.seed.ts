import { createHash } from 'node:crypto';
import type { KycDocumentKind } from '../../policies/kyc';
import type { KycIdType } from '../../policies/kyc-documents';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { insertDocument } from './customer-document.repository';
import { passportPhotoPng, signaturePng } from './demo-images';
import { idDocumentPdf, proofOfAddressPdf } from './demo-pdfs';

/** Customers per branch that get a full KYC file: the first accounts a teller finds there. */
export const DEMO_KYC_CUSTOMERS_PER_BRANCH = 4;
/** Which of a branch's demo customers has an ID that ran out (the customer page's alert). */
const EXPIRED_ID_AT = 2;
const ID_TYPES: readonly KycIdType[] = [
  'NIN_SLIP',
  'INTERNATIONAL_PASSPORT',
  'DRIVERS_LICENCE',
  'VOTERS_CARD',
];

interface Holder {
  id: string;
  name: string;
  type: string;
  branchId: string;
}

/** The customers of the first active accounts of each branch, by account number, and every company. */
async function holders(t: TenantTx): Promise<Holder[]> {
  const rows = await t.trx
    .selectFrom('deposit_account as a')
    .innerJoin('customer as c', (join) =>
      join.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.customer_id'),
    )
    .select(['c.id', 'c.display_name', 'c.customer_type', 'a.branch_id'])
    .where('a.tenant_id', '=', t.tenantId)
    .where('a.status', '=', 'ACTIVE')
    .orderBy('a.account_number')
    .execute();
  const taken = new Map<string, number>();
  const seen = new Set<string>();
  const chosen: Holder[] = [];
  for (const row of rows) {
    const count = taken.get(row.branch_id) ?? 0;
    const company = row.customer_type === 'CORPORATE';
    if (seen.has(row.id) || (!company && count >= DEMO_KYC_CUSTOMERS_PER_BRANCH)) continue;
    if (!company) taken.set(row.branch_id, count + 1);
    seen.add(row.id);
    chosen.push({
      id: row.id,
      name: row.display_name,
      type: row.customer_type,
      branchId: row.branch_id,
    });
  }
  return chosen;
}

type DemoFile = { kind: KycDocumentKind; fileName: string; bytes: Buffer; contentType: string } & {
  idType?: KycIdType;
  idNumber?: string;
  issuedOn?: string;
  expiresOn?: string;
};

async function individualFiles(
  holder: Holder,
  index: number,
  expired: boolean,
): Promise<DemoFile[]> {
  const idType = ID_TYPES[index % ID_TYPES.length] as KycIdType;
  const idNumber = `A${String(10_000_000 + index * 7919).slice(0, 8)}`;
  const issuedOn = expired ? '2019-02-01' : '2023-05-15';
  const expiresOn = expired ? '2024-01-31' : '2031-05-14';
  const files: DemoFile[] = [
    {
      kind: 'PASSPORT_PHOTO',
      fileName: 'passport-photo.png',
      bytes: passportPhotoPng(index),
      contentType: 'image/png',
    },
    {
      kind: 'SIGNATURE',
      fileName: 'specimen-signature.png',
      bytes: signaturePng(index),
      contentType: 'image/png',
    },
    {
      kind: 'ID_DOCUMENT',
      fileName: 'id-document.pdf',
      bytes: await idDocumentPdf(idType, holder.name, idNumber, expiresOn),
      contentType: 'application/pdf',
      idType,
      idNumber,
      issuedOn,
      expiresOn,
    },
  ];
  if (index % 2 === 0) {
    const bytes = await proofOfAddressPdf(holder.name);
    files.push({
      kind: 'PROOF_OF_ADDRESS',
      fileName: 'utility-bill.pdf',
      bytes,
      contentType: 'application/pdf',
    });
  }
  return files;
}

/** A company's two signatories' specimen signatures, in the order of its mandate. */
const companyFiles = (index: number): DemoFile[] =>
  [0, 1].map((n) => ({
    kind: 'SIGNATURE',
    fileName: `signatory-${n + 1}-signature.png`,
    bytes: signaturePng(index + n),
    contentType: 'image/png',
  }));

async function keep(
  t: TenantTx,
  holder: Holder,
  file: DemoFile,
  by: { id: string; name: string },
  now: Date,
) {
  const id = newRowId();
  await insertDocument(
    t,
    {
      id,
      customerId: holder.id,
      kind: file.kind,
      idType: file.idType ?? null,
      idNumber: file.idNumber ?? null,
      issuedOn: file.issuedOn ?? null,
      expiresOn: file.expiresOn ?? null,
      fileName: file.fileName,
      contentType: file.contentType as 'image/png',
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: file.bytes,
      uploadedById: by.id,
      uploadedByName: by.name,
    },
    now,
  );
  return id;
}

/** Two directors who sign together: the demo's corporate mandate. */
async function seedMandate(
  t: TenantTx,
  holder: Holder,
  signatureIds: readonly string[],
  by: string,
  now: Date,
) {
  const accounts = await t.trx
    .selectFrom('deposit_account')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', holder.id)
    .execute();
  const signatories = [
    {
      name: 'Adamu Bello',
      role: 'Managing director',
      signatureDocumentId: signatureIds[0] ?? null,
    },
    {
      name: 'Ngozi Okafor',
      role: 'Company secretary',
      signatureDocumentId: signatureIds[1] ?? null,
    },
  ];
  for (const account of accounts) {
    await t.trx
      .insertInto('account_mandate')
      .values({
        tenant_id: t.tenantId,
        account_id: account.id,
        rule: 'ALL',
        signatories: JSON.stringify(signatories),
        updated_by: by,
        updated_at: now.toISOString(),
      })
      .execute();
  }
}

/**
 * The demo tenant's KYC files: photo, signature and ID (one of them expired) for the first few
 * customers a teller meets in each branch, proof of address for half of them, and for every
 * company two signatories' signatures and a mandate by which both sign.
 */
export async function seedDemoCustomerDocuments(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: { now: Date },
): Promise<void> {
  if (tenant.id !== 'demo') return;
  const any = await t.trx
    .selectFrom('customer_document')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const clerk = await t.trx
    .selectFrom('app_user')
    .select(['id', 'full_name'])
    .where('tenant_id', '=', t.tenantId)
    .where('username', '=', 'csr')
    .executeTakeFirst();
  if (!clerk) return;
  const by = { id: clerk.id, name: clerk.full_name };
  const perBranch = new Map<string, number>();
  for (const [index, holder] of (await holders(t)).entries()) {
    if (holder.type === 'CORPORATE') {
      const ids: string[] = [];
      for (const file of companyFiles(index)) ids.push(await keep(t, holder, file, by, ctx.now));
      await seedMandate(t, holder, ids, by.id, ctx.now);
      continue;
    }
    const place = perBranch.get(holder.branchId) ?? 0;
    perBranch.set(holder.branchId, place + 1);
    for (const file of await individualFiles(holder, index, place === EXPIRED_ID_AT)) {
      await keep(t, holder, file, by, ctx.now);
    }
  }
}
