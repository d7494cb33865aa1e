import { createHash } from 'node:crypto';
import type { components } from '../../api/schema.gen';
import { isDocumentCurrent } from '../../policies/kyc';
import { SINGLE_CURRENT_KINDS } from '../../policies/kyc-documents';
import { kycFileProblem, sniffKycContentType } from '../../policies/kyc-files';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  countCustomerDocuments,
  type DocumentRecord,
  findDocument,
  insertDocument,
  markReplaced,
} from './customer-document.repository';

type Upload = components['schemas']['CustomerDocumentUpload'];
export type CustomerDocumentView = components['schemas']['CustomerDocument'];

/** The most files one customer's KYC file holds; a list shows them all. */
export const MAX_DOCUMENTS_PER_CUSTOMER = 200;

export interface Uploader {
  readonly id: string;
  readonly name: string;
  readonly processingDate: string;
}

/** A document with what depends on the day: whether it is still current and whether it expired. */
export function documentView(record: DocumentRecord, processingDate: string): CustomerDocumentView {
  return {
    ...record,
    current: record.replacedBy === null,
    expired: !isDocumentCurrent(record.expiresOn, processingDate),
  };
}

function idDetails(body: Upload) {
  if (body.kind !== 'ID_DOCUMENT') return { idType: null, idNumber: null };
  if (!body.idType || !body.idNumber) throw new DomainError('document_id_details_required');
  return { idType: body.idType, idNumber: body.idNumber.toUpperCase() };
}

function checkDates(body: Upload, processingDate: string): void {
  if (body.issuedOn && body.expiresOn && body.expiresOn <= body.issuedOn) {
    throw new DomainError('document_dates_invalid');
  }
  if (body.issuedOn && body.issuedOn > processingDate) {
    throw new DomainError('document_dates_invalid', 'The issue date cannot be in the future.');
  }
  if (body.expiresOn && !isDocumentCurrent(body.expiresOn, processingDate)) {
    throw new DomainError('document_expired');
  }
}

/** The file's bytes if they are a PDF, PNG or JPEG of the claimed type and within its limit. */
function checkedBytes(body: Upload): Buffer {
  const bytes = Buffer.from(body.contentBase64, 'base64');
  const problem = kycFileProblem(bytes, body.contentType);
  if (problem) throw new DomainError(problem.code, problem.message);
  return bytes;
}

/** A person has one photo and one signature; a company keeps one signature per signatory. */
const replacesCurrent = (kind: Upload['kind'], customerType: 'INDIVIDUAL' | 'CORPORATE') =>
  SINGLE_CURRENT_KINDS.includes(kind) && (kind !== 'SIGNATURE' || customerType === 'INDIVIDUAL');

/**
 * Keeps a KYC file of a customer the caller may see: the bytes judged by their content, the ID's
 * details and dates checked, and a new photo or signature put in place of the current one (which
 * stays, marked replaced).
 */
export async function uploadDocument(
  t: TenantTx,
  uploader: Uploader,
  customer: { id: string; customerType: 'INDIVIDUAL' | 'CORPORATE' },
  body: Upload,
  now: Date,
): Promise<CustomerDocumentView> {
  const customerId = customer.id;
  const bytes = checkedBytes(body);
  const contentType = sniffKycContentType(bytes);
  if (contentType === null) throw new DomainError('document_type_not_allowed');
  const details = idDetails(body);
  checkDates(body, uploader.processingDate);
  if ((await countCustomerDocuments(t, customerId)) >= MAX_DOCUMENTS_PER_CUSTOMER) {
    throw new DomainError('document_limit_reached');
  }
  const id = newRowId();
  await insertDocument(
    t,
    {
      id,
      customerId,
      kind: body.kind,
      ...details,
      issuedOn: body.issuedOn ?? null,
      expiresOn: body.expiresOn ?? null,
      fileName: body.fileName,
      contentType,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      uploadedById: uploader.id,
      uploadedByName: uploader.name,
    },
    now,
  );
  if (replacesCurrent(body.kind, customer.customerType)) {
    await markReplaced(t, customerId, body.kind, id);
  }
  const stored = await findDocument(t, id);
  if (!stored) throw new Error(`document ${id} was not written`);
  return documentView(stored, uploader.processingDate);
}
