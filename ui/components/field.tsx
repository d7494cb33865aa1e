import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import * as styles from './field.css';

interface Frame {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * A form control's id and the attributes that tie it to its label, hint and error for screen
 * readers, with the frame that shows them: one wiring for every kind of field.
 */
export function useFieldFrame(id: string | undefined, { label, hint, error }: Frame) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const described = [hint && `${controlId}-hint`, error && `${controlId}-error`].filter(Boolean);
  const control = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  } as const;
  const frame = (children: ReactNode) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${controlId}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
  return { control, frame };
}

type Props = InputHTMLAttributes<HTMLInputElement> & Frame;

/** A labelled input with its hint and its error beside it, wired for screen readers. */
export function Field({ label, hint, error, id, ...input }: Props) {
  const { control, frame } = useFieldFrame(id, { label, hint, error });
  return frame(<input className={styles.input} {...control} {...input} />);
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Omit<Frame, 'hint'>;

/** A labelled text area (a reason, a note) with its error beside it. */
export function TextAreaField({ label, error, id, ...textarea }: TextAreaProps) {
  const { control, frame } = useFieldFrame(id, { label, error });
  return frame(<textarea className={styles.textarea} {...control} {...textarea} />);
}
