import { Link } from 'wouter';
import type { CreditApplicationDetail } from '../../../api/credit.api';
import { checkAccess } from '../../../policies/access';
import { approversWording } from '../../../policies/approval-rules';
import { formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { matchRoute } from '../../../policies/routes';
import { useAccessContext } from '../../app/app-actor';
import { ColumnHeads } from '../../components/column-heads';
import { Card, Facts } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { REQUEST_STATUS_WORDS } from '../approvals/approval-words';
import * as lending from '../loans/lending.css';
import { applicationStatusWord, wordsOfCode } from '../loans/lending-words';
import { EMPLOYMENT_LABELS } from './application-form';
import { characteristicName } from './scorecard-draft';

type Score = NonNullable<CreditApplicationDetail['score']>;
type Line = Score['lines'][number];

const MONEY_CHARACTERISTICS = new Set(['MONTHLY_INCOME', 'AVERAGE_BALANCE']);

/** A characteristic's value in its unit: naira, percent of income, years, months or days. */
function scoreValueText(line: Line): string {
  if (line.categoryValue !== null) return wordsOfCode(line.categoryValue);
  const value = line.numericValue;
  if (value === null) return 'Not known';
  if (MONEY_CHARACTERISTICS.has(line.characteristic)) return formatKobo(value);
  switch (line.characteristic) {
    case 'DEBT_SERVICE_RATIO':
      // Basis points written out with integer arithmetic: 3899 is 38.99 %.
      return `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')} % of income`;
    case 'AGE':
      return `${value} years`;
    case 'MONTHS_AS_CUSTOMER':
      return `${value} months`;
    case 'MAX_DAYS_IN_ARREARS':
      return `${value} days`;
    default:
      return String(value);
  }
}

const DECISION_TONES = { APPROVE: 'good', REFER: 'warning', DECLINE: 'danger' } as const;

/** The score: each characteristic's value, bin and points, the total, grade and suggestion. */
export function ScoreCard({ score }: { score: CreditApplicationDetail['score'] }) {
  if (!score) {
    return (
      <Card title="Credit score">
        <p className={record.muted}>The application is scored when it is submitted.</p>
      </Card>
    );
  }
  return (
    <Card title="Credit score">
      <div className={record.cardHead}>
        <span className={record.actions}>
          <span
            className={`${lending.grade} ${lending.gradeTone[DECISION_TONES[score.decision]]}`}
            data-testid="score-grade"
          >
            <span className={visuallyHidden}>Grade </span>
            {score.grade}
          </span>
          <span>
            <strong data-testid="score-total">{score.totalPoints} points</strong>
            <span className={record.muted}>
              {' '}
              · scorecard version {score.scorecardVersion} · {formatBankDateTime(score.scoredAt)}
            </span>
          </span>
        </span>
        <span
          className={statusPill({ tone: DECISION_TONES[score.decision] })}
          data-testid="score-decision"
        >
          Suggests: {wordsOfCode(score.decision)}
        </span>
      </div>
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Score by characteristic</caption>
          <ColumnHeads
            headings={['Characteristic', 'Value', 'Bin', 'Points']}
            amounts={['Points']}
          />
          <tbody>
            {score.lines.map((line) => (
              <tr key={line.characteristic} data-characteristic={line.characteristic}>
                <th scope="row" className={`${table.cell} ${record.rowHead}`}>
                  {characteristicName(line.characteristic)}
                </th>
                <td className={table.cell}>{scoreValueText(line)}</td>
                <td className={table.cell}>
                  {line.binLabel ?? <span className={record.muted}>No bin</span>}
                </td>
                <td className={`${table.cell} ${record.amount}`}>{line.points}</td>
              </tr>
            ))}
            <tr className={record.totalRow}>
              <th scope="row" className={`${table.cell} ${record.rowHead}`} colSpan={3}>
                Total
              </th>
              <td className={`${table.cell} ${record.amount}`}>{score.totalPoints}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className={record.muted}>
        The new instalment counted in the debt service ratio: {formatKobo(score.newInstalmentKobo)}{' '}
        a month.
      </p>
    </Card>
  );
}

/** The application's facts as the officer entered them. */
export function FactsCard({ application: a }: { application: CreditApplicationDetail }) {
  return (
    <Card title="Application">
      <Facts
        items={[
          ['Customer', `${a.customerName} (${a.customerNumber})`],
          ['Product', a.productName],
          ['Amount', formatKobo(a.principalKobo)],
          ['Repayments', String(a.numberOfRepayments)],
          ['Rate', `${a.annualInterestRate} % a year`],
          [
            'Account',
            <Link key="account" href={`/account/${encodeURIComponent(a.accountId)}`}>
              {a.accountNumber}
            </Link>,
          ],
          ['Purpose', a.purpose],
          ['Monthly income', formatKobo(a.monthlyIncomeKobo)],
          ['Employment', EMPLOYMENT_LABELS[a.employmentType] ?? a.employmentType],
          ['Monthly obligations', formatKobo(a.existingMonthlyObligationsKobo)],
          [
            'Bureau arrears',
            a.bureauMaxDaysInArrears === null
              ? 'Not checked'
              : `${a.bureauMaxDaysInArrears} days at worst`,
          ],
          ['Officer', a.officerName],
          ['Analyst', a.analystName ?? '—'],
        ]}
      />
    </Card>
  );
}

const INBOX_PATH = '/approvals?type=LOAN_APPROVAL';

/** Whether the user may open the approvals inbox; checkers decide on the application instead. */
function useOpensInbox(): boolean {
  const access = useAccessContext();
  const inbox = matchRoute('/approvals');
  return inbox?.kind === 'route' && checkAccess(access, inbox.route).allowed;
}

/** Where the application stands in the LOAN_APPROVAL flow, and the loan once booked. */
export function ApprovalCard({ application: a }: { application: CreditApplicationDetail }) {
  const { approval, recommendation, decisionReason, loanId } = a;
  const opensInbox = useOpensInbox();
  if (!approval && !recommendation && !decisionReason && !loanId) return null;
  return (
    <Card title="Decision">
      <div className={record.stack}>
        {recommendation && (
          <p>
            <strong>
              Analyst recommends {recommendation.decision === 'APPROVE' ? 'approval' : 'decline'}:
            </strong>{' '}
            {recommendation.note}
          </p>
        )}
        {approval && (
          <p data-testid="approval-state">
            Approval:{' '}
            <strong>{REQUEST_STATUS_WORDS[approval.status] ?? wordsOfCode(approval.status)}</strong>
            {approval.awaitingLevel !== null &&
              ` — waiting for level ${approval.awaitingLevel} of ${approval.levelsRequired}`}
            {approval.awaitingApprovers &&
              `, which ${approversWording(approval.awaitingApprovers)} may approve`}
            .
            {opensInbox && (
              <>
                {' '}
                <Link href={INBOX_PATH}>Approvals inbox</Link>
              </>
            )}
          </p>
        )}
        {decisionReason && (
          <p>
            <strong>Reason given:</strong> {decisionReason}
          </p>
        )}
        {loanId && (
          <p>
            <Link href={`/loan/${encodeURIComponent(loanId)}`} data-testid="booked-loan">
              Open the loan booked for this application
            </Link>
          </p>
        )}
      </div>
    </Card>
  );
}

/** Every step the application went through: when, who, why. */
export function HistoryCard({ history }: { history: CreditApplicationDetail['history'] }) {
  return (
    <Card title="History">
      <ol className={record.timeline} aria-label="History">
        {history.map((event, i) => {
          const status = applicationStatusWord(event.status);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id and never move.
            <li key={i} className={record.timelineItem}>
              <span>
                <strong>{wordsOfCode(event.action)}</strong> by {event.actor ?? 'the system'}{' '}
                <span className={statusPill({ tone: status.tone })}>{status.label}</span>
              </span>
              <span className={record.muted}>{formatBankDateTime(event.at)}</span>
              {event.reason && <span>{event.reason}</span>}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
