import type { Selectable } from 'kysely';
import type { KycDocumentKind } from '../../policies/kyc';
import type { KycIdType } from '../../policies/kyc-documents';
import type { TenantTx } from '../db/tenant-scope';
import type { CustomerDocumentTable } from './customer-document.table';

/** A document as the contract's CustomerDocument, without the flags that need a date. */
export interface DocumentRecord {
  id: string;
  customerId: string;
  kind: KycDocumentKind;
  idType: KycIdType | null;
  idNumber: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  fileName: string;
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  sizeBytes: number;
  sha256: string;
  replacedBy: string | null;
  uploadedBy: string;
  uploadedAt: string;
}

export type NewDocument = Omit<DocumentRecord, 'replacedBy' | 'uploadedBy' | 'uploadedAt'> & {
  content: Buffer;
  uploadedById: string;
  uploadedByName: string;
};

/** Every column but the bytes: a list never reads them. */
const META = [
  'id',
  'customer_id',
  'kind',
  'id_type',
  'id_number',
  'issued_on',
  'expires_on',
  'file_name',
  'content_type',
  'size_bytes',
  'sha256',
  'replaced_by',
  'uploaded_by_name',
  'uploaded_at',
] as const;

type MetaRow = Pick<Selectable<CustomerDocumentTable>, (typeof META)[number]>;

function rowToDocument(row: MetaRow): DocumentRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    kind: row.kind as KycDocumentKind,
    idType: row.id_type as KycIdType | null,
    idNumber: row.id_number,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    fileName: row.file_name,
    contentType: row.content_type as DocumentRecord['contentType'],
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    replacedBy: row.replaced_by,
    uploadedBy: row.uploaded_by_name,
    uploadedAt: row.uploaded_at,
  };
}

/** The customer's documents, current ones first, newest first within each. */
export async function customerDocuments(
  t: TenantTx,
  customerId: string,
  limit: number,
): Promise<DocumentRecord[]> {
  const rows = await t.trx
    .selectFrom('customer_document')
    .select(META)
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const documents = rows.map(rowToDocument);
  return [
    ...documents.filter((document) => document.replacedBy === null),
    ...documents.filter((document) => document.replacedBy !== null),
  ];
}

export async function countCustomerDocuments(t: TenantTx, customerId: string): Promise<number> {
  const row = await t.trx
    .selectFrom('customer_document')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The customer's current document of a kind that is held one at a time (photo, signature). */
export async function currentDocumentId(
  t: TenantTx,
  customerId: string,
  kind: KycDocumentKind,
): Promise<string | null> {
  const row = await t.trx
    .selectFrom('customer_document')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('replaced_by', 'is', null)
    .orderBy('uploaded_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findDocumentContent(
  t: TenantTx,
  customerId: string,
  documentId: string,
): Promise<{ record: DocumentRecord; content: Buffer } | null> {
  const row = await t.trx
    .selectFrom('customer_document')
    .select([...META, 'content'])
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row ? { record: rowToDocument(row), content: Buffer.from(row.content) } : null;
}

export async function findDocument(
  t: TenantTx,
  documentId: string,
): Promise<DocumentRecord | null> {
  const row = await t.trx
    .selectFrom('customer_document')
    .select(META)
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row ? rowToDocument(row) : null;
}

export async function insertDocument(t: TenantTx, document: NewDocument, now: Date): Promise<void> {
  await t.trx
    .insertInto('customer_document')
    .values({
      id: document.id,
      tenant_id: t.tenantId,
      customer_id: document.customerId,
      kind: document.kind,
      id_type: document.idType,
      id_number: document.idNumber,
      issued_on: document.issuedOn,
      expires_on: document.expiresOn,
      file_name: document.fileName,
      content_type: document.contentType,
      size_bytes: document.sizeBytes,
      sha256: document.sha256,
      content: document.content,
      replaced_by: null,
      uploaded_by: document.uploadedById,
      uploaded_by_name: document.uploadedByName,
      uploaded_at: now.toISOString(),
    })
    .execute();
}

/** Marks the customer's current documents of a kind as replaced by `replacementId`. */
export async function markReplaced(
  t: TenantTx,
  customerId: string,
  kind: KycDocumentKind,
  replacementId: string,
): Promise<void> {
  await t.trx
    .updateTable('customer_document')
    .set({ replaced_by: replacementId })
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('replaced_by', 'is', null)
    .where('id', '!=', replacementId)
    .execute();
}
