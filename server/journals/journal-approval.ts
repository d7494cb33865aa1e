import type { components } from '../../api/schema.gen';
import type { ApprovalExecutor } from '../approvals/approval-executors';
import type { TenantTx } from '../db/tenant-scope';
import { type PostingRequest, postEntry } from '../ledger/ledger.service';

export type ManualJournalBody = components['schemas']['ManualJournalRequest'];

/** The posting a manual journal asks for, made by `makerId`. */
export function manualJournalPosting(body: ManualJournalBody, makerId: string): PostingRequest {
  return {
    narration: body.narration.trim() || body.narration,
    reference: body.reference ?? null,
    valueDate: body.valueDate ?? null,
    lines: body.lines.map((line) => ({
      accountId: line.glAccountId,
      debitKobo: line.debitKobo,
      creditKobo: line.creditKobo,
      narration: line.narration,
    })),
    source: 'MANUAL',
    createdBy: makerId,
  };
}

/**
 * Posts a manual journal that waited for approval, on its final approval and in that
 * transaction. The entry is the maker's (createdBy), as if posted when it was made; the ledger
 * checks it again, so an account closed while it waited refuses the approval instead.
 */
export const executeManualJournal: ApprovalExecutor = async (t: TenantTx, request, now) => {
  const body = request.payload as ManualJournalBody;
  const entry = await postEntry(t, manualJournalPosting(body, request.makerId), now);
  return { reference: entry.id };
};
