import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button';
import { Field } from '../field';
import * as styles from './list-page.css';

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
