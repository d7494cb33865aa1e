import { useEffect, useState } from 'react';
import type { Api } from '../../api/client';
import {
  getAccountHolderSpecimens,
  getApprovalHolderSpecimens,
  getCustomerDocumentContent,
  type HolderSpecimens,
} from '../../api/customer-documents.api';
import { useCustomerHref } from '../app/record-links';
import { useApiQuery } from '../app/use-api-query';
import * as styles from './account-holder-card.css';

interface StoredDocument {
  readonly customerId: string;
  readonly documentId: string;
}

const loadDocument = (api: Api, key: StoredDocument): Promise<Blob> =>
  getCustomerDocumentContent(api, key.customerId, key.documentId);

/** An object URL for a fetched file while the component holds it, revoked when it lets go. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob === null) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * A customer's stored image, fetched through the query chart with the bearer token (an img
 * element could not send it) and shown from an object URL; a failed fetch says so.
 */
function StoredImage({
  alt,
  className,
  ...key
}: StoredDocument & { alt: string; className: string }) {
  const query = useApiQuery(loadDocument, key);
  const url = useObjectUrl(query.data);
  if (query.snapshot.matches('failed')) return <span>The image could not be loaded.</span>;
  if (url === null) return <span>Loading…</span>;
  return <img className={className} src={url} alt={alt} />;
}

/** A stored photo or signature, or the words saying there is none on file. */
export function SpecimenImage({
  customerId,
  documentId,
  alt,
  missing,
  className,
}: {
  customerId: string;
  documentId: string | null;
  alt: string;
  missing: string;
  className: string;
}) {
  if (documentId === null) return <span>{missing}</span>;
  return (
    <StoredImage
      key={documentId}
      customerId={customerId}
      documentId={documentId}
      alt={alt}
      className={className}
    />
  );
}

/** Whose specimens: an account's holder, or the holder of the account a request draws on. */
export type HolderSource = { accountId: string } | { approvalRequestId: string };

const loadSpecimens = (api: Api, source: HolderSource): Promise<HolderSpecimens> =>
  'accountId' in source
    ? getAccountHolderSpecimens(api, source.accountId)
    : getApprovalHolderSpecimens(api, source.approvalRequestId);

/**
 * Whose signatures to compare: each signatory of the mandate with a specimen on file (a company's
 * directors), else the holder's own current signature.
 */
function signersOf(specimens: HolderSpecimens): { name: string; documentId: string | null }[] {
  const named = specimens.mandate.signatories
    .filter((signatory) => signatory.signatureDocumentId !== null)
    .map((signatory) => ({ name: signatory.name, documentId: signatory.signatureDocumentId }));
  return named.length > 0
    ? named
    : [{ name: specimens.holderName, documentId: specimens.signatureDocumentId }];
}

/**
 * The holder's name, a link to their page for whoever may open it. It opens in a new tab: the
 * card sits in a dialog whose count of notes would be lost by leaving the page.
 */
function HolderName({ customerId, name }: { customerId: string; name: string }) {
  const href = useCustomerHref(customerId);
  if (!href) return <p className={styles.name}>{name}</p>;
  return (
    <p className={styles.name}>
      <a href={href} target="_blank" rel="noopener">
        {name}
      </a>
    </p>
  );
}

/**
 * What a teller or a checker compares before cash leaves an account: the holder's passport
 * photograph, specimen signature and the mandate in words. Give it a `key` of the source so a
 * newly picked account loads afresh.
 */
export function AccountHolderCard({ source }: { source: HolderSource }) {
  const query = useApiQuery(loadSpecimens, source);
  const specimens = query.data;
  if (query.snapshot.matches('failed')) {
    return <p className={styles.label}>The holder’s photo and signature could not be loaded.</p>;
  }
  if (!specimens) return <p className={styles.label}>Loading the holder’s photo and signature…</p>;
  const signers = signersOf(specimens);
  return (
    <section className={styles.card} aria-label="Account holder" data-testid="account-holder-card">
      <div className={styles.photoFrame}>
        <SpecimenImage
          customerId={specimens.customerId}
          documentId={specimens.photoDocumentId}
          alt={`Passport photograph of ${specimens.holderName}`}
          missing="No photo on file"
          className={styles.photo}
        />
      </div>
      <div className={styles.body}>
        <HolderName customerId={specimens.customerId} name={specimens.holderName} />
        <div>
          <p className={styles.label}>
            {signers.length > 1 ? 'Specimen signatures' : 'Specimen signature'}
          </p>
          <div className={styles.signatures}>
            {signers.map((signer) => (
              <figure key={signer.documentId ?? signer.name} className={styles.signer}>
                <div className={styles.signatureFrame}>
                  <SpecimenImage
                    customerId={specimens.customerId}
                    documentId={signer.documentId}
                    alt={`Specimen signature of ${signer.name}`}
                    missing="No signature on file"
                    className={styles.signature}
                  />
                </div>
                {signers.length > 1 && (
                  <figcaption className={styles.label}>{signer.name}</figcaption>
                )}
              </figure>
            ))}
          </div>
        </div>
        <div>
          <p className={styles.label}>Mandate</p>
          <p className={styles.mandate}>{specimens.mandate.words}</p>
        </div>
      </div>
    </section>
  );
}
