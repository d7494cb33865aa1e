import { badge, badgeLabel, badgeValue } from './badge.css';

/**
 * A labelled value in the header. `data-highlighted` lets tests and screen readers' users find a
 * badge that asks for attention without relying on its colour.
 */
export function Badge({
  label,
  value,
  tone = 'neutral',
  title = value,
}: {
  label: string;
  value: string;
  tone?: 'neutral' | 'highlighted' | 'good';
  /** The full value, where the badge may shorten it. */
  title?: string | undefined;
}) {
  return (
    <span
      className={badge({ tone })}
      data-badge={label}
      data-highlighted={tone === 'highlighted' ? 'true' : undefined}
      title={`${label}: ${title}`}
    >
      <span className={badgeLabel}>{label}</span>
      <strong className={badgeValue}>{value}</strong>
    </span>
  );
}
