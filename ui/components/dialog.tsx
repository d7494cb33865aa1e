import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './dialog.css';

/**
 * A modal dialog (radix-ui): focus is trapped inside, Escape closes it, focus returns after.
 * The title and the footer's buttons stay on screen; only the body between them scrolls, so a
 * tall form on a short window still shows where to save or cancel.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'medium',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  width?: 'medium' | 'wide';
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content({ width })}>
          <div className={styles.header}>
            <div className={styles.heading}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className={styles.description} hidden />
              )}
            </div>
          </div>
          <div className={styles.body} data-dialog-body="">
            {children}
          </div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
