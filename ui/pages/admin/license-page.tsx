import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { saveConfig } from '../../../api/config.api';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { FEATURES } from '../../../policies/features';
import { enumLabel } from '../../../policies/labels';
import { isLicenseInactive, licenseProcessingDate, licenseStatus } from '../../../policies/license';
import { useApi } from '../../app/api-context';
import { useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import { Card, Facts, Page } from '../../components/page';
import * as styles from './admin.css';

function metadataText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function InstallLicense() {
  const api = useApi();
  const { license } = useActors();
  const inputId = useId();
  const { snapshot: request, send } = useRequest(async (input) => {
    await saveConfig(api, 'license', { licenseKey: String(input) });
    license.send({ type: 'license.load' });
  });
  const [key, setKey] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (key.trim()) send({ type: 'request.submit', input: key.trim() });
  }
  return (
    <Card title="Install a license key">
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.muted}>
          Paste the signed license key your vendor issued for this tenant.
        </p>
        {request.matches('succeeded') && (
          <Notice tone="success">The license key has been installed.</Notice>
        )}
        {request.context.failure && (
          <Notice tone="danger">{request.context.failure.message}</Notice>
        )}
        <label className={fieldStyles.label} htmlFor={inputId}>
          License key
        </label>
        <textarea
          id={inputId}
          className={styles.textarea}
          value={key}
          maxLength={8192}
          spellCheck={false}
          onChange={(event) => setKey(event.target.value)}
        />
        <div>
          <Button
            type="submit"
            tone="primary"
            disabled={!key.trim() || request.matches('submitting')}
          >
            {request.matches('submitting') ? 'Installing…' : 'Install license'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The tenant's license: status, features and dates, and installing a new key. */
export default function LicensePage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { license } = useActors();
  const current = useSelector(license, (snapshot) => snapshot.context.license);
  const features = current?.features ?? [];
  return (
    <Page title={route.title} description="What this tenant is licensed to use, and until when.">
      {!current && (
        <Notice tone="warning">
          The license could not be read; the features last known are in force.
        </Notice>
      )}
      {current && isLicenseInactive(current) && (
        <Notice tone="danger">License inactive. Renew the license to restore full access.</Notice>
      )}
      <Card title="Status">
        <Facts
          items={[
            ['Status', current ? enumLabel(licenseStatus(current)) : 'Unknown'],
            ['Licensee', current?.displayName ?? current?.tenant?.name ?? 'N/A'],
            ['Tenant', current?.tenantId ?? 'N/A'],
            ['Verified', current ? (current.verified ? 'Yes' : 'No') : 'N/A'],
            ['Processing date', formatBankDate(current && licenseProcessingDate(current))],
            ['Issued', formatBankDateTime(metadataText(current?.metadata.issuedAt))],
            ['Valid until', formatBankDateTime(metadataText(current?.metadata.validUntil))],
            ['Trial ends', formatBankDateTime(current?.trialExpiresAt ?? null)],
          ]}
        />
      </Card>
      <Card title="Features">
        <ul className={styles.chips} aria-label="Licensed features">
          {FEATURES.map((feature) => (
            <li key={feature} className={styles.chip} data-licensed={features.includes(feature)}>
              {enumLabel(feature)}: {features.includes(feature) ? 'licensed' : 'not licensed'}
            </li>
          ))}
        </ul>
      </Card>
      <InstallLicense />
    </Page>
  );
}
