import { findCustomer } from '../customers/customer.repository';
import { visibleCustomer } from '../customers/customer-record';
import type { TenantTx } from '../db/tenant-scope';
import { visibleAccount } from '../deposits/account-access.service';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { customerDocuments, findDocumentContent } from './customer-document.repository';
import {
  documentView,
  MAX_DOCUMENTS_PER_CUSTOMER,
  uploadDocument,
} from './customer-document.service';
import { holderSpecimens, mandateOf, setMandate } from './mandate.service';

type Operation =
  | 'listCustomerDocuments'
  | 'uploadCustomerDocument'
  | 'getCustomerDocumentContent'
  | 'getAccountMandate'
  | 'setAccountMandate'
  | 'getAccountHolderSpecimens'
  | 'getApprovalHolderSpecimens';

/**
 * A stored file is served to be shown, never run: no script, no plugin, no form, in a sandbox,
 * whatever its bytes hold; the console opens it from a blob, so these guard a direct visit.
 */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);

/** The account the caller may see and its holder. */
async function accountAndHolder(ctx: OperationContext, t: TenantTx, accountId: string) {
  const account = await visibleAccount(ctx, t, accountId);
  const holder = await findCustomer(t, account.customerId);
  if (!holder) throw new Error(`account ${account.id} has no customer ${account.customerId}`);
  return { account, holder };
}

/** The account a withdrawal request holds money on, found through the request. */
async function approvalAccountId(t: TenantTx, requestId: string): Promise<string> {
  const row = await t.trx
    .selectFrom('approval_request')
    .select('hold_account_id')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row?.hold_account_id) throw new DomainError('approval_request_not_found');
  return row.hold_account_id;
}

export const customerDocumentHandlers: HandlerGroup<Operation> = {
  async listCustomerDocuments(ctx) {
    const t = txOf(ctx);
    const customer = await visibleCustomer(t, principalOf(ctx).user, ctx.params.id);
    const processingDate = principalOf(ctx).tenant.processingDate;
    const records = await customerDocuments(t, customer.id, MAX_DOCUMENTS_PER_CUSTOMER);
    return { status: 200, body: { items: records.map((r) => documentView(r, processingDate)) } };
  },
  async uploadCustomerDocument(ctx) {
    const t = txOf(ctx);
    const { user, tenant } = principalOf(ctx);
    const customer = await visibleCustomer(t, principalOf(ctx).user, ctx.params.id);
    const uploader = { id: user.id, name: user.fullName, processingDate: tenant.processingDate };
    const document = await uploadDocument(t, uploader, customer, ctx.body, ctx.now);
    ctx.audit.target = customer.id;
    ctx.audit.summary = `kept ${document.kind} document ${document.id} (${document.sizeBytes} bytes, sha256 ${document.sha256}) of customer ${customer.customerNumber}`;
    return { status: 201, body: document };
  },
  async getCustomerDocumentContent(ctx) {
    const t = txOf(ctx);
    const customer = await visibleCustomer(t, principalOf(ctx).user, ctx.params.id);
    const found = await findDocumentContent(t, customer.id, ctx.params.documentId);
    if (!found) throw new DomainError('document_not_found');
    return {
      status: 200,
      body: found.content,
      headers: {
        ...FILE_HEADERS,
        'content-type': found.record.contentType,
        'content-disposition': `inline; filename="${safeFileName(found.record.fileName)}"`,
      },
    };
  },
  async getAccountMandate(ctx) {
    const t = txOf(ctx);
    const { account, holder } = await accountAndHolder(ctx, t, ctx.params.id);
    return { status: 200, body: await mandateOf(t, account, holder) };
  },
  async setAccountMandate(ctx) {
    const t = txOf(ctx);
    const { account, holder } = await accountAndHolder(ctx, t, ctx.params.id);
    const mandate = await setMandate(t, account, holder, ctx.body, principalOf(ctx).user, ctx.now);
    ctx.audit.target = account.id;
    ctx.audit.summary = `set the mandate of account ${account.accountNumber}: ${mandate.words}`;
    return { status: 200, body: mandate };
  },
  async getAccountHolderSpecimens(ctx) {
    const t = txOf(ctx);
    const { account, holder } = await accountAndHolder(ctx, t, ctx.params.id);
    return { status: 200, body: await holderSpecimens(t, account, holder) };
  },
  async getApprovalHolderSpecimens(ctx) {
    const t = txOf(ctx);
    const accountId = await approvalAccountId(t, ctx.params.id);
    const { account, holder } = await accountAndHolder(ctx, t, accountId);
    return { status: 200, body: await holderSpecimens(t, account, holder) };
  },
};
