import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../policies/constants';

/** The page a list operation answers: the contract bounds both, this fills in the defaults. */
export function pageOf(query: { page?: number | undefined; pageSize?: number | undefined }): {
  page: number;
  pageSize: number;
} {
  return { page: query.page ?? DEFAULT_PAGE, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}
