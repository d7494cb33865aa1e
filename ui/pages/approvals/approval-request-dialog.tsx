import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import {
  type ApprovalRequest,
  type ApprovalRequestSummary,
  approveApprovalRequest,
  cancelApprovalRequest,
  getApprovalRequest,
  rejectApprovalRequest,
} from '../../../api/approvals.api';
import type { Api } from '../../../api/client';
import { type Failure, toFailure } from '../../../machines/failure';
import { approversWording, mayApproveLevel } from '../../../policies/approval-rules';
import { formatBankDateTime } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useAccessContext, useSession } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { AccountHolderCard } from '../../components/account-holder-card';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { statusPill } from '../../components/status-pill.css';
import {
  OPERATION_TYPE_WORDS,
  REQUEST_STATUS_WORDS,
  requestAmount,
  statusTone,
} from './approval-words';
import * as styles from './approvals.css';
import { REFUSAL_WORDS } from './inbox-list';

export type Decision = 'approve' | 'reject' | 'cancel';

const DECISION_WORDS: Record<Decision, { title: string; button: string; done: string }> = {
  approve: { title: 'Approve this request?', button: 'Approve', done: 'approved' },
  reject: { title: 'Reject this request?', button: 'Reject', done: 'rejected' },
  cancel: { title: 'Cancel your request?', button: 'Cancel request', done: 'cancelled' },
};

const PILL_TONE = {
  warning: 'warning',
  success: 'good',
  danger: 'danger',
  neutral: 'neutral',
} as const;

const loadRequest = (api: Api, id: string) => getApprovalRequest(api, id);

function when(iso: string | null): string {
  return iso ? formatBankDateTime(iso) : '—';
}

const HISTORY_WORDS: Record<ApprovalRequest['history'][number]['action'], string> = {
  SUBMITTED: 'Sent for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Withdrawn',
  EXECUTED: 'Carried out',
};

function refusalOf(failure: Failure): string {
  return (failure.code && REFUSAL_WORDS[failure.code]) || failure.message;
}

export function StatusPill({ status }: { status: ApprovalRequest['status'] }) {
  return (
    <span className={statusPill({ tone: PILL_TONE[statusTone(status)] })}>
      {REQUEST_STATUS_WORDS[status]}
    </span>
  );
}

