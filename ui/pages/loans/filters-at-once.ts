import type { ListSearch } from '../../components/list-page/use-list-search';

/**
 * The list's filters as the selects use them, applied the moment one is chosen (as on the other
 * lists), from page 1; the free-text search still waits for Search or Enter.
 */
export function filtersAtOnce<F extends string>(
  list: ListSearch<F>,
): Pick<ListSearch<F>, 'draft' | 'setDraft'> {
  return {
    draft: list.draft,
    setDraft: (name: F, value: string) => {
      list.setDraft(name, value);
      list.apply({ ...list.draft, [name]: value });
    },
  };
}
