import type { components } from '../../api/schema.gen';
import {
  type CreditApplicationEvent,
  type CreditApplicationStatus,
  creditApplicationSnapshot,
} from '../../machines/credit-application.machine';
import { branchScope } from '../../policies/branch-scope';
import { findRequest } from '../approvals/approval.repository';
import { awaitingLevel, statusAt } from '../approvals/approval.service';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { OperationId } from '../http/operation';
import { userMayCall } from '../loans/loan-action-access';
import type { UserRecord } from '../users/user.repository';
import {
  applicationHistory,
  type CreditApplicationRow,
  findApplicationRow,
  findApplicationView,
  type StoredCreditScore,
} from './credit-application.repository';
import { seesBranch } from './credit-application.service';

type Schemas = components['schemas'];

export type CreditApplicationDetail = Schemas['CreditApplicationDetail'];
type Action = Schemas['CreditApplicationAction'];

interface ActionRule {
  readonly action: Action;
  readonly event: CreditApplicationEvent['type'];
  /** The operation the step calls, whose x-permission says who may take it. */
  readonly operation: OperationId;
  readonly officerOnly?: boolean;
  /** An analyst's step, which the officer who made the application never takes. */
  readonly notOfficer?: boolean;
  readonly from?: CreditApplicationStatus;
}

const ANALYST = (
  action: Action,
  event: CreditApplicationEvent['type'],
  operation: OperationId,
): ActionRule => ({ action, event, operation, notOfficer: true });

/** Each action: the chart's event, the operation it calls, and who of the two may take it. */
const ACTIONS: readonly ActionRule[] = [
  { action: 'UPDATE', event: 'application.update', operation: 'updateCreditApplication' },
  { action: 'SUBMIT', event: 'application.submit', operation: 'submitCreditApplication' },
  {
    action: 'WITHDRAW',
    event: 'application.withdraw',
    operation: 'withdrawCreditApplication',
    officerOnly: true,
  },
  ANALYST('START_REVIEW', 'application.startReview', 'startCreditApplicationReview'),
  ANALYST('RECOMMEND', 'application.sendForApproval', 'recommendCreditApplication'),
  ANALYST('RETURN', 'application.return', 'returnCreditApplication'),
  {
    ...ANALYST('REJECT', 'application.reject', 'rejectCreditApplication'),
    from: 'UNDER_REVIEW',
  },
];

/** What `user` may do next with an application in `status`, as the server would allow it. */
export function allowedActions(
  user: UserRecord,
  status: CreditApplicationStatus,
  officerId: string,
): Action[] {
  const snapshot = creditApplicationSnapshot(status);
  return ACTIONS.filter(
    (a) =>
      snapshot.can({ type: a.event }) &&
      (a.from === undefined || a.from === status) &&
      userMayCall(user, a.operation) &&
      (!a.officerOnly || officerId === user.id) &&
      (!a.notOfficer || officerId !== user.id),
  ).map((a) => a.action);
}

async function approvalOf(t: TenantTx, row: CreditApplicationRow, now: Date) {
  if (!row.approval_request_id) return null;
  const request = await findRequest(t, row.approval_request_id);
  if (!request) return null;
  const level = awaitingLevel(request, now);
  const approvers = level === null ? undefined : request.approvers[level - 1];
  return {
    requestId: request.id,
    status: statusAt(request, now),
    levelsRequired: request.levelsRequired,
    awaitingLevel: level,
    awaitingApprovers: approvers
      ? {
          roles: approvers.roles as Schemas['RoleKey'][],
          permissions: approvers.permissions as Schemas['Permission'][],
        }
      : null,
  };
}

function scoreOf(row: CreditApplicationRow): CreditApplicationDetail['score'] {
  if (!row.score) return null;
  const score = JSON.parse(row.score) as StoredCreditScore;
  return {
    scorecardId: score.scorecardId,
    scorecardVersion: score.scorecardVersion,
    totalPoints: score.totalPoints,
    grade: score.grade,
    decision: score.decision,
    newInstalmentKobo: score.newInstalmentKobo,
    scoredAt: score.scoredAt,
    lines: score.lines.map((line) => ({
      characteristic: line.characteristic,
      numericValue: typeof line.value === 'number' ? line.value : null,
      categoryValue: typeof line.value === 'string' ? line.value : null,
      binLabel: line.binLabel,
      points: line.points,
    })),
  };
}

/** The application as getCreditApplication answers it, for `user`; 404 when there is none. */
export async function applicationDetail(
  t: TenantTx,
  user: UserRecord,
  id: string,
  now: Date,
): Promise<CreditApplicationDetail> {
  const found = await findApplicationRow(t, id);
  const row = found && seesBranch(branchScope(user), found.branch_id) ? found : null;
  const view = row ? await findApplicationView(t, id) : null;
  if (!row || !view) throw new DomainError('credit_application_not_found');
  return {
    ...view,
    score: scoreOf(row),
    approval: await approvalOf(t, row, now),
    recommendation: row.recommendation
      ? (JSON.parse(row.recommendation) as CreditApplicationDetail['recommendation'])
      : null,
    decisionReason: row.decision_reason,
    history: await applicationHistory(t, id),
    allowedActions: allowedActions(user, view.status, row.officer_id),
  };
}
