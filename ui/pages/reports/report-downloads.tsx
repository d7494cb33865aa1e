import { useState } from 'react';
import { downloadReport, type ReportFileFormat } from '../../../api/reports.api';
import { useApi } from '../../app/api-context';
import { saveFile } from '../../app/save-file';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { REPORT_FILES, reportFileName } from './report-files';
import type { ReportParameters } from './report-search';
import { fileQueryOf, type ReportSearch } from './report-search';
import * as styles from './reports.css';

/**
 * The whole report as CSV, Excel or PDF, for the parameters on screen and in the order shown.
 * The button of the file being made says so until it is saved; a refusal says why.
 */
export function ReportDownloads({
  reportKey,
  search,
  ran,
}: {
  reportKey: string;
  search: ReportSearch;
  /** The parameters the report on screen ran with, defaults filled in, for the file's name. */
  ran: ReportParameters;
}) {
  const api = useApi();
  const [format, setFormat] = useState<ReportFileFormat | null>(null);
  const { snapshot: request, send } = useRequest(async (input) => {
    const file = REPORT_FILES.find((one) => one.format === input);
    if (!file) return null;
    const blob = await downloadReport(api, reportKey, file.format, fileQueryOf(search));
    saveFile(blob, reportFileName(reportKey, ran, file.format), file.type);
    return null;
  });
  const working = request.matches('submitting');
  const failed = REPORT_FILES.find((one) => one.format === format);
  return (
    <div className={styles.downloads}>
      {REPORT_FILES.map((file) => {
        const busy = working && format === file.format;
        return (
          <Button
            key={file.format}
            data-format={file.format}
            aria-busy={busy}
            disabled={working && !busy}
            onClick={() => {
              if (working) return;
              setFormat(file.format);
              send({ type: 'request.submit', input: file.format });
            }}
          >
            {busy ? `Preparing ${file.label}…` : `Download ${file.label}`}
          </Button>
        );
      })}
      {request.context.failure && failed && (
        <span role="alert" className={styles.problem} data-download-failure={failed.format}>
          Could not download the {failed.label} file: {request.context.failure.message}
        </span>
      )}
    </div>
  );
}
