import { type AccessContext, checkAccess, hasPermission } from '../../../policies/access';
import { routeById } from '../../../policies/routes';

/** The address parameter that opens the Open account dialog with a customer already chosen. */
export const OPEN_FOR_PARAM = 'openFor';

/** Where "Open an account" leads for a customer: the accounts list with the dialog open. */
export function openAccountHref(customerNumber: string): string {
  return `/accounts?${OPEN_FOR_PARAM}=${encodeURIComponent(customerNumber)}`;
}

/** Whether the user may reach the accounts page and open an account there. */
export function canOpenAccounts(access: AccessContext): boolean {
  return (
    checkAccess(access, routeById('accounts')).allowed && hasPermission(access, 'account.create')
  );
}

/** The customer number the address asks the dialog to start with, if any. */
export function openForOf(search: string): string | null {
  const value = new URLSearchParams(search).get(OPEN_FOR_PARAM)?.trim();
  return value ? value : null;
}
