import { DomainError } from '../errors/domain-error';
import type { NipTransferActions } from './nip-transfer-actions';

const notYet = () =>
  Promise.reject(
    new DomainError(
      'nip_recon_action_not_allowed',
      'Outward transfers cannot be queried or reversed from the reconciliation yet.',
    ),
  );

/** The outward transfers area's status query and reversal, as the reconciliation calls them. */
export const nipTransferActions: NipTransferActions = {
  requery: notYet,
  reverse: notYet,
};
