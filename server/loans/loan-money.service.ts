import { nextLoanStatus } from '../../machines/loan.machine';
import { tellAreas } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { JournalEntryView } from '../ledger/journal-entry.repository';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  type InstalmentRecord,
  insertInstalments,
  insertLoanTransaction,
  type LoanRecord,
  listInstalments,
  type NewLoanTransaction,
  saveInstalment,
  totalOutstandingKobo,
} from './loan.repository';
import { lockLoan, moveLoan } from './loan.service';
import {
  addDays,
  allocateRepayment,
  type ComponentSplit,
  instalmentOutstanding,
  NO_SPLIT,
  type Payoff,
  payoffOf,
  penaltyFor,
  splitTotal,
} from './loan-arithmetic';
import { interestPaidAndCollectible, recogniseInterest } from './loan-eod-income';
import { postDisbursement, postPayment, postPenalty, postWriteOff } from './loan-ledger';
import { disbursementChargesKobo } from './loan-product.rules';
import { scheduleOf } from './loan-schedule.service';

export interface Actor {
  readonly userId: string;
}

/** The loan's transaction row for an entry just posted. */
async function record(
  t: TenantTx,
  loanId: string,
  entry: JournalEntryView,
  row: Omit<
    NewLoanTransaction,
    'entryId' | 'entryNumber' | 'postingDate' | 'createdAt' | 'createdBy'
  >,
  actor: Actor,
  now: Date,
): Promise<void> {
  await insertLoanTransaction(t, loanId, {
    ...row,
    entryId: entry.id,
    entryNumber: entry.entryNumber,
    postingDate: entry.postingDate,
    createdBy: actor.userId,
    createdAt: now.toISOString(),
  });
}

const splitRow = (split: ComponentSplit) => ({ ...split, interestWaivedKobo: 0 });

/** The processing date, or a later date asked for; an earlier one only for the demo seed. */
async function disbursementDateOf(
  t: TenantTx,
  requested: string | undefined,
  backdated: boolean,
): Promise<string> {
  const processing = await tenantProcessingDate(t);
  const date = requested ?? processing;
  if (date < processing && !backdated) {
    throw new DomainError('disbursement_date_invalid', undefined, [
      {
        field: 'body.disbursementDate',
        code: 'before_processing_date',
        message: `Choose ${processing} or later.`,
      },
    ]);
  }
  return date;
}

/**
 * Disburses an approved loan on `date` (the processing date unless a later one is given): the
 * schedule is computed from that date and stored, the principal less the disbursement charges
 * reaches the customer's account, and the whole loan (principal, scheduled interest and fees)
 * becomes owed in the same entry.
 */
export async function disburseLoan(
  t: TenantTx,
  id: string,
  requestedDate: string | undefined,
  actor: Actor,
  now: Date,
  /** Only the demo seed backdates a disbursement, to show loans already running. */
  backdated = false,
): Promise<LoanRecord> {
  const loan = await lockLoan(t, id);
  if (nextLoanStatus(loan.status, { type: 'loan.disburse' }) === null) {
    throw new DomainError(
      'loan_transition_not_allowed',
      `A loan ${loan.status} cannot be disbursed.`,
    );
  }
  const date = await disbursementDateOf(t, requestedDate, backdated);
  const schedule = scheduleOf({ ...loan.terms, ...loan, disbursementDate: date });
  const chargesKobo = disbursementChargesKobo(loan.terms, loan.principalKobo);
  await insertInstalments(t, loan.id, schedule.periods);
  await moveLoan(
    t,
    loan,
    { type: 'loan.disburse' },
    {
      disbursement_date: date,
      maturity_date: schedule.periods.at(-1)?.dueDate ?? date,
      disbursement_charges_kobo: chargesKobo,
    },
    now,
  );
  const amounts = {
    principalKobo: loan.principalKobo,
    chargesKobo,
    interestKobo: schedule.totalInterestKobo,
    feeKobo: schedule.totalFeeKobo,
  };
  const narration = `Disbursement of loan ${loan.loanNumber}`;
  const entry = await postDisbursement(
    t,
    loan,
    amounts,
    { narration, source: 'LOAN_DISBURSEMENT', createdBy: actor.userId, valueDate: date },
    now,
  );
  await record(
    t,
    loan.id,
    entry,
    {
      type: 'DISBURSEMENT',
      amountKobo: loan.principalKobo,
      ...splitRow({ ...NO_SPLIT, principalKobo: loan.principalKobo, feeKobo: chargesKobo }),
      outstandingKobo: loan.principalKobo + schedule.totalInterestKobo + schedule.totalFeeKobo,
      narration,
    },
    actor,
    now,
  );
  if (loan.applicationId) {
    await tellAreas(
      t,
      'loan.disbursed',
      { loanId: loan.id, applicationId: loan.applicationId },
      now,
    );
  }
  return lockLoan(t, id);
}

