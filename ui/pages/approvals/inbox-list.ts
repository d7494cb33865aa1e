import type { ApprovalOperationType, ApprovalRequestQuery } from '../../../api/approvals.api';
import { type ListSpec, type ListState, oneOfFilter } from '../../components/list-page/list-search';
import { OPERATION_TYPES, REQUEST_STATUSES } from './approval-words';

export type InboxFilter = 'type' | 'status' | 'show';

/** The type filter's value for every type. */
export const ALL_TYPES = 'ALL';
/** What the inbox shows: what awaits the caller (the default), their own requests, or all. */
export const AWAITING_ME = '';
export const SENT_BY_ME = 'MINE';
export const EVERYONE = 'ALL';

/** The inbox in the address bar: `/approvals?show=MINE&type=LOAN_APPROVAL&status=REJECTED`. */
export const INBOX_LIST: ListSpec<InboxFilter> = {
  filters: {
    type: oneOfFilter([...OPERATION_TYPES, ALL_TYPES]),
    status: oneOfFilter(REQUEST_STATUSES),
    show: oneOfFilter([SENT_BY_ME, EVERYONE]),
  },
};

/**
 * The call's query for the list the address asks for. `defaultType` is the type shown until one
 * is chosen: NIP transfers on the NIP area's route (SPEC), every type on the approvals inbox.
 */
export function inboxQuery(
  state: ListState<InboxFilter>,
  defaultType: ApprovalOperationType | typeof ALL_TYPES,
): ApprovalRequestQuery {
  const { type, status, show } = state.filters;
  const chosenType = type ?? defaultType;
  return {
    page: state.page,
    ...(show === undefined && { awaitingMe: true }),
    ...(show === SENT_BY_ME && { mine: true }),
    ...(chosenType !== ALL_TYPES && { type: chosenType as ApprovalOperationType }),
    ...(status && { status: status as ApprovalRequestQuery['status'] }),
  };
}

/** Refusals of approving, rejecting or cancelling, said plainly. */
export const REFUSAL_WORDS: Readonly<Record<string, string>> = {
  approval_maker_cannot_approve:
    'You made this request, so someone else must approve or reject it.',
  approval_already_approved_by_you:
    'You approved the first level of this request; another approver must take the second.',
  approval_approver_not_eligible: 'You are not one of the approvers for this level of the request.',
  approval_approver_wrong_branch:
    "This request may be approved only by staff of the request's branch.",
  approval_request_not_pending:
    'This request is no longer waiting for approval: someone has already decided it.',
  approval_request_expired: 'This request has expired; the maker must submit it again.',
  approval_cancel_by_maker_only: 'Only the person who made the request may cancel it.',
  approval_request_not_found: 'This request was not found.',
};
