import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type ApprovalRequestSummary, listApprovalRequests } from '../../../api/approvals.api';
import type { Api } from '../../../api/client';
import {
  assignTillSession,
  listCashMovements,
  listTillSessions,
  listTills,
  listTillTellers,
  type TillSessionDetail,
} from '../../../api/tills.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { useBranchName } from '../../app/use-branch-name';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { ApprovalRequestDialog } from '../approvals/approval-request-dialog';
import { OPERATION_TYPE_WORDS } from '../approvals/approval-words';
import * as styles from './tills.css';

export interface TellerChoice {
  readonly value: string;
  readonly label: string;
}

function loadTellerSessions(api: Api, branchId: string | null) {
  return listTillSessions(api, { ...(branchId ? { branchId } : {}), pageSize: 100 });
}

/**
 * The tellers a head teller may give a till to: those who have worked the branch's tills, as the
 * branch's sessions name them. The contract has no list of a branch's staff open to the vault.
 */
export function useTellerChoices(branchId: string | null): readonly TellerChoice[] {
  const { data, send } = useApiQuery(loadTellerSessions, branchId);
  // The header's branch changes the tellers offered: they are read again for the new branch.
  const asked = useRef(branchId);
  useEffect(() => {
    if (asked.current === branchId) return;
    asked.current = branchId;
    send({ type: 'query.changed', params: branchId });
  }, [branchId, send]);
  return useMemo(() => {
    const byId = new Map<string, string>();
    for (const session of data?.items ?? []) byId.set(session.tellerId, session.tellerName);
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [data]);
}

function loadBranchTellers(api: Api, branchId: string | null) {
  return branchId ? listTillTellers(api, branchId) : Promise.resolve(null);
}

/**
 * The branch's users who may open a till session, whether or not they ever had one: the tellers a
 * head teller may give a till of the branch to.
 */
function useBranchTellers(branchId: string | null): readonly TellerChoice[] | null {
  const { data, send } = useApiQuery(loadBranchTellers, branchId);
  const asked = useRef(branchId);
  useEffect(() => {
    if (asked.current === branchId) return;
    asked.current = branchId;
    send({ type: 'query.changed', params: branchId });
  }, [branchId, send]);
  return useMemo(
    () => data?.items.map((teller) => ({ value: teller.id, label: teller.fullName })) ?? null,
    [data],
  );
}

/** The head teller gives a till of the branch to a teller for the processing date. */
export function AssignDialog({
  branchId,
  onDone,
  onClose,
}: {
  branchId: string | null;
  onDone: (session: TillSessionDetail) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const loadTills = useCallback(
    (client: Api) => listTills(client, { ...(branchId ? { branchId } : {}), status: 'ACTIVE' }),
    [branchId],
  );
  const { data: tills } = useApiQuery(loadTills);
  const [tillId, setTillId] = useState('');
  // The tellers are those of the chosen till's branch, else of the header's branch.
  const tillBranchId = tills?.items.find((till) => till.id === tillId)?.branchId ?? branchId;
  const tellers = useBranchTellers(tillBranchId);
  const [tellerId, setTellerId] = useState('');
  const [shown, setShown] = useState(false);
  const perform = useCallback(
    (input: unknown) => assignTillSession(api, input as { tillId: string; tellerId: string }),
    [api],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as TillSessionDetail) : null,
    onDone,
  );
  const busy = snapshot.matches('submitting');
  const free = (tills?.items ?? []).filter((till) => till.currentSessionId === null);
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (tillId && tellerId) send({ type: 'request.submit', input: { tillId, tellerId } });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title="Assign a till"
      description="The teller works the till for today’s processing date, starting with the opening count."
    >
      <form className={record.form} onSubmit={submit} aria-label="Assign a till" noValidate>
        <SelectField
          label="Till"
          value={tillId}
          placeholder={tills ? 'Choose a free till' : 'Loading tills…'}
          options={free.map((till) => ({
            value: till.id,
            label:
              till.balanceKobo === null
                ? `${till.code} · ${till.name}`
                : `${till.code} · ${till.name} (${formatKobo(till.balanceKobo)})`,
          }))}
          error={shown && !tillId ? 'Choose the till.' : undefined}
          onChange={(event) => setTillId(event.target.value)}
        />
        <SelectField
          label="Teller"
          value={tellerId}
          placeholder={tellers ? 'Choose the teller' : 'Choose the till first'}
          options={tellers ?? []}
          error={shown && !tellerId ? 'Choose the teller.' : undefined}
          onChange={(event) => setTellerId(event.target.value)}
        />
        {tellers && tellers.length === 0 && (
          <Notice tone="info">No active user of the branch may open a till session.</Notice>
        )}
        {tills && free.length === 0 && (
          <Notice tone="info">Every active till of the branch is already given out.</Notice>
        )}
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="primary"
          confirmLabel={'Assign till'}
          busyLabel="Assigning…"
          onBack={onClose}
          backLabel="Cancel"
        />
      </form>
    </Dialog>
  );
}

/** The till's own approvals: withdrawals over a teller's limit, reversals and closing variances. */
const TILL_APPROVAL_TYPES = ['CASH_WITHDRAWAL', 'CASH_REVERSAL', 'TILL_VARIANCE'] as const;

