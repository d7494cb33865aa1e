import type { ErrorSpecs } from '../errors/error-registry';

/**
 * The codes of a depreciation schedule that cannot be computed: the preview answers
 * `depreciation_terms_invalid` with each field's own code below, and the asset register's create
 * spreads these into its area's errors to refuse the same input the same way.
 */
export const DEPRECIATION_PREVIEW_ERRORS = {
  depreciation_terms_invalid: {
    status: 422,
    message: 'The depreciation terms cannot be scheduled; see the fields.',
  },
  depreciation_cost_invalid: { status: 422, message: 'The cost must be above zero.' },
  depreciation_salvage_invalid: {
    status: 422,
    message: 'The salvage value must be zero or more and below the cost.',
  },
  depreciation_count_invalid: {
    status: 422,
    message: 'The number of depreciations must be a whole number from 1 to 600.',
  },
  depreciation_frequency_invalid: {
    status: 422,
    message: 'The months between depreciations must be a whole number from 1 to 12.',
  },
  depreciation_date_invalid: { status: 422, message: 'The date is not a real calendar date.' },
  depreciation_start_before_available: {
    status: 422,
    message: 'Depreciation cannot start before the asset is available for use.',
  },
  depreciation_rate_required: {
    status: 422,
    message: 'Without a salvage value, written down value needs a rate.',
  },
  depreciation_rate_invalid: {
    status: 422,
    message: 'The rate must be above 0 and at most 100 percent, with at most 3 decimals.',
  },
} as const satisfies ErrorSpecs;
