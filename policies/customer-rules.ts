/** An individual must be this old on the processing date to be a customer in their own right. */
export const MINIMUM_CUSTOMER_AGE_YEARS = 18;

/** Whether someone born on `dateOfBirth` has had their 18th birthday by `onDate` (both YYYY-MM-DD). */
export function isAdultOn(dateOfBirth: string, onDate: string): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + MINIMUM_CUSTOMER_AGE_YEARS;
  return `${String(year).padStart(4, '0')}${dateOfBirth.slice(4, 10)}` <= onDate.slice(0, 10);
}
