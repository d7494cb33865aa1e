import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import * as styles from './assets.css';

export interface TabSpec<K extends string> {
  readonly key: K;
  readonly label: string;
}

/**
 * Tabs by the ARIA pattern: one tab stop, the arrow keys (and Home, End) move between tabs and
 * show each, and the panel is labelled by its tab.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabSpec<K>[];
  current: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  function move(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={label} ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </>
  );
}
