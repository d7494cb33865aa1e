import { useState } from 'react';
import {
  type CustomerDocumentUpload,
  uploadCustomerDocument,
} from '../../../api/customer-documents.api';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '../../../policies/kyc';
import {
  KYC_DOCUMENT_KIND_LABELS,
  KYC_ID_TYPE_LABELS,
  KYC_ID_TYPES,
  type KycIdType,
} from '../../../policies/kyc-documents';
import { useApi } from '../../app/api-context';
import { base64OfFile } from '../../app/file-base64';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';

const KIND_OPTIONS = KYC_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: KYC_DOCUMENT_KIND_LABELS[kind],
}));
const ID_TYPE_OPTIONS = KYC_ID_TYPES.map((type) => ({
  value: type,
  label: KYC_ID_TYPE_LABELS[type],
}));

interface Draft {
  kind: KycDocumentKind;
  idType: KycIdType | '';
  idNumber: string;
  issuedOn: string;
  expiresOn: string;
  file: File | null;
}

async function bodyOf(draft: Draft, file: File): Promise<CustomerDocumentUpload> {
  const id = draft.kind === 'ID_DOCUMENT';
  return {
    kind: draft.kind,
    fileName: file.name.slice(0, 120) || 'document',
    contentType: file.type || 'application/octet-stream',
    contentBase64: await base64OfFile(file),
    ...(id && draft.idType && { idType: draft.idType }),
    ...(id && draft.idNumber && { idNumber: draft.idNumber.trim() }),
    ...(draft.issuedOn && { issuedOn: draft.issuedOn }),
    ...(draft.expiresOn && { expiresOn: draft.expiresOn }),
  };
}

/**
 * Adds a document to a customer's KYC file: what it is, for an ID its type, number and dates,
 * and the file (PDF, PNG or JPEG). The server judges the file's content and size and says why
 * it refuses one.
 */
export function CustomerDocumentUploadDialog({
  customerId,
  onDone,
  onClose,
}: {
  customerId: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<Draft>({
    kind: 'PASSPORT_PHOTO',
    idType: '',
    idNumber: '',
    issuedOn: '',
    expiresOn: '',
    file: null,
  });
  const { snapshot, send } = useRequest(async () => {
    if (!draft.file) return null;
    await uploadCustomerDocument(api, customerId, await bodyOf(draft, draft.file));
    onDone();
    return null;
  });
  const busy = snapshot.matches('submitting');
  const isId = draft.kind === 'ID_DOCUMENT';
  const missing = !draft.file || (isId && (!draft.idType || !draft.idNumber.trim()));
  const edit = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="Add a document"
      description="A scan or photo as PDF, PNG or JPEG: at most 5 MB for a PDF, 2 MB for an image."
      footer={
        <div className={record.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            tone="primary"
            disabled={missing || busy}
            onClick={() => send({ type: 'request.submit', input: null })}
          >
            {busy ? 'Uploading…' : 'Upload'}
          </Button>
        </div>
      }
    >
      <div className={record.form}>
        <SelectField
          label="Document"
          options={KIND_OPTIONS}
          value={draft.kind}
          onChange={(event) => edit({ kind: event.target.value as KycDocumentKind })}
        />
        {isId && (
          <>
            <SelectField
              label="Type of ID"
              placeholder="Choose…"
              options={ID_TYPE_OPTIONS}
              value={draft.idType}
              onChange={(event) => edit({ idType: event.target.value as KycIdType })}
            />
            <Field
              label="ID number"
              maxLength={20}
              value={draft.idNumber}
              onChange={(event) => edit({ idNumber: event.target.value })}
            />
            <div className={record.row}>
              <DateField
                label="Issued on"
                value={draft.issuedOn}
                onChange={(issuedOn) => edit({ issuedOn })}
              />
              <DateField
                label="Expires on"
                value={draft.expiresOn}
                onChange={(expiresOn) => edit({ expiresOn })}
              />
            </div>
          </>
        )}
        <Field
          label="File"
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          onChange={(event) => edit({ file: event.target.files?.[0] ?? null })}
        />
        {snapshot.matches('failed') && snapshot.context.failure && (
          <Notice tone="danger">{snapshot.context.failure.message}</Notice>
        )}
      </div>
    </Dialog>
  );
}
