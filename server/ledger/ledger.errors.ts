import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the ledger area answers with (its Area record carries them). */
export const LEDGER_ERRORS = {
  gl_account_not_found: { status: 422, message: 'No such GL account.' },
  gl_account_is_header: { status: 422, message: 'A header account takes no postings.' },
  gl_account_inactive: { status: 422, message: 'The GL account is inactive.' },
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
} as const satisfies ErrorSpecs;
