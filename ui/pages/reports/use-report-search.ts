import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ReportSearch, readReportSearch, writeReportSearch } from './report-search';

/**
 * One report's parameters, sort and page kept in the address bar, the one source: every change
 * is written there (replacing the entry, so paging does not fill the history) and read back.
 * `written` is the search as this page writes it, so equal reports compare equal.
 */
export function useReportSearch() {
  const [path, navigate] = useLocation();
  const text = useSearch();
  const search = useMemo(() => readReportSearch(text), [text]);
  const written = writeReportSearch(search);
  const go = useCallback(
    (next: ReportSearch) => {
      const encoded = writeReportSearch(next);
      navigate(encoded ? `${path}?${encoded}` : path, { replace: true });
      return encoded;
    },
    [navigate, path],
  );
  return { search, written, go };
}
