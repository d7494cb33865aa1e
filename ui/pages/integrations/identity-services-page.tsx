import { getIdentityServices } from '../../../api/identity-checks.api';
import type { PageProps } from '../../app/page-props';
import { SavedSettingsPage } from '../../components/settings/saved-settings';
import { IdentityServiceCard } from './identity-service-card';

/** The tenant's connections to NIBSS's BVN validation and NIMC's identity search, each with a test. */
export default function IdentityServicesPage(props: PageProps) {
  return (
    <SavedSettingsPage
      {...props}
      description="How this bank checks customers' BVN with NIBSS and NIN with NIMC."
      what="the identity services"
      load={getIdentityServices}
    >
      {(saved, setSaved) => (
        <>
          <IdentityServiceCard
            saved={saved.bvn}
            onSaved={(bvn) => setSaved((current) => ({ ...current, bvn }))}
          />
          <IdentityServiceCard
            saved={saved.nin}
            onSaved={(nin) => setSaved((current) => ({ ...current, nin }))}
          />
        </>
      )}
    </SavedSettingsPage>
  );
}
