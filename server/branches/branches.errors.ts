import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the branches area answers with (its Area record carries them). */
export const BRANCHES_ERRORS = {
  branch_not_found: { status: 404, message: 'The branch was not found.' },
  branch_code_taken: { status: 409, message: 'Another branch has that code.' },
  unknown_branch: { status: 422, message: 'No branch of the tenant has that id.' },
  branch_has_open_tills: {
    status: 409,
    message: 'The branch has tills still active or in use; it cannot close.',
  },
  branch_has_open_accounts: {
    status: 409,
    message: 'The branch has deposit accounts not closed; it cannot close.',
  },
} as const satisfies ErrorSpecs;
