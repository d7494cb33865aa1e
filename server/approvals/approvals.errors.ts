import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the approvals area answers with (its Area record carries them). */
export const APPROVALS_ERRORS = {
  approval_flow_not_found: { status: 404, message: 'The approval flow was not found.' },
  approval_flow_type_taken: {
    status: 409,
    message: 'This operation type already has an approval flow; edit that one.',
  },
  approval_flow_in_use: {
    status: 409,
    message: 'Requests were made under this flow; set it inactive instead.',
  },
  approval_band_overlaps: { status: 422, message: 'Two amount bands of the flow overlap.' },
  amount_band_inverted: { status: 422, message: 'A band must end above where it starts.' },
  approval_approvers_mismatch: {
    status: 422,
    message: 'A band names the approvers of each of its levels, no more and no fewer.',
  },
  approval_level_without_approvers: {
    status: 422,
    message: 'Every level needs at least one role or permission that may approve it.',
  },
  approval_request_not_found: { status: 404, message: 'The approval request was not found.' },
  approval_request_not_pending: {
    status: 409,
    message: 'The request no longer waits for approval.',
  },
  approval_request_expired: { status: 409, message: 'The request has expired.' },
  approval_maker_cannot_approve: {
    status: 403,
    message: 'You made this request; someone else must approve it.',
  },
  approval_already_approved_by_you: {
    status: 403,
    message: 'You approved an earlier level of this request; another approver must take this one.',
  },
  approval_approver_not_eligible: {
    status: 403,
    message: 'You hold none of the roles or permissions that may approve this level.',
  },
  approval_approver_wrong_branch: {
    status: 403,
    message: "This request may be approved only by staff of the request's branch.",
  },
  approval_cancel_by_maker_only: {
    status: 403,
    message: 'Only the maker of a request may cancel it.',
  },
  approval_request_not_visible: {
    status: 403,
    message: 'Only its maker and its approvers may see this request.',
  },
} as const satisfies ErrorSpecs;
