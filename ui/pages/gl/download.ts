const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The file a trial balance downloads as: `trial-balance-<asOf>.csv`, the date as YYYY-MM-DD. */
export function trialBalanceFileName(asOf: string | null | undefined): string {
  const date = (asOf ?? '').slice(0, 10);
  return ISO_DATE.test(date) ? `trial-balance-${date}.csv` : 'trial-balance.csv';
}

/**
 * Hands text to the browser as a file download: a Blob behind an object URL and a temporary
 * link with `download`, which is removed and revoked once clicked.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled, or some browsers cancel the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
