import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement } from 'react';
import * as styles from './tooltip.css';

/** A label shown beside a control on hover and on keyboard focus (radix-ui). */
export function Tooltip({
  label,
  disabled,
  side = 'right',
  children,
}: {
  label: string;
  disabled?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactElement;
}) {
  if (disabled) return children;
  return (
    <RadixTooltip.Root delayDuration={200}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side={side} sideOffset={8} className={styles.content}>
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