function RequestFacts({
  request,
  branchName,
}: {
  request: ApprovalRequest;
  branchName: (id: string | null) => string;
}) {
  const amount = requestAmount(request);
  const facts: [string, ReactNode][] = [
    ['Reference', request.reference],
    ['Operation', OPERATION_TYPE_WORDS[request.operationType]],
    ['Status', <StatusPill key="status" status={request.status} />],
    ...(amount === null
      ? []
      : [
          [
            'Amount',
            <span key="amount" className={styles.amount}>
              {amount}
            </span>,
          ] as [string, ReactNode],
        ]),
    ['Maker', request.maker.fullName],
    ['Branch', branchName(request.branchId)],
    ['Sent', when(request.createdAt)],
    ['Expires', when(request.expiresAt)],
    ...request.details.map((detail): [string, string] => [detail.label, detail.value]),
    ...request.approvers
      .slice(0, request.levelsRequired)
      .map((level, index): [string, string] => [
        `Level ${index + 1} approvers`,
        approversWording(level),
      ]),
  ];
  if (request.sameBranch)
    facts.push(['Branch rule', "Approvers must belong to the request's branch"]);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ request }: { request: ApprovalRequest }) {
  return (
    <section aria-labelledby="request-history">
      <h3 id="request-history" className={styles.sectionTitle}>
        History
      </h3>
      <ul className={styles.list}>
        {request.history.map((item) => (
          <li key={`${item.action}-${item.at}-${item.by.id}`}>
            <strong>{HISTORY_WORDS[item.action]}</strong>
            {item.level ? ` (level ${item.level})` : ''} by {item.by.fullName} on {when(item.at)}
            {item.reason ? <span className={styles.muted}> — “{item.reason}”</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Asks before deciding: an optional note to approve or withdraw, a reason required to reject.
 * The inbox's "Sent by me" opens it straight from a row to withdraw a request.
 */
export function DecisionDialog({
  decision,
  request,
  onClose,
  onDone,
}: {
  decision: Decision;
  request: Pick<
    ApprovalRequestSummary,
    'id' | 'reference' | 'summary' | 'amountKobo' | 'operationType'
  >;
  onClose: () => void;
  onDone: (request: ApprovalRequest) => void;
}) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const words = DECISION_WORDS[decision];

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (decision === 'reject' && !text) {
      setMissing(true);
      return;
    }
    setWorking(true);
    setFailure(null);
    try {
      const id = request.id;
      const answer =
        decision === 'approve'
          ? await approveApprovalRequest(api, id, text || null)
          : decision === 'reject'
            ? await rejectApprovalRequest(api, id, text)
            : await cancelApprovalRequest(api, id, text || null);
      onDone(answer);
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setWorking(false);
    }
  }

  const amount = requestAmount(request);
  const amountSuffix = amount === null ? '' : ` — ${amount}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => open || working || onClose()}
      title={words.title}
      description={`${request.reference}: ${request.summary}${amountSuffix}`}
    >
      <form className={styles.form} onSubmit={confirm} noValidate>
        {failure && (
          <Notice tone="danger">
            <strong>Not {words.done}: </strong>
            {refusalOf(failure)}
          </Notice>
        )}
        <TextAreaField
          label={decision === 'reject' ? 'Reason' : 'Note (optional)'}
          value={reason}
          maxLength={500}
          rows={3}
          error={
            missing && !reason.trim()
              ? 'Say why the request is rejected; the maker reads it.'
              : failure?.fieldErrors['body.reason']
          }
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.footer}>
          <Button onClick={onClose} disabled={working}>
            Back
          </Button>
          <Button
            type="submit"
            tone={decision === 'approve' ? 'primary' : 'danger'}
            disabled={working}
          >
            {working ? 'Working…' : words.button}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * One request: what it is, who made it, its details and approvers, its history, and the
 * decisions the signed-in user may try. The server has the last word: a refusal is said plainly.
 */
export function ApprovalRequestDialog({
  id,
  branchName,
  onClose,
  onChanged,
}: {
  id: string;
  branchName: (id: string | null) => string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const query = useApiQuery(loadRequest, id);
  const me = useSession().context.user;
  const access = useAccessContext();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [told, setTold] = useState<string | null>(null);
  const request = query.data;
  const failure = query.snapshot.matches('failed') ? query.snapshot.context.failure : null;
  const reload = useCallback(() => query.send({ type: 'query.reload' }), [query.send]);
  const pending = request?.status === 'PENDING_LEVEL1' || request?.status === 'PENDING_LEVEL2';
  const mine = request !== null && request.maker.id === me?.id;
  // Approve and Reject only for someone the awaited level names; the server has the last word
  // on the branch and on who approved the level before.
  const level = request?.awaitingLevel ? request.approvers[request.awaitingLevel - 1] : undefined;
  const approver = { ...access, id: String(me?.id ?? ''), branchId: null, branchIds: [] };
  const mayDecide = !mine && level !== undefined && mayApproveLevel(approver, level);
  const done = (next: ApprovalRequest) => {
    setTold(`The request is now: ${REQUEST_STATUS_WORDS[next.status].toLowerCase()}.`);
    setDecision(null);
    reload();
    onChanged();
  };

  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || onClose()}
      title={request ? request.summary : 'Approval request'}
      description={
        request
          ? `${OPERATION_TYPE_WORDS[request.operationType]} request ${request.reference}`
          : undefined
      }
    >
      <div className={styles.form}>
        {failure && <LoadFailure what="the request" failure={failure} onRetry={reload} />}
        {!request && !failure && <p className={styles.muted}>Loading the request…</p>}
        {told && <Notice tone="success">{told}</Notice>}
        {request && <RequestFacts request={request} branchName={branchName} />}
        {request?.operationType === 'CASH_WITHDRAWAL' && (
          <AccountHolderCard source={{ approvalRequestId: request.id }} />
        )}
        {request && <History request={request} />}
        {request && pending && mine && (
          <p className={styles.muted}>You made this request: another approver decides it.</p>
        )}
        <div className={styles.footer}>
          {request && pending && mine && (
            <Button tone="danger" onClick={() => setDecision('cancel')}>
              Cancel request
            </Button>
          )}
          {request && pending && mayDecide && (
            <>
              <Button tone="danger" onClick={() => setDecision('reject')}>
                Reject
              </Button>
              <Button tone="primary" onClick={() => setDecision('approve')}>
                Approve
              </Button>
            </>
          )}
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
      {request && decision && (
        <DecisionDialog
          decision={decision}
          request={request}
          onClose={() => setDecision(null)}
          onDone={done}
        />
      )}
    </Dialog>
  );
}
