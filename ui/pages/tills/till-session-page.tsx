import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getAccount } from '../../../api/accounts.api';
import type { Api } from '../../../api/client';
import {
  getTillSession,
  getTillSessionReportPdf,
  listTillSessions,
  type TillSessionDetail,
  type TillSessionLine,
} from '../../../api/tills.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useAccessContext, useSession } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { useBranchName } from '../../app/use-branch-name';
import { useRequest } from '../../app/use-request';
import type { PickedAccount } from '../../components/account-picker';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import * as record from '../../components/record.css';
import { RecordLoading } from '../../components/record-loading';
import { ViewOnChartLink } from '../../components/statechart/chart-link';
import { statusPill } from '../../components/status-pill.css';
import { useToast } from '../../components/toast';
import { ApprovalRequestDialog } from '../approvals/approval-request-dialog';
import { useDenominations } from './count-form';
import { CounterDialog, type CounterDone } from './counter-dialog';
import type { CounterKind } from './counter-draft';
import { LoanRepaymentDialog } from './loan-repayment-dialog';
import { ReversalDialog } from './reversal-dialog';
import { SendCashDialog } from './send-cash-dialog';
import { CountTable, InTransitCard, LinesCard } from './session-cards';
import { type SessionStep, SessionStepDialog } from './session-steps';
import {
  HIDDEN_UNTIL_COUNTED,
  LINE_KIND_WORDS,
  SESSION_STATUS_WORDS,
  varianceText,
} from './till-words';
import * as styles from './tills.css';

/** The chart's steps as buttons, in the order of a day. */
const STEP_BUTTONS: readonly { step: SessionStep; label: string; tone?: 'primary' }[] = [
  { step: 'open', label: 'Count opening cash', tone: 'primary' },
  { step: 'acceptOpening', label: 'Accept opening difference', tone: 'primary' },
  { step: 'startClose', label: 'Start closing' },
  { step: 'submitClosingCount', label: 'Count closing cash', tone: 'primary' },
  { step: 'close', label: 'Close session', tone: 'primary' },
  { step: 'reconcile', label: 'Reconcile' },
  { step: 'returnCash', label: 'Return cash to vault', tone: 'primary' },
];

type Acting =
  | { readonly kind: 'step'; readonly step: SessionStep }
  | {
      readonly kind: 'counter';
      readonly counter: CounterKind;
      readonly account: PickedAccount | null;
    }
  | { readonly kind: 'loanRepayment' }
  | { readonly kind: 'send'; readonly movement: 'PICKUP' | 'DROP' }
  | { readonly kind: 'variance' }
  | { readonly kind: 'reverse'; readonly line: TillSessionLine };

/** One till session: its counts, its cash, and what this user may do with it now. */
export default function TillSessionPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const id = params.sessionId ?? '';
  if (id === 'current') return <CurrentSession title={route.title} />;
  return <SessionDetail key={id} id={id} title={route.title} />;
}

/** The signed-in teller's open session: the counter's way in from an account's page. */
function CurrentSession({ title }: { title: string }) {
  const userId = useSession().context.user?.id;
  const tellerId = typeof userId === 'string' ? userId : '';
  const search = useSearch();
  const [, navigate] = useLocation();
  const load = useCallback(
    (api: Api) => listTillSessions(api, { tellerId, status: 'ACTIVE', pageSize: 1 }),
    [tellerId],
  );
  const { snapshot, send, data } = useApiQuery(load);
  const found = data?.items[0];
  useEffect(() => {
    if (found)
      navigate(`/tills/session/${encodeURIComponent(found.id)}?${search}`, { replace: true });
  }, [found, navigate, search]);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  if (data && !found) {
    return (
      <Page title={title} description={<Link href="/tills/sessions">All sessions</Link>}>
        <Notice tone="warning">
          You have no open till session. Cash is taken and paid only at an open till: ask the head
          teller to assign you a till, then count its opening cash.
        </Notice>
      </Page>
    );
  }
  return (
    <RecordLoading
      title={title}
      back={<Link href="/tills/sessions">All sessions</Link>}
      what="your till session"
      failure={failure}
      onRetry={() => send({ type: 'query.reload' })}
    />
  );
}

