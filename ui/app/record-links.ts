import { createContext, useContext } from 'react';
import type { Account } from '../../api/accounts.api';
import { type AccessContext, checkAccess } from '../../policies/access';
import { routeById } from '../../policies/routes';
import { useAccessContext } from './app-actor';

/** A way from one area's record to another area's page, offered where the user may take it. */
export interface RecordLink {
  readonly label: string;
  readonly href: string;
}

type LinkSource<Record> = (record: Record, access: AccessContext) => RecordLink | null;

/**
 * What other areas offer on a record's page, by the record's kind: the account's page shows
 * "Cash at the counter" without knowing the tills. ui/app/route-pages.ts names them beside the
 * pages, so an area plugs its links in where it plugs its pages in, and the root hands them down.
 */
export interface RecordLinkSources {
  readonly account: readonly LinkSource<Account>[];
}

export const RecordLinksContext = createContext<RecordLinkSources>({ account: [] });

/** The links the areas offer on an account's page, for the signed-in user (none while loading). */
export function useAccountLinks(account: Account | null): RecordLink[] {
  const sources = useContext(RecordLinksContext);
  const access = useAccessContext();
  if (!account) return [];
  return sources.account
    .map((source) => source(account, access))
    .filter((link): link is RecordLink => link !== null);
}

/**
 * The way to a customer's page from another record (the account's holder, the loan's borrower),
 * or null for a user whom that page would not let in: the name then stays plain text.
 */
export function useCustomerHref(customerId: string | null | undefined): string | null {
  const access = useAccessContext();
  if (!customerId || !checkAccess(access, routeById('customer')).allowed) return null;
  return `/customer/${encodeURIComponent(customerId)}`;
}
