import type { ErrorSpecs } from '../errors/error-registry';

/** What a bulk upload as a whole is refused for; a refused row is named in the result instead. */
export const BULK_ERRORS = {
  bulk_rows_missing: {
    status: 422,
    message: 'The upload has no rows: send items, or a file with a heading row and data rows.',
  },
  bulk_too_many_rows: {
    status: 422,
    message: 'The upload has more rows than one upload may carry.',
  },
  bulk_file_too_large: { status: 413, message: 'The file is larger than one upload may carry.' },
  bulk_file_unreadable: {
    status: 422,
    message: 'The file could not be read as a CSV or an XLSX spreadsheet.',
  },
  bulk_encoding_invalid: {
    status: 422,
    message: 'The CSV file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  },
  bulk_headings_wrong: {
    status: 422,
    message: 'The first row does not hold the template’s headings.',
  },
} as const satisfies ErrorSpecs;
