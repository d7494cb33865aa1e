import type { Customer, CustomerOverview } from '../../../api/customers.api';
import { formatBankDate } from '../../../policies/calendar';
import { Notice } from '../../components/notice';
import { Card, Facts } from '../../components/page';
import * as layout from './customer-overview-layout.css';
import {
  addressLines,
  genderWords,
  maskedIdentityNumber,
  tierWords,
} from './customer-overview-words';

type Alert = CustomerOverview['alerts'][number];

/** What staff must see first, each alert in its tone; nothing at all when there is none. */
export function AlertsList({ alerts }: { alerts: readonly Alert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section className={layout.alerts} aria-label="Alerts" data-testid="customer-alerts">
      {alerts.map((alert) => (
        <Notice key={`${alert.code}:${alert.message}`} tone={alert.tone}>
          {alert.message}
        </Notice>
      ))}
    </section>
  );
}

/** Names, birth and identity numbers (masked but for the last four digits) and the tier. */
export function IdentityCard({ customer }: { customer: Customer }) {
  if (customer.customerType === 'CORPORATE') {
    return (
      <Card title="Identity and KYC">
        <Facts
          items={[
            ['Company name', customer.companyName],
            ['RC number', customer.rcNumber],
            ['TIN', customer.tin],
          ]}
        />
      </Card>
    );
  }
  const names = [customer.firstName, customer.middleName, customer.lastName].filter(Boolean);
  return (
    <Card title="Identity and KYC">
      <Facts
        items={[
          ['Name', names.join(' ')],
          ['Date of birth', formatBankDate(customer.dateOfBirth)],
          ['Gender', genderWords(customer.gender)],
          ['BVN', maskedIdentityNumber(customer.bvn)],
          ['NIN', maskedIdentityNumber(customer.nin)],
          ['KYC tier', tierWords(customer.kycTier)],
        ]}
      />
    </Card>
  );
}

export function ContactCard({ customer }: { customer: Customer }) {
  return (
    <Card title="Contact">
      <Facts
        items={[
          ['Phone', customer.phone],
          ['Email', customer.email ?? 'Not given'],
          [
            'Address',
            <span key="address" className={layout.address}>
              {addressLines(customer.address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>,
          ],
        ]}
      />
    </Card>
  );
}

/** A company's directors, each with the last four digits of their BVN where the bank holds it. */
export function DirectorsCard({ customer }: { customer: Customer }) {
  if (customer.customerType !== 'CORPORATE') return null;
  return (
    <Card title="Directors and signatories">
      {customer.directors.length === 0 ? (
        <p className={layout.withheld}>No director on file.</p>
      ) : (
        <ul className={layout.directors}>
          {customer.directors.map((director) => (
            // A company lists a director once; the name and BVN tell two of the same name apart.
            <li key={`${director.fullName}:${director.bvn ?? ''}`}>
              {director.fullName}
              {director.bvn && <> · BVN {maskedIdentityNumber(director.bvn)}</>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