const loadApprovals = async (api: Api) => {
  const pages = await Promise.all(
    TILL_APPROVAL_TYPES.map((type) =>
      listApprovalRequests(api, { type, awaitingMe: true, pageSize: 50 }),
    ),
  );
  return pages.flatMap((page) => page.items);
};

function ApprovalsList({ revision, onChanged }: { revision: number; onChanged: () => void }) {
  const { snapshot, send, data } = useApiQuery(loadApprovals);
  const branchName = useBranchName();
  const [open, setOpen] = useState<ApprovalRequestSummary | null>(null);
  const reload = () => send({ type: 'query.reload' });
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const items = data ?? [];
  return (
    <section aria-label="Approvals waiting for you" data-revision={revision}>
      <h3 className={record.cardTitle}>Approvals waiting for you</h3>
      {failure && <LoadFailure what="the approvals" failure={failure} onRetry={reload} />}
      {data && items.length === 0 && <p className={record.muted}>Nothing waits for you.</p>}
      <ul className={styles.queueList}>
        {items.map((request) => (
          <li key={request.id} className={styles.queueItem}>
            <span className={styles.queueText}>
              <strong>
                {OPERATION_TYPE_WORDS[request.operationType]} · {formatKobo(request.amountKobo)}
              </strong>
              <span className={record.muted}>
                {request.summary} · by {request.maker.fullName}
              </span>
            </span>
            <Button size="small" tone="primary" onClick={() => setOpen(request)}>
              Review
            </Button>
          </li>
        ))}
      </ul>
      {open && (
        <ApprovalRequestDialog
          id={open.id}
          branchName={branchName}
          onClose={() => setOpen(null)}
          onChanged={() => {
            reload();
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function InTransitList({ branchId }: { branchId: string | null }) {
  const load = useCallback(
    (api: Api) =>
      listCashMovements(api, { ...(branchId ? { branchId } : {}), status: 'IN_TRANSIT' }),
    [branchId],
  );
  const { snapshot, send, data } = useApiQuery(load);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const items = data?.items ?? [];
  return (
    <section aria-label="Cash in transit">
      <h3 className={record.cardTitle}>Cash waiting for confirmation</h3>
      {failure && (
        <LoadFailure
          what="the cash in transit"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && items.length === 0 && <p className={record.muted}>No cash is in transit.</p>}
      <ul className={styles.queueList}>
        {items.map((movement) => (
          <li key={movement.id} className={styles.queueItem}>
            <span className={styles.queueText}>
              <strong>
                {movement.tillCode} · {movement.kind === 'PICKUP' ? 'to the till' : 'to the vault'}{' '}
                {formatKobo(movement.amountKobo)}
              </strong>
              <span className={record.muted}>{movement.reference}</span>
            </span>
            {movement.sessionId && (
              <Link href={`/tills/session/${encodeURIComponent(movement.sessionId)}`}>Session</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LeftOpenList({ branchId }: { branchId: string | null }) {
  const load = useCallback(
    (api: Api) => listTillSessions(api, { ...(branchId ? { branchId } : {}), leftOpen: true }),
    [branchId],
  );
  const { data } = useApiQuery(load);
  const items = data?.items ?? [];
  return (
    <section aria-label="Sessions left open">
      <h3 className={record.cardTitle}>Left open from an earlier date</h3>
      {data && items.length === 0 && (
        <p className={record.muted}>None: every earlier day is closed.</p>
      )}
      <ul className={styles.queueList}>
        {items.map((session) => (
          <li key={session.id} className={styles.queueItem}>
            <span className={styles.queueText}>
              <strong>
                {session.tillCode} · {session.tellerName}
              </strong>
              <span className={record.muted}>{formatBankDate(session.businessDate)}</span>
            </span>
            <Link href={`/tills/session/${encodeURIComponent(session.id)}`}>Open</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The head teller's queue: give out tills, see cash waiting for a teller's confirmation, decide
 * the withdrawals and variances that wait for them, and chase sessions left open.
 */
export function HeadTellerQueue({
  branchId,
  revision,
  onAssign,
  onChanged,
}: {
  branchId: string | null;
  revision: number;
  onAssign: () => void;
  onChanged: () => void;
}) {
  const access = useAccessContext();
  const assigns = hasPermission(access, 'till.session.assign');
  const approves = hasPermission(access, 'txn.approve.level1');
  if (!assigns && !approves) return null;
  return (
    <Card title="Head teller’s queue">
      <div className={styles.queue}>
        {assigns && (
          <section aria-label="Assign">
            <h3 className={record.cardTitle}>Tills for today</h3>
            <p className={record.muted}>Give a free till to a teller for the processing date.</p>
            <Button tone="primary" onClick={onAssign}>
              Assign till
            </Button>
          </section>
        )}
        {assigns && <InTransitList branchId={branchId} />}
        {approves && <ApprovalsList revision={revision} onChanged={onChanged} />}
        {assigns && <LeftOpenList branchId={branchId} />}
      </div>
    </Card>
  );
}
