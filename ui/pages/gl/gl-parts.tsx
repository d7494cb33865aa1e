import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import * as fieldStyles from '../../components/field.css';
import * as styles from './gl.css';
import { accountLabel, GL_ACCOUNT_TYPES, GL_TYPE_LABELS } from './gl-format';

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

/** Where a reversal mark points: the other entry's name, and how to get to it when one can. */
export interface EntryLink {
  readonly label: ReactNode;
  readonly go?: (() => void) | undefined;
}

function LinkTo({ link }: { link: EntryLink }) {
  return link.go ? (
    <button type="button" className={styles.linkButton} onClick={link.go}>
      {link.label}
    </button>
  ) : (
    <span>{link.label}</span>
  );
}

/**
 * The marks of a posting that was reversed or that is itself a reversal, each naming (and where it
 * can, linking to) the entry at the other end. `linkTo` answers null when the other entry is not
 * known here (another page of the list, a ledger the user may not open).
 */
export function ReversalMark({
  reversalOf,
  reversedBy,
  linkTo,
}: {
  reversalOf: string | null;
  reversedBy: string | null;
  linkTo: (entryId: string) => EntryLink | null;
}) {
  if (!reversalOf && !reversedBy) return null;
  const original = reversalOf ? linkTo(reversalOf) : null;
  const reversal = reversedBy ? linkTo(reversedBy) : null;
  return (
    <span className={styles.marks}>
      {reversalOf && (
        <span className={styles.reversalMark} data-mark="reversal">
          Reversal{original && ' of '}
          {original && <LinkTo link={original} />}
        </span>
      )}
      {reversedBy && (
        <span className={styles.reversalMark} data-mark="reversed">
          Reversed{reversal && ' by '}
          {reversal && <LinkTo link={reversal} />}
        </span>
      )}
    </span>
  );
}

/**
 * Scrolls to the first row of an entry in the same table and gives it the focus, so a keyboard
 * user lands where the link points. False when the entry has no row on this page.
 */
export function jumpToEntry(entryId: string): boolean {
  const row = document.querySelector<HTMLElement>(`tr[data-entry-id="${CSS.escape(entryId)}"]`);
  if (!row) return false;
  row.tabIndex = -1;
  row.scrollIntoView({ block: 'center' });
  row.focus({ preventScroll: true });
  return true;
}

/**
 * Links to entries that have a row on this page, named by `nameOf` of their first row; null for
 * an entry that has none, which a mark then names without a link.
 */
export function linksWithinPage<TRow extends { readonly entryId: string }>(
  rows: readonly TRow[] | undefined,
  nameOf: (row: TRow) => ReactNode,
): (entryId: string) => EntryLink | null {
  const first = new Map<string, TRow>();
  for (const row of rows ?? []) if (!first.has(row.entryId)) first.set(row.entryId, row);
  return (entryId) => {
    const row = first.get(entryId);
    return row ? { label: nameOf(row), go: () => jumpToEntry(entryId) } : null;
  };
}
