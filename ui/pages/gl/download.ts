const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The file a trial balance downloads as: `trial-balance-<asOf>.csv`, the date as YYYY-MM-DD. */
export function trialBalanceFileName(asOf: string | null | undefined): string {
  const date = (asOf ?? '').slice(0, 10);
  return ISO_DATE.test(date) ? `trial-balance-${date}.csv` : 'trial-balance.csv';
}