/** The counter asked for in the address (?counter=DEPOSIT&account=…), opened once. */
function useCounterFromAddress(
  open: (counter: CounterKind, account: PickedAccount | null) => void,
) {
  const api = useApi();
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const counter = query.get('counter');
    if (counter !== 'DEPOSIT' && counter !== 'WITHDRAWAL') return;
    const accountId = query.get('account');
    navigate(window.location.pathname, { replace: true });
    if (!accountId) {
      open(counter, null);
      return;
    }
    getAccount(api, accountId)
      .then((account) => open(counter, account))
      .catch(() => open(counter, null));
  }, [api, search, navigate, open]);
}

function Figure({
  label,
  name,
  children,
  note,
}: {
  label: string;
  name: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={record.figure} data-figure={name}>
      <dt className={record.figureLabel}>{label}</dt>
      <dd className={record.figureValue}>{children}</dd>
      {note && <dd className={record.figureNote}>{note}</dd>}
    </div>
  );
}

/** From here on the closing count is in, and the teller may see what the till should hold. */
const COUNTED: readonly string[] = ['BALANCED', 'VARIANCE_PENDING', 'CLOSED', 'RECONCILED'];

function Figures({ session }: { session: TillSessionDetail }) {
  const blind = session.expectedCashKobo === null && !COUNTED.includes(session.status);
  return (
    <dl className={record.figures} aria-label="Session figures">
      <Figure label="Opening count" name="opening">
        {session.openingCountKobo === null ? '—' : formatKobo(session.openingCountKobo)}
      </Figure>
      <Figure label="Expected cash" name="expected" note={blind ? HIDDEN_UNTIL_COUNTED : undefined}>
        {session.expectedCashKobo === null ? '—' : formatKobo(session.expectedCashKobo)}
      </Figure>
      <Figure label="Closing count" name="closing">
        {session.closingCountKobo === null ? '—' : formatKobo(session.closingCountKobo)}
      </Figure>
      <Figure
        label="Variance"
        name="variance"
        note={session.varianceKobo ? varianceText(session.varianceKobo) : undefined}
      >
        {session.varianceKobo === null ? '—' : formatKobo(session.varianceKobo)}
      </Figure>
    </dl>
  );
}

function Identity({ session, branch }: { session: TillSessionDetail; branch: string }) {
  const status = SESSION_STATUS_WORDS[session.status];
  return (
    <span className={record.identity}>
      <span>{session.tillName}</span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>{branch}</span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>Teller {session.tellerName}</span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>{formatBankDate(session.businessDate)}</span>
      <span
        className={statusPill({ tone: status.tone })}
        data-testid="session-status"
        data-status={session.status}
      >
        {status.label}
      </span>
      <ViewOnChartLink chart="till-session" id={session.id} />
    </span>
  );
}

/** What the state of the session asks of whom, in a sentence above the figures. */
function StateNotice({ session }: { session: TillSessionDetail }) {
  if (session.leftOpen) {
    return (
      <Notice tone="warning">
        This session is of an earlier business date and still open: close it before the till is
        given out again.
      </Notice>
    );
  }
  if (session.status === 'OPENED') {
    const difference =
      session.openingCountKobo !== null && session.openingBalanceKobo !== null
        ? formatKobo(session.openingCountKobo - session.openingBalanceKobo)
        : '';
    return (
      <Notice tone="warning">
        The opening count differs from the till’s ledger balance {difference && `by ${difference}`}.
        The head teller must accept the difference before the till takes cash.
      </Notice>
    );
  }
  if (session.cashToReturnKobo !== null) {
    const amount = formatKobo(session.cashToReturnKobo);
    return session.allowedActions.includes('returnCash') ? (
      <Notice tone="warning">
        The session is reconciled and the till still holds {amount}. Return it to the vault: you
        receive the cash from the teller and it is posted from the till to the vault.
      </Notice>
    ) : (
      <Notice tone="warning">
        The session is reconciled and the till still holds {amount}. Hand the cash to the head
        teller, who returns it to the vault.
      </Notice>
    );
  }
  if (session.status === 'VARIANCE_PENDING') {
    return (
      <Notice tone="danger">
        The closing count shows a {varianceText(session.varianceKobo).toLowerCase()}. It is posted
        to the cash variance account only once the head teller approves it.
      </Notice>
    );
  }
  return null;
}

