import { useCallback, useState } from 'react';
import type { Api } from '../../../api/client';
import {
  type CustomerDocument,
  getCustomerDocumentContent,
  listCustomerDocuments,
} from '../../../api/customer-documents.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { KYC_DOCUMENT_KIND_LABELS, KYC_ID_TYPE_LABELS } from '../../../policies/kyc-documents';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { SpecimenImage } from '../../components/account-holder-card';
import * as holder from '../../components/account-holder-card.css';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { CustomerDocumentUploadDialog } from './customer-document-upload-dialog';
import type { CustomerSectionProps } from './customer-sections';

const loadDocuments = (api: Api, customerId: string) => listCustomerDocuments(api, customerId);

function idWords(document: CustomerDocument): string {
  if (!document.idType) return '—';
  return `${KYC_ID_TYPE_LABELS[document.idType]} ${document.idNumber ?? ''}`.trim();
}

function Expiry({ document }: { document: CustomerDocument }) {
  if (!document.expiresOn) return <>—</>;
  return (
    <span className={record.nowrap}>
      {formatBankDate(document.expiresOn)}{' '}
      {document.expired && <span className={statusPill({ tone: 'danger' })}>Expired</span>}
    </span>
  );
}

/** Opens the file in a new tab from a blob: the API needs the bearer token a link cannot send. */
function useViewDocument(customerId: string) {
  const api = useApi();
  return useCallback(
    async (documentId: string) => {
      const tab = window.open('', '_blank');
      const blob = await getCustomerDocumentContent(api, customerId, documentId);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      // The tab has read the blob by then; the URL need not outlive it.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    [api, customerId],
  );
}

function DocumentRows({
  documents,
  onView,
}: {
  documents: readonly CustomerDocument[];
  onView: (id: string) => void;
}) {
  return (
    <div className={record.scroll}>
      <table className={table.table}>
        <thead>
          <tr>
            <th className={table.headCell}>Document</th>
            <th className={table.headCell}>ID</th>
            <th className={table.headCell}>Expires</th>
            <th className={table.headCell}>Uploaded</th>
            <th className={table.headCell}>
              <span className={record.muted}>File</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <td className={table.cell}>
                {KYC_DOCUMENT_KIND_LABELS[document.kind]}
                {!document.current && <span className={record.muted}> (replaced)</span>}
              </td>
              <td className={table.cell}>{idWords(document)}</td>
              <td className={table.cell}>
                <Expiry document={document} />
              </td>
              <td className={table.cell}>
                {document.uploadedBy}
                <div className={record.muted}>{formatBankDateTime(document.uploadedAt)}</div>
              </td>
              <td className={table.cell}>
                <Button size="small" onClick={() => onView(document.id)}>
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The customer's KYC file on their page: the current photo and signature, every document with
 * its ID details and expiry, each viewable, and "Add a document" for staff who may update
 * customers.
 */
export function CustomerDocumentsSection({ customerId, onChanged }: CustomerSectionProps) {
  const query = useApiQuery(loadDocuments, customerId);
  const mayAdd = hasPermission(useAccessContext(), 'customer.update');
  const [adding, setAdding] = useState(false);
  const view = useViewDocument(customerId);
  const reload = useCallback(() => query.send({ type: 'query.reload' }), [query.send]);
  const documents = query.data?.items ?? [];
  const current = (kind: CustomerDocument['kind']) =>
    documents.find((document) => document.kind === kind && document.current)?.id ?? null;
  const failure = query.snapshot.matches('failed') ? query.snapshot.context.failure : null;
  return (
    <Card>
      <div className={record.cardHead}>
        <h2 className={record.cardTitle}>Documents</h2>
        {mayAdd && <Button onClick={() => setAdding(true)}>Add a document</Button>}
      </div>
      {failure && <LoadFailure what="the documents" failure={failure} onRetry={reload} />}
      {!query.data && !failure && <p className={record.muted}>Loading the documents…</p>}
      {query.data && (
        <div className={record.stack}>
          <div className={holder.signatures}>
            <div className={holder.photoFrame}>
              <SpecimenImage
                customerId={customerId}
                documentId={current('PASSPORT_PHOTO')}
                alt="Passport photograph"
                missing="No photo on file"
                className={holder.photo}
              />
            </div>
            <div className={holder.signatureFrame}>
              <SpecimenImage
                customerId={customerId}
                documentId={current('SIGNATURE')}
                alt="Specimen signature"
                missing="No signature on file"
                className={holder.signature}
              />
            </div>
          </div>
          {documents.length === 0 ? (
            <p className={record.muted}>No documents on file yet.</p>
          ) : (
            <DocumentRows documents={documents} onView={(id) => void view(id)} />
          )}
        </div>
      )}
      {adding && (
        <CustomerDocumentUploadDialog
          customerId={customerId}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            reload();
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
