import type { components } from '../../api/schema.gen';
import { hasPermission } from '../../policies/access';
import { branchScope } from '../../policies/branch-scope';
import { customerAlertsOf } from '../../policies/customer-alerts';
import { readDocumentFacts } from '../customer-documents/document-facts';
import type { TenantTx } from '../db/tenant-scope';
import { searchAccounts } from '../deposits/deposit-account.repository';
import { readIdentityFacts } from '../identity-checks/identity-facts';
import { listInstalmentsOfLoans } from '../loans/loan.repository';
import { arrearsOf } from '../loans/loan-arithmetic';
import { dueFigures } from '../loans/loan-figures';
import { findTransferView } from '../nip-transfers/nip-transfer.repository';
import type { Principal } from '../request/principal';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { depositsOfCustomer } from '../term-deposits/term-deposit-list.repository';
import { termDepositViews } from '../term-deposits/term-deposit-view';
import {
  applicationsOfCustomer,
  lastPostingDates,
  loansOfCustomer,
  transferIdsOfCustomer,
} from './customer-overview.repository';
import { callerMayCall } from './customer-overview-access';
import { visibleCustomer } from './customer-record';

type Schemas = components['schemas'];
type Overview = Schemas['CustomerOverview'];

/** The most of each list an overview holds; `total` says how many more there are. */
export const OVERVIEW_LIMITS = {
  accounts: 50,
  loans: 50,
  applications: 50,
  termDeposits: 50,
  transfers: 10,
};

async function accountsOf(t: TenantTx, caller: Principal, customerId: string) {
  const { items, total } = await searchAccounts(t, {
    customerId,
    branchIds: branchScope(caller.user),
    page: 1,
    pageSize: OVERVIEW_LIMITS.accounts,
  });
  const lastOn = await lastPostingDates(
    t,
    items.map((account) => account.id),
  );
  return {
    total,
    items: items.map((account) => ({
      id: account.id,
      accountNumber: account.accountNumber,
      productName: account.productName,
      branchId: account.branchId,
      status: account.status,
      ledgerBalanceKobo: account.ledgerBalanceKobo,
      availableBalanceKobo: account.availableBalanceKobo,
      lastActivityOn: lastOn.get(account.id) ?? null,
    })),
  };
}

/** The loans with what is due and overdue, worked out by the loans area's own arithmetic. */
async function loansOf(t: TenantTx, customerId: string, asOf: string) {
  const { items, total } = await loansOfCustomer(t, customerId, OVERVIEW_LIMITS.loans);
  const instalments = await listInstalmentsOfLoans(
    t,
    items.map((loan) => loan.id),
  );
  return {
    total,
    items: items.map((loan): Schemas['CustomerOverviewLoan'] => {
      const status = loan.status as Schemas['LoanStatus'];
      const schedule = instalments.get(loan.id) ?? [];
      const { dueNowKobo, overdueKobo } = dueFigures(status, schedule, asOf);
      // Only an ACTIVE loan is in arrears, as getLoan and the loans list count it.
      const daysPastDue = status === 'ACTIVE' ? arrearsOf(schedule, asOf).daysPastDue : 0;
      return { ...loan, status, dueNowKobo, overdueKobo, daysPastDue };
    }),
  };
}

/** The customer's term deposits as the caller's list of them would show them. */
async function termDepositsOf(t: TenantTx, caller: Principal, customerId: string) {
  const { rows, total } = await depositsOfCustomer(
    t,
    customerId,
    branchScope(caller.user),
    OVERVIEW_LIMITS.termDeposits,
  );
  const views = await termDepositViews(t, rows);
  return {
    total,
    items: views.map((deposit): Schemas['CustomerOverviewTermDeposit'] => ({
      id: deposit.id,
      depositNumber: deposit.depositNumber,
      productName: deposit.productName,
      principalKobo: deposit.principalKobo,
      maturityDate: deposit.maturityDate,
      status: deposit.status,
    })),
  };
}

async function transfersOf(
  t: TenantTx,
  caller: Principal,
  customerId: string,
  accountIds: readonly string[],
) {
  // Without txn.view.all a user sees only the transfers they made, as in the transfers list.
  const seesAll = hasPermission({ user: caller.user }, 'txn.view.all');
  const ids = await transferIdsOfCustomer(
    t,
    customerId,
    accountIds,
    seesAll ? null : caller.user.id,
    OVERVIEW_LIMITS.transfers,
  );
  const items: Schemas['CustomerOverviewTransfer'][] = [];
  for (const id of ids.items) {
    const view = await findTransferView(t, id);
    if (!view) continue;
    items.push({
      id: view.id,
      createdAt: view.createdAt,
      debitAccountNumber: view.debitAccountNumber,
      beneficiaryAccountName: view.beneficiaryAccountName,
      beneficiaryAccountNumber: view.beneficiaryAccountNumber,
      beneficiaryBankName: view.beneficiaryBankName,
      amountKobo: view.amountKobo,
      status: view.status,
    });
  }
  return { total: ids.total, items };
}

/**
 * A customer and what the bank holds with them, as the caller may see it, in the request's one
 * transaction: each section is what the caller's own list of it would show (decision 054).
 */
export async function customerOverview(
  t: TenantTx,
  caller: Principal,
  customerId: string,
): Promise<Overview> {
  const customer = await visibleCustomer(t, caller.user, customerId);
  const asOfDate = await tenantProcessingDate(t);
  const accounts = callerMayCall(caller, 'listAccounts')
    ? await accountsOf(t, caller, customer.id)
    : null;
  const loans = callerMayCall(caller, 'listLoans') ? await loansOf(t, customer.id, asOfDate) : null;
  const creditApplications = callerMayCall(caller, 'listCreditApplications')
    ? await applicationsOfCustomer(
        t,
        customer.id,
        branchScope(caller.user),
        OVERVIEW_LIMITS.applications,
      )
    : null;
  const termDeposits = callerMayCall(caller, 'listTermDeposits')
    ? await termDepositsOf(t, caller, customer.id)
    : null;
  const nipTransfers =
    accounts && callerMayCall(caller, 'listNipTransfers')
      ? await transfersOf(
          t,
          caller,
          customer.id,
          accounts.items.map((account) => account.id),
        )
      : null;
  const documents = await readDocumentFacts(t, customer.id);
  const identity = await readIdentityFacts(t, customer.id);
  const alerts = customerAlertsOf({
    customerStatus: customer.status,
    accounts: accounts?.items ?? null,
    loans: loans?.items ?? null,
    documents,
    ...identity,
    asOfDate,
  });
  return {
    customer: customer as unknown as Schemas['Customer'],
    asOfDate,
    accounts,
    loans,
    creditApplications: creditApplications as Overview['creditApplications'],
    termDeposits,
    nipTransfers,
    alerts,
  };
}
