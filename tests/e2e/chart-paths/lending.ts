import type { Page } from 'playwright-core';
import { listAccounts } from '../../../api/accounts.api';
import { approveApprovalRequest } from '../../../api/approvals.api';
import {
  applyForLoan,
  type CreditApplicationDetail,
  getCreditApplication,
  recommendCreditApplication,
  startCreditApplicationReview,
} from '../../../api/credit.api';
import { listCustomers } from '../../../api/customers.api';
import { listLoanProducts } from '../../../api/loans.api';
import { loanStatusWord } from '../../../ui/pages/loans/lending-words';
import { STEP_TIMEOUT_MS } from '../console';
import { press, showsStatus } from './controls';
import type { Desk } from './desk';

/** A demo customer the loan officer serves, with an active account that can repay a small loan. */
export interface Applicant {
  readonly customerId: string;
  readonly customerNumber: string;
  readonly accountId: string;
  readonly accountNumber: string;
}

/** The loan officer's customers with an active account holding at least `minimumKobo`. */
export async function findApplicants(desk: Desk, minimumKobo: number): Promise<Applicant[]> {
  const api = await desk.api('loanofficer');
  const customers = await listCustomers(api, { pageSize: 50 });
  const found: Applicant[] = [];
  for (const customer of customers.items) {
    const accounts = await listAccounts(api, { status: 'ACTIVE', customerId: customer.id });
    const account = accounts.items.find((each) => each.availableBalanceKobo >= minimumKobo);
    if (account) {
      found.push({
        customerId: customer.id,
        customerNumber: customer.customerNumber,
        accountId: account.id,
        accountNumber: account.accountNumber,
      });
    }
  }
  if (found.length === 0) throw new Error('No demo customer of the officer can repay a loan.');
  return found;
}

/** The id of the loan product with this code. */
export async function productId(desk: Desk, code: string): Promise<string> {
  const products = await listLoanProducts(await desk.api('loanofficer'));
  const product = products.find((each) => each.code === code);
  if (!product) throw new Error(`The demo has no loan product ${code}.`);
  return product.id;
}

/** The facts of a new application, as the officer enters them. */
export function applicationOf(applicant: Applicant, product: string, principalKobo: number) {
  return {
    customerId: applicant.customerId,
    productId: product,
    principalKobo,
    accountId: applicant.accountId,
    purpose: 'Stock for the shop',
    monthlyIncomeKobo: 1_500_000_00,
    employmentType: 'BUSINESS_OWNER' as const,
    existingMonthlyObligationsKobo: 0,
  };
}

/**
 * A loan booked APPROVED through the API, as setup: the officer applies and submits, the
 * analyst reviews and recommends, and the approver approves each level the flow asks for.
 */
export async function bookLoan(
  desk: Desk,
  applicant: Applicant,
  product: string,
  principalKobo: number,
): Promise<{ loanId: string; application: CreditApplicationDetail }> {
  const officer = await desk.api('loanofficer');
  const analyst = await desk.api('analyst');
  const applied = await applyForLoan(officer, {
    ...applicationOf(applicant, product, principalKobo),
    submit: true,
  });
  await startCreditApplicationReview(analyst, applied.id);
  let application = await recommendCreditApplication(analyst, applied.id, {
    decision: 'APPROVE',
    note: 'Cash flow covers it.',
  });
  for (let level = 0; level < 2 && application.status === 'PENDING_APPROVAL'; level += 1) {
    const checker = await desk.api(level === 0 ? 'approver' : 'director');
    await approveApprovalRequest(checker, application.approval?.requestId ?? '', 'Agreed.');
    application = await getCreditApplication(officer, applied.id);
  }
  if (!application.loanId) throw new Error(`${application.applicationNumber} booked no loan.`);
  return { loanId: application.loanId, application };
}

/** Waits until the loan's page in `page` shows `status` in its words. */
export async function loanShows(page: Page, status: string): Promise<void> {
  await showsStatus(page.getByTestId('loan-status'), status, loanStatusWord(status).label);
}

/** Disburses the loan open in `page` on today's date, from its Disburse button. */
export async function disburse(page: Page): Promise<void> {
  await page.getByTestId('loan-status').waitFor({ timeout: STEP_TIMEOUT_MS });
  await press(page, 'Disburse');
  const dialog = page.getByRole('dialog');
  await press(dialog, 'Review disbursement');
  await press(dialog, 'Disburse');
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}