function activeOnly(loan: LoanRecord): void {
  if (loan.status !== 'ACTIVE') {
    throw new DomainError('loan_not_active', `Loan ${loan.loanNumber} is ${loan.status}.`);
  }
}

/**
 * A repayment from the customer's account, placed oldest instalment first in the product's
 * order. One that leaves nothing owed closes the loan (the chart's repay with clearsAll).
 */
export async function repayLoan(
  t: TenantTx,
  id: string,
  body: { amountKobo: number; narration?: string | undefined },
  actor: Actor,
  now: Date,
): Promise<void> {
  const loan = await lockLoan(t, id);
  activeOnly(loan);
  const owed = totalOutstandingKobo(loan);
  if (body.amountKobo > owed) {
    throw new DomainError(
      'repayment_exceeds_outstanding',
      `Loan ${loan.loanNumber} owes ${owed} kobo.`,
    );
  }
  const instalments = await listInstalments(t, id);
  const { changed, split, unplacedKobo } = allocateRepayment(
    instalments,
    body.amountKobo,
    loan.terms.repaymentAllocation,
  );
  if (unplacedKobo !== 0)
    throw new Error(`Loan ${loan.loanNumber}: instalments and balances differ.`);
  for (const instalment of changed) await saveInstalment(t, instalment);
  const recognisedKobo = await recogniseInterest(
    t,
    loan.id,
    interestPaidAndCollectible(await listInstalments(t, id)),
  );
  const narration = body.narration?.trim() || `Repayment of loan ${loan.loanNumber}`;
  const entry = await postPayment(
    t,
    loan,
    split,
    { interestWaivedKobo: 0, earlyRepaymentFeeKobo: 0 },
    { narration, source: 'LOAN_REPAYMENT', createdBy: actor.userId },
    now,
    recognisedKobo,
  );
  const after = owed - body.amountKobo;
  await moveLoan(
    t,
    loan,
    { type: 'loan.repay', clearsAll: after === 0 },
    after === 0 ? { closed_on: entry.postingDate } : {},
    now,
  );
  await record(
    t,
    loan.id,
    entry,
    {
      type: 'REPAYMENT',
      amountKobo: body.amountKobo,
      ...splitRow(split),
      outstandingKobo: after,
      narration,
    },
    actor,
    now,
  );
}

/**
 * Charges the loan's late-payment penalty once on every instalment still unpaid after its grace
 * days, as of the processing date; an instalment charged before is skipped.
 */
export async function assessPenalties(
  t: TenantTx,
  id: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const loan = await lockLoan(t, id);
  activeOnly(loan);
  const processing = await tenantProcessingDate(t);
  const graceDays = loan.terms.penalty?.graceDays ?? 0;
  let totalKobo = 0;
  for (const instalment of await listInstalments(t, id)) {
    if (instalment.penaltyChargedOn !== null) continue;
    if (addDays(instalment.dueDate, graceDays) >= processing) continue;
    if (splitTotal(instalmentOutstanding(instalment)) <= 0) continue;
    const penaltyKobo = penaltyFor(loan.terms, instalment);
    if (penaltyKobo <= 0) continue;
    totalKobo += penaltyKobo;
    await saveInstalment(t, {
      ...instalment,
      penaltyKobo: instalment.penaltyKobo + penaltyKobo,
      penaltyChargedOn: processing,
    });
  }
  await moveLoan(t, loan, { type: 'loan.assessPenalties' }, {}, now);
  if (totalKobo === 0) return;
  const narration = `Late-payment penalty on loan ${loan.loanNumber}`;
  const entry = await postPenalty(
    t,
    loan,
    totalKobo,
    { narration, source: 'LOAN_PENALTY', createdBy: actor.userId },
    now,
  );
  await record(
    t,
    loan.id,
    entry,
    {
      type: 'PENALTY',
      amountKobo: totalKobo,
      ...splitRow({ ...NO_SPLIT, penaltyKobo: totalKobo }),
      outstandingKobo: totalOutstandingKobo(loan) + totalKobo,
      narration,
    },
    actor,
    now,
  );
}

/** The payoff of an active loan as of the processing date. */
export async function currentPayoff(
  t: TenantTx,
  loan: LoanRecord,
): Promise<{ payoff: Payoff; asOf: string; instalments: InstalmentRecord[] }> {
  activeOnly(loan);
  const asOf = await tenantProcessingDate(t);
  const instalments = await listInstalments(t, loan.id);
  return {
    payoff: payoffOf(loan.terms, loan.disbursementDate ?? asOf, instalments, asOf),
    asOf,
    instalments,
  };
}

