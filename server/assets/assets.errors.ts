import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the fixed assets area answers with (its Area record carries them). */
export const ASSETS_ERRORS = {
  asset_not_found: { status: 404, message: 'The asset was not found.' },
  asset_tag_taken: { status: 409, message: 'Another asset of the bank already has this tag.' },
  salvage_value_exceeds_cost: {
    status: 422,
    message: 'The salvage value must be less than the cost.',
  },
  asset_dates_out_of_order: {
    status: 422,
    message:
      'The dates must run in order: acquired on or before the processing date, available for use on or after it, depreciated from then on.',
  },
  asset_gl_account_wrong_type: {
    status: 422,
    message: 'The GL account is not of the type this use needs.',
  },
  asset_not_depreciable: {
    status: 422,
    message: 'The asset is disposed; it is not depreciated any more.',
  },
  depreciation_date_after_processing_date: {
    status: 422,
    message: 'Depreciation cannot be posted beyond the processing date.',
  },
  asset_not_disposable: { status: 422, message: 'The asset has been disposed already.' },
  disposal_date_invalid: {
    status: 422,
    message:
      'The disposal date must be on or after the acquisition and not after the processing date.',
  },
  disposal_proceeds_invalid: {
    status: 422,
    message: 'A sale needs proceeds and the account they were paid into; a write-off has none.',
  },
  depreciation_run_in_progress: {
    status: 409,
    message: 'A depreciation run is already working; wait for it to finish.',
  },
  depreciation_run_not_found: { status: 404, message: 'The depreciation run was not found.' },
} as const satisfies ErrorSpecs;
