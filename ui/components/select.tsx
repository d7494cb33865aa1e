import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Select as RadixSelect } from 'radix-ui';
import * as badgeStyles from './badge.css';
import * as styles from './select.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled radix-ui select: keyboard reachable, type-ahead, announced as a combobox. Radix
 * reserves the empty value, so callers map their "all" choice to a value of their own.
 *
 * As a `badge` it is a header badge that opens: the caption over the chosen value, so a
 * header shows the branch once, as the control that changes it (`data-badge` names it as the
 * other badges are named).
 */
export function Select({
  label,
  value,
  options,
  onChange,
  disabled,
  variant = 'inline',
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  variant?: 'inline' | 'badge';
}) {
  const asBadge = variant === 'badge';
  // A badge may shorten a long choice; its title keeps the whole of it.
  const chosen = options.find((option) => option.value === value)?.label;
  return (
    <span
      className={asBadge ? styles.badgeWrapper : styles.wrapper}
      data-badge={asBadge ? label : undefined}
    >
      <RadixSelect.Root value={value} onValueChange={onChange} disabled={disabled}>
        {!asBadge && (
          <span className={styles.label} aria-hidden="true">
            {label}
          </span>
        )}
        <RadixSelect.Trigger
          className={asBadge ? styles.badgeTrigger : styles.trigger}
          aria-label={label}
          title={asBadge && chosen ? `${label}: ${chosen}` : undefined}
        >
          {asBadge ? (
            <span className={styles.badgeText}>
              <span className={badgeStyles.badgeLabel} aria-hidden="true">
                {label}
              </span>
              <strong className={badgeStyles.badgeValue}>
                <RadixSelect.Value />
              </strong>
            </span>
          ) : (
            <RadixSelect.Value />
          )}
          <RadixSelect.Icon className={styles.icon}>
            <ChevronDown size={14} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <Check size={14} aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </span>
  );
}
