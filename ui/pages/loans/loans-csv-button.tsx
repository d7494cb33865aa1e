import { exportLoansCsv, type LoanFilters } from '../../../api/loans.api';
import { useApi } from '../../app/api-context';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';

/** Downloads the loans the current filters choose, as the server writes them (at most 10,000). */
export function LoansCsvButton({ filters }: { filters: LoanFilters | null }) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(async (input) => {
    // The filters travel with the request, so a click sends the ones on screen at that moment.
    const { page: _page, pageSize: _size, sort: _sort, ...chosen } = (input ?? {}) as LoanFilters;
    saveFile(await exportLoansCsv(api, chosen), 'loans.csv', CSV_TYPE);
    return null;
  });
  const working = request.matches('submitting');
  return (
    <>
      <Button
        disabled={working || !filters}
        onClick={() => send({ type: 'request.submit', input: filters })}
      >
        {working ? 'Preparing CSV…' : 'Download CSV'}
      </Button>
      {request.context.failure && (
        <span role="alert">Could not download the CSV: {request.context.failure.message}</span>
      )}
    </>
  );
}
