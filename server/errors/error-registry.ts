/**
 * Every error code the server answers, with its HTTP status and the sentence people read when
 * the raising code has nothing more specific to say. A code names one situation and has one
 * status; domain code raises a code (DomainError), and only the HTTP layer turns it into a
 * status. openapi.yaml's Error schema lists the same codes, and a test keeps the two equal.
 */
export interface ErrorSpec {
  readonly status: number;
  readonly message: string;
}

export const ERRORS = {
  // The request itself.
  validation_failed: { status: 400, message: 'The request has invalid fields.' },
  body_not_json: { status: 400, message: 'The body is not valid JSON.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  body_too_large: { status: 413, message: 'The body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  route_not_found: { status: 404, message: 'There is no such route.' },
  not_implemented: { status: 501, message: 'This area is not available yet.' },
  internal_error: {
    status: 500,
    message: 'Something went wrong on the server. Try again later.',
  },
  // Answers made before any route runs (server/http/framework-answers.ts).
  headers_too_large: { status: 431, message: 'The request headers are too large.' },
  url_too_long: { status: 414, message: 'A part of the URL is too long.' },
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  precondition_failed: {
    status: 412,
    message: 'The file does not meet the conditions of the request.',
  },
  range_not_satisfiable: { status: 416, message: 'The requested range is outside the file.' },
  expectation_not_supported: {
    status: 417,
    message: 'The server meets no expectation but 100-continue.',
  },
  server_shutting_down: { status: 503, message: 'The server is shutting down. Retry.' },

  // Who is calling, and what they may do.
  token_missing: { status: 401, message: 'Sign in to continue.' },
  token_invalid: { status: 401, message: 'Your session is not valid. Sign in again.' },
  token_expired: { status: 401, message: 'Your session has expired. Sign in again.' },
  token_revoked: { status: 401, message: 'Your session has ended. Sign in again.' },
  user_disabled: { status: 401, message: 'Your user is disabled. Ask an administrator.' },
  invalid_credentials: { status: 401, message: 'The username or password is wrong.' },
  too_many_login_attempts: {
    status: 429,
    message: 'Too many failed sign-ins. Wait a few minutes and try again.',
  },
  tenant_mismatch: { status: 403, message: 'The token belongs to another tenant.' },
  password_change_required: {
    status: 403,
    message: 'Change your password before you continue.',
  },
  permission_denied: { status: 403, message: 'You do not have the permission this needs.' },
  feature_not_licensed: {
    status: 403,
    message: "This area is not part of the tenant's license.",
  },
  branch_out_of_scope: { status: 403, message: 'That branch is outside your branches.' },
  super_admin_only: { status: 403, message: 'Only a SUPER_ADMIN may change a SUPER_ADMIN.' },
  current_password_wrong: { status: 422, message: 'The current password is wrong.' },
  password_rejected: { status: 422, message: 'The new password does not meet the rules.' },

  // Money calls.
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  idempotency_request_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed.',
  },

  // Users, branches, configuration and the license.
  user_not_found: { status: 404, message: 'The user was not found.' },
  username_taken: { status: 409, message: 'That username is taken.' },
  role_not_found: { status: 422, message: 'A role is not in the role catalogue.' },
  role_not_assignable: { status: 422, message: 'Only a SUPER_ADMIN may grant SUPER_ADMIN.' },
  branch_required_for_role: { status: 422, message: 'This role needs a home branch.' },
  cannot_remove_own_admin_role: {
    status: 422,
    message: 'You cannot remove your own administrator role.',
  },
  cannot_disable_self: { status: 422, message: 'You cannot disable yourself.' },
  branch_not_found: { status: 404, message: 'The branch was not found.' },
  branch_code_taken: { status: 409, message: 'Another branch has that code.' },
  unknown_branch: { status: 422, message: 'No branch of the tenant has that id.' },
  tills_config_invalid: {
    status: 422,
    message: 'The tills configuration is not valid; see the field errors.',
  },
  config_value_does_not_match_key: {
    status: 422,
    message: 'The value does not have the shape this configuration key takes.',
  },
  form_rule_pattern_invalid: { status: 422, message: 'A form rule has an invalid pattern.' },
  license_key_invalid: { status: 422, message: 'The license key is not valid.' },
  license_key_for_other_tenant: {
    status: 422,
    message: 'The license key was issued to another tenant.',
  },

  // Customers.
  customer_not_found: { status: 422, message: 'The customer was not found.' },
  customer_not_active: { status: 422, message: 'The customer is not active.' },
  customer_too_young: { status: 422, message: 'The customer must be at least 18 years old.' },
  kyc_tier_requires_nin: { status: 422, message: 'KYC tier 2 and 3 need the NIN.' },
  bvn_already_registered: {
    status: 409,
    message: 'A customer with this BVN is already registered.',
  },
  rc_number_already_registered: {
    status: 409,
    message: 'A customer with this RC number is already registered.',
  },

  // The chart of accounts and the GL map.
  gl_account_not_found: { status: 422, message: 'No such GL account.' },
  gl_account_is_header: { status: 422, message: 'A header account takes no postings.' },
  gl_account_inactive: { status: 422, message: 'The GL account is inactive.' },
  gl_code_taken: { status: 409, message: 'Another GL account has that code.' },
  name_blank: { status: 422, message: 'The name may not be blank.' },
  parent_not_found: { status: 422, message: 'The parent GL account was not found.' },
  parent_not_header: { status: 422, message: 'The parent must be a header account.' },
  parent_type_mismatch: {
    status: 422,
    message: 'An account must have the type of its parent.',
  },
  debit_and_credit_account_same: { status: 422, message: 'Debit and credit accounts must differ.' },
  gl_mapping_in_use: {
    status: 422,
    message:
      "The product's accounts hold money in the current DEPOSIT account; it cannot move now.",
  },
  gl_mapping_missing: {
    status: 422,
    message: 'The product has no mapping for this event in the GL map; add one first.',
  },

  // Journal entries.
  journal_not_found: { status: 404, message: 'The journal entry was not found.' },
  journal_too_few_lines: { status: 422, message: 'An entry needs at least 2 lines.' },
  journal_too_many_lines: { status: 422, message: 'An entry holds at most 100 lines.' },
  journal_line_amount_invalid: {
    status: 422,
    message: 'Amounts are whole kobo, 0 to ₦1 trillion.',
  },
  journal_line_debit_and_credit: {
    status: 422,
    message: 'A line has a debit or a credit, not both.',
  },
  journal_line_zero: { status: 422, message: 'A line needs a debit or a credit amount.' },
  journal_not_balanced: { status: 422, message: 'Debits must equal credits.' },
  balance_limit_exceeded: {
    status: 422,
    message: 'The entry would carry a GL balance past ₦90 trillion, the most one account can hold.',
  },
  journal_is_reversal: {
    status: 422,
    message: 'A reversal cannot itself be reversed; post a new entry instead.',
  },
  journal_already_reversed: { status: 422, message: 'The entry has already been reversed.' },
  journal_reversed_through_its_product: {
    status: 422,
    message:
      "The entry moved a customer's money; reverse it through its own transaction, not the journals.",
  },

  // Deposit products, charges, accounts, holds, transfers and statements.
  product_not_found: { status: 422, message: 'The product was not found.' },
  product_not_active: { status: 422, message: 'The product is not active.' },
  product_code_taken: { status: 409, message: 'Another product has that code.' },
  charge_not_found: { status: 422, message: 'A charge of the product was not found.' },
  overdraft_limit_without_overdraft: {
    status: 422,
    message: 'An overdraft limit needs the overdraft allowed.',
  },
  overdraft_requires_current_account: {
    status: 422,
    message: 'Only current account products may allow overdraft.',
  },
  account_not_found: { status: 404, message: 'A deposit account of the entry was not found.' },
  unknown_account: { status: 422, message: 'One of the accounts was not found.' },
  account_not_debitable: { status: 422, message: 'Money cannot leave this account.' },
  account_not_creditable: { status: 422, message: 'Money cannot enter this account.' },
  account_closed: { status: 422, message: 'The account is closed.' },
  account_balance_not_zero: {
    status: 422,
    message: 'Only an account with a zero balance can be closed.',
  },
  account_has_holds: { status: 422, message: 'Release the holds before closing.' },
  account_transition_not_allowed: {
    status: 422,
    message: 'The account cannot make this change from its status.',
  },
  hold_not_found: { status: 404, message: 'The hold was not found.' },
  hold_already_released: { status: 422, message: 'The hold was already released.' },
  insufficient_funds: {
    status: 422,
    message: 'The account does not have enough available balance for this debit.',
  },
  same_account: { status: 422, message: 'Choose two different accounts.' },
  statement_range_invalid: {
    status: 422,
    message: 'The statement must start on or before its end.',
  },
  statement_too_long: { status: 422, message: 'The statement period is too long.' },
  // Approval flows and the requests that wait on them.
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

  // NIP: the switch, banks, outward transfers and the settlement reconciliation.
  nip_not_configured: {
    status: 409,
    message:
      'The connection to the NIP switch is not set up. Ask an administrator (Integrations, Payment Providers).',
  },
  nip_switch_unavailable: {
    status: 502,
    message: 'The NIP switch did not answer. Nothing was changed; try again in a moment.',
  },
  payment_endpoint_invalid: {
    status: 422,
    message: 'The endpoint must be an http or https address.',
  },
  bank_not_found: { status: 422, message: 'There is no bank with that NIP code.' },
  bank_inactive: { status: 422, message: 'Transfers no longer go to that bank.' },
  nuban_check_digit_invalid: {
    status: 422,
    message:
      "The account number's check digit is wrong for that bank. Check the number and the bank.",
  },
  nip_name_enquiry_failed: {
    status: 422,
    message: "The beneficiary's bank did not confirm the account.",
  },
  nip_name_enquiry_not_found: {
    status: 422,
    message:
      'Look the beneficiary up again: the name enquiry is unknown, for another account, or older than 30 minutes.',
  },
  nip_beneficiary_name_mismatch: {
    status: 422,
    message: "The beneficiary's name is not the one their bank gave.",
  },
  nip_amount_over_transaction_limit: {
    status: 422,
    message: "The amount is over the customer's per-transaction limit for their KYC tier.",
  },
  nip_amount_over_daily_limit: {
    status: 422,
    message:
      'The amount would take the customer over their daily transfer limit for their KYC tier.',
  },
  nip_transfer_not_found: { status: 404, message: 'There is no such NIP transfer.' },
  nip_transfer_not_queryable: {
    status: 409,
    message: 'The transfer already has a final status; there is nothing to query.',
  },
  nip_transfer_not_reversible: {
    status: 409,
    message: 'Only a transfer in manual review, or failed and not yet reversed, can be reversed.',
  },
  nip_recon_run_not_found: { status: 404, message: 'There is no such reconciliation run.' },
  nip_recon_item_not_found: { status: 404, message: 'There is no such reconciliation line.' },
  nip_recon_item_resolved: { status: 409, message: 'This line is already resolved.' },
  nip_recon_action_not_allowed: {
    status: 409,
    message: 'That action does not apply to this line.',
  },
  nip_recon_report_invalid: {
    status: 422,
    message: 'The settlement report cannot be read.',
  },

  // Credit applications and the credit scorecard.
  credit_application_not_found: { status: 404, message: 'The credit application was not found.' },
  credit_application_transition_invalid: {
    status: 409,
    message: "The credit application's status does not allow this step.",
  },
  credit_application_withdraw_by_maker_only: {
    status: 403,
    message: 'Only the loan officer who made the application may withdraw it.',
  },
  credit_application_review_by_officer: {
    status: 403,
    message: 'The loan officer who made the application may not review it.',
  },
  credit_scorecard_not_found: { status: 404, message: 'No credit scorecard was saved yet.' },
  credit_scorecard_missing: {
    status: 422,
    message: 'Save a credit scorecard before submitting applications.',
  },
  credit_scorecard_invalid: { status: 422, message: 'The scorecard has problems; see the fields.' },
  principal_out_of_product_range: {
    status: 422,
    message: "The principal is outside the loan product's limits.",
  },
  term_out_of_product_range: {
    status: 422,
    message: "The number of repayments is outside the loan product's limits.",
  },
  interest_rate_out_of_product_range: {
    status: 422,
    message: "The interest rate is outside the loan product's limits.",
  },
  account_not_owned_by_customer: {
    status: 422,
    message: "The deposit account is not the applicant's.",
  },
  account_not_active: { status: 422, message: 'The deposit account is not active.' },

  // Loans and loan products.
  interest_rate_invalid: {
    status: 422,
    message: 'The interest rate must be 0 to 1000 percent with at most 4 decimals.',
  },
  loan_terms_invalid: {
    status: 422,
    message: "The loan's terms cannot be scheduled; see the fields.",
  },
  loan_product_not_found: { status: 404, message: 'The loan product was not found.' },
  loan_product_code_taken: { status: 409, message: 'Another loan product has that code.' },
  loan_product_range_invalid: {
    status: 422,
    message: "The product's limits are out of order or incomplete; see the fields.",
  },
  loan_product_in_use: {
    status: 409,
    message: 'Loans were booked under this product; retire it instead.',
  },
  loan_product_retired: {
    status: 422,
    message: 'The loan product is retired and takes no new loans.',
  },
  loan_not_found: { status: 404, message: 'The loan was not found.' },
  loan_terms_out_of_product_range: {
    status: 422,
    message: "The principal, number of repayments or rate is outside the product's limits.",
  },
  loan_account_not_customers: {
    status: 422,
    message: "The deposit account is not the customer's, or not active.",
  },
  loan_transition_not_allowed: {
    status: 422,
    message: "The loan's status does not allow this action.",
  },
  loan_not_active: { status: 422, message: 'The loan is not active.' },
  loan_officer_not_found: {
    status: 422,
    message: 'The loan officer is not an active user of the bank.',
  },
  disbursement_date_invalid: {
    status: 422,
    message: 'A loan cannot be disbursed before the processing date.',
  },
  repayment_exceeds_outstanding: {
    status: 422,
    message: 'The repayment is more than the loan owes.',
  },
  loan_payoff_changed: {
    status: 409,
    message: 'The payoff figure has changed since it was shown; read it again.',
  },
  top_up_below_payoff: {
    status: 422,
    message: "The new principal does not cover the old loan's payoff.",
  },
  loan_write_off_pending: {
    status: 409,
    message: 'A write-off of this loan already waits for approval.',
  },
  loan_has_outstanding_balance: {
    status: 422,
    message: 'The loan still owes money; it cannot be closed.',
  },
  loan_provision_run_in_progress: {
    status: 409,
    message: 'Another provisioning run of this date finished first; read the figures again.',
  },
  // Tills, till sessions and cash at the counter.
  till_not_found: {
    status: 404,
    message: 'The till was not found.',
  },
  till_code_taken: {
    status: 422,
    message: 'Another till of the tenant already has this code.',
  },
  till_limits_invalid: {
    status: 422,
    message: 'The soft cash limit must not be above the hard cash limit.',
  },
  till_in_use: {
    status: 409,
    message: 'The till has an open session; close it first.',
  },
  till_inactive: {
    status: 422,
    message: 'The till is inactive.',
  },
  teller_not_eligible: {
    status: 422,
    message: 'This user cannot work a till of this branch.',
  },
  till_session_not_found: {
    status: 404,
    message: 'The till session was not found.',
  },
  till_session_already_open: {
    status: 409,
    message: 'The till or the teller already has a session that is not closed.',
  },
  till_session_transition_invalid: {
    status: 409,
    message: 'The till session cannot take this step in its current status.',
  },
  till_session_not_open: {
    status: 409,
    message: 'There is no active till session of yours; open one first.',
  },
  till_session_not_reconcilable: {
    status: 409,
    message: "The till's ledger balance differs from the session's closing count.",
  },
  till_cash_limit_exceeded: {
    status: 422,
    message: "The till's cash would pass its hard limit; drop cash to the vault first.",
  },
  till_cash_insufficient: {
    status: 422,
    message: 'The till does not hold that much cash.',
  },
  vault_cash_insufficient: {
    status: 422,
    message: 'The vault does not hold that much cash.',
  },
  cash_count_invalid: {
    status: 422,
    message: 'The count does not add up: check the pieces of each denomination and the total.',
  },
  cash_denomination_unknown: {
    status: 422,
    message: 'The count names a denomination the tenant does not use.',
  },
  cash_transaction_not_found: {
    status: 404,
    message: 'The cash transaction was not found.',
  },
  cash_transaction_not_posted: {
    status: 409,
    message: 'The cash transaction is not posted yet.',
  },
  cash_transaction_not_reversible: {
    status: 409,
    message: 'This cash transaction cannot be reversed now.',
  },
  cash_movement_not_found: {
    status: 404,
    message: 'The cash movement was not found.',
  },
  cash_movement_not_in_transit: {
    status: 409,
    message: 'The cash movement is no longer in transit.',
  },
  approval_flow_required: {
    status: 422,
    message:
      'This needs an approval, but the tenant has no active approval flow for it; ask an administrator to set one up.',
  },
  cash_movement_in_transit: {
    status: 409,
    message: 'A cash movement of this till is still in transit; confirm or cancel it first.',
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
