import type { Api } from '../../../api/client';
import { exportLoanSchedulePdf, exportLoanStatementPdf, type Loan } from '../../../api/loans.api';
import { canSeeBranch } from '../../../policies/branch-scope';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/app-actor';
import { saveFile } from '../../app/save-file';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';

const PDF_TYPE = 'application/pdf';

/** Downloads one of the loan's documents as the server prints it. */
function PrintButton({
  label,
  fileName,
  download,
}: {
  label: string;
  fileName: string;
  download: (api: Api) => Promise<Blob>;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(async () => {
    saveFile(await download(api), fileName, PDF_TYPE);
    return null;
  });
  const working = request.matches('submitting');
  const failed = request.context.failure !== null;
  return (
    <Button
      size="small"
      tone="secondary"
      disabled={working}
      onClick={() => send({ type: 'request.submit', input: null })}
    >
      {working ? 'Preparing PDF…' : failed ? `${label} failed, try again` : label}
    </Button>
  );
}

/**
 * "Print schedule" and "Print statement". A printed statement leaves the bank, so the server
 * prints only for staff of the loan's branch (or head office); others are not offered it.
 */
export function LoanPrintButtons({ loan }: { loan: Loan }) {
  const user = useSession().context.user;
  if (!user) return null;
  const branchIds = Array.isArray(user.branchIds) ? (user.branchIds as string[]) : [];
  if (loan.branchId !== null && !canSeeBranch({ ...user, branchIds }, loan.branchId)) return null;
  return (
    <>
      <PrintButton
        label="Print schedule"
        fileName={`loan-schedule-${loan.loanNumber}.pdf`}
        download={(api) => exportLoanSchedulePdf(api, loan.id)}
      />
      <PrintButton
        label="Print statement"
        fileName={`loan-statement-${loan.loanNumber}.pdf`}
        download={(api) => exportLoanStatementPdf(api, loan.id)}
      />
    </>
  );
}
