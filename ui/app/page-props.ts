import type { RouteRule } from '../../policies/routes';

/**
 * What every page of the route table is given: its route and the path's params. It lives apart
 * from the table of pages, which imports every page, so that a page importing its props does not
 * import that table back.
 */
export interface PageProps {
  readonly route: RouteRule;
  readonly params: Record<string, string>;
}
