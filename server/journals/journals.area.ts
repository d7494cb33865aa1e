import { registerApprovalExecutor } from '../approvals/approval-executors';
import type { Area } from '../area';
import { executeJournalReversal, executeManualJournal } from './journal-approval';
import { journalHandlers } from './journals.handlers';

// A manual journal or a reversal that its flow holds for approval is posted by the approvals engine.
registerApprovalExecutor('MANUAL_JOURNAL', executeManualJournal);
registerApprovalExecutor('JOURNAL_REVERSAL', executeJournalReversal);

/** Manual journals and their reversal, ledger lines and the trial balance. */
export const journalsArea: Area = {
  name: 'Journals and ledger reports',
  handlers: journalHandlers,
};
