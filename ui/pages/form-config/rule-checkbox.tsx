import Check from 'lucide-react/icons/check';
import { Checkbox } from 'radix-ui';
import * as styles from './form-config.css';

/** A Radix checkbox named for screen readers by its field and what it sets. */
export function RuleCheckbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(state) => onChange(state === true)}
    >
      <Checkbox.Indicator>
        <Check size={14} aria-hidden="true" />
      </Checkbox.Indicator>
    </Checkbox.Root>
  );
}
