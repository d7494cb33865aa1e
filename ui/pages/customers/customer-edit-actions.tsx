import { useCallback, useState } from 'react';
import type { Api } from '../../../api/client';
import {
  type CustomerEditResult,
  getCustomer,
  getCustomerTierReadiness,
} from '../../../api/customers.api';
import { hasPermission } from '../../../policies/access';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import * as record from '../../components/record.css';
import { useToast } from '../../components/toast';
import { announceCustomerEdited } from './customer-edit-events';
import { ContactDialog, IdentityDialog, TierDialog } from './customer-edit-forms';
import type { CustomerSectionProps } from './customer-sections';

type Open = 'contact' | 'identity' | 'tier' | null;

const loadCustomer = (api: Api, id: string) => getCustomer(api, id);
const loadReadiness = (api: Api, id: string) => getCustomerTierReadiness(api, id);

/** What the toast says an edit did: saved at once, sent for approval, or both. */
function editedWords(result: CustomerEditResult): string {
  if (!result.approval) return 'Contact details saved.';
  return `Sent for approval as ${result.approval.reference}.`;
}

/**
 * The edits of a customer's record for users who may update customers: contact details (saved
 * at once), identity details and the KYC tier (each sent for a checker's approval). Each dialog
 * edits the version it read, so a change made meanwhile by someone else is refused, not lost.
 */
export function CustomerEditActions({ customerId, customerType, onChanged }: CustomerSectionProps) {
  const mayEdit = hasPermission(useAccessContext(), 'customer.update');
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const customer = useApiQuery(loadCustomer, customerId);
  const individual = customerType === 'INDIVIDUAL';
  const readiness = useApiQuery(loadReadiness, customerId);
  const reload = useCallback(() => {
    customer.send({ type: 'query.reload' });
    readiness.send({ type: 'query.reload' });
    announceCustomerEdited(customerId);
    onChanged();
  }, [customer.send, readiness.send, customerId, onChanged]);
  const done = useCallback(
    (result: CustomerEditResult) => {
      toast(editedWords(result));
      setOpen(null);
      reload();
    },
    [toast, reload],
  );
  if (!mayEdit || !customer.data) return null;
  const tier = readiness.data;
  const tierBlocked = !tier || tier.nextTier === null || tier.blockers.length > 0;
  const props = {
    customer: customer.data,
    onDone: done,
    onClose: () => setOpen(null),
    onReload: () => {
      setOpen(null);
      reload();
    },
  };
  return (
    <div className={record.actions}>
      <Button size="small" onClick={() => setOpen('contact')}>
        Edit contact details
      </Button>
      <Button size="small" onClick={() => setOpen('identity')}>
        Change identity details
      </Button>
      {individual && tier && tier.nextTier !== null && (
        <Button
          size="small"
          onClick={() => setOpen('tier')}
          disabled={tierBlocked}
          title={tier.blockers.map((blocker) => blocker.message).join(' ')}
        >
          Upgrade tier
        </Button>
      )}
      {individual && tier && tier.nextTier !== null && tier.blockers.length > 0 && (
        <span className={record.muted}>
          Cannot move to Tier {tier.nextTier} yet: {tier.blockers.map((b) => b.message).join(' ')}
        </span>
      )}
      {open === 'contact' && <ContactDialog {...props} />}
      {open === 'identity' && <IdentityDialog {...props} />}
      {open === 'tier' && tier && <TierDialog {...props} readiness={tier} />}
    </div>
  );
}
