import { type SelectHTMLAttributes, useId } from 'react';
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
