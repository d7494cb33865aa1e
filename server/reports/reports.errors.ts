import type { ErrorSpecs } from '../errors/error-registry';

/** The codes the reports center answers with. */
export const REPORT_ERRORS = {
  report_not_found: { status: 404, message: 'No such report.' },
  report_range_too_long: {
    status: 422,
    message: 'The date range is longer than this report allows; choose a shorter one.',
  },
  report_too_large: {
    status: 422,
    message: 'The report has more rows than a file may hold; narrow it with its filters.',
  },
  report_parameter_unknown: {
    status: 422,
    message: 'A filter names a branch, product or officer the bank does not have.',
  },
} as const satisfies ErrorSpecs;
