import type { SelectHTMLAttributes } from 'react';
import { useFieldFrame } from './field';
import * as styles from './field.css';
import type { SelectOption } from './select';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'placeholder'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  options: readonly SelectOption[];
  /** The first choice, of the empty value, such as "All statuses"; none when left out. */
  placeholder?: string;
};

/**
 * A labelled native select, as the search forms filter with: the browser's own control stays
 * keyboard friendly and needs no portal, and the label names it for screen readers.
 */
export function SelectField({ label, hint, error, options, placeholder, id, ...select }: Props) {
  const { control, frame } = useFieldFrame(id, { label, hint, error });
  return frame(
    <select className={styles.input} {...control} {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
}
