/** The type of every CSV the console downloads. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * Hands a file to the browser as a download: a Blob behind an object URL and a temporary link
 * with `download`, removed at once and revoked after the click has been handled.
 */
export function saveFile(content: Blob | string, fileName: string, type: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
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
