import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the tills area answers with (its Area record carries them). */
export const TILLS_ERRORS = {
  tills_config_invalid: {
    status: 422,
    message: 'The tills configuration is not valid; see the field errors.',
  },
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
  cash_movement_count_differs: {
    status: 422,
    message: 'The cash counted is not the amount sent: count it again, or have it called back.',
  },
  till_cash_not_returnable: {
    status: 409,
    message:
      'Only a reconciled till that holds cash, with no other session open, returns it to the vault.',
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
} as const satisfies ErrorSpecs;
