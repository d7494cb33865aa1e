import { parseAnnualRate } from '../../policies/loan-rate';
import { findCustomer } from '../customers/customer.repository';
import type { TenantTx } from '../db/tenant-scope';
import { findAccount } from '../deposits/deposit-account.repository';
import { DomainError } from '../errors/domain-error';
import { findLoanProduct, type StoredLoanProduct } from '../loans/loan-product.repository';

/** What an application asks for, before the product's defaults are filled in. */
export interface RequestedTerms {
  readonly customerId: string;
  readonly productId: string;
  readonly principalKobo: number;
  readonly numberOfRepayments?: number | undefined;
  readonly annualInterestRate?: string | undefined;
  readonly accountId: string;
}

export interface CheckedTerms {
  readonly product: StoredLoanProduct;
  /** The customer's branch, which the application belongs to. */
  readonly customerBranchId: string | null;
  readonly numberOfRepayments: number;
  /** The rate as the policy spells it ("12", "9.4822"). */
  readonly annualInterestRate: string;
}

function rateOf(text: string): bigint {
  const rate = parseAnnualRate(text);
  if (!rate) throw new DomainError('interest_rate_invalid');
  return rate.scaledPercent;
}

/** The product, active, and the application's principal, term and rate within its limits. */
async function checkProduct(
  t: TenantTx,
  terms: RequestedTerms,
): Promise<Omit<CheckedTerms, 'customerBranchId'>> {
  const product = await findLoanProduct(t, terms.productId);
  if (!product) throw new DomainError('loan_product_not_found');
  if (product.status !== 'ACTIVE') throw new DomainError('loan_product_retired');
  const d = product.definition;
  if (terms.principalKobo < d.minPrincipalKobo || terms.principalKobo > d.maxPrincipalKobo) {
    throw new DomainError('principal_out_of_product_range');
  }
  const numberOfRepayments = terms.numberOfRepayments ?? d.defaultNumberOfRepayments;
  if (
    numberOfRepayments < d.minNumberOfRepayments ||
    numberOfRepayments > d.maxNumberOfRepayments
  ) {
    throw new DomainError('term_out_of_product_range');
  }
  const rateText = terms.annualInterestRate ?? d.defaultAnnualInterestRate;
  const rate = rateOf(rateText);
  if (rate < rateOf(d.minAnnualInterestRate) || rate > rateOf(d.maxAnnualInterestRate)) {
    throw new DomainError('interest_rate_out_of_product_range');
  }
  const annualInterestRate = parseAnnualRate(rateText)?.text ?? rateText;
  return { product, numberOfRepayments, annualInterestRate };
}

/**
 * Checks an application's customer, disbursement account and product terms, as the console
 * would be told before anything is stored; answers the terms with the product's defaults.
 */
export async function checkApplicationTerms(
  t: TenantTx,
  terms: RequestedTerms,
): Promise<CheckedTerms> {
  const customer = await findCustomer(t, terms.customerId);
  if (!customer) throw new DomainError('customer_not_found');
  if (customer.status !== 'ACTIVE') throw new DomainError('customer_not_active');
  const account = await findAccount(t, terms.accountId);
  if (!account || account.customerId !== customer.id) {
    throw new DomainError('account_not_owned_by_customer');
  }
  if (account.status !== 'ACTIVE') throw new DomainError('account_not_active');
  return { ...(await checkProduct(t, terms)), customerBranchId: customer.branchId };
}
