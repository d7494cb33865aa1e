import type { components } from '../../api/schema.gen';
import { allowedLoanActions } from '../../machines/loan.machine';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import type { UserRecord } from '../users/user.repository';
import {
  findLoan,
  findLoanSummary,
  type InstalmentRecord,
  type LoanFilter,
  type LoanRecord,
  type LoanSummaryRow,
  listInstalments,
  listInstalmentsOfLoans,
  loanBookedByName,
  loanTransactionTotals,
  searchLoans,
  totalOutstandingKobo,
} from './loan.repository';
import { actionsUserMayTake } from './loan-action-access';
import { arrearsOf, delinquencyBucketOf, payoffOf, prudentialClassOf } from './loan-arithmetic';
import { disbursementFigures, dueFigures, instalmentView, loanBalances } from './loan-figures';

type Schemas = components['schemas'];
export type LoanView = Schemas['Loan'];
type Delinquency = Pick<
  Schemas['Loan'],
  'arrearsKobo' | 'daysPastDue' | 'delinquencyBucket' | 'prudentialClass' | 'provisionPercent'
>;

/**
 * A loan's arrears, days past due, bucket and CBN class as of `asOf`. Only an ACTIVE loan is in
 * arrears: one not yet disbursed owes nothing yet and a closed one nothing more. The loan and the
 * loans list both answer through this function, so they never disagree.
 */
function delinquencyOf(
  status: string,
  instalments: readonly InstalmentRecord[],
  asOf: string,
): Delinquency {
  const { arrearsKobo, daysPastDue } =
    status === 'ACTIVE' ? arrearsOf(instalments, asOf) : { arrearsKobo: 0, daysPastDue: 0 };
  return {
    arrearsKobo,
    daysPastDue,
    delinquencyBucket: delinquencyBucketOf(daysPastDue),
    ...prudentialClassOf(daysPastDue),
  };
}

/**
 * One page of the loans list, each with its delinquency as of the tenant's processing date;
 * `inArrears` keeps only the loans whose days past due are above 0 on that date.
 */
export async function loanSummaries(
  t: TenantTx,
  filter: Omit<LoanFilter, 'inArrearsAsOf'> & { readonly inArrears?: boolean | undefined },
): Promise<{ items: Schemas['LoanSummary'][]; total: number }> {
  const asOf = await tenantProcessingDate(t);
  const { inArrears, ...rest } = filter;
  const page = await searchLoans(t, { ...rest, ...(inArrears && { inArrearsAsOf: asOf }) });
  const instalments = await listInstalmentsOfLoans(
    t,
    page.items.map((loan) => loan.id),
  );
  const items = page.items.map((loan: LoanSummaryRow) => {
    const { provisionPercent: _percent, ...delinquency } = delinquencyOf(
      loan.status,
      instalments.get(loan.id) ?? [],
      asOf,
    );
    return { ...loan, ...delinquency };
  });
  return { items, total: page.total };
}
/**
 * The chart's actions for the loan's status, less those its balances refuse at once: closing
 * while anything is owed, and a second write-off while one waits for approval.
 */
function actionsOf(loan: LoanRecord, user: LoanViewer): LoanView['allowedActions'] {
  const actions = allowedLoanActions(loan.status).filter(
    (action) =>
      !(action === 'CLOSE' && totalOutstandingKobo(loan) > 0) &&
      !(action === 'WRITE_OFF' && loan.writeOffRequestId !== null),
  );
  return actionsUserMayTake(user, actions);
}

/** Who reads the loan: its actions are those this user may take. */
export type LoanViewer = Pick<UserRecord, 'roles' | 'permissions'>;

/**
 * One loan as getLoan answers it, as of the tenant's processing date, with the actions its status
 * allows and `user` may take.
 */
export async function loanDetail(t: TenantTx, id: string, user: LoanViewer): Promise<LoanView> {
  const summary = await findLoanSummary(t, id);
  const loan = await findLoan(t, id);
  if (!summary || !loan) throw new DomainError('loan_not_found');
  const instalments = await listInstalments(t, id);
  const asOf = await tenantProcessingDate(t);
  return {
    ...summary,
    applicationId: loan.applicationId,
    purpose: loan.purpose,
    terms: loan.terms,
    disbursementChargesKobo: loan.disbursementChargesKobo,
    balances: loanBalances(loan, instalments, await loanTransactionTotals(t, id)),
    schedule: instalments.map((instalment) => instalmentView(instalment, asOf, loan.status)),
    ...dueFigures(loan.status, instalments, asOf),
    payoffTodayKobo:
      loan.status === 'ACTIVE'
        ? payoffOf(loan.terms, loan.disbursementDate ?? asOf, instalments, asOf).totalKobo
        : null,
    ...disbursementFigures(loan),
    bookedByName: await loanBookedByName(t, id),
    asOfDate: asOf,
    ...delinquencyOf(loan.status, instalments, asOf),
    closedOn: loan.closedOn,
    toppedUpByLoanId: loan.toppedUpByLoanId,
    topUpOfLoanId: loan.topUpOfLoanId,
    writeOffRequestId: loan.writeOffRequestId,
    allowedActions: actionsOf(loan, user),
  };
}
