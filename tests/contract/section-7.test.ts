import { describe, expect, it } from 'vitest';
import { isObject, listOperations, loadContract } from './openapi-doc';

type Method = 'get' | 'post' | 'put' | 'delete';
type Pair = readonly [Method, string];

/** Every call of SPEC.md section 7, one row per method and path, spelled out. */
const SECTION_7: readonly Pair[] = [
  ['get', '/admin/license'],
  ['get', '/customers'],
  ['post', '/customers'],
  ['get', '/accounts'],
  ['post', '/accounts'],
  ['get', '/accounts/{id}'],
  ['get', '/accounts/{id}/transactions'],
  ['get', '/products'],
  ['post', '/products'],
  ['get', '/coa'],
  ['post', '/coa'],
  ['get', '/glmap'],
  ['post', '/glmap'],
  ['get', '/charges'],
  ['get', '/ledger'],
  ['post', '/journals/manual'],
  ['get', '/loans/{id}'],
  ['put', '/loans/{id}'],
  ['get', '/loans/products'],
  ['post', '/loans/products'],
  ['put', '/loans/products/{id}'],
  ['delete', '/loans/products/{id}'],
  ['post', '/loans/{id}/top-up'],
  ['post', '/loans/{id}/liquidate'],
  ['post', '/loans/{id}/close'],
  ['get', '/loans/{id}/transactions'],
  ['post', '/loans/apply'],
  ['get', '/approvals/flows'],
  ['post', '/approvals/flows'],
  ['delete', '/approvals/flows/{id}'],
  ['get', '/finance/expenses'],
  ['post', '/finance/expenses'],
  ['post', '/finance/expenses/bulk'],
  ['post', '/finance/expenses/{id}/approve'],
  ['get', '/finance/budgets'],
  ['post', '/finance/budgets'],
  ['post', '/finance/budgets/bulk'],
  ['get', '/finance/assets'],
  ['post', '/finance/assets'],
  ['post', '/finance/assets/bulk'],
  ['post', '/finance/assets/{id}/depreciate'],
  ['get', '/branches'],
  ['get', '/config/{key}'],
  ['post', '/config/{key}'],
];

