import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement } from 'react';
import * as styles from './tooltip.css';

/** A label shown beside a control on hover and on keyboard focus (radix-ui). */
export function Tooltip({
  label,
  disabled,
  children,
}: {
  label: string;
  disabled?: boolean;
  children: ReactElement;
}) {
  if (disabled) return children;
  return (
    <RadixTooltip.Root delayDuration={200}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side="right" sideOffset={8} className={styles.content}>
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
