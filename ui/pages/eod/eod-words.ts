import type { EodCheck, EodStep } from '../../../api/eod.api';

type Tone = 'good' | 'warning' | 'danger' | 'neutral';

export const STEP_STATUS_WORDS: Readonly<Record<EodStep['status'], { label: string; tone: Tone }>> =
  {
    PENDING: { label: 'Waiting', tone: 'neutral' },
    RUNNING: { label: 'Running', tone: 'warning' },
    DONE: { label: 'Done', tone: 'good' },
    FAILED: { label: 'Failed', tone: 'danger' },
  };

export const RUN_STATUS_TONES = {
  RUNNING: 'warning',
  FAILED: 'danger',
  COMPLETED: 'good',
} as const;

export const SEVERITY_WORDS: Readonly<Record<EodCheck['severity'], { label: string; tone: Tone }>> =
  {
    BLOCKING: { label: 'Blocks the close', tone: 'danger' },
    WARNING: { label: 'Warning', tone: 'warning' },
  };

/** A step's time in the words staff read: "0.4 s", "12 s", "3 min 5 s". */
export function elapsedText(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
