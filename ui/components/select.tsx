import { Select as RadixSelect } from 'radix-ui';
import * as styles from './select.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled radix-ui select: keyboard reachable, type-ahead, announced as a combobox. Radix
 * reserves the empty value, so callers map their "all" choice to a value of their own.
 */
export function Select({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <span className={styles.wrapper}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <RadixSelect.Root value={value} onValueChange={onChange} disabled={disabled}>
        <RadixSelect.Trigger className={styles.trigger} aria-label={label}>
          <RadixSelect.Value />
          <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator aria-hidden="true">✓</RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </span>
  );
}
