import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the deposits area answers with (its Area record carries them). */
export const DEPOSITS_ERRORS = {
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
  statement_range_invalid: {
    status: 422,
    message: 'The statement must start on or before its end.',
  },
  statement_too_long: { status: 422, message: 'The statement period is too long.' },
} as const satisfies ErrorSpecs;
