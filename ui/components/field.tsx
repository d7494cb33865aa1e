import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import * as styles from './field.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string | undefined;
};

/** A labelled input with its hint and its error beside it, wired for screen readers. */
export function Field({ label, hint, error, id, ...input }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        {...input}
      />
      {hint && (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${inputId}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
};

/** A labelled text area (a reason, a note) with its error beside it. */
export function TextAreaField({ label, error, id, ...textarea }: TextAreaProps) {
  const ownId = useId();
  const areaId = id ?? ownId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...textarea}
      />
      {error && (
        <span id={`${areaId}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