/** What this user may do to the session now: the chart's steps, the counter, cash to and fro. */
function SessionActions({
  session,
  onAct,
}: {
  session: TillSessionDetail;
  onAct: (acting: Acting) => void;
}) {
  const access = useAccessContext();
  const allowed = (action: string) => session.allowedActions.includes(action);
  const sendsCash = session.status === 'ACTIVE' && hasPermission(access, 'till.cash.pickup');
  const reviewsVariance =
    session.status === 'VARIANCE_PENDING' &&
    session.varianceRequestId !== null &&
    hasPermission(access, 'txn.approve.level1');
  return (
    <div className={record.actions}>
      {allowed('deposit') && (
        <Button
          tone="primary"
          onClick={() => onAct({ kind: 'counter', counter: 'DEPOSIT', account: null })}
        >
          Cash deposit
        </Button>
      )}
      {allowed('withdraw') && (
        <Button
          tone="primary"
          onClick={() => onAct({ kind: 'counter', counter: 'WITHDRAWAL', account: null })}
        >
          Cash withdrawal
        </Button>
      )}
      {allowed('deposit') && hasPermission(access, 'txn.create.deposit') && (
        <Button onClick={() => onAct({ kind: 'loanRepayment' })}>Loan repayment</Button>
      )}
      {STEP_BUTTONS.filter(({ step }) => allowed(step)).map(({ step, label, tone }) => (
        <Button key={step} tone={tone ?? 'secondary'} onClick={() => onAct({ kind: 'step', step })}>
          {label}
        </Button>
      ))}
      {sendsCash && (
        <>
          <Button onClick={() => onAct({ kind: 'send', movement: 'PICKUP' })}>
            Send cash from vault
          </Button>
          <Button onClick={() => onAct({ kind: 'send', movement: 'DROP' })}>
            Take cash to vault
          </Button>
        </>
      )}
      {reviewsVariance && (
        <Button tone="primary" onClick={() => onAct({ kind: 'variance' })}>
          Review variance
        </Button>
      )}
    </div>
  );
}

function SessionDetail({ id, title }: { id: string; title: string }) {
  const toast = useToast();
  const access = useAccessContext();
  const denominations = useDenominations();
  const branchName = useBranchName();
  const load = useCallback((api: Api) => getTillSession(api, id), [id]);
  const { snapshot, send, data: session } = useApiQuery(load);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [acting, setActing] = useState<Acting | null>(null);
  const [revision, setRevision] = useState(0);
  const changed = useCallback(
    (message: string) => {
      setActing(null);
      toast(message);
      reload();
      setRevision((current) => current + 1);
    },
    [toast, reload],
  );
  const counterDone = useCallback((done: CounterDone) => changed(counterMessage(done)), [changed]);
  const openCounter = useCallback(
    (counter: CounterKind, account: PickedAccount | null) =>
      setActing({ kind: 'counter', counter, account }),
    [],
  );
  useCounterFromAddress(openCounter);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  if (!session) {
    return (
      <RecordLoading
        title={title}
        back={<Link href="/tills/sessions">All sessions</Link>}
        what="the till session"
        failure={failure}
        onRetry={reload}
      />
    );
  }
  const allowed = (action: string) => session.allowedActions.includes(action);
  return (
    <Page
      title={`${session.tillCode} · ${session.tellerName}`}
      description={<Identity session={session} branch={branchName(session.branchId)} />}
      actions={
        <>
          <Link href="/tills/sessions">All sessions</Link>
          <ReportButton session={session} />
        </>
      }
    >
      <div className={`${record.body} ${styles.report}`}>
        <h2 className={styles.printOnly}>
          Till session report · {session.tillCode} {session.tillName} ·{' '}
          {branchName(session.branchId)} · Teller {session.tellerName} ·{' '}
          {formatBankDate(session.businessDate)} · {SESSION_STATUS_WORDS[session.status].label}
        </h2>
        {failure && <LoadFailure what="the latest figures" failure={failure} onRetry={reload} />}
        <StateNotice session={session} />
        {/* Withdrawals over the teller's limit post only when approved: they stay in sight meanwhile. */}
        {session.lines
          .filter((line) => line.status === 'AWAITING_APPROVAL')
          .map((line) => (
            <Notice key={line.id} tone="warning">
              {LINE_KIND_WORDS[line.kind]} {line.reference} of {formatKobo(-line.amountKobo)} waits
              for the head teller’s approval. Pay no cash until it is approved.
            </Notice>
          ))}
        <SessionActions session={session} onAct={setActing} />
        <Figures session={session} />
        <InTransitCard
          tillId={session.tillId}
          canConfirm={allowed('confirmMovement')}
          canCancel={hasPermission(access, 'till.cash.pickup')}
          denominations={denominations}
          revision={revision}
          onChanged={changed}
        />
        <LinesCard
          session={session}
          onReverse={
            session.status === 'ACTIVE' && hasPermission(access, 'txn.reversal.request')
              ? (line) => setActing({ kind: 'reverse', line })
              : undefined
          }
        />
        <div className={record.columns}>
          <CountTable
            title="Opening count"
            count={session.openingCount}
            denominations={denominations}
          />
          <CountTable
            title="Closing count"
            count={session.closingCount}
            denominations={denominations}
          />
        </div>
      </div>
      {acting && (
        <ActingDialog
          acting={acting}
          session={session}
          denominations={denominations}
          branchName={branchName}
          onChanged={changed}
          onCounterDone={counterDone}
          onClose={() => setActing(null)}
          onReload={reload}
        />
      )}
    </Page>
  );
}

