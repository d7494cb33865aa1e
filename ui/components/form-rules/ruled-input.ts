import type { EffectiveField } from '../../../policies/form-rules';
import { minorUnitsToMajor } from '../../../policies/money';

/** What a form's control takes from its field's rules; `hidden` fields are not drawn at all. */
export interface RuledInput {
  readonly hidden: boolean;
  readonly label: string;
  readonly required?: boolean;
  readonly 'aria-required'?: boolean;
  readonly readOnly?: boolean;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly min?: number;
  readonly max?: number;
}

/**
 * The control's props for a field as the rules make it: its label (the rule's words or the
 * form's own, given) with ` *` when required,
 * `aria-required`, read-only, and the limits (an amount's in naira, as its input takes them).
 */
export function ruledInput(field: EffectiveField | null, label: string): RuledInput {
  if (!field) return { hidden: false, label };
  const naira = (kobo: number | undefined) =>
    kobo === undefined ? undefined : field.kind === 'money' ? minorUnitsToMajor(kobo) : kobo;
  const text = field.kind === 'text';
  const numeric = field.kind === 'number' || field.kind === 'money';
  return {
    hidden: field.hidden,
    label: field.required ? `${label} *` : label,
    ...(field.required ? { required: true, 'aria-required': true } : {}),
    ...(field.readOnly ? { readOnly: true } : {}),
    ...(text && field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...(text && field.minLength !== undefined ? { minLength: field.minLength } : {}),
    ...(text && field.pattern !== undefined ? { pattern: field.pattern } : {}),
    ...(numeric && field.minimum !== undefined ? { min: naira(field.minimum) } : {}),
    ...(numeric && field.maximum !== undefined ? { max: naira(field.maximum) } : {}),
  };
}

/** The props for an input element: the frame's own (`hidden`, `label`) left out. */
export function controlProps({ hidden: _hidden, label: _label, ...control }: RuledInput) {
  return control;
}