/** Every instalment settled by a payoff: what it charged is paid, the rest of its interest waived. */
function settled(instalments: readonly InstalmentRecord[], payoff: Payoff): InstalmentRecord[] {
  return instalments
    .filter((instalment) => splitTotal(instalmentOutstanding(instalment)) > 0)
    .map((instalment) => {
      const owed = instalmentOutstanding(instalment);
      const charged = payoff.interestChargedByInstalment.get(instalment.id) ?? 0;
      return {
        ...instalment,
        principalPaidKobo: instalment.principalKobo,
        feePaidKobo: instalment.feeKobo,
        penaltyPaidKobo: instalment.penaltyKobo,
        interestPaidKobo: instalment.interestPaidKobo + charged,
        interestWaivedKobo: instalment.interestWaivedKobo + owed.interestKobo - charged,
      };
    });
}

/**
 * Pays the loan off from the customer's account at the figure `expectedTotalKobo` the user
 * saw (refused if it moved), waives the interest not yet earned and closes the loan: liquidated,
 * or topped up when a new loan's disbursement paid for it.
 */
export async function liquidateLoan(
  t: TenantTx,
  id: string,
  body: { expectedTotalKobo: number; narration?: string | undefined },
  actor: Actor,
  now: Date,
  topUp: { newLoanId: string } | null = null,
): Promise<void> {
  const loan = await lockLoan(t, id);
  const { payoff, instalments } = await currentPayoff(t, loan);
  if (payoff.totalKobo !== body.expectedTotalKobo) {
    throw new DomainError('loan_payoff_changed', `The payoff is now ${payoff.totalKobo} kobo.`);
  }
  for (const instalment of settled(instalments, payoff)) await saveInstalment(t, instalment);
  const recognisedKobo = await recogniseInterest(
    t,
    loan.id,
    interestPaidAndCollectible(await listInstalments(t, id)),
  );
  const narration =
    body.narration?.trim() ||
    (topUp
      ? `Loan ${loan.loanNumber} paid off by its top-up`
      : `Liquidation of loan ${loan.loanNumber}`);
  const split = {
    principalKobo: payoff.principalKobo,
    interestKobo: payoff.interestKobo,
    feeKobo: payoff.feeKobo,
    penaltyKobo: payoff.penaltyKobo,
  };
  const entry = await postPayment(
    t,
    loan,
    split,
    payoff,
    { narration, source: topUp ? 'LOAN_TOP_UP' : 'LOAN_LIQUIDATION', createdBy: actor.userId },
    now,
    recognisedKobo,
  );
  await moveLoan(
    t,
    loan,
    { type: topUp ? 'loan.topUp' : 'loan.liquidate' },
    { closed_on: entry.postingDate, ...(topUp && { topped_up_by_loan_id: topUp.newLoanId }) },
    now,
  );
  await record(
    t,
    loan.id,
    entry,
    {
      type: topUp ? 'TOP_UP_PAYOFF' : 'LIQUIDATION',
      amountKobo: payoff.totalKobo,
      ...split,
      feeKobo: split.feeKobo + payoff.earlyRepaymentFeeKobo,
      interestWaivedKobo: payoff.interestWaivedKobo,
      outstandingKobo: 0,
      narration,
    },
    actor,
    now,
  );
}

/**
 * Writes an active loan off: whatever it still owes leaves the loan through the ledger (see
 * postWriteOff) and the loan ends WRITTEN_OFF; its schedule keeps what was never paid.
 */
export async function writeOffLoan(
  t: TenantTx,
  id: string,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<void> {
  const loan = await lockLoan(t, id);
  activeOnly(loan);
  const owed: ComponentSplit = {
    principalKobo: loan.principalOutstandingKobo,
    interestKobo: loan.interestOutstandingKobo,
    feeKobo: loan.feeOutstandingKobo,
    penaltyKobo: loan.penaltyOutstandingKobo,
  };
  const narration = `Write-off of loan ${loan.loanNumber}: ${reason.trim()}`.slice(0, 255);
  // Nothing more will be collected: income stays only for the interest paid.
  const { paidKobo } = interestPaidAndCollectible(await listInstalments(t, id));
  const recognisedKobo = await recogniseInterest(t, loan.id, {
    paidKobo,
    collectibleKobo: paidKobo,
  });
  const entry = await postWriteOff(
    t,
    loan,
    owed,
    { narration, source: 'LOAN_WRITE_OFF', createdBy: actor.userId },
    now,
    -recognisedKobo,
  );
  await moveLoan(
    t,
    loan,
    { type: 'loan.writeOff' },
    { closed_on: entry.postingDate, write_off_request_id: null },
    now,
  );
  await record(
    t,
    loan.id,
    entry,
    {
      type: 'WRITE_OFF',
      amountKobo: splitTotal(owed),
      ...splitRow(owed),
      outstandingKobo: 0,
      narration,
    },
    actor,
    now,
  );
}
