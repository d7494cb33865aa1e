import { type SelectHTMLAttributes, useId } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import type { Failure } from '../../../machines/failure';
import { Button } from '../../components/button';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import * as table from '../../components/table.css';
import * as styles from './gl.css';
import { accountLabel, GL_ACCOUNT_TYPES, GL_TYPE_LABELS } from './gl-format';

/** A failed load: the server's message and a way to ask again. */
export function LoadFailure({
  what,
  failure,
  onRetry,
}: {
  what: string;
  failure: Failure;
  onRetry: () => void;
}) {
  return (
    <Notice tone="danger">
      Could not load {what}: {failure.message}{' '}
      <Button size="small" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}

export interface PageMeta {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** Previous and next under a paged table, with where the page sits in the whole. */
export function Pager({
  meta,
  noun,
  onPage,
}: {
  meta: PageMeta;
  noun: readonly [string, string];
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  return (
    <nav className={table.pager} aria-label="Pages">
      <span>
        Page {meta.page} of {pageCount} · {meta.total} {meta.total === 1 ? noun[0] : noun[1]}
      </span>
      <span className={styles.actions}>
        <Button size="small" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          Previous
        </Button>
        <Button
          size="small"
          disabled={meta.page >= pageCount}
          onClick={() => onPage(meta.page + 1)}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}

/** A table body row saying the table is loading or empty, across all its columns. */
export function TableMessage({ columns, children }: { columns: number; children: string }) {
  return (
    <tr>
      <td className={table.empty} colSpan={columns}>
        {children}
      </td>
    </tr>
  );
}

type AccountSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: string;
  accounts: readonly GlAccount[];
  value: string;
  onChange: (accountId: string) => void;
  placeholder: string;
  error?: string | undefined;
  hideLabel?: boolean;
};

/**
 * A native select of GL accounts grouped by type: long charts stay keyboard friendly (type a code
 * to jump to it) and the choice is announced with its label.
 */
export function AccountSelect({
  label,
  accounts,
  value,
  onChange,
  placeholder,
  error,
  hideLabel,
  className,
  id,
  ...rest
}: AccountSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={fieldStyles.field}>
      {!hideLabel && (
        <label className={fieldStyles.label} htmlFor={selectId}>
          {label}
        </label>
      )}
      <select
        id={selectId}
        className={className ?? fieldStyles.input}
        value={value}
        aria-label={hideLabel ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {GL_ACCOUNT_TYPES.map((type) => {
          const ofType = accounts.filter((account) => account.type === type);
          if (ofType.length === 0) return null;
          return (
            <optgroup key={type} label={GL_TYPE_LABELS[type]}>
              {ofType.map((account) => (
                <option key={account.id} value={account.id}>
                  {accountLabel(account)}
                  {account.status === 'INACTIVE' ? ' (inactive)' : ''}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      {error && (
        <span id={`${selectId}-error`} className={hideLabel ? styles.cellError : fieldStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