/** Calls section 7 leaves "not shown" that the first release needs. */
const FIRST_RELEASE: readonly Pair[] = [
  ['get', '/health'],
  ['post', '/auth/login'],
  ['post', '/auth/logout'],
  ['post', '/auth/change-password'],
  ['get', '/auth/me'],
  ['get', '/users'],
  ['post', '/users'],
  ['get', '/users/{id}'],
  ['put', '/users/{id}'],
  ['post', '/users/{id}/disable'],
  ['post', '/users/{id}/enable'],
  ['post', '/users/{id}/reset-password'],
  ['get', '/roles'],
  ['post', '/branches'],
  ['put', '/branches/{id}'],
  ['get', '/audit-log'],
  // Issue 5: the ledger's journals and the trial balance.
  ['get', '/journals'],
  ['get', '/journals/{id}'],
  ['post', '/journals/{id}/reverse'],
  ['get', '/reports/trial-balance'],
  ['get', '/reports/trial-balance.csv'],
  // Issue 5: transfers, the account life cycle, holds and statements.
  ['post', '/transfers'],
  ['post', '/accounts/{id}/status'],
  ['get', '/accounts/{id}/holds'],
  ['post', '/accounts/{id}/holds'],
  ['post', '/accounts/{id}/holds/{holdId}/release'],
  ['get', '/accounts/{id}/statement.csv'],
  ['get', '/accounts/{id}/statement.pdf'],
  // The Banks area: the call behind SPEC.md section 2's /banks, which section 7 leaves not shown.
  ['get', '/banks'],
  // Approval flows: the inbox of requests that wait on a flow, which section 7 leaves not shown.
  ['get', '/approvals/requests'],
  ['get', '/approvals/requests/{id}'],
  ['post', '/approvals/requests/{id}/approve'],
  ['post', '/approvals/requests/{id}/reject'],
  ['post', '/approvals/requests/{id}/cancel'],
  // NIP: the calls behind /nip, /nip/recon, the banks' refresh and the payment integration,
  // which section 7 leaves not shown.
  ['post', '/banks/refresh'],
  ['get', '/integrations/payments'],
  ['put', '/integrations/payments'],
  ['post', '/integrations/payments/test'],
  ['post', '/nip/name-enquiry'],
  ['post', '/nip/quote'],
  ['post', '/nip/transfers'],
  ['get', '/nip/transfers'],
  ['get', '/nip/transfers/{id}'],
  ['post', '/nip/transfers/{id}/requery'],
  ['post', '/nip/transfers/{id}/reverse'],
  ['post', '/nip/recon/runs'],
  ['get', '/nip/recon/runs'],
  ['get', '/nip/recon/runs/{id}'],
  ['get', '/nip/recon/runs/{id}/items'],
  ['post', '/nip/recon/items/{id}/resolve'],
  // Tills, till sessions and cash at the counter, which section 7 leaves not shown.
  ['get', '/tills'],
  ['post', '/tills'],
  ['get', '/tills/tellers'],
  ['get', '/tills/{id}'],
  ['put', '/tills/{id}'],
  ['get', '/vaults'],
  ['get', '/cash/denominations'],
  ['get', '/till-sessions'],
  ['post', '/till-sessions'],
  ['get', '/till-sessions/{id}'],
  ['post', '/till-sessions/{id}/open'],
  ['post', '/till-sessions/{id}/accept-opening'],
  ['post', '/till-sessions/{id}/start-close'],
  ['post', '/till-sessions/{id}/closing-count'],
  ['post', '/till-sessions/{id}/close'],
  ['post', '/till-sessions/{id}/reconcile'],
  ['post', '/cash/deposits'],
  ['post', '/cash/withdrawals'],
  ['get', '/cash/loans'],
  ['post', '/cash/loan-repayments'],
  ['get', '/cash/transactions/{id}'],
  ['get', '/cash/transactions/{id}/receipt.pdf'],
  ['post', '/cash/transactions/{id}/reverse'],
  ['get', '/cash/movements'],
  ['post', '/cash/movements'],
  ['post', '/cash/movements/{id}/confirm'],
  ['post', '/cash/movements/{id}/cancel'],
  ['get', '/cash/position'],
  ['get', '/cash/position.csv'],
  // Credit scoring and credit applications (POST /loans/apply creates one), which section 7
  // leaves not shown.
  ['get', '/credit/scorecard'],
  ['put', '/credit/scorecard'],
  ['get', '/credit/scorecard/versions'],
  ['get', '/credit-applications'],
  ['get', '/credit-applications/{id}'],
  ['put', '/credit-applications/{id}'],
  ['post', '/credit-applications/{id}/submit'],
  ['post', '/credit-applications/{id}/start-review'],
  ['post', '/credit-applications/{id}/recommend'],
  ['post', '/credit-applications/{id}/return'],
  ['post', '/credit-applications/{id}/reject'],
  ['post', '/credit-applications/{id}/withdraw'],
  // Loans: the list, the schedule preview and the life-cycle actions behind /loans, which
  // section 7 leaves not shown.
  ['get', '/loans'],
  ['get', '/loans/officers'],
  ['post', '/loans/schedule-preview'],
  ['post', '/loans/{id}/disburse'],
  ['post', '/loans/{id}/repayments'],
  ['post', '/loans/{id}/penalties'],
  ['get', '/loans/{id}/payoff'],
  ['post', '/loans/{id}/cancel'],
  ['post', '/loans/{id}/write-off'],
  // Loan loss provisioning by CBN prudential class, which section 7 leaves not shown.
  ['get', '/loans/provisions'],
  ['post', '/loans/provisions/run'],
  ['get', '/loans/provisions/runs'],
];

const doc = loadContract();

function hasOperation([method, path]: Pair): boolean {
  const paths = doc.paths;
  const pathItem = isObject(paths) ? paths[path] : undefined;
  return isObject(pathItem) && isObject(pathItem[method]);
}

describe('SPEC.md section 7 calls', () => {
  it.each(SECTION_7)('openapi.yaml has %s %s', (method, path) => {
    expect(hasOperation([method, path])).toBe(true);
  });
});

describe('first-release calls beyond section 7', () => {
  it.each(FIRST_RELEASE)('openapi.yaml has %s %s', (method, path) => {
    expect(hasOperation([method, path])).toBe(true);
  });
});

describe('scope of the contract', () => {
  it('holds no operation beyond these two tables', () => {
    const known = new Set([...SECTION_7, ...FIRST_RELEASE].map(([m, p]) => `${m} ${p}`));
    const extra = listOperations(doc)
      .map(({ method, path }) => `${method} ${path}`)
      .filter((pair) => !known.has(pair));
    expect(extra).toEqual([]);
  });

  it('lists each pair once', () => {
    const all = [...SECTION_7, ...FIRST_RELEASE].map(([m, p]) => `${m} ${p}`);
    expect(new Set(all).size).toBe(all.length);
  });
});
