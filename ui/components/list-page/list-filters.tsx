import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button';
import { Field } from '../field';
import type { SelectOption } from '../select';
import { SelectField } from '../select-field';
import * as styles from './list-page.css';
import type { ListSearch } from './use-list-search';

/**
 * The filter bar over a list: its fields, the button that applies them and, once any filter is
 * set, one that clears them all. A bar whose fields apply as they change (`live`) has neither.
 */
export function ListFilters({
  label,
  onApply,
  onClear,
  filtered = false,
  submitLabel = 'Search',
  live = false,
  children,
}: {
  label: string;
  onApply?: () => void;
  onClear?: () => void;
  filtered?: boolean;
  submitLabel?: string;
  live?: boolean;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply?.();
  }
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={label}>
      {children}
      {!live && <Button type="submit">{submitLabel}</Button>}
      {!live && filtered && onClear && <Button onClick={onClear}>Clear filters</Button>}
    </form>
  );
}

/** The free-text search of a filter bar: the widest field, first in the bar. */
export function ListSearchField({
  value,
  maxLength,
  placeholder,
  onChange,
}: {
  value: string;
  maxLength: number;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.searchField}>
      <Field
        label="Search"
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A filter of the bar picked from a list, bound to its name in the list's draft: the empty
 * choice (the placeholder, such as "All statuses") leaves the list unfiltered by it.
 */
export function ListFilterSelect<F extends string>({
  list,
  name,
  label,
  placeholder,
  options,
}: {
  list: Pick<ListSearch<F>, 'draft' | 'setDraft'>;
  name: F;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
}) {
  return (
    <SelectField
      label={label}
      value={list.draft[name]}
      placeholder={placeholder}
      options={options}
      onChange={(event) => list.setDraft(name, event.target.value)}
    />
  );
}

/**
 * The usual filter bar: the free-text search first, bound to the list's `q`, then the page's own
 * filters; Search applies them together from page 1, and Clear filters empties them all.
 */
export function ListSearchBar<F extends string>({
  list,
  label,
  placeholder,
  maxLength,
  children,
}: {
  list: ListSearch<F | 'q'>;
  label: string;
  placeholder: string;
  maxLength: number;
  children: ReactNode;
}) {
  return (
    <ListFilters
      label={label}
      onApply={() => list.apply()}
      onClear={list.clear}
      filtered={list.filtered}
    >
      <ListSearchField
        value={list.draft.q}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(value) => list.setDraft('q', value)}
      />
      {children}
    </ListFilters>
  );
}
