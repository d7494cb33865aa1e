import type { components } from '../../api/schema.gen';
import { formatBankDate, formatBankDateTime, formatClockTime } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import { listEvents } from '../approvals/approval.repository';
import { findBranch } from '../branches/branch.repository';
import type { TenantTx } from '../db/tenant-scope';
import { type PdfWriter, renderPdf } from '../http/pdf';
import { findUserById, type UserRecord } from '../users/user.repository';
import { sessionDetail } from './till-session.view';

type Detail = components['schemas']['TillSessionDetail'];
type Line = Detail['lines'][number];
type Count = Detail['openingCount'];

const KIND_WORDS: Readonly<Record<Line['kind'], string>> = {
  OPENING: 'Opening count',
  DEPOSIT: 'Cash deposit',
  WITHDRAWAL: 'Cash withdrawal',
  LOAN_REPAYMENT: 'Loan repayment',
  PICKUP: 'From the vault',
  DROP: 'To the vault',
  REVERSAL: 'Reversal',
  VARIANCE: 'Closing variance',
};

const STATUS_WORDS: Readonly<Record<Detail['status'], string>> = {
  ASSIGNED: 'Assigned',
  OPENED: 'Opening difference',
  ACTIVE: 'Open',
  CLOSING: 'Closing count',
  BALANCED: 'Balanced',
  VARIANCE_PENDING: 'Variance to approve',
  CLOSED: 'Closed',
  RECONCILED: 'Reconciled',
};

/** A line's status in words: "AWAITING_APPROVAL" reads "Awaiting approval". */
const statusWords = (status: string) =>
  status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');

/** Wide enough for "Head teller: " and a full name on one line. */
const SIGNATORY_WIDTH_PT = 210;

const HIDDEN = 'Not shown until the closing count is in';
const money = (kobo: number | null) => (kobo === null ? HIDDEN : formatKobo(kobo));
const nameOf = async (t: TenantTx, id: string | null) =>
  id ? ((await findUserById(t, id))?.fullName ?? '') : '';

/** Who approved the variance and when, or why nobody has. */
async function varianceApproval(t: TenantTx, s: Detail): Promise<string> {
  if (s.varianceKobo === null) return HIDDEN;
  if (s.varianceKobo === 0) return 'None: the count matched';
  const events = s.varianceRequestId ? await listEvents(t, s.varianceRequestId) : [];
  // The last approval is the final one: a one-level flow records its approver only as an event.
  const approval = events.filter((event) => event.action === 'APPROVED').at(-1);
  if (!approval || s.status === 'VARIANCE_PENDING') return 'Waiting for the head teller’s approval';
  return `${await nameOf(t, approval.actorId)}, ${formatBankDateTime(approval.at)}`;
}

/** Columns of the cash lines, 499 pt: the width of A4 inside the kit's margins. */
const LINE_COLUMNS = [
  { header: 'Time', widthPt: 34 },
  { header: 'Transaction', widthPt: 132 },
  { header: 'Account', widthPt: 64 },
  { header: 'Status', widthPt: 62 },
  { header: 'In', widthPt: 69, align: 'right' },
  { header: 'Out', widthPt: 69, align: 'right' },
  { header: 'Cash after', widthPt: 69, align: 'right' },
] as const;

function lineRows(lines: readonly Line[]) {
  return lines.map((line) => ({
    cells: [
      formatClockTime(Date.parse(line.at)).slice(0, 5),
      line.kind === 'OPENING' ? KIND_WORDS.OPENING : `${KIND_WORDS[line.kind]} ${line.reference}`,
      line.accountNumber ?? '',
      statusWords(line.status),
      line.amountKobo > 0 ? formatKobo(line.amountKobo) : '',
      line.amountKobo < 0 ? formatKobo(-line.amountKobo) : '',
      line.runningCashKobo === null ? '' : formatKobo(line.runningCashKobo),
    ],
  }));
}

function countTable(pdf: PdfWriter, title: string, count: Count) {
  pdf.section(title);
  if (count.length === 0) {
    pdf.keyValues([['', 'Not counted']]);
    return;
  }
  const totalKobo = count.reduce((sum, d) => sum + d.valueKobo * d.pieces, 0);
  pdf.table(
    [
      { header: 'Denomination', widthPt: 110, align: 'right' },
      { header: 'Pieces', widthPt: 70, align: 'right' },
      { header: 'Amount', widthPt: 130, align: 'right' },
    ],
    [
      ...count.map((d) => ({
        cells: [formatKobo(d.valueKobo), String(d.pieces), formatKobo(d.valueKobo * d.pieces)],
      })),
      { cells: ['Total', '', formatKobo(totalKobo)], total: true },
    ],
  );
}

/**
 * The session report the teller and the head teller sign at the end of the day: who worked which
 * till where, the counts by denomination, every line of cash, the variance and who approved it.
 * It is built from the session as this user may see it, so a teller's copy printed before the
 * closing count leaves out what the till should hold.
 */
export async function tillSessionReportPdf(
  t: TenantTx,
  user: UserRecord,
  id: string,
  bankName: string,
  now: Date,
): Promise<Buffer> {
  const s = await sessionDetail(t, user, id);
  const branch = await findBranch(t, s.branchId);
  const headTeller = await nameOf(t, s.assignedBy);
  const approval = await varianceApproval(t, s);
  const title = `Till session ${s.tillCode} ${formatBankDate(s.businessDate)}`;
  return renderPdf({ bankName, heading: 'Till session report', title }, (pdf) => {
    pdf.keyValues([
      ['Branch', branch?.name ?? ''],
      ['Till', `${s.tillCode} ${s.tillName}`],
      ['Business date', formatBankDate(s.businessDate)],
      ['Teller', s.tellerName],
      ['Head teller', headTeller],
      ['Status', STATUS_WORDS[s.status]],
      ['Opened', s.openedAt ? formatBankDateTime(s.openedAt) : 'Not yet'],
      ['Closed', s.closedAt ? formatBankDateTime(s.closedAt) : 'Not yet'],
      ['Produced', formatBankDateTime(now.toISOString())],
    ]);
    pdf.section('Cash');
    pdf.keyValues([
      [
        'Opening count',
        s.openingCountKobo === null ? 'Not counted' : formatKobo(s.openingCountKobo),
      ],
      ['Expected cash', money(s.expectedCashKobo)],
      [
        'Closing count',
        s.closingCountKobo === null ? 'Not counted' : formatKobo(s.closingCountKobo),
      ],
      ['Variance', money(s.varianceKobo)],
      ['Variance approved by', approval],
    ]);
    countTable(pdf, 'Opening count by denomination', s.openingCount);
    countTable(pdf, 'Closing count by denomination', s.closingCount);
    pdf.section('Cash in and out');
    pdf.table(LINE_COLUMNS, lineRows(s.lines));
    pdf.section('Signatures');
    const line = '______________________________   Date ______________';
    pdf.gap(14);
    pdf.keyValues([[`Teller: ${s.tellerName}`, line]], SIGNATORY_WIDTH_PT);
    pdf.gap(18);
    pdf.keyValues([[`Head teller: ${headTeller}`, line]], SIGNATORY_WIDTH_PT);
  });
}
