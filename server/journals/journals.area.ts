import type { Area } from '../area';
import { JOURNAL_APPROVAL_TYPES } from './journal-approval';
import { journalHandlers } from './journals.handlers';

/** Manual journals and their reversal, ledger lines and the trial balance. */
export const journalsArea: Area = {
  name: 'Journals and ledger reports',
  approvalTypes: JOURNAL_APPROVAL_TYPES,
  handlers: journalHandlers,
};
