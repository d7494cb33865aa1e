import type { Area } from '../area';
import { journalHandlers } from './journals.handlers';

/** Manual journals and their reversal, ledger lines and the trial balance. */
export const journalsArea: Area = {
  name: 'Journals and ledger reports',
  handlers: journalHandlers,
};
