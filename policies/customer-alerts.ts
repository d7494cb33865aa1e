import { formatBankDate } from './calendar';
import { addDays } from './date-input';
import type { KycFacts } from './kyc';
import { formatKobo } from './money';

/**
 * What staff must see at the top of a customer's page before they serve them: a customer who must
 * not be served, an account that will refuse money, an instalment unpaid, an identity document out
 * of date or an identity that does not match. Pure, so the server words them once for the page.
 */

export type CustomerAlertCode =
  | 'customer_blacklisted'
  | 'customer_inactive'
  | 'account_dormant'
  | 'account_frozen'
  | 'loan_overdue'
  | 'id_document_expired'
  | 'id_document_expiring'
  | 'bvn_mismatch'
  | 'nin_mismatch';

export type CustomerAlertTone = 'danger' | 'warning' | 'info';

export interface CustomerAlert {
  readonly code: CustomerAlertCode;
  readonly tone: CustomerAlertTone;
  readonly message: string;
}

/** An ID that expires within this many days is flagged before it lapses. */
export const ID_EXPIRY_WARNING_DAYS = 30;

export interface CustomerAlertFacts {
  readonly customerStatus: string;
  /** The accounts the user may see; null when the user may see none. */
  readonly accounts: readonly { readonly accountNumber: string; readonly status: string }[] | null;
  readonly loans:
    | readonly {
        readonly loanNumber: string;
        readonly daysPastDue: number;
        readonly overdueKobo: number;
      }[]
    | null;
  readonly documents: KycFacts['documents'];
  readonly bvnCheck: KycFacts['bvnCheck'];
  readonly ninCheck: KycFacts['ninCheck'];
  /** The tenant's processing date, `YYYY-MM-DD`. */
  readonly asOfDate: string;
}

function customerAlerts(status: string): CustomerAlert[] {
  if (status === 'BLACKLISTED') {
    return [
      {
        code: 'customer_blacklisted',
        tone: 'danger',
        message:
          'The customer is blacklisted: open nothing and pay nothing out without compliance.',
      },
    ];
  }
  if (status === 'INACTIVE') {
    return [
      {
        code: 'customer_inactive',
        tone: 'warning',
        message: 'The customer is inactive: no new account or loan can be opened for them.',
      },
    ];
  }
  return [];
}

function accountAlerts(accounts: CustomerAlertFacts['accounts']): CustomerAlert[] {
  return (accounts ?? []).flatMap((account): CustomerAlert[] => {
    if (account.status === 'FROZEN') {
      return [
        {
          code: 'account_frozen',
          tone: 'danger',
          message: `Account ${account.accountNumber} is frozen: nothing may enter or leave it.`,
        },
      ];
    }
    if (account.status === 'DORMANT') {
      return [
        {
          code: 'account_dormant',
          tone: 'warning',
          message: `Account ${account.accountNumber} is dormant: reactivate it before money leaves it.`,
        },
      ];
    }
    return [];
  });
}

function loanAlerts(loans: CustomerAlertFacts['loans']): CustomerAlert[] {
  return (loans ?? [])
    .filter((loan) => loan.daysPastDue > 0 && loan.overdueKobo > 0)
    .map((loan) => ({
      code: 'loan_overdue',
      tone: 'danger',
      message: `Loan ${loan.loanNumber} has ${formatKobo(loan.overdueKobo)} overdue, ${dayCount(loan.daysPastDue)} past due.`,
    }));
}

function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The latest expiry of the ID documents on file: a renewed ID answers for an expired one. */
function latestIdExpiry(documents: KycFacts['documents']): string | null | undefined {
  const ids = documents.filter((document) => document.kind === 'ID_DOCUMENT');
  if (ids.length === 0) return undefined;
  if (ids.some((document) => document.expiresOn === null)) return null;
  return ids
    .map((document) => document.expiresOn as string)
    .sort()
    .at(-1);
}

function documentAlerts(facts: CustomerAlertFacts): CustomerAlert[] {
  const expiresOn = latestIdExpiry(facts.documents);
  if (!expiresOn) return [];
  if (expiresOn < facts.asOfDate) {
    return [
      {
        code: 'id_document_expired',
        tone: 'danger',
        message: `The customer's ID document expired on ${formatBankDate(expiresOn)}: ask for a valid one.`,
      },
    ];
  }
  if (expiresOn <= addDays(facts.asOfDate, ID_EXPIRY_WARNING_DAYS)) {
    return [
      {
        code: 'id_document_expiring',
        tone: 'warning',
        message: `The customer's ID document expires on ${formatBankDate(expiresOn)}.`,
      },
    ];
  }
  return [];
}

function identityAlerts(facts: CustomerAlertFacts): CustomerAlert[] {
  const alerts: CustomerAlert[] = [];
  if (facts.bvnCheck === 'MISMATCH') {
    alerts.push({
      code: 'bvn_mismatch',
      tone: 'danger',
      message: "The BVN's record does not match the customer's name, date of birth or phone.",
    });
  }
  if (facts.ninCheck === 'MISMATCH') {
    alerts.push({
      code: 'nin_mismatch',
      tone: 'danger',
      message: "The NIN's record does not match the customer's name, date of birth or phone.",
    });
  }
  return alerts;
}

/** The customer's alerts, the customer's own standing first, then accounts, loans and KYC. */
export function customerAlertsOf(facts: CustomerAlertFacts): CustomerAlert[] {
  return [
    ...customerAlerts(facts.customerStatus),
    ...accountAlerts(facts.accounts),
    ...loanAlerts(facts.loans),
    ...documentAlerts(facts),
    ...identityAlerts(facts),
  ];
}