/** The session report as the PDF the server prints on A4, for the teller and head teller to sign. */
function ReportButton({ session }: { session: TillSessionDetail }) {
  const api = useApi();
  const { snapshot, send } = useRequest(async () => {
    const pdf = await getTillSessionReportPdf(api, session.id);
    saveFile(
      pdf,
      `till-session-${session.tillCode}-${session.businessDate}.pdf`,
      'application/pdf',
    );
  });
  const busy = snapshot.matches('submitting');
  const problem = snapshot.context.failure?.message ?? null;
  return (
    <>
      <Button
        size="small"
        disabled={busy}
        onClick={() => send({ type: 'request.submit', input: null })}
      >
        {busy ? 'Preparing report…' : 'Print report'}
      </Button>
      {problem && (
        <span role="alert" className={styles.problem}>
          The report could not be prepared: {problem}
        </span>
      )}
    </>
  );
}

function counterMessage({ transaction, waitsForApproval }: CounterDone): string {
  const kind = { DEPOSIT: 'Deposit', WITHDRAWAL: 'Withdrawal', LOAN_REPAYMENT: 'Loan repayment' };
  const what = `${kind[transaction.kind]} ${transaction.reference} of ${formatKobo(transaction.amountKobo)}`;
  if (waitsForApproval) {
    return `${what} is over your limit and waits for the head teller’s approval. Pay no cash until it is approved.`;
  }
  const limit = transaction.softLimitExceeded
    ? ' The till is over its soft limit: drop cash to the vault.'
    : '';
  return `${what} is posted.${limit}`;
}

/** The dialog of what is being done. */
function ActingDialog({
  acting,
  session,
  denominations,
  branchName,
  onChanged,
  onCounterDone,
  onClose,
  onReload,
}: {
  acting: Acting;
  session: TillSessionDetail;
  denominations: ReturnType<typeof useDenominations>;
  branchName: (id: string | null) => string;
  onChanged: (message: string) => void;
  onCounterDone: (done: CounterDone) => void;
  onClose: () => void;
  onReload: () => void;
}) {
  switch (acting.kind) {
    case 'step':
      return (
        <SessionStepDialog
          session={session}
          step={acting.step}
          denominations={denominations}
          onDone={(after) =>
            onChanged(
              `${after.tillCode}: ${SESSION_STATUS_WORDS[after.status].label.toLowerCase()}.`,
            )
          }
          onClose={onClose}
        />
      );
    case 'counter':
      return (
        <CounterDialog
          kind={acting.counter}
          denominations={denominations}
          account={acting.account}
          onDone={onCounterDone}
          onClose={onClose}
        />
      );
    case 'loanRepayment':
      return (
        <LoanRepaymentDialog
          denominations={denominations}
          onDone={(transaction) => onCounterDone({ transaction, waitsForApproval: false })}
          onClose={onClose}
        />
      );
    case 'send':
      return (
        <SendCashDialog
          tillId={session.tillId}
          tillCode={session.tillCode}
          kind={acting.movement}
          denominations={denominations}
          onDone={(movement) =>
            onChanged(`${movement.reference} is on its way; the teller confirms it.`)
          }
          onClose={onClose}
        />
      );
    case 'reverse':
      return (
        <ReversalDialog
          line={acting.line}
          onDone={(transaction) =>
            onChanged(
              `The reversal of ${transaction.reference} waits for the head teller’s approval.`,
            )
          }
          onClose={onClose}
        />
      );
    case 'variance':
      return session.varianceRequestId ? (
        <ApprovalRequestDialog
          id={session.varianceRequestId}
          branchName={branchName}
          onClose={onClose}
          onChanged={onReload}
        />
      ) : null;
    default:
      return null;
  }
}
