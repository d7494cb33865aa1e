import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { ManualJournalBody } from '../journals/journal-approval';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  type AccountSums,
  listEquityAccounts,
  listMovements,
  listPendingManualJournals,
  sumLines,
} from './capital.repository';

type Schemas = components['schemas'];
type CapitalOverview = Schemas['CapitalOverview'];
type PendingInjection = Schemas['PendingCapitalInjection'];

/** The movements a page shows; the period's total still counts every one. */
const MOVEMENT_LIMIT = 100;
/** Waiting manual journals read to find the injections; a bank has a handful at a time. */
const PENDING_SCAN_LIMIT = 500;
const PENDING_LIMIT = 100;

/**
 * The equity accounts over the period, balances credit-positive as equity is read: opening from
 * every line before `from`, the period's debits and credits, closing from those.
 */
export async function capitalOverview(
  t: TenantTx,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<CapitalOverview> {
  const processing = await tenantProcessingDate(t);
  const to = query.to ?? processing;
  const from = query.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) {
    throw new DomainError('capital_period_invalid', undefined, [
      {
        field: 'query.from',
        code: 'capital_period_invalid',
        message: 'Start on or before the end.',
      },
    ]);
  }
  const equity = await listEquityAccounts(t);
  const ids = equity.map((account) => account.id);
  const [before, during, lines] = await Promise.all([
    sumLines(t, ids, { before: from }),
    sumLines(t, ids, { from, to }),
    listMovements(t, ids, { from, to }, MOVEMENT_LIMIT),
  ]);
  const accounts = equity.map((account) => {
    const opening = sumsOf(before, account.id);
    const moved = sumsOf(during, account.id);
    const openingKobo = opening.creditKobo - opening.debitKobo;
    return {
      glAccountId: account.id,
      code: account.code,
      name: account.name,
      openingKobo,
      debitsKobo: moved.debitKobo,
      creditsKobo: moved.creditKobo,
      closingKobo: openingKobo + moved.creditKobo - moved.debitKobo,
    };
  });
  const total = (pick: (row: (typeof accounts)[number]) => number) =>
    accounts.reduce((sum, row) => sum + pick(row), 0);
  return {
    from,
    to,
    accounts,
    totals: {
      openingKobo: total((row) => row.openingKobo),
      debitsKobo: total((row) => row.debitsKobo),
      creditsKobo: total((row) => row.creditsKobo),
      closingKobo: total((row) => row.closingKobo),
    },
    movements: lines.slice(0, MOVEMENT_LIMIT).map((line) => ({
      ...line,
      lineNumber: Number(line.lineNumber),
      debitKobo: Number(line.debitKobo),
      creditKobo: Number(line.creditKobo),
    })),
    movementsTruncated: lines.length > MOVEMENT_LIMIT,
    pending: await pendingInjections(t, new Map(equity.map((account) => [account.id, account]))),
  };
}

function sumsOf(sums: readonly AccountSums[], accountId: string) {
  return sums.find((sum) => sum.accountId === accountId) ?? { debitKobo: 0, creditKobo: 0 };
}

/**
 * Capital injections waiting for a checker: the manual journals in the approval flows whose
 * lines credit an equity account. What they credit to equity is the amount shown.
 */
async function pendingInjections(
  t: TenantTx,
  equity: ReadonlyMap<string, { code: string; name: string }>,
): Promise<PendingInjection[]> {
  const waiting = await listPendingManualJournals(t, PENDING_SCAN_LIMIT);
  const injections: PendingInjection[] = [];
  for (const request of waiting) {
    const body = JSON.parse(request.payload) as ManualJournalBody;
    const credits = body.lines.filter(
      (line) => line.creditKobo > 0 && equity.has(line.glAccountId),
    );
    const [first] = credits;
    if (!first) continue;
    const account = equity.get(first.glAccountId) as { code: string; name: string };
    injections.push({
      approvalRequestId: request.id,
      approvalReference: request.reference,
      narration: body.narration,
      reference: body.reference ?? null,
      valueDate: body.valueDate ?? null,
      amountKobo: credits.reduce((sum, line) => sum + line.creditKobo, 0),
      accountCode: account.code,
      accountName: account.name,
      requestedBy: request.makerName ?? '',
      requestedAt: new Date(request.createdAt).toISOString(),
    });
    if (injections.length === PENDING_LIMIT) break;
  }
  return injections;
}
