import { useEffect, useState } from 'react';
import { getIdentityServices, type IdentityServices } from '../../../api/identity-checks.api';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../document-title';
import { IdentityServiceCard } from './identity-service-card';
import * as styles from './payment-integration.css';

/** The tenant's connections to NIBSS's BVN validation and NIMC's identity search, each with a test. */
export default function IdentityServicesPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const query = useApiQuery(getIdentityServices);
  const [saved, setSaved] = useState<IdentityServices | null>(null);
  useEffect(() => {
    if (query.data) setSaved(query.data);
  }, [query.data]);
  const failure = query.snapshot.context.failure;
  return (
    <Page
      title={route.title}
      description="How this bank checks customers' BVN with NIBSS and NIN with NIMC."
    >
      {!saved && failure && (
        <LoadFailure
          what="the identity services"
          failure={failure}
          onRetry={() => query.send({ type: 'query.reload' })}
        />
      )}
      {!saved && !failure && <p className={styles.muted}>Loading the identity services…</p>}
      {saved && (
        <>
          <IdentityServiceCard
            saved={saved.bvn}
            onSaved={(bvn) => setSaved((current) => current && { ...current, bvn })}
          />
          <IdentityServiceCard
            saved={saved.nin}
            onSaved={(nin) => setSaved((current) => current && { ...current, nin })}
          />
        </>
      )}
    </Page>
  );
}
