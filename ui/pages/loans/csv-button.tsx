import type { Api } from '../../../api/client';
import { useApi } from '../../app/api-context';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';

/**
 * Downloads a lending list as the server writes it for the filters on screen (at most 10,000
 * rows); disabled while those filters are not known yet.
 */
export function CsvButton<F>({
  filters,
  fileName,
  download,
}: {
  filters: F | null;
  fileName: string;
  download: (api: Api, filters: F) => Promise<string>;
}) {
  const api = useApi();
  // The filters travel with the request, so a click sends the ones on screen at that moment.
  const { snapshot: request, send } = useRequest(async (input) => {
    saveFile(await download(api, input as F), fileName, CSV_TYPE);
    return null;
  });
  const working = request.matches('submitting');
  return (
    <>
      <Button
        disabled={working || filters === null}
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
